import XCTest
import Easel

/// `textScale(_:isEnabled:)` from a script is the compiled one.
final class TextScaleScriptTests: XCTestCase {
    func testScriptsScaleAsCompiledCode() throws {
        let script = try ScriptTestSupport.scriptJSON(
            """
            struct ContentView: View {
                var body: some View {
                    HStack(alignment: .firstTextBaseline) {
                        Text("72").font(.largeTitle)
                        Text("lbs").font(.title2).textScale(.secondary)
                        Text("kg").textScale(Text.Scale.secondary, isEnabled: false)
                    }
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledJSON(
            HStack(alignment: .firstTextBaseline) {
                Text("72").font(.largeTitle)
                Text("lbs").font(.title2).textScale(.secondary)
                Text("kg").textScale(Text.Scale.secondary, isEnabled: false)
            })
        XCTAssertEqual(script, compiled)
    }
}
