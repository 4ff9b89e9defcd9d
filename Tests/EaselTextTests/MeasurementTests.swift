import XCTest
import EaselLayout
@testable import EaselText

final class MeasurementTests: XCTestCase {
    let engine = FreeTypeTextEngine()
    let title = FontDescriptor(size: 28)

    func measure(
        _ s: String, font: FontDescriptor = .body, lineLimit: Int? = nil, truncation: TruncationMode = .tail,
        alignment: TextAlignment = .leading, tracking: CGFloat = 0, width: CGFloat? = nil, height: CGFloat? = nil
    ) -> TextMeasurement {
        engine.measure(
            s,
            style: TextStyle(
                font: font, lineLimit: lineLimit, truncationMode: truncation,
                alignment: alignment, tracking: tracking),
            proposal: ProposedViewSize(width: width, height: height))
    }

    func testIdealWidthIsTheShapedAdvances() {
        let face = FontLibrary.shared.systemFace(weight: 400, italic: false)
        let string = "AVATAR To Wy"
        let scale: CGFloat = 17 / CGFloat(face.unitsPerEm)
        let unkerned = string.unicodeScalars.reduce(CGFloat(0)) { $0 + CGFloat(face.advance(of: face.glyphIndex(for: $1)!)) * scale }
        let m = measure(string)
        XCTAssertLessThan(m.size.width, unkerned - 1, "Inter kerns AV, VA, AT, To, Wy")
        // The glyphs drawn for the line advance by exactly the measured width.
        let run = engine.glyphRun(for: m.lines[0], style: TextStyle())
        XCTAssertEqual(run.last!.x + run.last!.advance, m.size.width, accuracy: 1e-9)
        XCTAssertEqual(m.lines.count, 1)
        XCTAssertEqual(m.size.height, m.lineHeight, accuracy: 1e-9)
    }

    /// Wrapped lines hold exactly their characters, multi-byte ones included (emoji sequences,
    /// accents written as combining marks, CJK), whichever way the line text is cut.
    func testWrappedLinesHoldTheirCharacters() {
        let s = "Cafe\u{301} 👩‍👩‍👧 au lait, 東京タワー and Ünïcödé ✈️ words to wrap"
        let m = measure(s, width: 90)
        XCTAssertGreaterThan(m.lines.count, 3)
        // Lines break at spaces (which they drop) and between ideographs.
        XCTAssertEqual(m.lines.map(\.text).joined().filter { $0 != " " }, s.filter { $0 != " " })
        XCTAssertFalse(m.lines.contains { $0.text.hasPrefix(" ") || $0.text.hasSuffix(" ") })
        XCTAssertTrue(m.lines[0].text.hasPrefix("Cafe\u{301}"), m.lines[0].text)
    }

    func testWrapsTitleAtWordBoundary() {
        let m = measure("Nogitsune Takeshi", font: title, width: 200)
        XCTAssertEqual(m.lines.map(\.text), ["Nogitsune", "Takeshi"])
        XCTAssertLessThan(m.size.width, 200)
        XCTAssertEqual(m.size.width, m.lines.map(\.width).max()!, accuracy: 1e-9)
        XCTAssertEqual(m.size.width, measure("Nogitsune", font: title).size.width, accuracy: 1e-9)
        XCTAssertEqual(m.size.height, 2 * m.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(m.lines[1].baseline - m.lines[0].baseline, m.lineHeight, accuracy: 1e-9)
        // The ideal width is one line, wider than 200.
        XCTAssertGreaterThan(measure("Nogitsune Takeshi", font: title).size.width, 200)
        // Proposing exactly the ideal width keeps one line.
        let ideal = measure("Nogitsune Takeshi", font: title).size.width
        XCTAssertEqual(measure("Nogitsune Takeshi", font: title, width: ideal).lines.count, 1)
    }

    func testLineLimitOneTruncatesTail() {
        let m = measure("Nogitsune Takeshi", lineLimit: 1, width: 100)
        XCTAssertEqual(m.lines.count, 1)
        XCTAssertTrue(m.lines[0].text.hasSuffix("\u{2026}"), m.lines[0].text)
        XCTAssertTrue(m.isTruncated)
        XCTAssertLessThanOrEqual(m.size.width, 100)
        XCTAssertEqual(m.size.height, m.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(m.lines[0].width, measure(m.lines[0].text).size.width, accuracy: 1e-9)
        // Without a width nothing truncates.
        XCTAssertEqual(measure("Nogitsune Takeshi", lineLimit: 1).lines.map(\.text), ["Nogitsune Takeshi"])
    }

    func testHeadAndMiddleTruncation() {
        let head = measure("Nogitsune Takeshi", lineLimit: 1, truncation: .head, width: 100)
        XCTAssertTrue(head.lines[0].text.hasPrefix("\u{2026}"), head.lines[0].text)
        XCTAssertTrue(head.lines[0].text.hasSuffix("Takeshi"), head.lines[0].text)
        XCTAssertLessThanOrEqual(head.size.width, 100)
        let middle = measure("Nogitsune Takeshi", lineLimit: 1, truncation: .middle, width: 100)
        let text = middle.lines[0].text
        XCTAssertTrue(text.contains("\u{2026}") && !text.hasPrefix("\u{2026}") && !text.hasSuffix("\u{2026}"), text)
        XCTAssertTrue(text.hasPrefix("Nog") && text.hasSuffix("hi"), text)
        XCTAssertLessThanOrEqual(middle.size.width, 100)
    }

    func testEllipsisAloneWhenNothingFits() {
        let m = measure("Nogitsune", lineLimit: 1, width: 1)
        XCTAssertEqual(m.lines.map(\.text), ["\u{2026}"])
    }

    func testProposedHeightLimitsLinesAndTruncatesThird() {
        let words = ["one", "two", "three"]
        let widest = words.map { measure($0).size.width }.max()!
        let width = widest + 1
        let full = measure("one two three", width: width)
        XCTAssertEqual(full.lines.map(\.text), words)
        let lineHeight = full.lineHeight
        let m = measure("one two three", width: width, height: 2.5 * lineHeight)
        XCTAssertEqual(m.lines.count, 2)
        XCTAssertEqual(m.lines[0].text, "one")
        XCTAssertTrue(m.lines[1].text.hasSuffix("\u{2026}"), m.lines[1].text)
        XCTAssertLessThanOrEqual(m.size.width, width)
        XCTAssertEqual(m.size.height, 2 * lineHeight, accuracy: 1e-9)
        // Exactly two line heights also keeps two lines; a tiny height keeps one.
        XCTAssertEqual(measure("one two three", width: width, height: 2 * lineHeight).lines.count, 2)
        XCTAssertEqual(measure("one two three", width: width, height: 1).lines.count, 1)
        // The line limit and the height combine (the smaller wins).
        XCTAssertEqual(measure("one two three", lineLimit: 1, width: width, height: 3 * lineHeight).lines.count, 1)
    }

    func testZeroWidthGivesOneCharacterPerLine() {
        let m = measure("ab cd", width: 0)
        XCTAssertEqual(m.lines.map(\.text), ["a", "b", "c", "d"])
        XCTAssertEqual(m.size.height, 4 * m.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(m.size.width, ["a", "b", "c", "d"].map { measure($0).size.width }.max()!, accuracy: 1e-9)
    }

    func testLongWordBreaksBetweenCharacters() {
        let m = measure("Supercalifragilistic", width: 60)
        XCTAssertGreaterThan(m.lines.count, 1)
        XCTAssertEqual(m.lines.map(\.text).joined(), "Supercalifragilistic")
        for line in m.lines { XCTAssertLessThanOrEqual(line.width, 60) }
    }

    func testAirplaneIsAnEmojiWithTheEmojiSelectorAndTextWithout() {
        // U+2708 is text by default (DejaVu Sans); with VS16 it is the colour emoji, as on iOS.
        let text = measure("\u{2708}"), emoji = measure("\u{2708}\u{FE0F}")
        let textRun = engine.glyphRun(for: text.lines[0], style: TextStyle())
        XCTAssertEqual(textRun.map(\.face.familyName), ["DejaVu Sans"])
        XCTAssertTrue(textRun[0].isFallback)
        XCTAssertNotEqual(textRun[0].glyph, 0)
        let emojiRun = engine.glyphRun(for: emoji.lines[0], style: TextStyle())
        XCTAssertEqual(emojiRun.map(\.face.familyName), ["Noto Color Emoji"])
        // Noto Color Emoji's advance: 2550 of 2048 units per em.
        XCTAssertEqual(emoji.size.width, 17 * 2550 / 2048, accuracy: 1e-9)
        // Joiners and selectors between letters take no space.
        XCTAssertEqual(measure("A\u{FE0F}\u{200D}B").size.width, measure("AB").size.width, accuracy: 1e-9)
    }

    func testAlignmentOffsets() {
        for alignment in TextAlignment.allCases {
            let m = measure("Nogitsune Takeshi", font: title, alignment: alignment, width: 200)
            let w = m.size.width
            XCTAssertEqual(m.lines[0].x, 0, accuracy: 1e-9, "widest line")
            let expected: CGFloat
            switch alignment {
            case .leading: expected = 0
            case .center: expected = (w - m.lines[1].width) / 2
            case .trailing: expected = w - m.lines[1].width
            }
            XCTAssertEqual(m.lines[1].x, expected, accuracy: 1e-9, "\(alignment)")
            if alignment == .center { XCTAssertGreaterThan(m.lines[1].x, 10) }
        }
    }

    func testParagraphsAndTrailingSpaces() {
        let m = measure("Hello\nWorld!")
        XCTAssertEqual(m.lines.map(\.text), ["Hello", "World!"])
        XCTAssertEqual(m.size.height, 2 * m.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(measure("Hi   ").size.width, measure("Hi").size.width, accuracy: 1e-9)
        XCTAssertEqual(measure("a\n\nb").lines.count, 3)
        let limited = measure("Hello\nWorld!", lineLimit: 1)
        XCTAssertEqual(limited.lines.map(\.text), ["Hello\u{2026}"])
        XCTAssertEqual(measure("").size, .zero)
    }

    func testTrackingAddsAfterEveryCharacter() {
        XCTAssertEqual(measure("abc", tracking: 2).size.width, measure("abc").size.width + 6, accuracy: 1e-9)
    }

    func testMonospacedDigits() {
        var mono = FontDescriptor.body
        mono.monospacedDigit = true
        XCTAssertEqual(measure("111", font: mono).size.width, measure("000", font: mono).size.width, accuracy: 1e-9)
        XCTAssertNotEqual(measure("111").size.width, measure("000").size.width, "Inter's default digits are proportional")
    }

    func testLineMetricsRule() {
        let body = measure("Hello")
        XCTAssertGreaterThanOrEqual(body.lineHeight, 20)
        XCTAssertLessThanOrEqual(body.lineHeight, 21)
        let metrics = engine.lineMetrics(for: .body)
        XCTAssertEqual(metrics.lineHeight, metrics.ascent + metrics.descent + metrics.lineGap, accuracy: 1e-9)
        XCTAssertEqual(body.firstBaseline, metrics.lineGap / 2 + metrics.ascent, accuracy: 1e-9)
        let three = measure("a\nb\nc")
        XCTAssertEqual(three.size.height, 3 * metrics.lineHeight, accuracy: 1e-9)
        XCTAssertEqual(three.lastBaseline, metrics.baseline(ofLine: 2), accuracy: 1e-9)
    }

    func testBoldIsWiderThanRegular() {
        var bold = FontDescriptor.body
        bold.weight = 700
        XCTAssertGreaterThan(measure("Nogitsune", font: bold).size.width, measure("Nogitsune").size.width)
    }

    func testDeterministicAcrossEnginesAndCalls() {
        let other = FreeTypeTextEngine(library: FontLibrary(useFontconfig: false))
        let style = TextStyle(font: title, lineLimit: 2)
        let proposal = ProposedViewSize(width: 150, height: nil)
        let a = engine.measure("Nogitsune Takeshi flies", style: style, proposal: proposal)
        XCTAssertEqual(a, engine.measure("Nogitsune Takeshi flies", style: style, proposal: proposal))
        XCTAssertEqual(a, other.measure("Nogitsune Takeshi flies", style: style, proposal: proposal))
    }

    func testConcurrentMeasurementMatchesSerial() {
        let strings = (0..<64).map { "Item \($0) of the concurrent list" }
        let serial = strings.map { measure($0, width: 120) }
        let fresh = FreeTypeTextEngine(library: FontLibrary(useFontconfig: false))
        /// Results written from many threads, one slot each, under a lock.
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var values: [TextMeasurement?]
            init(count: Int) { values = Array(repeating: nil, count: count) }
            func set(_ i: Int, _ m: TextMeasurement) { lock.lock(); values[i] = m; lock.unlock() }
        }
        let results = Results(count: strings.count)
        DispatchQueue.concurrentPerform(iterations: strings.count) { i in
            results.set(i, fresh.measure(strings[i], style: TextStyle(), proposal: ProposedViewSize(width: 120, height: nil)))
        }
        XCTAssertEqual(results.values.map { $0! }, serial)
    }

    func testGlyphRunMatchesMeasuredWidth() {
        let style = TextStyle(font: title)
        let m = engine.measure("To Wy AV", style: style, proposal: .unspecified)
        let run = engine.glyphRun(for: m.lines[0], style: style)
        XCTAssertEqual(run.count, 8)
        XCTAssertEqual(run.last!.x + run.last!.advance, m.size.width, accuracy: 1e-9)
        XCTAssertEqual(run[0].x, 0)
        XCTAssertTrue(run.allSatisfy { !$0.isFallback && $0.size == 28 })
    }

    /// The reference numbers the API stage records.
    func testPrintReferenceNumbers() {
        let cases: [(String, FontDescriptor, String)] = [
            ("Nogitsune Takeshi", .body, "body"), ("Nogitsune Takeshi", title, "title"), ("Hello, World!", .body, "body"),
        ]
        for (string, font, name) in cases {
            let m = measure(string, font: font)
            print("EASEL-TEXT: Text(\"\(string)\") \(name) \(font.size): \(m.size.width) x \(m.size.height), first baseline \(m.firstBaseline)")
        }
        print("EASEL-TEXT: lineHeight body \(engine.lineMetrics(for: .body).lineHeight), title \(engine.lineMetrics(for: title).lineHeight)")
    }
}
