import XCTest
import EaselLayout
@testable import EaselText

/// Shaping through HarfBuzz, bidirectional text and font fallback, checked on glyphs and geometry.
final class ShapingTests: XCTestCase {
    let engine = FreeTypeTextEngine()

    func measure(
        _ s: String, width: CGFloat? = nil, lineLimit: Int? = nil, weight: Int = 400,
        alignment: TextAlignment = .leading, rightToLeftLayout: Bool = false
    ) -> TextMeasurement {
        engine.measure(
            s,
            style: TextStyle(
                font: FontDescriptor(size: 17, weight: weight), lineLimit: lineLimit,
                alignment: alignment, isRightToLeft: rightToLeftLayout),
            proposal: ProposedViewSize(width: width, height: nil))
    }

    func glyphs(_ s: String, weight: Int = 400) -> [PositionedGlyph] {
        let m = measure(s, weight: weight)
        return engine.glyphRun(for: m.lines[0], style: TextStyle(font: FontDescriptor(size: 17, weight: weight)))
    }

    func glyphID(_ scalar: Unicode.Scalar, in family: String) -> UInt32 {
        let face = FontLibrary.shared.resolve(FontDescriptor(size: 17)).fallbackFaces.first { $0.familyName == family }!
        return face.glyphIndex(for: scalar)!
    }

    func testEachScriptTakesItsBundledFace() {
        let cases: [(String, String)] = [
            ("Hello", "Inter"), ("مرحبا", "Noto Sans Arabic UI"), ("שלום", "Noto Sans Hebrew"),
            ("नमस्ते", "Noto Sans Devanagari UI"), ("สวัสดี", "Noto Sans Thai UI"),
            ("こんにちは", "Noto Sans CJK SC"), ("你好", "Noto Sans CJK SC"), ("안녕", "Noto Sans CJK SC"),
            ("✈", "DejaVu Sans"),
        ]
        for (text, family) in cases {
            let run = glyphs(text)
            XCTAssertFalse(run.isEmpty, text)
            XCTAssertEqual(Set(run.map(\.face.familyName)), [family], text)
            XCTAssertFalse(run.contains { $0.glyph == 0 }, "\(text) has no missing-glyph box")
            XCTAssertEqual(run.allSatisfy(\.isFallback), family != "Inter", text)
        }
        // Bold text takes the bold fallback face.
        XCTAssertEqual(glyphs("مرحبا", weight: 700).first?.face.styleName, "Bold")
    }

    func testArrowsAndTheTimesSignAreDrawnAsTyped() {
        // SF Pro draws `->` and the `x` of `3x4` as typed; Inter's contextual alternates would
        // draw `→` and `×`. Its other contextual forms (the colon of 9:41) stay.
        func alone(_ s: String) -> UInt32 { glyphs(s)[0].glyph }
        XCTAssertEqual(glyphs("3x4").map(\.glyph), [alone("3"), alone("x"), alone("4")])
        XCTAssertEqual(glyphs("3 x 4")[2].glyph, alone("x"))
        XCTAssertEqual(glyphs("a->b").map(\.glyph), [alone("a"), alone("-"), alone(">"), alone("b")])
        XCTAssertEqual(glyphs("<==").map(\.glyph), [alone("<"), alone("="), alone("=")])
        XCTAssertNotEqual(glyphs("9:41")[1].glyph, alone(":"), "the colon between digits is Inter's raised one")
    }

    func testArabicLettersJoin() {
        // Beh alone, then three behs joined: initial, medial and final forms, none of them the isolated glyph.
        let isolated = glyphs("ب")
        XCTAssertEqual(isolated.count, 1)
        let joined = glyphs("ببب")
        XCTAssertEqual(joined.count, 3)
        XCTAssertFalse(joined.contains { $0.glyph == isolated[0].glyph })
        XCTAssertEqual(Set(joined.map(\.glyph)).count, 3, "initial, medial and final forms differ")
        // Right to left: the first letter (initial form) is drawn rightmost.
        let initial = glyphs("بب").map(\.x)
        XCTAssertGreaterThan(initial[1], initial[0])
    }

    func testHebrewIsDrawnRightToLeft() {
        let alef = glyphID("א", in: "Noto Sans Hebrew"), bet = glyphID("ב", in: "Noto Sans Hebrew")
        let run = glyphs("אב")
        XCTAssertEqual(run.map(\.glyph), [bet, alef], "the first letter is on the right")
        XCTAssertTrue(measure("אב").lines[0].isRightToLeft)
        XCTAssertFalse(measure("ab אב").lines[0].isRightToLeft)
    }

    func testMixedDirectionsFollowTheParagraphDirection() {
        // A Hebrew paragraph: the Latin word comes visually left of the Hebrew words before it.
        let run = glyphs("שלום abc")
        let latin = run.filter {
            $0.face.familyName == "Inter" && $0.advance > 0 && $0.glyph != FontLibrary.shared.systemFace(weight: 400, italic: false).glyphIndex(for: " ")
        }
        let hebrew = run.filter { $0.face.familyName == "Noto Sans Hebrew" }
        XCTAssertEqual(latin.count, 3)
        XCTAssertLessThan(latin.map(\.x).max()!, hebrew.map(\.x).min()!)
        // A Latin paragraph with a Hebrew word: the Latin word stays on the left.
        let ltr = glyphs("abc שלום")
        XCTAssertLessThan(
            ltr.filter { $0.face.familyName == "Inter" }.map(\.x).min()!,
            ltr.filter { $0.face.familyName == "Noto Sans Hebrew" }.map(\.x).min()!)
    }

    func testDevanagariVowelSignIIsReorderedBeforeItsConsonant() {
        // "कि": the vowel sign I (U+093F) follows KA in memory and is drawn to its left.
        let ka = glyphID("क", in: "Noto Sans Devanagari UI")
        let run = glyphs("कि")
        XCTAssertEqual(run.count, 2)
        XCTAssertEqual(run[1].glyph, ka, "KA is drawn second")
        XCTAssertLessThan(run[0].x, run[1].x)
    }

    func testMarksArePlacedOnTheirBase() {
        // Beh with fatha: the mark is one character with its base, positioned by the font (GPOS marks).
        let run = glyphs("بَ")
        XCTAssertEqual(run.count, 2)
        let base = try! XCTUnwrap(run.first { $0.advance > 0 }), mark = try! XCTUnwrap(run.first { $0.advance == 0 }, "the mark takes no space")
        XCTAssertGreaterThan(mark.x, base.x, "the mark sits over its base, not before it")
        XCTAssertLessThan(mark.x, base.x + base.advance)
        XCTAssertEqual(measure("بَ").size.width, measure("ب").size.width, accuracy: 1e-9)
    }

    func testLinesBreakByUnicodeRules() {
        let hyphen = measure("well-known", width: 60)
        XCTAssertEqual(hyphen.lines.map(\.text), ["well-", "known"])
        // Between ideographs, but never before the closing full stop.
        let japanese = measure("日本語の文章です。", width: 17 * 4.5)
        XCTAssertGreaterThan(japanese.lines.count, 1)
        XCTAssertFalse(japanese.lines.contains { $0.text.hasPrefix("。") })
        XCTAssertEqual(japanese.lines.map(\.text).joined(), "日本語の文章です。")
        for line in japanese.lines { XCTAssertLessThanOrEqual(line.width, 17 * 4.5 + 0.001) }
    }

    func testClustersAreNeverSplit() {
        // "e" with a combining acute, repeated: any width keeps each letter with its accent.
        let text = String(repeating: "e\u{301}", count: 12)
        for width in [0, 10, 25, 40] as [CGFloat] {
            let m = measure(text, width: width)
            XCTAssertEqual(m.lines.map(\.text).joined(), text)
            for line in m.lines { XCTAssertFalse(line.text.unicodeScalars.first == "\u{301}") }
        }
        let truncated = measure(text, width: 40, lineLimit: 1)
        XCTAssertTrue(truncated.lines[0].text.hasSuffix("e\u{301}\u{2026}"), truncated.lines[0].text)
    }

    func testRightToLeftTruncationKeepsTheStart() {
        let m = measure("שלום עולם ומלואו כולו", width: 80, lineLimit: 1)
        XCTAssertTrue(m.lines[0].text.hasPrefix("שלום"))
        XCTAssertTrue(m.lines[0].text.hasSuffix("\u{2026}"))
        // The ellipsis is drawn at the left end of a right-to-left line.
        let run = engine.glyphRun(for: m.lines[0], style: TextStyle(font: FontDescriptor(size: 17)))
        let ellipsis = FontLibrary.shared.systemFace(weight: 400, italic: false).glyphIndex(for: "\u{2026}")!
        XCTAssertEqual(run.first?.glyph, ellipsis)
        XCTAssertLessThanOrEqual(m.size.width, 80)
    }

    func testLeadingAlignmentFollowsTheLayoutDirection() {
        let ltr = measure("a bb ccc dddd", width: 40)
        let rtl = measure("a bb ccc dddd", width: 40, rightToLeftLayout: true)
        XCTAssertEqual(ltr.lines.map(\.x), ltr.lines.map { _ in 0 })
        for (line, size) in zip(rtl.lines, rtl.lines.map(\.width)) {
            XCTAssertEqual(line.x + size, rtl.size.width, accuracy: 1e-9, "leading is the right edge")
        }
        let trailing = measure("a bb ccc dddd", width: 40, alignment: .trailing, rightToLeftLayout: true)
        XCTAssertEqual(trailing.lines.map(\.x), trailing.lines.map { _ in 0 })
    }

    func testVisualOrderReversesOddLevels() {
        XCTAssertEqual(BidiLevels.visualOrder([0, 1, 1, 0]), [0, 2, 1, 3])
        XCTAssertEqual(BidiLevels.visualOrder([1, 2, 2, 1]), [3, 1, 2, 0])
        XCTAssertEqual(BidiLevels.visualOrder([0, 0]), [0, 1])
        XCTAssertEqual(BidiLevels.visualOrder([]), [])
    }

    func testBreakOpportunities() {
        XCTAssertEqual(LineBreakOpportunities.compute(Array("ab cd")), [false, false, false, true, false, true])
        XCTAssertEqual(LineBreakOpportunities.compute(Array("a-b")), [false, false, true, true])
        XCTAssertEqual(LineBreakOpportunities.compute(Array("日本")), [false, true, true])
        XCTAssertEqual(LineBreakOpportunities.compute([]), [false])
    }

    func testEmojiSequencesAreSingleColourGlyphs() {
        for emoji in ["😀", "👍🏽", "👨‍👩‍👧", "🇯🇵", "❤️", "1️⃣"] {
            let run = glyphs(emoji)
            XCTAssertEqual(run.count, 1, "\(emoji) is one glyph")
            XCTAssertEqual(run.first?.face.familyName, "Noto Color Emoji", emoji)
            XCTAssertNotEqual(run.first?.glyph, 0, emoji)
        }
        // Text presentation and characters without an emoji form keep a text face.
        XCTAssertEqual(glyphs("☺\u{FE0E}").first?.face.familyName, "DejaVu Sans")
        XCTAssertEqual(glyphs("#").first?.face.familyName, "Inter")
        // The picture is in colour, scaled from the font's 109-pixel strike to the drawn size.
        let apple = glyphs("🍎")[0]
        let mask = try! XCTUnwrap(engine.glyphMask(apple, scale: 2, subpixelX: 0)?.color)
        XCTAssertEqual(mask.scale, 34 / 109, accuracy: 1e-9)
        var reddest = 0
        for i in stride(from: 0, to: mask.rgba.count, by: 4) where mask.rgba[i + 3] == 255 {
            reddest = max(reddest, Int(mask.rgba[i]) - Int(mask.rgba[i + 1]))
        }
        XCTAssertGreaterThan(reddest, 150, "the apple is red")
    }

    func testLinesGrowForTallerFallbackFaces() {
        let latin = measure("Hello")
        let cjk = measure("Hello 世界")
        XCTAssertGreaterThan(cjk.size.height, latin.size.height + 3)
        XCTAssertGreaterThan(cjk.lines[0].baseline, latin.lines[0].baseline)
        // Two lines, only the second with CJK: the first keeps the font's own line height.
        let two = measure("Hello\n世界")
        XCTAssertEqual(two.lines[0].baseline, latin.lines[0].baseline, accuracy: 1e-9)
        XCTAssertEqual(two.size.height, latin.size.height + cjk.size.height, accuracy: 1e-9)
    }

    func testLanguagePicksRegionalIdeographs() {
        // 骨 and 今 are drawn differently in Japanese and Chinese: the CJK face's `locl` forms.
        func glyphs(_ language: String) -> [UInt32] {
            let style = TextStyle(font: FontDescriptor(size: 17), language: language)
            let m = engine.measure("骨今", style: style, proposal: .unspecified)
            return engine.glyphRun(for: m.lines[0], style: style).map(\.glyph)
        }
        XCTAssertNotEqual(glyphs("ja"), glyphs("zh-Hans"))
        XCTAssertEqual(glyphs("zh-Hans"), glyphs(""), "the bundled face's own forms are Simplified Chinese")
        XCTAssertEqual(glyphs("ja-JP"), glyphs("ja"))
    }
}
