import XCTest
import Foundation
import Easel
@testable import EaselScript

/// Which view a file without previews renders, and what it says when it cannot.
final class PreviewSelectionScriptTests: XCTestCase {
    func testAViewThatNeedsArgumentsAndHasNoPreviewSaysHowToGiveThem() {
        let message = ScriptTestSupport.error(
            """
            struct ScoreView: View {
                let score: Int
                var body: some View { Text("\\(score)") }
            }
            """)
        XCTAssertTrue(message.contains("t.swift:1:1"), message)
        XCTAssertTrue(message.contains("'ScoreView' needs arguments to be made (missing argument 'score:'"), message)
        XCTAssertTrue(message.contains("#Preview { ScoreView(…) }"), message)
    }

    func testAViewWithDefaultsOrAPreviewRenders() throws {
        let defaults = """
            struct ScoreView: View {
                var score = 3
                var body: some View { Text("\\(score)") }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(defaults), ["3"])
        let preview = """
            struct ScoreView: View {
                let score: Int
                var body: some View { Text("\\(score)") }
            }
            #Preview { ScoreView(score: 7) }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(preview), ["7"])
    }

    /// A missing argument inside the view's body is reported where it is, as before.
    func testAMissingArgumentInsideTheBodyIsNotBlamedOnTheFile() {
        let message = ScriptTestSupport.error(
            """
            struct Inner: View {
                let n: Int
                var body: some View { Text("\\(n)") }
            }
            struct ContentView: View {
                var body: some View { Inner() }
            }
            """)
        XCTAssertTrue(message.contains("t.swift:6:27"), message)
        XCTAssertFalse(message.contains("#Preview"), message)
    }
}
