import Foundation

/// A custom container layout (SwiftUI's `Layout` protocol): size the container from its subviews'
/// answers, then place each subview.
///
/// ```swift
/// struct Diagonal: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
/// }
/// ```
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Properties such as the stack orientation (used by spacers).
    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    /// Default: no value of its own; the container merges its subviews' explicit values.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
        -> CGFloat?
    { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
        -> CGFloat?
    { nil }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Layout properties (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable {
    /// The axis along which the layout stacks, if any (Spacer grows along it).
    public var stackOrientation: Axis?
    public init() {}
}

/// Preferred spacing around a view (SwiftUI's `ViewSpacing`); Easel's spacing is 8 between any two views.
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing(uniform: 0)
    let uniform: CGFloat
    public init() { uniform = StackNode.defaultSpacing }
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

/// A key for a value a subview carries for its container's custom layout (SwiftUI's `LayoutValueKey`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
