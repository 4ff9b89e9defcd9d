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

    /// The container's spacing, as the built-in node reports it.
    func builtinSpacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let ctx = subviews.items.first?.ctx else { return .zero }
        return makeNode(children: subviews.items.map(\.node)).viewSpacing(ctx)
    }

    /// Places the subviews in `bounds` where the built-in node would put them. A grid places the
    /// cells of its `GridRow` subviews: each row is placed at its first line and told where its
    /// cells go (`GridRowNode.gridPlacements`), so its cells land in the grid's columns.
    func builtinPlace(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        guard let ctx = subviews.items.first?.ctx else { return }
        let node = makeNode(children: subviews.items.map(\.node))
        let size = node.sizeThatFits(proposal, ctx)
        var cells: [Int: [Placement]] = [:]
        for p in node.placements(proposal, size, ctx) {
            if let i = subviews.items.firstIndex(where: { $0.node === p.node }) {
                subviews.items[i].place(at: CGPoint(x: bounds.minX + p.origin.x, y: bounds.minY + p.origin.y), proposal: p.proposal)
            } else if let i = subviews.items.firstIndex(where: { ($0.node as? GridRowNode)?.children.contains { $0 === p.node } == true }) {
                cells[i, default: []].append(p)
            }
        }
        for (i, placed) in cells {
            guard let row = subviews.items[i].node as? GridRowNode else { continue }
            let top = placed.map(\.origin.y).min() ?? 0
            let bottom = placed.map { $0.origin.y + $0.node.sizeThatFits($0.proposal, ctx).height }.max() ?? top
            row.gridPlacements = placed.map { Placement(node: $0.node, origin: CGPoint(x: $0.origin.x, y: $0.origin.y - top), proposal: $0.proposal) }
            subviews.items[i].place(at: CGPoint(x: bounds.minX, y: bounds.minY + top), proposal: ProposedViewSize(width: size.width, height: bottom - top))
        }
    }
}

/// Makes the node for any layout value.
package func makeLayoutNode<L: Layout>(_ layout: L, children: [LayoutNode]) -> LayoutNode {
    if let b = layout as? BuiltinLayout { return b.makeNode(children: children) }
    return CustomLayoutNode(layout: layout, children: children)
}
