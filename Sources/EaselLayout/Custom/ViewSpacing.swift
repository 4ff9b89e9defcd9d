import Foundation

/// Preferred spacing around a view (SwiftUI's `ViewSpacing`); Easel's spacing is 8 between any two views.
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing(uniform: 0)
    let uniform: CGFloat
    public init() { uniform = LayoutDefaults.spacing }
    init(uniform: CGFloat) { self.uniform = uniform }
    /// The distance to another view's spacing along an axis.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(uniform, next.uniform) }
    public mutating func formUnion(_ other: ViewSpacing, edges: Axis.Set = [.horizontal, .vertical]) {
        self = ViewSpacing(uniform: max(uniform, other.uniform))
    }
    public func union(_ other: ViewSpacing, edges: Axis.Set = [.horizontal, .vertical]) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }
}
