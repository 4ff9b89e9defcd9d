import Foundation
import EaselLayout

/// Measures text with FreeType faces from a `FontLibrary`, following the rules of `TextMeasuring`.
///
/// - Paragraphs are separated by newlines. Without a finite width each paragraph is one line.
/// - Text is shaped with HarfBuzz (`TextShaper`): kerning, ligatures, joining, mixed directions.
/// - With a finite width, lines wrap greedily at Unicode's break opportunities (see `LineBreaker`);
///   spaces at a break do not count in a line's width. A line's width is that of its own text
///   shaped again, which is what drawing places, so layout and pixels agree.
/// - The number of lines is limited by `style.lineLimit` and by how many whole lines fit in a
///   finite proposed height (at least one); the last kept line is truncated with "…" when text remains.
/// - Size: the widest line by the lines' heights; lines are aligned within that width. A line is
///   `LineMetrics.lineHeight` tall (baselines as `LineMetrics.baseline(ofLine:)`), or taller when a
///   fallback face drawn on it needs more room above or below the baseline. Sizes are not rounded
///   here: a `TextNode` rounds its size up to the pixel grid of the render scale.
/// - An empty string measures 0 x 0 with no lines.
///
/// Thread-safe; results are cached (bounded) by string, style and proposal.
package final class FreeTypeTextEngine: TextMeasuring, @unchecked Sendable {
    private struct Key: Hashable {
        var string: String
        var style: TextStyle
        var proposal: ProposedViewSize
        /// The runs of a rich text; empty for a plain one.
        var runs: [StyledRun] = []
    }

    /// The library the engine takes faces from.
    package let library: FontLibrary
    /// The cache of glyph masks for drawing.
    package let glyphCache: GlyphCache
    private let lock = NSLock()
    private var cache: [Key: TextMeasurement] = [:]
    private let cacheLimit: Int

    /// Creates an engine that measures with `library`, caching up to `cacheLimit` results.
    package init(library: FontLibrary = .shared, cacheLimit: Int = 4096) {
        self.library = library
        self.glyphCache = GlyphCache()
        self.cacheLimit = max(1, cacheLimit)
    }

    /// The faces and size used for `font`.
    package func resolve(_ font: FontDescriptor) -> ResolvedFont { library.resolve(font) }

    /// Line metrics of the face used for `font`.
    package func lineMetrics(for font: FontDescriptor) -> LineMetrics { library.resolve(font).lineMetrics }

    /// Measures `string` for `proposal` (see the type's rules).
    package func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> TextMeasurement {
        cached(Key(string: string, style: style, proposal: proposal)) { layout(string, style: style, proposal: proposal) }
    }

    /// Measures a text of runs for `proposal` (see `TextMeasuring` and `layout(runs:style:proposal:)`).
    package func measure(runs: [StyledRun], style: TextStyle, proposal: ProposedViewSize) -> TextMeasurement {
        cached(Key(string: "", style: style, proposal: proposal, runs: runs)) { layout(runs: runs, style: style, proposal: proposal) }
    }

    private func cached(_ key: Key, _ compute: () -> TextMeasurement) -> TextMeasurement {
        lock.lock()
        if let cached = cache[key] { lock.unlock(); return cached }
        lock.unlock()

        let result = compute()

        lock.lock()
        if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = result
        lock.unlock()
        return result
    }

    /// The distinct faces of some clusters, in order of first use.
    static func faces(_ clusters: ArraySlice<ShapedCluster>) -> [FontFace] {
        var result: [FontFace] = []
        for cluster in clusters where !result.contains(where: { $0 === cluster.face }) { result.append(cluster.face) }
        return result
    }

    /// The lines of a shaped paragraph: one line (without its trailing spaces) when it fits `width`
    /// or there is no width, else the lines of `LineBreaker` at Unicode's break opportunities.
    static func lineRanges(_ paragraph: ShapedParagraph, characters: [Character], width: CGFloat?, language: String) -> [Range<Int>] {
        let n = paragraph.count
        guard let width, paragraph.width(0, paragraph.trimmingTrailingSpaces(0, n)) > width + LineBreaker.epsilon else {
            return [0..<paragraph.trimmingTrailingSpaces(0, n)]
        }
        return LineBreaker.lines(paragraph, width: width, breaks: LineBreakOpportunities.compute(characters, locale: language))
    }

    /// Where each character of `characters` starts in their UTF-8, and (last) where they end.
    static func utf8Offsets(_ characters: [Character]) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(characters.count + 1)
        var offset = 0
        for c in characters {
            offsets.append(offset)
            offset += c.utf8.count
        }
        offsets.append(offset)
        return offsets
    }

    /// The characters `range` of `text`, whose characters start at `utf8Offsets`.
    static func text(of text: Substring, utf8Offsets: [Int], _ range: Range<Int>) -> String {
        let u = text.utf8
        let start = u.index(u.startIndex, offsetBy: utf8Offsets[range.lowerBound])
        let end = u.index(start, offsetBy: utf8Offsets[range.upperBound] - utf8Offsets[range.lowerBound])
        return String(text[start..<end])
    }

    /// The paragraphs of `string`: split at line feeds, carriage returns and paragraph separators.
    static func paragraphs(_ string: String) -> [Substring] {
        // Most strings have no separator: find out from their UTF-8 bytes (U+2028 and U+2029 are E2 80 A8/A9).
        if !string.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0xE2 }) { return [Substring(string)] }
        return string.split(omittingEmptySubsequences: false) { isParagraphSeparator($0) }
    }

    /// Line feed, carriage return (alone or before a line feed), line and paragraph separators: a
    /// control character never combines with what follows, so its first scalar tells.
    static func isParagraphSeparator(_ c: Character) -> Bool {
        switch c.unicodeScalars.first?.value {
        case 0x0A, 0x0D, 0x2028, 0x2029: return true
        default: return false
        }
    }

    private func layout(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> TextMeasurement {
        let font = library.resolve(style.font)
        let metrics = font.lineMetrics
        guard !string.isEmpty else { return TextMeasurement(size: .zero, lines: [], lineHeight: metrics.lineHeight) }
        let shaper = TextShaper(font: font, tracking: style.tracking, language: style.language)
        let width: CGFloat? = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        var maxLines = style.lineLimit.map { max(1, $0) } ?? Int.max
        if let height = proposal.height, height.isFinite {
            maxLines = min(maxLines, metrics.linesFitting(height: height, spacing: style.lineSpacing))
        }

        let paragraphs = Self.paragraphs(string)
        var lines: [(text: String, width: CGFloat, rightToLeft: Bool, faces: [FontFace])] = []
        outer: for (pi, text) in paragraphs.enumerated() {
            let characters = Array(text)
            let shaped = shaper.shape(characters)
            let paragraph = ShapedParagraph(clusters: shaped.clusters)
            let direction = ParagraphDirection(rightToLeft: shaped.isRightToLeft)
            let ranges = Self.lineRanges(paragraph, characters: characters, width: width, language: style.language)
            // A wrapped line's text is cut from the paragraph's UTF-8 (building it character by
            // character cost a fifth of measuring).
            let utf8Offsets = ranges.count > 1 ? Self.utf8Offsets(characters) : []
            for (li, range) in ranges.enumerated() {
                if lines.count == maxLines - 1, li < ranges.count - 1 || pi < paragraphs.count - 1 {
                    let end = paragraph.trimmingTrailingSpaces(range.lowerBound, paragraph.count)
                    let mark = shaper.shape(["\u{2026}"]).width
                    let cut = Truncator.cut(
                        paragraph, start: range.lowerBound, end: end, width: width ?? .infinity,
                        mode: style.truncationMode, ellipsis: { _ in mark })
                    let line = paragraph.text(range.lowerBound, cut.prefixEnd) + "\u{2026}" + paragraph.text(cut.suffixStart, end)
                    let faces =
                        Self.faces(paragraph.characters(range.lowerBound, cut.prefixEnd))
                        + Self.faces(paragraph.characters(cut.suffixStart, end))
                    lines.append((line, shaper.shape(line, direction: direction).width, shaped.isRightToLeft, faces))
                    break outer
                }
                let lineWidth =
                    range == 0..<characters.count
                    ? shaped.width
                    : paragraph.isSafeToCut(range)
                        ? paragraph.width(range.lowerBound, range.upperBound)
                        : shaper.shape(characters[range], direction: direction).width
                let lineText = ranges.count > 1 ? Self.text(of: text, utf8Offsets: utf8Offsets, range) : String(characters[range])
                lines.append(
                    (
                        lineText, lineWidth, shaped.isRightToLeft,
                        Self.faces(paragraph.characters(range.lowerBound, range.upperBound))
                    ))
            }
        }

        // Each line is as tall as the tallest face drawn on it (fallback faces for other scripts and
        // emoji may be taller than the font's own); the baselines follow.
        let chosenWidth = lines.map(\.width).max() ?? 0
        let boxes = lines.map { line -> (above: CGFloat, below: CGFloat)? in
            var above = metrics.lineGap / 2 + metrics.ascent, below = metrics.descent + metrics.lineGap / 2
            var taller = false
            for face in line.faces where face !== font.face {
                let m = face.lineMetrics(size: font.size)
                if m.lineGap / 2 + m.ascent > above { above = m.lineGap / 2 + m.ascent; taller = true }
                if m.descent + m.lineGap / 2 > below { below = m.descent + m.lineGap / 2; taller = true }
            }
            return taller ? (above, below) : nil
        }
        var top: CGFloat = 0
        var placed: [TextLine] = []
        let uniform = boxes.allSatisfy { $0 == nil }
        let spacing = style.lineSpacing
        for (index, line) in lines.enumerated() {
            let box = boxes[index] ?? (metrics.lineGap / 2 + metrics.ascent, metrics.descent + metrics.lineGap / 2)
            placed.append(
                TextLine(
                    text: line.text, x: style.lineOffset(width: line.width, in: chosenWidth), width: line.width,
                    baseline: (uniform ? metrics.baseline(ofLine: index) : top + box.above) + CGFloat(index) * spacing,
                    isRightToLeft: line.rightToLeft))
            top += box.above + box.below
        }
        let gaps = CGFloat(max(0, placed.count - 1)) * spacing
        return TextMeasurement(
            size: CGSize(width: chosenWidth, height: (uniform ? metrics.height(ofLines: placed.count) : top) + gaps),
            lines: placed, lineHeight: metrics.lineHeight)
    }
}
