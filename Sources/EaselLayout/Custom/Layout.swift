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
    /// Default: the union of every subview's spacing on every edge (zero without subviews).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { subviews.unionOfSpacings }
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

extension LayoutSubviews {
    /// Every subview's spacing on every edge (zero without subviews): `spacing(subviews:cache:)`'s default.
    package var unionOfSpacings: ViewSpacing { ViewSpacing.union(lazy.map(\.spacing)) }
}
