import Foundation

/// A type-erased layout, so one container can switch layouts (SwiftUI's `AnyLayout`).
public struct AnyLayout: Layout {
    let make: ([LayoutNode]) -> LayoutNode
    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout { make = any.make; return }
        if let builtin = layout as? BuiltinLayout {
            make = { builtin.makeNode(children: $0) }
        } else {
            make = { CustomLayoutNode(layout: layout, children: $0) }
        }
    }
    /// The node for a list of children.
    package func makeNode(children: [LayoutNode]) -> LayoutNode { make(children) }
    /// The wrapped layout's size, through the node it lays out with.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { builtinSize(proposal, subviews) }
    /// The wrapped layout's placements.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        builtinPlace(in: bounds, proposal, subviews)
    }
    /// The spacing the built-in container reports: its subviews' at its edges.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { builtinSpacing(subviews) }
}

extension AnyLayout: BuiltinLayout {}
