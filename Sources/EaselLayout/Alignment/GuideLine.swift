import Foundation

/// Aligns children on one line along an axis: each child's guide value meets the line, which
/// sits at the largest guide so that no child starts before 0, and the extent reaches the far
/// edge of the child that ends last.
///
/// Infinite lengths (a child's answer to a stack probing flexibility with an infinite proposal)
/// follow SwiftUI's arithmetic, which unites the children's ranges `[−guide, −guide + length]`:
/// - an infinite child aligned at a finite guide (leading, top) reaches to ∞, so the extent is
///   infinite;
/// - an infinite child aligned at its centre or far edge has the guide ∞ and the range
///   `[−∞, −∞ + ∞]`, which is not a range: it adds nothing, and the extent is that of the others
///   (0 if it is alone). So a centre-aligned VStack of one `frame(maxWidth: .infinity)` answers
///   0 to an infinite width, and its HStack serves it first;
/// - a finite child with a guide that is not finite reaches to ±∞: the extent is infinite.
/// Children that take no part in placing the line sit at 0, so `∞ − ∞` never turns into NaN.
enum GuideLine {
    /// Calls `place(i, origin)` for each of `count` children and returns the extent of their union.
    @inline(__always)
    static func align(
        count: Int, guide: (Int) -> CGFloat, length: (Int) -> CGFloat,
        place: (Int, CGFloat) -> Void
    ) -> CGFloat {
        /// Whether the child's range `[−guide, −guide + length]` is a range (not `[−∞, NaN]`); a
        /// NaN guide counts as ∞, as in SwiftUI.
        func isRange(_ l: CGFloat, _ g: CGFloat) -> Bool {
            let lo = g.isNaN ? -CGFloat.infinity : -g
            return lo <= lo + l
        }
        var line = -CGFloat.infinity
        var infinite = false
        for i in 0..<count {
            let l = length(i), g = guide(i)
            guard isRange(l, g) else { continue }
            if l.isInfinite || !g.isFinite { infinite = true } else { line = max(line, g) }
        }
        var extent: CGFloat = 0
        for i in 0..<count {
            let l = length(i), g = guide(i)
            if l.isInfinite || !g.isFinite || !line.isFinite || !isRange(l, g) {
                place(i, 0)
            } else {
                place(i, line - g)
                extent = max(extent, line - g + l)
            }
        }
        return infinite ? .infinity : extent
    }
}
