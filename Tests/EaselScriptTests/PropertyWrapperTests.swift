import XCTest
import Easel
@testable import EaselScript

/// SwiftUI's property wrappers: start values, injected objects and member bindings.
final class PropertyWrapperTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testWrappersScene() throws {
        let s = try S.layout(try S.source("wrappers.swift"))
        let labels = s.root.all().compactMap(\.label)
        XCTAssertEqual(
            labels, ["Tea 3", "editing 3", "counter", "4 none 7 home false true"],
            "@EnvironmentObject, @Environment(Basket.self), @Bindable, $order.quantity set through onPreferenceChange")
        XCTAssertEqual(s.root.all { $0.kind == "frame" }.first?.frame.width, 100, "settings.scale * 50")
    }

    func testWrappedPropertiesWithStartValuesAreOptionalArguments() throws {
        let s = try S.layout(
            """
            struct Row: View {
                @State private var on = false
                @Namespace var ns
                @AppStorage("k") var v = 1
                @FocusState var focus: Bool
                var title: String
                var body: some View { Text("\\(title) \\(v) \\(on) \\(focus)") }
            }
            struct ContentView: View {
                var body: some View { VStack { Row(title: "a"); Row(v: 5, title: "b") } }
            }
            """)
        XCTAssertEqual(s.root.all().compactMap(\.label), ["a 1 false false", "b 5 false false"])
    }

    func testAMissingEnvironmentObjectIsAnErrorAtTheRead() {
        let e = S.error(
            """
            class Model: ObservableObject { @Published var n = 1 }
            struct ContentView: View {
                @EnvironmentObject var model: Model
                var body: some View { Text("\\(model.n)") }
            }
            """)
        XCTAssertTrue(e.hasPrefix("t.swift:4:35: error: no object of type 'Model' in the environment for 'model'"), e)
    }

    func testEnvironmentValuesOfAnIPhoneInPortrait() throws {
        let s = try S.layout(
            """
            struct ContentView: View {
                @Environment(\\.horizontalSizeClass) var width
                @Environment(\\.verticalSizeClass) var height
                @Environment(\\.scenePhase) var phase
                @Environment(\\.isEnabled) var enabled
                @Environment(\\.dismiss) var dismiss
                var body: some View {
                    let _ = dismiss()
                    switch width {
                    case .regular: Text("wide")
                    default: Text("\\(height == .regular) \\(phase == .active) \\(enabled)")
                    }
                }
            }
            """)
        XCTAssertEqual(s.root.label, "true true true")
    }

    func testABindingsAnimationAndTransactionAreTheSameBinding() throws {
        // `$flag.animation()` reads and writes what `$flag` does; a still image shows the value at rest.
        let s = try S.layout(
            """
            struct V: View {
                @State private var count = 2
                @State private var on = true
                var body: some View {
                    VStack {
                        Toggle("Extras", isOn: $on.animation())
                        Stepper("Count \\(count)", value: $count.animation(.spring()).transaction(Transaction()))
                    }
                }
            }
            """)
        XCTAssertEqual(s.root.all().compactMap(\.label).filter { $0.hasPrefix("Count") || $0 == "Extras" }, ["Extras", "Count 2"])
    }

    func testAWrappersStorageIsPassedWithItsUnderscoreName() throws {
        // `Bar(expanded: _expanded)`: the child's `@State var expanded` is the parent's storage.
        let s = try ScriptTestSupport.layout(
            """
            struct Bar: View {
                @State var expanded: Bool
                var body: some View { Color.red.frame(width: expanded ? 40 : 10, height: 5) }
            }
            struct ContentView: View {
                @State private var expanded = true
                @FocusState private var focused: Bool
                @AccessibilityFocusState private var voiceOverFocused: Bool
                var body: some View {
                    VStack(spacing: 0) {
                        Bar(expanded: _expanded)
                        Color.blue.frame(width: focused ? 50 : 20, height: 5)
                        Color.green.frame(width: voiceOverFocused ? 50 : 30, height: 5).accessibilityFocused($voiceOverFocused)
                    }
                }
            }
            """)
        XCTAssertEqual(s.root.all { $0.kind == "Color" }.map(\.frame.width), [40, 20, 30])
    }
}
