import XCTest
import Easel
import EaselRaster

/// Texts joined with `+` and markdown literals lay out as one paragraph of styled runs.
final class RichTextTests: XCTestCase {
    private func size<V: View>(_ view: V, width: CGFloat? = nil) throws -> CGSize {
        try layout(view, proposed: ProposedViewSize(width: width, height: nil)).root.find("Text")!.rect.size
    }

    func testConcatenationKeepsEachTextsWeight() throws {
        let regular = try size(Text("Hello ") + Text("World"))
        let bold = try size(Text("Hello ") + Text("World").bold())
        XCTAssertGreaterThan(bold.width, regular.width + 1)
        XCTAssertEqual(bold.height, regular.height)
        // The bold part alone: as wide as a bold text of it.
        let boldWord = try size(Text("World").bold()).width
        let regularWord = try size(Text("World")).width
        XCTAssertEqual(bold.width, regular.width - regularWord + boldWord, accuracy: 0.01)
    }

    func testJoinedPlainTextsLayOutLikeOneText() throws {
        let joined = Text("The quick brown ") + Text("fox jumps over the lazy dog")
        let one = Text("The quick brown fox jumps over the lazy dog")
        for width: CGFloat? in [nil, 120, 50] {
            let a = try layout(joined, proposed: ProposedViewSize(width: width, height: nil))
            let b = try layout(one, proposed: ProposedViewSize(width: width, height: nil))
            XCTAssertEqual(a, b)
        }
    }

    func testOuterModifiersApplyUnderInnerOnes() throws {
        // Runs of several letters, so that the weights differ by more than the pixel a width is
        // rounded up to.
        let inner = try size((Text("aaaa").fontWeight(.regular) + Text("bbbb")).bold())
        let allBold = try size(Text("aaaabbbb").bold())
        let plain = try size(Text("aaaabbbb"))
        XCTAssertLessThan(inner.width, allBold.width)
        XCTAssertGreaterThan(inner.width, plain.width)
    }

    func testMixedSizesTakeTheTallerLine() throws {
        let mixed = try layout(Text("Big").font(.system(size: 34)) + Text(" small").font(.caption))
        let big = try layout(Text("Big").font(.system(size: 34)))
        let m = mixed.root.find("Text")!, b = big.root.find("Text")!
        XCTAssertEqual(m.rect.height, b.rect.height)
        XCTAssertEqual(m.firstBaseline, b.firstBaseline)
        XCTAssertEqual(m.lines, ["Big small"])
    }

    func testMarkdownLiteralIsStyledAndAStringIsNot() throws {
        let markdown = try layout(Text("Some **bold** text"))
        let literal = "Some **bold** text"
        let shown = try layout(Text(literal))
        XCTAssertEqual(markdown.root.find("Text")!.lines, ["Some bold text"])
        XCTAssertEqual(shown.root.find("Text")!.lines, ["Some **bold** text"])
        XCTAssertGreaterThan(try size(Text("Some **bold** text")).width, try size(Text("Some bold text")).width)
    }

    func testRichTextWrapsAndTruncatesAsOneParagraph() throws {
        let text = (Text("Wrapping ").bold() + Text("across runs keeps going ").italic() + Text("and ends").foregroundColor(.red))
            .lineLimit(2)
        let snap = try layout(text, proposed: ProposedViewSize(width: 120, height: nil))
        let lines = snap.root.find("Text")!.lines ?? []
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines.last!.hasSuffix("\u{2026}"), "\(lines)")
        XCTAssertLessThanOrEqual(snap.root.find("Text")!.rect.width, 120)
    }

    func testUnderlineAndStrikethroughDoNotChangeLayout() throws {
        let decorated = try layout(Text("Under").underline() + Text(" struck").strikethrough(color: .red))
        let plain = try layout(Text("Under struck"))
        XCTAssertEqual(decorated.root.find("Text")!.rect, plain.root.find("Text")!.rect)
    }

    /// iOS 16's view modifiers draw the text's own lines for every text inside (a text field's
    /// too); a text's own `underline(false)` wins; patterns are drawn solid.
    func testUnderlineAndStrikethroughOnAViewDecorateItsTexts() throws {
        func pixels<V: View>(_ v: V) throws -> Bitmap {
            let r = ImageRenderer(content: v.padding(4).background(Color.white))
            r.scale = 2
            return try r.rasterize().bitmap
        }
        let plain = try pixels(
            VStack {
                Text("Milk"); Text("Eggs")
            })
        XCTAssertEqual(
            try pixels(
                VStack {
                    Text("Milk"); Text("Eggs")
                }.strikethrough(true, color: .red)),
            try pixels(
                VStack {
                    Text("Milk").strikethrough(color: .red); Text("Eggs").strikethrough(color: .red)
                }))
        XCTAssertEqual(
            try pixels(
                VStack {
                    Text("Milk"); Text("Eggs").underline(false)
                }.underline(pattern: .dash)),
            try pixels(
                VStack {
                    Text("Milk").underline(); Text("Eggs")
                }))
        XCTAssertEqual(
            try pixels(
                VStack {
                    Text("Milk"); Text("Eggs")
                }.strikethrough(false)), plain)
        XCTAssertNotEqual(try pixels(TextField("Title", text: .constant("Milk")).strikethrough()), try pixels(TextField("Title", text: .constant("Milk"))))
    }

    func testBaselineOffsetRaisesTheRunAndGrowsTheLine() throws {
        let plain = try layout(Text("x") + Text("2")).root.find("Text")!
        let raised = try layout(Text("x") + Text("2").baselineOffset(6)).root.find("Text")!
        let lowered = try layout(Text("x") + Text("2").baselineOffset(-4)).root.find("Text")!
        XCTAssertEqual(raised.rect.height, plain.rect.height + 6, accuracy: 0.001)
        XCTAssertEqual(raised.firstBaseline!, plain.firstBaseline! + 6, accuracy: 0.001)
        XCTAssertEqual(lowered.rect.height, plain.rect.height + 4, accuracy: 0.001)
        XCTAssertEqual(lowered.firstBaseline!, plain.firstBaseline!, accuracy: 0.001)
        XCTAssertEqual(raised.rect.width, plain.rect.width, accuracy: 0.001)
    }
}
