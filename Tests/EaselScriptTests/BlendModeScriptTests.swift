import XCTest
import Easel
@testable import EaselScript

/// `blendMode` and `compositingGroup` from a script are the compiled modifiers.
final class BlendModeScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testScriptMatchesCompiled() throws {
        let script = try S.scriptJSON(
            """
            struct ContentView: View {
                var body: some View {
                    ZStack {
                        Color.yellow
                        Circle().fill(Color.red).frame(width: 30, height: 30).blendMode(.multiply)
                    }
                    .frame(width: 50, height: 50)
                    .compositingGroup()
                }
            }
            """)
        XCTAssertEqual(
            script,
            try S.compiledJSON(
                ZStack {
                    Color.yellow
                    Circle().fill(Color.red).frame(width: 30, height: 30).blendMode(.multiply)
                }
                .frame(width: 50, height: 50)
                .compositingGroup()))
        XCTAssertTrue(script.contains("blendMode") && script.contains("compositingGroup"), script)
        XCTAssertEqual(
            try S.scriptJSON(
                """
                struct ContentView: View { var body: some View { Color.red.frame(width: 4, height: 4).drawingGroup(opaque: true) } }
                """), try S.compiledJSON(Color.red.frame(width: 4, height: 4).drawingGroup()))
        XCTAssertTrue(
            S.error(
                """
                struct ContentView: View { var body: some View { Color.red.blendMode(.mix) } }
                """
            ).contains("'.mix' is not a member of BlendMode"))
    }
}
