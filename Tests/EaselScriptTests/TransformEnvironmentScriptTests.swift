import XCTest
import Easel
@testable import EaselScript

/// `.transformEnvironment(_:transform:)` in scripts: the value the view receives, changed in place
/// for its content, as compiled code does it.
final class TransformEnvironmentScriptTests: XCTestCase {
    func testATransformedFontMatchesCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    VStack { Text("Bold"); Text("Also") }
                        .transformEnvironment(\\.font) { font in font = .title.bold() }
                        .transformEnvironment(\\.lineLimit) { limit in limit = 1 }
                        .font(.caption)
                        .padding(4)
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack {
                Text("Bold"); Text("Also")
            }
            .transformEnvironment(\.font) { font in font = .title.bold() }
            .font(.caption)
            .padding(4))
        XCTAssertEqual(script, compiled)
        XCTAssertNotEqual(
            script,
            try ScriptTestSupport.compiledPixels(
                VStack {
                    Text("Bold"); Text("Also")
                }.font(.caption).padding(4)))
    }
}
