import XCTest
import Foundation
import Easel
import EaselRaster
@testable import EaselScript

/// `Bindable(model).property` and `@Bindable`'s `$model.property` are bindings to an observable
/// object's properties; writing one (even through an expression: `Bindable(m).flag.wrappedValue =
/// true`) writes the object, in scripts as in compiled code.
final class BindableScriptTests: XCTestCase {
    final class Settings {
        var showPictures = true
        var showYear = false
    }

    struct Screen: View {
        @Bindable var settings: Settings
        var body: some View {
            VStack {
                Toggle("Show Pictures", isOn: $settings.showPictures)
                Toggle("Show Year", isOn: Bindable(settings).showYear)
            }
            .padding()
            .frame(width: 320)
        }
    }

    static let script = """
        import SwiftUI
        import Observation
        @Observable class Settings {
            var showPictures = true
            var showYear = false
        }
        struct Screen: View {
            @Bindable var settings: Settings
            var body: some View {
                VStack {
                    Toggle("Show Pictures", isOn: $settings.showPictures)
                    Toggle("Show Year", isOn: Bindable(settings).showYear)
                }
                .padding()
                .frame(width: 320)
            }
        }
        struct ContentView: View {
            @State private var settings = Settings()
            var body: some View {
                Screen(settings: settings)
                    .onAppear {
                        Bindable(settings).showYear.wrappedValue = true
                        Bindable(settings).showPictures = false
                    }
            }
        }
        """

    /// Views are main-actor isolated (as SwiftUI's are): XCTest runs tests on the main thread.
    func testBindableWritesThroughAndDrawsAsCompiled() throws {
        try MainActor.assumeIsolated {
            let settings = Settings()
            Bindable(settings).showYear.wrappedValue = true
            settings.showPictures = false
            XCTAssertEqual(try ScriptTestSupport.scriptPixels(Self.script), try ScriptTestSupport.compiledPixels(Screen(settings: settings)))
            // Not the picture before the writes.
            XCTAssertNotEqual(try ScriptTestSupport.scriptPixels(Self.script), try ScriptTestSupport.compiledPixels(Screen(settings: Settings())))
            XCTAssertTrue(
                ScriptTestSupport.error("struct ContentView: View { var body: some View { Toggle(\"x\", isOn: Bindable(3).flag) } }").contains(
                    "@Observable object")
            )
        }
    }

    /// `@Bindable var navigation = …` inside a body (iOS 17): `$navigation.path` binds the object's
    /// properties.
    func testALocalBindableGivesBindingsToTheObjectsProperties() throws {
        let source = """
            @Observable final class Navigation {
                static let shared = Navigation()
                var path: [String] = []
                var title = "Home"
            }
            struct ContentView: View {
                var body: some View {
                    @Bindable var navigation = Navigation.shared
                    NavigationStack(path: $navigation.path) {
                        TextField("Title", text: $navigation.title)
                    }
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["Home"])
    }
}
