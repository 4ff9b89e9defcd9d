import Foundation

/// Greedy line breaking of one shaped paragraph at Unicode's break opportunities.
///
/// A line ends at the last opportunity (see `LineBreakOpportunities`) whose text, without its
/// trailing spaces, fits the width; the spaces at a break belong to no line (they are not drawn and
/// do not count in the line's width). A piece between two opportunities that is wider than the line
/// is broken between characters, keeping at least one character per line, so a width of 0 gives
/// one character per line.
enum LineBreaker {
    /// Tolerance so that a width measured by this engine always fits itself.
    static let epsilon: CGFloat = 0.001

    /// The content range of each line (trailing spaces excluded). `breaks[i]` tells whether a line
    /// may start at cluster `i`. An empty paragraph is one empty line.
    static func lines(_ paragraph: ShapedParagraph, width: CGFloat, breaks: [Bool]) -> [Range<Int>] {
        let n = paragraph.count
        guard n > 0 else { return [0..<0] }
        var result: [Range<Int>] = []
        var position = 0
        while position < n {
            let start = position
            var fitted: Int?
            var firstBreak: Int?
            var b = start + 1
            while b <= n {
                if b == n || breaks[b] {
                    let end = paragraph.trimmingTrailingSpaces(start, b)
                    if end > start {
                        if firstBreak == nil { firstBreak = b }
                        if paragraph.width(start, end) > width + epsilon { break }
                        fitted = b
                    }
                }
                b += 1
            }
            if let fitted {
                result.append(start..<paragraph.trimmingTrailingSpaces(start, fitted))
                position = paragraph.skippingSpaces(from: fitted)
            } else if let firstBreak {
                // The first piece alone is too wide: break it between characters.
                let pieceEnd = paragraph.trimmingTrailingSpaces(start, firstBreak)
                var end = start + 1
                while end < pieceEnd, paragraph.width(start, end + 1) <= width + epsilon { end += 1 }
                result.append(start..<end)
                position = paragraph.skippingSpaces(from: end)
            } else {
                // Nothing but spaces: an empty line.
                if result.isEmpty { result.append(start..<start) }
                position = n
            }
        }
        return result
    }
}
