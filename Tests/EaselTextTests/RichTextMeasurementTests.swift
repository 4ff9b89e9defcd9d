import XCTest
import EaselLayout
@testable import EaselText

/// Texts of runs (concatenations, markdown): each run in its own font, one paragraph.
final class RichTextMeasurementTests: XCTestCase {
    let engine = FreeTypeTextEngine()
    /// Inks are opaque to the text stage: a name stands for a colour.
    let red = "red"

    func run(_ s: String, size: CGFloat = 17, weight: Int = 400, color: String = "black") -> StyledRun {
        StyledRun(string: s, font: FontDescriptor(size: size, weight: weight), ink: color)
    }

    func measure(
        _ runs: [StyledRun], lineLimit: Int? = nil, truncation: TruncationMode = .tail,
        width: CGFloat? = nil, height: CGFloat? = nil
    ) -> TextMeasurement {
        engine.measure(
            runs: runs, style: TextStyle(lineLimit: lineLimit, truncationMode: truncation),
            proposal: ProposedViewSize(width: width, height: height))
    }

    func plain(_ s: String, lineLimit: Int? = nil, width: CGFloat? = nil, height: CGFloat? = nil) -> TextMeasurement {
        engine.measure(s, style: TextStyle(lineLimit: lineLimit), proposal: ProposedViewSize(width: width, height: height))
    }

    func testBoldRunIsWiderThanRegular() {
        let regular = measure([run("Hello "), run("World", color: red)])
        let bold = measure([run("Hello "), run("World", weight: 700, color: red)])
        XCTAssertGreaterThan(bold.size.width, regular.size.width + 1)
        XCTAssertEqual(bold.size.height, regular.size.height, accuracy: 1e-9)
        XCTAssertEqual(bold.lines.first?.runs.map(\.text), ["Hello ", "World"])
    }

    func testRunsInOneFontWrapLikeThePlainText() {
        let text = "The quick brown fox jumps over the lazy dog"
        // Two runs that differ only in colour, split at a space (no kerning to lose there).
        let runs = [run("The quick brown "), run("fox jumps over the lazy dog", color: red)]
        for width: CGFloat? in [nil, 120, 80, 30] {
            let rich = measure(runs, width: width), flat = plain(text, width: width)
            XCTAssertEqual(rich.lines.map(\.text), flat.lines.map(\.text), "width \(String(describing: width))")
            XCTAssertEqual(rich.size.width, flat.size.width, accuracy: 1e-6)
            XCTAssertEqual(rich.size.height, flat.size.height, accuracy: 1e-6)
            XCTAssertEqual(rich.lines.count, flat.lines.count)
            for (r, f) in zip(rich.lines, flat.lines) { XCTAssertEqual(r.baseline, f.baseline, accuracy: 1e-9) }
        }
        let truncated = measure(runs, lineLimit: 2, width: 80), flat = plain(text, lineLimit: 2, width: 80)
        XCTAssertEqual(truncated.lines.map(\.text), flat.lines.map(\.text))
        XCTAssertTrue(truncated.isTruncated)
        XCTAssertEqual(truncated.lines.last?.runs.last?.text, "\u{2026}")
    }

    func testMixedSizesShareABaselineAndTheLineIsAsTallAsTheTallest() {
        let big = plain("Big", width: nil)
        let bigFont = FontDescriptor(size: 34)
        let bigAlone = engine.measure("Big", style: TextStyle(font: bigFont), proposal: .unspecified)
        let mixed = measure([run("Big", size: 34), run(" small", size: 12)])
        XCTAssertEqual(mixed.lines.count, 1)
        XCTAssertEqual(mixed.size.height, bigAlone.size.height, accuracy: 1e-9)
        XCTAssertEqual(mixed.firstBaseline, bigAlone.firstBaseline, accuracy: 1e-9)
        XCTAssertGreaterThan(mixed.size.height, big.size.height)

        // Wrapped: the second line holds only small text and is as tall as the small font's line.
        let small = engine.measure("small", style: TextStyle(font: FontDescriptor(size: 12)), proposal: .unspecified)
        let wrapped = measure([run("Big", size: 34), run(" small", size: 12)], width: 60)
        XCTAssertEqual(wrapped.lines.map(\.text), ["Big", "small"])
        XCTAssertEqual(wrapped.size.height, bigAlone.size.height + small.size.height, accuracy: 1e-9)
        XCTAssertEqual(wrapped.lines[1].baseline, bigAlone.size.height + small.firstBaseline, accuracy: 1e-9)
    }

    func testHeightKeepsTheLinesThatFit() {
        let runs = [run("Big words", size: 34), run(" then small ones", size: 12)]
        let all = measure(runs, width: 100)
        XCTAssertGreaterThan(all.lines.count, 2)
        let two = all.lines[0].baseline + 100  // room for fewer lines than all
        let limited = measure(runs, width: 100, height: min(two, all.size.height - 1))
        XCTAssertLessThan(limited.lines.count, all.lines.count)
        XCTAssertLessThanOrEqual(limited.size.height, all.size.height - 1)
        XCTAssertTrue(limited.isTruncated)
    }

    func testPartsOfALineFollowEachOther() {
        let m = measure([run("ab", weight: 700), run("cd"), run("ef", size: 30)])
        let parts = m.lines[0].runs
        XCTAssertEqual(parts.map(\.run), [0, 1, 2])
        XCTAssertEqual(parts[0].x, 0)
        XCTAssertEqual(parts[1].x, parts[0].width, accuracy: 1e-9)
        XCTAssertEqual(parts[2].x, parts[0].width + parts[1].width, accuracy: 1e-9)
        XCTAssertEqual(m.size.width, parts.map(\.width).reduce(0, +), accuracy: 1e-9)
    }

    func testEmptyRunsMeasureZero() {
        XCTAssertEqual(measure([run(""), run("")]).size, .zero)
    }

    func testDecorationMetricsLieBelowAndThroughTheText() {
        let font = engine.resolve(FontDescriptor(size: 17))
        XCTAssertGreaterThan(font.underline.top, 0)
        XCTAssertGreaterThan(font.underline.thickness, 0)
        XCTAssertLessThan(font.strikethrough.top, 0)
        XCTAssertGreaterThan(-font.strikethrough.top, font.lineMetrics.ascent * 0.2)
    }
}
