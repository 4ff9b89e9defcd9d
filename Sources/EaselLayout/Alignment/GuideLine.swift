import Foundation

/// Aligns children on one line along an axis: each child's guide value meets the line, which
/// sits at the largest guide so that no child starts before 0, and the extent reaches the far
/// edge of the child that ends last.
///
/// A child whose length is infinite (its answer to a stack probing flexibility with an infinite
/// proposal) makes the extent infinite — SwiftUI answers the children's maximum — and sits at 0
/// without taking part in placing the line, so that `∞ − ∞` never turns into NaN.
enum GuideLine {
    /// Calls `place(i, origin)` for each of `count` children and returns the extent of their union.
    @inline(__always)
    static func align(
        count: Int, guide: (Int) -> CGFloat, length: (Int) -> CGFloat,
        place: (Int, CGFloat) -> Void
    ) -> CGFloat {
        var line = -CGFloat.infinity
        var infinite = false
        for i in 0..<count {
            let g = guide(i)
            if length(i).isInfinite || !g.isFinite { infinite = true } else { line = max(line, g) }
        }
        var extent: CGFloat = 0
        for i in 0..<count {
            let l = length(i), g = guide(i)
            if l.isInfinite || !g.isFinite || !line.isFinite {
                place(i, 0)
            } else {
                place(i, line - g)
                extent = max(extent, line - g + l)
            }
        }
        return infinite ? .infinity : extent
    }
}
