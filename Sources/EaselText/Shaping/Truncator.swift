import Foundation
import EaselLayout

/// Shortens the last kept line of a text with "…" so that it fits a width.
///
/// The line is given as all the text from its start to the end of its paragraph; characters are
/// dropped at the end (tail), the start (head) or the middle, together with the spaces next to the
/// ellipsis, until the result fits. When even "…" alone does not fit, the line is "…".
enum Truncator {
    /// Where a line is cut: it keeps `start..<prefixEnd`, then the ellipsis (styled like cluster
    /// `ellipsisStyle`), then `suffixStart..<end`.
    struct Cut {
        var prefixEnd: Int
        var suffixStart: Int
        /// The cluster whose run the ellipsis takes its font from.
        var ellipsisStyle: Int
        /// Width of the whole shortened line.
        var width: CGFloat
    }

    /// Where to cut `start..<end` of `paragraph` to fit `width`; `ellipsis(i)` is the width of the
    /// ellipsis in the style of cluster `i`.
    static func cut(
        _ paragraph: ShapedParagraph, start: Int, end: Int, width: CGFloat, mode: TruncationMode,
        ellipsis: (Int) -> CGFloat
    ) -> Cut {
        let p = paragraph
        let limit = width + LineBreaker.epsilon

        func prefixWidth(_ e: Int, _ mark: Int) -> CGFloat { p.width(start, e) }
        func suffixWidth(_ s: Int, _ mark: Int) -> CGFloat { p.width(s, end) }

        switch mode {
        case .tail:
            var k = end
            while k > start {
                let e = p.trimmingTrailingSpaces(start, k)
                if e == start { break }
                let w = prefixWidth(e, e - 1) + ellipsis(e - 1)
                if w <= limit { return Cut(prefixEnd: e, suffixStart: end, ellipsisStyle: e - 1, width: w) }
                k = e - 1
            }
        case .head:
            var s = start
            while s < end {
                let b = min(p.skippingSpaces(from: s), end)
                if b == end { break }
                let w = ellipsis(b) + suffixWidth(b, b)
                if w <= limit { return Cut(prefixEnd: start, suffixStart: b, ellipsisStyle: b, width: w) }
                s = b + 1
            }
        case .middle:
            var kept = end - start
            while kept > 0 {
                let e = p.trimmingTrailingSpaces(start, start + (kept + 1) / 2)
                let b = min(p.skippingSpaces(from: end - kept / 2), end)
                let style = e > start ? e - 1 : min(b, end - 1)
                let w = prefixWidth(e, style) + ellipsis(style) + suffixWidth(b, style)
                if w <= limit { return Cut(prefixEnd: e, suffixStart: b, ellipsisStyle: style, width: w) }
                kept -= 1
            }
        }
        let style = min(start, max(end - 1, 0))
        return Cut(prefixEnd: start, suffixStart: end, ellipsisStyle: style, width: ellipsis(style))
    }
}
