import Foundation

/// ZStack as a layout value (SwiftUI's `ZStackLayout`).
public struct ZStackLayout: Layout, BuiltinLayout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    package func makeNode(children: [LayoutNode]) -> LayoutNode { ZStackNode(alignment: alignment, children: children) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { builtinSize(proposal, subviews) }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        builtinPlace(in: bounds, proposal, subviews)
    }
    /// The spacing the built-in container reports: its subviews' at its edges.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { builtinSpacing(subviews) }
}
