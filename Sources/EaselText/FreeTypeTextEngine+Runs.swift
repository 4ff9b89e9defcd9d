import Foundation
import EaselLayout

/// Layout of a text of runs (`Text` concatenations and markdown), by the same rules as a plain text:
///
/// - Each run is shaped with its own font and tracking; kerning applies only inside a run, and a
///   run boundary is also a character boundary. Bidirectional levels come from the whole paragraph;
///   a line's parts (pieces of one run and one level) are placed in visual order (rule L2).
/// - Paragraphs, wrapping at spaces and truncation work on the characters of all runs as one
///   paragraph. The "…" of a truncated line takes the font of the character next to it.
/// - Each line is as tall as its tallest run: its baseline lies `max(lineGap / 2 + ascent)` below its
///   top and the next line starts `max(descent + lineGap / 2)` below that, over the runs on the line
///   (an empty line uses the run it lies in). One font everywhere gives a plain text's geometry.
///   A run raised by a baseline offset adds the offset above the baseline (lowered: below it).
/// - A finite proposed height keeps as many whole lines as fit (at least one).
extension FreeTypeTextEngine {
    /// One paragraph's characters with the run each belongs to.
    private struct RunParagraph {
        var characters: [Character] = []
        var runOf: [Int] = []
        /// The run an empty paragraph takes its line height from.
        var emptyRun: Int
    }

    /// A laid-out line before alignment: its parts, width and the runs that set its height.
    private struct RunLine {
        var parts: [TextLineRun]
        var width: CGFloat
        var heightRuns: [Int]
        /// Metrics of fallback faces drawn on the line, with the run each is in.
        var fallbackMetrics: [(run: Int, metrics: LineMetrics)] = []
        var isRightToLeft: Bool
    }

    func layout(runs: [StyledRun], style: TextStyle, proposal: ProposedViewSize) -> TextMeasurement {
        guard !runs.isEmpty else { return TextMeasurement(size: .zero, lines: [], lineHeight: 0) }
        let fonts = runs.map { library.resolve($0.font) }
        let metrics = fonts.map(\.lineMetrics)
        guard runs.contains(where: { !$0.string.isEmpty }) else {
            return TextMeasurement(size: .zero, lines: [], lineHeight: metrics[0].lineHeight)
        }
        let shapers = zip(fonts, runs).map {
            TextShaper(font: $0, tracking: $1.tracking, language: style.language, attachmentWidth: $1.attachment?.size.width)
        }
        let width: CGFloat? = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let paragraphs = Self.paragraphs(runs)

        let lineLimit = style.lineLimit.map { max(1, $0) } ?? Int.max
        var lines = breakLines(paragraphs, shapers: shapers, width: width, maxLines: lineLimit, mode: style.truncationMode)
        let offsets = runs.map(\.baselineOffset)
        var heights = lines.map { Self.lineBox($0, metrics, offsets) }
        if let height = proposal.height, height.isFinite {
            var fitting = 0, total: CGFloat = 0
            for h in heights {
                let gap = fitting > 0 ? style.lineSpacing : 0
                if total + gap + h.above + h.below > height + 1e-6 { break }
                total += gap + h.above + h.below
                fitting += 1
            }
            fitting = max(1, fitting)
            if fitting < lines.count {
                lines = breakLines(paragraphs, shapers: shapers, width: width, maxLines: fitting, mode: style.truncationMode)
                heights = lines.map { Self.lineBox($0, metrics, offsets) }
            }
        }

        let chosenWidth = lines.map(\.width).max() ?? 0
        var top: CGFloat = 0
        var placed: [TextLine] = []
        for (line, h) in zip(lines, heights) {
            // The parts' texts from left to right (logical order for left-to-right text).
            if !placed.isEmpty { top += style.lineSpacing }
            placed.append(
                TextLine(
                    text: line.parts.map(\.text).joined(), x: style.lineOffset(width: line.width, in: chosenWidth),
                    width: line.width, baseline: top + h.above, runs: line.parts,
                    isRightToLeft: line.isRightToLeft))
            top += h.above + h.below
        }
        let lineHeight = heights.map { $0.above + $0.below }.max() ?? metrics[0].lineHeight
        return TextMeasurement(size: CGSize(width: chosenWidth, height: top), lines: placed, lineHeight: lineHeight)
    }

    /// The space a line needs above and below its baseline for the runs on it.
    private static func lineBox(_ line: RunLine, _ metrics: [LineMetrics], _ offsets: [CGFloat]) -> (above: CGFloat, below: CGFloat) {
        var above: CGFloat = 0, below: CGFloat = 0
        for (r, m) in line.heightRuns.map({ ($0, metrics[$0]) }) + line.fallbackMetrics.map({ ($0.run, $0.metrics) }) {
            let offset = offsets[r].isFinite ? offsets[r] : 0
            above = max(above, m.lineGap / 2 + m.ascent + max(0, offset))
            below = max(below, m.descent + m.lineGap / 2 + max(0, -offset))
        }
        return (above, below)
    }

    /// The characters of `runs` split into paragraphs at line and paragraph separators.
    private static func paragraphs(_ runs: [StyledRun]) -> [RunParagraph] {
        var result = [RunParagraph(emptyRun: 0)]
        for (r, run) in runs.enumerated() {
            for character in run.string {
                if isParagraphSeparator(character) {
                    result.append(RunParagraph(emptyRun: r))
                } else {
                    if result[result.count - 1].characters.isEmpty { result[result.count - 1].emptyRun = r }
                    result[result.count - 1].characters.append(character)
                    result[result.count - 1].runOf.append(r)
                }
            }
        }
        return result
    }

    private func breakLines(
        _ paragraphs: [RunParagraph], shapers: [TextShaper], width: CGFloat?,
        maxLines: Int, mode: TruncationMode
    ) -> [RunLine] {
        var lines: [RunLine] = []
        let marks = shapers.map { $0.shape(["\u{2026}"]).width }
        for (pi, text) in paragraphs.enumerated() {
            let runOf = text.runOf
            let characters = text.characters
            let n = characters.count
            // Levels of the whole paragraph, then each piece of one run and one level shaped in its direction.
            let bidi = ParagraphScalars(characters).levels(direction: .natural)
            var clusters: [ShapedCluster] = []
            clusters.reserveCapacity(n)
            for piece in Self.pieces(0, n, runOf: runOf, levels: bidi.levels) {
                let shaped = shapers[runOf[piece.lowerBound]].shape(
                    characters[piece],
                    direction: ParagraphDirection(rightToLeft: bidi.levels[piece.lowerBound] & 1 == 1))
                clusters += shaped.clusters.enumerated().map { i, c in
                    var c = c
                    c.level = bidi.levels[piece.lowerBound + i]
                    return c
                }
            }
            let paragraph = ShapedParagraph(clusters: clusters)

            /// The parts of the segments' characters (or truncation marks in a run and level) from left
            /// to right, their width, and the metrics of fallback faces among them.
            func parts(_ segments: [(range: Range<Int>, mark: (run: Int, level: UInt8)?)]) -> (
                parts: [TextLineRun], width: CGFloat, fallbacks: [(run: Int, metrics: LineMetrics)]
            ) {
                var pieces: [(run: Int, text: String, level: UInt8)] = []
                var fallbacks: [(run: Int, metrics: LineMetrics)] = []
                var seen: [(Int, FontFace)] = []
                for segment in segments {
                    if let mark = segment.mark { pieces.append((mark.run, "\u{2026}", mark.level)); continue }
                    for i in segment.range {
                        let run = runOf[i], face = clusters[i].face, font = shapers[run].font
                        if face !== font.face, !seen.contains(where: { $0.0 == run && $0.1 === face }) {
                            seen.append((run, face))
                            fallbacks.append((run, face.lineMetrics(size: font.size)))
                        }
                    }
                    for piece in Self.pieces(segment.range.lowerBound, segment.range.upperBound, runOf: runOf, levels: bidi.levels) {
                        pieces.append((runOf[piece.lowerBound], paragraph.text(piece.lowerBound, piece.upperBound), bidi.levels[piece.lowerBound]))
                    }
                }
                var result: [TextLineRun] = []
                var x: CGFloat = 0
                for i in BidiLevels.visualOrder(pieces.map(\.level)) {
                    let piece = pieces[i]
                    let rtl = piece.level & 1 == 1
                    let w = shapers[piece.run].shape(piece.text, direction: ParagraphDirection(rightToLeft: rtl)).width
                    result.append(TextLineRun(run: piece.run, text: piece.text, x: x, width: w, isRightToLeft: rtl))
                    x += w
                }
                return (result, x, fallbacks)
            }
            func line(_ made: (parts: [TextLineRun], width: CGFloat, fallbacks: [(run: Int, metrics: LineMetrics)])) -> RunLine {
                let used = Array(Set(made.parts.map(\.run))).sorted()
                return RunLine(
                    parts: made.parts, width: made.width, heightRuns: used.isEmpty ? [text.emptyRun] : used,
                    fallbackMetrics: made.fallbacks, isRightToLeft: bidi.isRightToLeft)
            }

            let ranges = Self.lineRanges(paragraph, characters: characters, width: width, language: shapers.first?.language ?? "")
            for (li, range) in ranges.enumerated() {
                if lines.count == maxLines - 1, li < ranges.count - 1 || pi < paragraphs.count - 1 {
                    let start = range.lowerBound
                    let end = paragraph.trimmingTrailingSpaces(start, n)
                    func styleRun(_ i: Int) -> Int { runOf.isEmpty ? text.emptyRun : runOf[min(max(i, 0), runOf.count - 1)] }
                    let cut = Truncator.cut(
                        paragraph, start: start, end: end, width: width ?? .infinity, mode: mode,
                        ellipsis: { marks[styleRun($0)] })
                    let mark = (run: styleRun(cut.ellipsisStyle), level: UInt8(bidi.isRightToLeft ? 1 : 0))
                    lines.append(line(parts([(start..<cut.prefixEnd, nil), (0..<0, mark), (cut.suffixStart..<end, nil)])))
                    return lines
                }
                lines.append(line(parts([(range, nil)])))
            }
        }
        return lines
    }

    /// Maximal pieces of `start..<end` in one run and at one bidirectional level.
    private static func pieces(_ start: Int, _ end: Int, runOf: [Int], levels: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var s = start
        while s < end {
            var e = s + 1
            while e < end, runOf[e] == runOf[s], levels[e] == levels[s] { e += 1 }
            result.append(s..<e)
            s = e
        }
        return result
    }
}
