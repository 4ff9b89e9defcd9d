import Foundation

extension PathElement {
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
