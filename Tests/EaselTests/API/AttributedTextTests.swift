// Text(AttributedString): each run styled by its SwiftUI attributes, as the same text built with
// Text modifiers and concatenation.
import XCTest
import Foundation
import Easel
import EaselRaster

final class AttributedTextTests: XCTestCase {
    private func pixels<V: View>(_ v: V) throws -> Bitmap { try ImageRenderer(content: v.padding(4)).rasterize().bitmap }

    func testRunsDrawAsConcatenatedTexts() throws {
        var s = AttributedString("Hello ")
        var w = AttributedString("world")
        w.font = .title.bold()
        w.foregroundColor = .red
        w.underlineStyle = .single
        var tail = AttributedString(" again")
        tail.strikethroughStyle = Text.LineStyle(color: .blue)
        tail.baselineOffset = 4
        tail.kern = 2
        s += w
        s += tail
        XCTAssertEqual(
            try pixels(Text(s)),
            try pixels(
                Text("Hello ") + Text("world").font(.title.bold()).foregroundColor(.red).underline()
                    + Text(" again").strikethrough(color: .blue).baselineOffset(4).kerning(2)))
        XCTAssertEqual(try layout(Text(s)).root.find("Text")!.lines, ["Hello world again"])
    }

    func testABackgroundColourFillsBehindItsRunFromAscentToDescent() throws {
        var s = AttributedString("plain ")
        var marked = AttributedString("marked")
        marked.backgroundColor = Color(red: 1, green: 1, blue: 0)
        s += marked
        let r = ImageRenderer(content: Text(s))
        r.scale = 1
        let c = try r.rasterize()
        let width = try layout(Text(s)).root.rect.width, height = try layout(Text(s)).root.rect.height
        // The line is the body font's: ascent + descent (20.57) fill its height (Inter has no line
        // gap) but for the part of the last pixel row the text's size is rounded up to.
        let yellow = PremultipliedColor(r: 255, g: 255, b: 0, a: 255)
        XCTAssertEqual(c.pixel(x: Int(width) - 2, y: 0), yellow)
        XCTAssertEqual(c.pixel(x: Int(width) - 2, y: Int(height) - 2), yellow)
        XCTAssertEqual(c.pixel(x: Int(width) - 2, y: Int(height) - 1).a, 146, "0.57 of the last row")
        XCTAssertEqual(c.pixel(x: 2, y: 1).a, 0)
        // Layout is the same text's.
        XCTAssertEqual(try layout(Text(s)).root.rect.width, try layout(Text("plain marked")).root.rect.width, accuracy: 1e-9)
    }

    func testALinkIsDrawnAsMarkdownDrawsIt() throws {
        var s = AttributedString("Read ")
        var link = AttributedString("the docs")
        link.link = URL(string: "https://example.com")
        s += link
        XCTAssertEqual(try pixels(Text(s)), try pixels(Text("Read [the docs](https://example.com)")))
        // Shown as it is: no markdown in an attributed string's characters.
        XCTAssertEqual(try layout(Text(AttributedString("**bold**"))).root.find("Text")!.lines, ["**bold**"])
        XCTAssertEqual(try layout(Text(AttributedString(""))).root.rect.size, try layout(Text(verbatim: "")).root.rect.size)
    }
}
