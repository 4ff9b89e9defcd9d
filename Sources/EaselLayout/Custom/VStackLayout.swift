import Foundation

/// VStack as a layout value (SwiftUI's `VStackLayout`).
public struct VStackLayout: Layout, BuiltinLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    package func makeNode(children: [LayoutNode]) -> LayoutNode {
        StackNode(axis: .vertical, alignment: alignment.key, spacing: spacing, children: children)
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { builtinSize(proposal, subviews) }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        builtinPlace(in: bounds, proposal, subviews)
    }
    /// The spacing the built-in container reports: its subviews' at its edges.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { builtinSpacing(subviews) }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
}
