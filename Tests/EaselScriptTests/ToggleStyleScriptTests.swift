import XCTest
import Foundation
import Easel
import EaselRaster
@testable import EaselScript

/// A script's own `ToggleStyle` draws its `makeBody(configuration:)` with the toggle's label,
/// `isOn`, `$isOn` and `isMixed`, as the compiled style does.
final class ToggleStyleScriptTests: XCTestCase {
    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                    .foregroundColor(configuration.isOn ? .pink : .primary)
                configuration.label
                if configuration.isMixed { Text("mixed") }
            }
        }
    }

    static let script = """
        struct CheckboxStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                return HStack {
                    Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                        .foregroundColor(configuration.isOn ? .pink : .primary)
                        .onTapGesture { configuration.isOn.toggle() }
                    configuration.label
                    if configuration.isMixed { Text("mixed") }
                }
            }
        }
        extension ToggleStyle where Self == CheckboxStyle {
            static var checkbox: CheckboxStyle { CheckboxStyle() }
        }
        struct ContentView: View {
            @State private var done = true
            var body: some View {
                VStack(alignment: .leading) {
                    Toggle("Done", isOn: $done).toggleStyle(CheckboxStyle())
                    Toggle("Later", isOn: .constant(false)).toggleStyle(.checkbox)
                }
                .padding()
            }
        }
        """

    struct LabelledSwitchStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(isOn: configuration.$isOn) { configuration.label.bold() }.toggleStyle(.switch)
        }
    }

    /// `configuration.$isOn` is the toggle's binding: a switch made with it shows the state.
    func testAStylesBindingIsTheTogglesState() throws {
        let script = """
            struct LabelledSwitchStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Toggle(isOn: configuration.$isOn) { configuration.label.bold() }.toggleStyle(.switch)
                }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Toggle("On", isOn: .constant(true))
                        Toggle("Off", isOn: .constant(false))
                    }
                    .toggleStyle(LabelledSwitchStyle())
                    .frame(width: 200)
                }
            }
            """
        let compiled = VStack {
            Toggle("On", isOn: .constant(true))
            Toggle("Off", isOn: .constant(false))
        }
        .toggleStyle(LabelledSwitchStyle())
        .frame(width: 200)
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(script), try ScriptTestSupport.compiledPixels(compiled))
    }

    func testAScriptToggleStyleDrawsAsTheCompiledOne() throws {
        let compiled = VStack(alignment: .leading) {
            Toggle("Done", isOn: .constant(true)).toggleStyle(CheckboxStyle())
            Toggle("Later", isOn: .constant(false)).toggleStyle(CheckboxStyle())
        }
        .padding()
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(Self.script), try ScriptTestSupport.compiledPixels(compiled))
        // And the style is not the default switch: each toggle draws its symbol.
        XCTAssertEqual(try ScriptTestSupport.layout(Self.script).root.all { $0.kind == "Image" }.count, 2)
    }
}
