import Foundation

/// The space a view prefers between itself and its neighbours, one value per edge (SwiftUI's
/// `ViewSpacing`).
///
/// A stack with `spacing: nil` puts `distance(to:along:)` between each pair of neighbours: the
/// larger of the two facing edges' values. Every built-in view prefers the system spacing (8 on
/// iOS) on each edge; SwiftUI also varies it by the kinds of the two neighbours, which Easel does
/// not (docs/Differences.md). A custom layout reports its own with `spacing(subviews:cache:)`.
public struct ViewSpacing: Sendable {
    /// Zero on every edge (an empty view's spacing).
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    package var top: CGFloat
    package var leading: CGFloat
    package var bottom: CGFloat
    package var trailing: CGFloat

    /// The system spacing on every edge.
    public init() { self.init(top: LayoutDefaults.spacing, leading: LayoutDefaults.spacing, bottom: LayoutDefaults.spacing, trailing: LayoutDefaults.spacing) }

    package init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The space between this view and `next`, which follows it along `axis`: the larger of this
    /// view's trailing (bottom) preference and `next`'s leading (top) one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }

    /// Takes, on each of `edges`, the larger of this value and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This value with, on each of `edges`, the larger of it and `other`'s.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }

    /// This value with the system spacing back on `edges` (what padding does to the edges it pads).
    package func resetting(_ edges: Edge.Set) -> ViewSpacing {
        var s = self
        let d = ViewSpacing()
        if edges.contains(.top) { s.top = d.top }
        if edges.contains(.leading) { s.leading = d.leading }
        if edges.contains(.bottom) { s.bottom = d.bottom }
        if edges.contains(.trailing) { s.trailing = d.trailing }
        return s
    }

    /// The spacing of a row or column of views, as a stack reports it: every view's on the edges
    /// across `axis`, the first view's on the leading (top) edge and the last one's on the
    /// trailing (bottom) edge; zero for no views.
    package static func ofSequence<S: Sequence>(_ spacings: S, along axis: Axis) -> ViewSpacing where S.Element == ViewSpacing {
        var result = ViewSpacing.zero
        var last: ViewSpacing?
        let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        for s in spacings {
            result.formUnion(s, edges: last == nil ? .all : across)
            last = s
        }
        guard let last else { return result }
        // The last view's trailing (bottom) edge is the row's, whatever the views before it prefer there.
        if axis == .horizontal { result.trailing = last.trailing } else { result.bottom = last.bottom }
        return result
    }

    /// Every view's spacing on every edge (the default for a custom layout).
    package static func union<S: Sequence>(_ spacings: S) -> ViewSpacing where S.Element == ViewSpacing {
        spacings.reduce(ViewSpacing.zero) { $0.union($1) }
    }
}
