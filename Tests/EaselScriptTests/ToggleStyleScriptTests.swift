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

    /// A style whose body makes a toggle again only changes the style around it (SwiftUI:
    /// `Toggle(configuration)` in `makeBody` "modifies the current toggle style"): the inner toggle
    /// is drawn by the enclosing style, here the default switch, with the coloured label. It was
    /// drawn by the same style again, without end.
    struct ColoredLabelStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(isOn: configuration.$isOn) { configuration.label.foregroundColor(configuration.isOn ? .green : .red) }
        }
    }

    func testAStyleMakingAToggleUsesTheEnclosingStyle() throws {
        let styled = Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(ColoredLabelStyle()).frame(width: 200)
        let plain = Toggle(isOn: .constant(true)) { Text("Wi-Fi").foregroundColor(.green) }.frame(width: 200)
        XCTAssertEqual(try ScriptTestSupport.compiledPixels(styled), try ScriptTestSupport.compiledPixels(plain))
        // Inside a checkbox style, the inner toggle is a checkbox.
        let nested = Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(ColoredLabelStyle()).toggleStyle(CheckboxStyle())
        let checkbox = Toggle(isOn: .constant(true)) { Text("Wi-Fi").foregroundColor(.green) }.toggleStyle(CheckboxStyle())
        XCTAssertEqual(try ScriptTestSupport.compiledPixels(nested), try ScriptTestSupport.compiledPixels(checkbox))
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ColoredLabelStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Toggle(isOn: configuration.$isOn) { configuration.label.foregroundColor(configuration.isOn ? .green : .red) }
                }
            }
            struct ContentView: View {
                var body: some View { Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(ColoredLabelStyle()).frame(width: 200) }
            }
            """)
        XCTAssertEqual(script, try ScriptTestSupport.compiledPixels(plain))
    }
}
