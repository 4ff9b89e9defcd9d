import Foundation

/// Greedy word wrapping of one shaped paragraph.
///
/// Lines break after runs of spaces; the spaces at a break belong to no line (they are not drawn
/// and do not count in the line's width). A word wider than the line is broken between characters,
/// keeping at least one character per line, so a width of 0 gives one character per line.
enum LineBreaker {
    /// Tolerance so that a width measured by this engine always fits itself.
    static let epsilon: CGFloat = 0.001

    /// The content range of each line (trailing spaces excluded). An empty paragraph is one empty line.
    static func lines(_ paragraph: ShapedParagraph, width: CGFloat) -> [Range<Int>] {
        let n = paragraph.count
        let clusters = paragraph.clusters
        guard n > 0 else { return [0..<0] }
        var result: [Range<Int>] = []
        var position = 0
        while position < n {
            let start = position
            var fitted = start
            var next = start
            var firstWordEnd = start
            while true {
                // The next word: its leading spaces (which only the paragraph start keeps) and its characters.
                let wordStart = next == start ? start : paragraph.skippingSpaces(from: next)
                var wordEnd = paragraph.skippingSpaces(from: wordStart)
                while wordEnd < n, !clusters[wordEnd].isBreakingSpace { wordEnd += 1 }
                if wordEnd == paragraph.skippingSpaces(from: wordStart) { break }  // only spaces remain
                if firstWordEnd == start { firstWordEnd = wordEnd }
                guard paragraph.width(start, wordEnd) <= width + epsilon else { break }
                fitted = wordEnd
                next = wordEnd
            }
            if fitted > start {
                result.append(start..<fitted)
                position = paragraph.skippingSpaces(from: fitted)
            } else if firstWordEnd == start {
                // Nothing but spaces: an empty line.
                if result.isEmpty { result.append(start..<start) }
                position = n
            } else {
                // The first word alone is too wide: break it between characters.
                var end = start + 1
                while end < firstWordEnd, paragraph.width(start, end + 1) <= width + epsilon { end += 1 }
                let contentEnd = max(paragraph.trimmingTrailingSpaces(start, end), start)
                result.append(start..<(contentEnd > start ? contentEnd : end))
                position = paragraph.skippingSpaces(from: end)
            }
        }
        return result
    }
}
