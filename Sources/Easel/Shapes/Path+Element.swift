import Foundation
import EaselLayout

extension Path {
    /// One step of a path's outline (SwiftUI's `Path.Element`).
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the subpath's start.
        case closeSubpath
    }

    /// Calls `body` with each element of the path, in order.
    public func forEach(_ body: (Path.Element) -> Void) {
        for e in elements {
            switch e {
            case .move(let p): body(.move(to: p))
            case .line(let p): body(.line(to: p))
            case .quadCurve(let p, let c): body(.quadCurve(to: p, control: c))
            case .curve(let p, let c1, let c2): body(.curve(to: p, control1: c1, control2: c2))
            case .closeSubpath: body(.closeSubpath)
            }
        }
    }
}
