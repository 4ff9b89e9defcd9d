import Foundation

/// The built-in containers as `Layout` values (for `AnyLayout` and `callAsFunction`): they lay out
/// with the same nodes as HStack, VStack and ZStack — in a view tree, and when another layout
/// calls their `sizeThatFits` / `placeSubviews` directly (the node's algorithm runs over the
/// subviews' own nodes).
package protocol BuiltinLayout {
    /// The node this layout lays its children out with.
    func makeNode(children: [LayoutNode]) -> LayoutNode
}

extension BuiltinLayout {
    /// The container's size for `proposal`, by the same algorithm as the built-in node.
    func builtinSize(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        guard let ctx = subviews.items.first?.ctx else { return .zero }
        return makeNode(children: subviews.items.map(\.node)).sizeThatFits(proposal, ctx)
    }

    /// Places the subviews in `bounds` where the built-in node would put them.
    func builtinPlace(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        guard let ctx = subviews.items.first?.ctx else { return }
        let node = makeNode(children: subviews.items.map(\.node))
        let size = node.sizeThatFits(proposal, ctx)
        for p in node.placements(proposal, size, ctx) {
            guard let i = subviews.items.firstIndex(where: { $0.node === p.node }) else { continue }
            subviews[i].place(at: CGPoint(x: bounds.minX + p.origin.x, y: bounds.minY + p.origin.y), proposal: p.proposal)
        }
    }
}

/// HStack as a layout value (SwiftUI's `HStackLayout`).
public struct HStackLayout: Layout, BuiltinLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { self.alignment = alignment; self.spacing = spacing }
    package func makeNode(children: [LayoutNode]) -> LayoutNode {
        StackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing, children: children)
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { builtinSize(proposal, subviews) }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        builtinPlace(in: bounds, proposal, subviews)
    }
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }
}

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
    public static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
}

/// ZStack as a layout value (SwiftUI's `ZStackLayout`).
public struct ZStackLayout: Layout, BuiltinLayout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    package func makeNode(children: [LayoutNode]) -> LayoutNode { ZStackNode(alignment: alignment, children: children) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { builtinSize(proposal, subviews) }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        builtinPlace(in: bounds, proposal, subviews)
    }
}

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
}

extension AnyLayout: BuiltinLayout {}

/// Makes the node for any layout value.
package func makeLayoutNode<L: Layout>(_ layout: L, children: [LayoutNode]) -> LayoutNode {
    if let b = layout as? BuiltinLayout { return b.makeNode(children: children) }
    return CustomLayoutNode(layout: layout, children: children)
}
