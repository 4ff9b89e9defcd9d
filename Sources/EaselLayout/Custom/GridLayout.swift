import Foundation

/// `Grid` as a layout value (SwiftUI's `GridLayout`), for `AnyLayout` and `callAsFunction`: its
/// `GridRow`s are rows of shared columns, laid out by the same node as `Grid`, so
/// `AnyLayout(GridLayout())` and `AnyLayout(VStackLayout())` can take turns over the same rows.
public struct GridLayout: Layout, BuiltinLayout {
    /// Where each cell sits in its cell, unless its row or column says otherwise.
    public var alignment: Alignment
    /// The space between columns; nil for the default (8 points).
    public var horizontalSpacing: CGFloat?
    /// The space between rows; nil for the default (8 points).
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// A spacing from the view code: nil, NaN or infinite is the default, negative is 0.
    private static func spacing(_ s: CGFloat?) -> CGFloat {
        guard let s, s.isFinite else { return LayoutDefaults.spacing }
        return max(0, s)
    }

    package func makeNode(children: [LayoutNode]) -> LayoutNode {
        GridNode(
            rows: children, alignment: alignment, horizontalSpacing: Self.spacing(horizontalSpacing),
            verticalSpacing: Self.spacing(verticalSpacing))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { builtinSize(proposal, subviews) }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        builtinPlace(in: bounds, proposal, subviews)
    }
    /// The spacing the built-in container reports: its subviews' at its edges.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { builtinSpacing(subviews) }
}
