import XCTest
import Easel
import EaselRaster
@testable import EaselScript

/// An SF Symbol in a script's text, joined (`Text(Image(systemName:)) + Text(…)`) or interpolated
/// (`Text("Tap \(Image(systemName: "heart.fill")) to save")`): the compiled text's pixels.
final class InlineImageScriptTests: XCTestCase {
    func testASymbolInAScriptsTextIsTheCompiledOne() throws {
        let scripted = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text(Image(systemName: "star.fill")).foregroundColor(.orange) + Text(" 4.5")
                        Text("Tap \\(Image(systemName: "heart.fill")) to save")
                    }
                }
            }
            """)
        let compiled = try ImageRenderer(
            content: VStack {
                Text(Image(systemName: "star.fill")).foregroundColor(.orange) + Text(" 4.5")
                Text("Tap \(Image(systemName: "heart.fill")) to save")
            }
        ).rasterize().bitmap
        XCTAssertTrue(scripted == compiled)
        let texts = try ScriptTestSupport.texts("struct ContentView: View { var body: some View { Text(\"a \\(Image(systemName: \"star\")) b\") } }")
        XCTAssertEqual(texts, ["a \u{FFFC} b"])
    }
}
