import Foundation

/// One element of a path, in its own coordinates (points): the geometry that a custom shape's
/// `path(in:)`, a symbol's outline and a glyph's outline are made of. The text stage writes it
/// (glyph and symbol outlines), the paint stage draws it; layout does not use it.
package enum PathElement: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath

    /// The element with every point (end and control points) passed through `transform`.
    package func mapped(_ transform: (CGPoint) -> CGPoint) -> PathElement {
        switch self {
        case .move(let p): return .move(to: transform(p))
        case .line(let p): return .line(to: transform(p))
        case .quadCurve(let p, let c): return .quadCurve(to: transform(p), control: transform(c))
        case .curve(let p, let c1, let c2): return .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
        case .closeSubpath: return .closeSubpath
        }
    }
}
