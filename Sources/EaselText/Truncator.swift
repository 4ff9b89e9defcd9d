import Foundation
import EaselLayout

/// Shortens the last kept line of a text with "…" so that it fits a width.
///
/// The line is given as all the text from its start to the end of its paragraph; characters are
/// dropped at the end (tail), the start (head) or the middle, together with the spaces next to the
/// ellipsis, until the result fits. When even "…" alone does not fit, the line is "…".
enum Truncator {
    /// The truncated text of `start..<end` of `paragraph`, and its width.
    static func truncate(_ paragraph: ShapedParagraph, start: Int, end: Int, width: CGFloat,
                         mode: TruncationMode, ellipsis: ShapedCluster, shaper: TextShaper) -> (text: String, width: CGFloat) {
        let p = paragraph
        let c = p.clusters
        let limit = width + LineBreaker.epsilon
        let mark = String(ellipsis.character)

        func prefixWidth(_ e: Int) -> CGFloat {
            e > start ? p.width(start, e) + shaper.kerning(c[e - 1], ellipsis) : 0
        }
        func suffixWidth(_ s: Int) -> CGFloat {
            s < end ? shaper.kerning(ellipsis, c[s]) + p.width(s, end) : 0
        }

        switch mode {
        case .tail:
            var k = end
            while k > start {
                let e = p.trimmingTrailingSpaces(start, k)
                if e == start { break }
                let w = prefixWidth(e) + ellipsis.advance
                if w <= limit { return (p.text(start, e) + mark, w) }
                k = e - 1
            }
        case .head:
            var s = start
            while s < end {
                let b = min(p.skippingSpaces(from: s), end)
                if b == end { break }
                let w = ellipsis.advance + suffixWidth(b)
                if w <= limit { return (mark + p.text(b, end), w) }
                s = b + 1
            }
        case .middle:
            var kept = end - start
            while kept > 0 {
                let e = p.trimmingTrailingSpaces(start, start + (kept + 1) / 2)
                let b = min(p.skippingSpaces(from: end - kept / 2), end)
                let w = prefixWidth(e) + ellipsis.advance + suffixWidth(b)
                if w <= limit { return (p.text(start, e) + mark + p.text(b, end), w) }
                kept -= 1
            }
        }
        return (mark, ellipsis.advance)
    }
}
