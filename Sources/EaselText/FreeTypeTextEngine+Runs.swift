import Foundation
import EaselLayout

/// Layout of a text of runs (`Text` concatenations and markdown), by the same rules as a plain text:
///
/// - Each run is shaped with its own font and tracking; kerning applies only inside a run, and a
///   run boundary is also a character boundary.
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
    }

    func layout(runs: [StyledRun], style: TextStyle, proposal: ProposedViewSize) -> TextMeasurement {
        guard !runs.isEmpty else { return TextMeasurement(size: .zero, lines: [], lineHeight: 0) }
        let fonts = runs.map { library.resolve($0.font) }
        let metrics = fonts.map(\.lineMetrics)
        guard runs.contains(where: { !$0.string.isEmpty }) else {
            return TextMeasurement(size: .zero, lines: [], lineHeight: metrics[0].lineHeight)
        }
        let shapers = zip(fonts, runs).map { TextShaper(font: $0, tracking: $1.tracking) }
        let width: CGFloat? = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let paragraphs = Self.paragraphs(runs)

        let lineLimit = style.lineLimit.map { max(1, $0) } ?? Int.max
        var lines = breakLines(paragraphs, shapers: shapers, width: width, maxLines: lineLimit, mode: style.truncationMode)
        let offsets = runs.map(\.baselineOffset)
        var heights = lines.map { Self.lineBox($0.heightRuns, metrics, offsets) }
        if let height = proposal.height, height.isFinite {
            var fitting = 0, total: CGFloat = 0
            for h in heights {
                if total + h.above + h.below > height + 1e-6 { break }
                total += h.above + h.below
                fitting += 1
            }
            fitting = max(1, fitting)
            if fitting < lines.count {
                lines = breakLines(paragraphs, shapers: shapers, width: width, maxLines: fitting, mode: style.truncationMode)
                heights = lines.map { Self.lineBox($0.heightRuns, metrics, offsets) }
            }
        }

        let chosenWidth = lines.map(\.width).max() ?? 0
        var top: CGFloat = 0
        var placed: [TextLine] = []
        for (line, h) in zip(lines, heights) {
            let x: CGFloat
            switch style.alignment {
            case .leading: x = 0
            case .center: x = (chosenWidth - line.width) / 2
            case .trailing: x = chosenWidth - line.width
            }
            placed.append(TextLine(text: line.parts.map(\.text).joined(), x: x, width: line.width,
                                   baseline: top + h.above, runs: line.parts))
            top += h.above + h.below
        }
        let lineHeight = heights.map { $0.above + $0.below }.max() ?? metrics[0].lineHeight
        return TextMeasurement(size: CGSize(width: chosenWidth, height: top), lines: placed, lineHeight: lineHeight)
    }

    /// The space a line needs above and below its baseline for the runs on it.
    private static func lineBox(_ runs: [Int], _ metrics: [LineMetrics], _ offsets: [CGFloat]) -> (above: CGFloat, below: CGFloat) {
        var above: CGFloat = 0, below: CGFloat = 0
        for r in runs {
            let m = metrics[r]
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
                if character == "\n" || character == "\r\n" || character == "\r" || character == "\u{2028}" || character == "\u{2029}" {
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

    private func breakLines(_ paragraphs: [RunParagraph], shapers: [TextShaper], width: CGFloat?,
                            maxLines: Int, mode: TruncationMode) -> [RunLine] {
        var lines: [RunLine] = []
        let marks = shapers.map { $0.shape(Character("\u{2026}")) }
        for (pi, text) in paragraphs.enumerated() {
            let runOf = text.runOf
            let clusters = zip(text.characters, runOf).map { shapers[$1].shape($0) }
            let paragraph = ShapedParagraph(clusters: clusters) { i in
                runOf[i] == runOf[i + 1] ? shapers[runOf[i]].kerning(clusters[i], clusters[i + 1]) : 0
            }
            func parts(_ start: Int, _ end: Int, from x0: CGFloat) -> [TextLineRun] {
                var result: [TextLineRun] = []
                var s = start
                while s < end {
                    var e = s + 1
                    while e < end, runOf[e] == runOf[s] { e += 1 }
                    result.append(TextLineRun(run: runOf[s], text: paragraph.text(s, e),
                                              x: x0 + paragraph.width(start, s), width: paragraph.width(s, e)))
                    s = e
                }
                return result
            }
            func line(_ parts: [TextLineRun], width: CGFloat) -> RunLine {
                let used = Array(Set(parts.map(\.run))).sorted()
                return RunLine(parts: parts, width: width, heightRuns: used.isEmpty ? [text.emptyRun] : used)
            }

            let ranges = width.map { LineBreaker.lines(paragraph, width: $0) }
                ?? [0..<paragraph.trimmingTrailingSpaces(0, paragraph.count)]
            for (li, range) in ranges.enumerated() {
                if lines.count == maxLines - 1, li < ranges.count - 1 || pi < paragraphs.count - 1 {
                    let start = range.lowerBound
                    let end = paragraph.trimmingTrailingSpaces(start, paragraph.count)
                    func styleRun(_ i: Int) -> Int { runOf.isEmpty ? text.emptyRun : runOf[min(max(i, 0), runOf.count - 1)] }
                    let cut = Truncator.cut(paragraph, start: start, end: end, width: width ?? .infinity, mode: mode,
                                            ellipsis: { marks[styleRun($0)] },
                                            kerningBefore: { i, m in
                                                let r = styleRun(m)
                                                return runOf[i] == r ? shapers[r].kerning(clusters[i], marks[r]) : 0
                                            },
                                            kerningAfter: { m, i in
                                                let r = styleRun(m)
                                                return runOf[i] == r ? shapers[r].kerning(marks[r], clusters[i]) : 0
                                            })
                    let run = styleRun(cut.ellipsisStyle)
                    let mark = marks[run]
                    var all = parts(start, cut.prefixEnd, from: 0)
                    let markX = cut.prefixEnd > start
                        ? paragraph.width(start, cut.prefixEnd)
                            + (runOf[cut.prefixEnd - 1] == run ? shapers[run].kerning(clusters[cut.prefixEnd - 1], mark) : 0)
                        : 0
                    all.append(TextLineRun(run: run, text: "\u{2026}", x: markX, width: mark.advance))
                    if cut.suffixStart < end {
                        let kern = runOf[cut.suffixStart] == run ? shapers[run].kerning(mark, clusters[cut.suffixStart]) : 0
                        all += parts(cut.suffixStart, end, from: markX + mark.advance + kern)
                    }
                    lines.append(line(all, width: cut.width))
                    return lines
                }
                lines.append(line(parts(range.lowerBound, range.upperBound, from: 0),
                                  width: paragraph.width(range.lowerBound, range.upperBound)))
            }
        }
        return lines
    }
}
