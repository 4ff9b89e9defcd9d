import Foundation
import EaselLayout
import EaselText

// MARK: - Text scene: paragraphs measured and positioned for drawing

/// The result of timing text measurement: per run, the milliseconds to measure every paragraph
/// with a fresh engine (nothing cached but the fonts) and to position the glyphs of every line.
struct TextBenchResult {
    var characters: Int
    var lines: Int
    var measureMs: [Double]
    var glyphMs: [Double]
}

/// Paragraph text of ordinary English words, deterministic, about `words` words long.
func paragraph(_ seed: Int, words: Int) -> String {
    let vocabulary = [
        "the", "layout", "of", "a", "view", "is", "proposed", "size", "and", "its", "children",
        "choose", "their", "own", "frames", "within", "stack", "text", "wraps", "at", "word",
        "boundaries", "when", "width", "finite", "Typography", "AVATAR", "efficient", "office",
        "kerning", "WAVE", "To", "Yes", "1,234.56", "well-known", "rendering",
    ]
    var state = UInt64(truncatingIfNeeded: seed &* 2654435761 &+ 1)
    var parts: [String] = []
    for _ in 0..<words {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        parts.append(vocabulary[Int(state >> 33) % vocabulary.count])
    }
    return parts.joined(separator: " ") + "."
}

/// Measures `count` paragraphs of about `words` words at `width` points, `runs` times, each run
/// with a new engine so that shaping and line breaking are timed, not the measurement cache.
func benchText(count: Int, words: Int, width: CGFloat, runs: Int) -> TextBenchResult {
    let texts = (0..<count).map { paragraph($0, words: words) }
    let style = TextStyle(font: FontDescriptor(size: 17))
    let proposal = ProposedViewSize(width: width, height: nil)
    var measureMs: [Double] = [], glyphMs: [Double] = []
    var lines = 0
    for _ in 0..<runs {
        let engine = FreeTypeTextEngine()
        let (measured, m) = timed { texts.map { engine.measure($0, style: style, proposal: proposal) } }
        let (glyphs, g) = timed { measured.reduce(0) { sum, t in t.lines.reduce(sum) { $0 + engine.glyphRun(for: $1, style: style).count } } }
        precondition(glyphs > 0)
        lines = measured.reduce(0) { $0 + $1.lines.count }
        measureMs.append(m)
        glyphMs.append(g)
    }
    return TextBenchResult(characters: texts.reduce(0) { $0 + $1.count }, lines: lines, measureMs: measureMs, glyphMs: glyphMs)
}
