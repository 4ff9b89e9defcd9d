/// How the winding number accumulated at a point decides whether it is inside a path.
package enum FillRule: Sendable {
    /// Inside where the winding number is non-zero; coverage is `min(|w|, 1)`.
    case nonZero
    /// Inside where the winding number is odd; coverage folds `w` into 0...1 with period 2.
    case evenOdd

    /// Converts an accumulated (area-weighted) winding value to a coverage in 0...1.
    @inline(__always)
    func coverage(_ w: Float) -> Float {
        switch self {
        case .nonZero:
            return min(abs(w), 1)
        case .evenOdd:
            var m = abs(w).truncatingRemainder(dividingBy: 2)
            if m > 1 { m = 2 - m }
            return m
        }
    }
}
