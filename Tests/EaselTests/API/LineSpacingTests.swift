// lineSpacing: extra space between lines, not above the first or below the last.
import XCTest
import Easel

final class LineSpacingTests: XCTestCase {
    let paragraph = "One two three four five six seven eight nine ten eleven twelve"

    func testItAddsSpaceBetweenLinesOnly() throws {
        let plain = try layout(Text(paragraph).frame(width: 120)).root.find("Text")!
        let spaced = try layout(Text(paragraph).lineSpacing(10).frame(width: 120)).root.find("Text")!
        let n = plain.lines!.count
        XCTAssertGreaterThan(n, 2)
        XCTAssertEqual(spaced.lines, plain.lines)
        XCTAssertEqual(spaced.rect.height, plain.rect.height + CGFloat(n - 1) * 10, accuracy: 0.001)
        XCTAssertEqual(spaced.firstBaseline!, plain.firstBaseline!, accuracy: 0.001)
        XCTAssertEqual(spaced.lastBaseline! - spaced.firstBaseline!, plain.lastBaseline! - plain.firstBaseline! + CGFloat(n - 1) * 10, accuracy: 0.001)
        // One line: unchanged.
        XCTAssertEqual(try layout(Text("One").lineSpacing(10)).root.rect, try layout(Text("One")).root.rect)
    }

    func testAProposedHeightFitsFewerSpacedLines() throws {
        let plain = try layout(Text(paragraph).frame(width: 120)).root.find("Text")!
        let lineHeight = plain.rect.height / CGFloat(plain.lines!.count)
        // Room for three plain lines holds two lines 20 points apart.
        let t = try layout(Text(paragraph).lineSpacing(20).frame(width: 120, height: lineHeight * 3)).root.find("Text")!
        XCTAssertEqual(t.lines!.count, 2)
        XCTAssertTrue(t.lines![1].hasSuffix("…"))
    }

    func testRichTextSpacesItsLinesToo() throws {
        let rich = Text("One two three ") + Text("four five six seven").bold() + Text(" eight nine ten")
        let plain = try layout(rich.frame(width: 100)).root.find("Text")!
        let spaced = try layout(rich.lineSpacing(6).frame(width: 100)).root.find("Text")!
        XCTAssertEqual(spaced.rect.height, plain.rect.height + CGFloat(plain.lines!.count - 1) * 6, accuracy: 0.001)
        XCTAssertEqual(EnvironmentValues().lineSpacing, 0)
    }
}
