import Foundation

/// Runs a layout pass: proposes to the root, then places every node top-down into absolute frames.
public enum Placer {
    /// Lays out `root` for `proposal` with its top-left corner at `origin`, returning the placed tree.
    public static func place(_ root: LayoutNode, proposal: ProposedViewSize, origin: CGPoint = .zero, _ ctx: LayoutContext) -> PlacedNode {
        place(root, proposal: proposal, origin: origin, hidden: false, depth: 0, ctx)
    }

    /// Deepest nesting a tree may reach before placement stops with an error.
    public static let depthLimit = 2_000

    private static func place(_ node: LayoutNode, proposal: ProposedViewSize, origin: CGPoint, hidden: Bool, depth: Int, _ ctx: LayoutContext) -> PlacedNode {
        let size = node.sizeThatFits(proposal, ctx)
        let offset = node.drawOffset
        let drawOrigin = CGPoint(x: origin.x + offset.width, y: origin.y + offset.height)
        let frame = CGRect(x: ctx.round(drawOrigin.x), y: ctx.round(drawOrigin.y), width: size.width, height: size.height)
        let isHidden = hidden || node.isHidden
        let placed = PlacedNode(node: node, frame: frame, proposal: proposal, children: [], isHidden: isHidden)
        guard depth < depthLimit, ctx.error == nil else {
            if depth >= depthLimit { ctx.fail(.tooManyNodes(limit: depthLimit)) }
            return placed
        }
        node.materialize(size: size, globalOrigin: drawOrigin, ctx)
        // Questions asked while placing (secondary views, GeometryReader content) nest under this node.
        ctx.trace?.depth = depth + 1
        placed.children = node.placements(proposal, size, ctx).map { p in
            var x = p.origin.x
            if node.isRightToLeft {
                // Mirror within this node: the child's leading edge goes to the right.
                x = size.width - x - p.node.sizeThatFits(p.proposal, ctx).width
            }
            return place(p.node, proposal: p.proposal,
                         origin: CGPoint(x: drawOrigin.x + x, y: drawOrigin.y + p.origin.y),
                         hidden: isHidden, depth: depth + 1, ctx)
        }
        return placed
    }
}
