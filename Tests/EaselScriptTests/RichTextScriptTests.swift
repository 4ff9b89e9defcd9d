import XCTest
import Foundation
import Easel
@testable import EaselScript

/// Rich text in scripts: `Text + Text` keeps each part's style, and a string literal's markdown
/// applies as in compiled code (a String variable's does not).
final class RichTextScriptTests: XCTestCase {
    private typealias S = ScriptTestSupport

    func testConcatenationMatchesCompiled() throws {
        let script = try S.scriptJSON(
            """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Text("Hello ").bold() + Text("World").foregroundColor(.red) + Text(" again").italic() + Text("2").baselineOffset(6)
                        (Text("Under").underline() + Text(" struck").strikethrough(color: .red)).frame(width: 80)
                    }
                }
            }
            #Preview { V() }
            """)
        let compiled = try S.compiledJSON(
            VStack {
                Text("Hello ").bold() + Text("World").foregroundColor(.red) + Text(" again").italic() + Text("2").baselineOffset(6)
                (Text("Under").underline() + Text(" struck").strikethrough(color: .red)).frame(width: 80)
            })
        XCTAssertEqual(script, compiled)
    }

    func testMarkdownPixelsMatchCompiled() throws {
        let source = """
            import SwiftUI
            #Preview { Text("Plain **bold** *italic* ~~struck~~ [link](x)").padding() }
            """
        let script = try Script(source: source, fileName: "t.swift")
        let scriptPNG = try script.checked { try ImageRenderer(content: try script.renders()[0].view).pngData() }
        let compiledPNG = try ImageRenderer(content: Text("Plain **bold** *italic* ~~struck~~ [link](x)").padding()).pngData()
        XCTAssertEqual(scriptPNG, compiledPNG)
    }

    func testLiteralMarkdownMatchesCompiledAndVariablesStayLiteral() throws {
        let script = try S.scriptJSON(
            """
            import SwiftUI
            struct V: View {
                let raw = "**not bold**"
                let n = 3
                var body: some View {
                    VStack {
                        Text("**Bold**, *italic*, ~~struck~~, `code`, [link](https://x.y)")
                        Text(raw)
                        Text("**\\(n)** items *\\(raw)*")
                        Text(verbatim: "**verbatim**")
                    }
                }
            }
            #Preview { V() }
            """)
        let raw = "**not bold**"
        let n = 3
        let compiled = try S.compiledJSON(
            VStack {
                Text("**Bold**, *italic*, ~~struck~~, `code`, [link](https://x.y)")
                Text(raw)
                Text("**\(n)** items *\(raw)*")
                Text(verbatim: "**verbatim**")
            })
        XCTAssertEqual(script, compiled)
        XCTAssertTrue(script.contains("Bold, italic, struck, code, link"))
        XCTAssertTrue(script.contains("3 items **not bold**"))
        XCTAssertTrue(script.contains("\"**verbatim**\""))
    }
}
