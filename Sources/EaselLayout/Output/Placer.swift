import Foundation

/// Runs a layout pass: proposes to the root, then places every node top-down into absolute frames.
package enum Placer {
    /// Lays out `root` for `proposal` with its top-left corner at `origin`, returning the placed tree.
    package static func place(_ root: LayoutNode, proposal: ProposedViewSize, origin: CGPoint = .zero, _ ctx: LayoutContext) -> PlacedNode {
        if ctx.trace != nil {
            return tracedPlace(root, proposal: proposal, origin: origin, hidden: false, depth: 0, ctx)
        }
        let size = root.sizeThatFits(proposal, ctx)
        return place(root, proposal: proposal, size: size, origin: origin, hidden: false, depth: 0, ctx)
    }

    /// Deepest nesting a tree may reach before placement stops with an error.
    package static let depthLimit = 2_000

    /// Places `node`, which chose `size` for `proposal` (its parent already asked), and its subtree.
    /// Children's sizes come from the parent's own computation (a single child's proposal, a stack's
    /// arrangement) instead of a second cache lookup.
    private static func place(_ node: LayoutNode, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, hidden: Bool, depth: Int, _ ctx: LayoutContext)
        -> PlacedNode
    {
        let start = begin(node, proposal: proposal, size: size, origin: origin, hidden: hidden, depth: depth, ctx)
        if let leaf = start.stop { return leaf }
        let drawOrigin = start.drawOrigin, pixelFrame = start.pixelFrame, isHidden = start.isHidden
        let rightToLeft = node.isRightToLeft
        // A single child is placed straight into the placed node's `ChildList` (no array); the
        // other paths collect theirs in an array.
        if node.placementPath == .singleChild {
            let single = unsafeDowncast(node, to: SingleChildNode.self)
            let placedChild = single.firstChildRef!._withUnsafeGuaranteedRef { child in
                let cp = single.childProposal(proposal)
                let cs = child.sizeThatFits(cp, ctx)
                var o = single.childOrigin(proposal, size, child: child, childProposal: cp, childSize: cs, ctx)
                o.x = mirrored(o.x, cs.width, in: size.width, rightToLeft)
                return place(
                    child, proposal: cp, size: cs, origin: CGPoint(x: drawOrigin.x + o.x, y: drawOrigin.y + o.y),
                    hidden: isHidden, depth: depth + 1, ctx)
            }
            return PlacedNode(
                node: node, size: size, pixelFrame: pixelFrame, proposal: proposal, children: ChildList(placedChild), isHidden: isHidden)
        }
        var children: [PlacedNode] = []
        switch node.placementPath {
        case .singleChild:
            break
        case .arranged:
            let stack = unsafeDowncast(node, to: ArrangingNode.self)
            let a = stack.arrange(proposal, ctx)
            children.reserveCapacity(a.realized)
            stack.children.withUnretainedElements { nodes in
                for i in 0..<a.realized {
                    let cs = a.sizes[i]
                    var o = a.origins[i]
                    o.x = mirrored(o.x, cs.width, in: size.width, rightToLeft)
                    children.append(
                        nodes[i]._withUnsafeGuaranteedRef { child in
                            place(
                                child, proposal: a.proposals[i], size: cs,
                                origin: CGPoint(x: drawOrigin.x + o.x, y: drawOrigin.y + o.y),
                                hidden: isHidden, depth: depth + 1, ctx)
                        })
                }
            }
        case .inherited:
            // A leaf (most nodes on this path) has no first child: nothing to copy or walk.
            guard node.firstChildRef != nil else { break }
            let nodes = node.children
            children.reserveCapacity(nodes.count)
            for child in nodes {
                let cs = child.sizeThatFits(proposal, ctx)
                let x = mirrored(0, cs.width, in: size.width, rightToLeft)
                children.append(
                    place(
                        child, proposal: proposal, size: cs, origin: CGPoint(x: drawOrigin.x + x, y: drawOrigin.y),
                        hidden: isHidden, depth: depth + 1, ctx))
            }
        case .general:
            let placements = node.placements(proposal, size, ctx)
            children.reserveCapacity(placements.count)
            func placeChild(_ p: Placement) -> PlacedNode {
                let cs = p.node.sizeThatFits(p.proposal, ctx)
                let x = mirrored(p.origin.x, cs.width, in: size.width, rightToLeft)
                return place(
                    p.node, proposal: p.proposal, size: cs,
                    origin: CGPoint(x: drawOrigin.x + x, y: drawOrigin.y + p.origin.y),
                    hidden: isHidden, depth: depth + 1, ctx)
            }
            if node.placesLastChildFirst, let last = placements.last {
                let placedLast = placeChild(last)
                for p in placements.dropLast() { children.append(placeChild(p)) }
                children.append(placedLast)
            } else {
                for p in placements { children.append(placeChild(p)) }
            }
        }
        return PlacedNode(
            node: node, size: size, pixelFrame: pixelFrame, proposal: proposal, children: ChildList(children), isHidden: isHidden)
    }

    /// What both passes do first for a node: where it draws (its origin plus its draw offset), its
    /// frame on the pixel grid (`PixelFrame`), whether it is hidden, and — past the depth limit or
    /// after a failure — the childless node to return instead of going deeper. Otherwise the node
    /// is materialized (GeometryReader content is built here).
    @inline(__always)
    private static func begin(
        _ node: LayoutNode, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, hidden: Bool,
        depth: Int, _ ctx: LayoutContext
    ) -> (drawOrigin: CGPoint, pixelFrame: PixelFrame, isHidden: Bool, stop: PlacedNode?) {
        let offset = node.drawOffset
        let drawOrigin = CGPoint(x: origin.x + offset.width, y: origin.y + offset.height)
        let pixelFrame = PixelFrame(origin: drawOrigin, size: size, ctx)
        let isHidden = hidden || node.isHidden
        guard depth < depthLimit, !ctx.failed else {
            if depth >= depthLimit { ctx.fail(.tooManyNodes(limit: depthLimit)) }
            return (
                drawOrigin, pixelFrame, isHidden,
                PlacedNode(node: node, size: size, pixelFrame: pixelFrame, proposal: proposal, children: ChildList(), isHidden: isHidden)
            )
        }
        ctx.willPlace(depth: depth)
        if let record = node.frameRecord {
            record.frame = CGRect(origin: origin, size: size)
            record.isRightToLeft = node.isRightToLeft
        }
        node.materialize(size: size, globalOrigin: drawOrigin, ctx)
        return (drawOrigin, pixelFrame, isHidden, nil)
    }

    /// A child's x in a right-to-left parent: its leading edge goes to the right.
    @inline(__always)
    private static func mirrored(_ x: CGFloat, _ childWidth: CGFloat, in width: CGFloat, _ rightToLeft: Bool) -> CGFloat {
        rightToLeft ? width - x - childWidth : x
    }

    /// The pass with a trace: every node asks its own size and its `placements`, so the recorded
    /// conversation nests under the node that asked.
    private static func tracedPlace(_ node: LayoutNode, proposal: ProposedViewSize, origin: CGPoint, hidden: Bool, depth: Int, _ ctx: LayoutContext)
        -> PlacedNode
    {
        let size = node.sizeThatFits(proposal, ctx)
        let start = begin(node, proposal: proposal, size: size, origin: origin, hidden: hidden, depth: depth, ctx)
        if let leaf = start.stop { return leaf }
        let drawOrigin = start.drawOrigin, isHidden = start.isHidden
        let placed = PlacedNode(node: node, size: size, pixelFrame: start.pixelFrame, proposal: proposal, children: ChildList(), isHidden: isHidden)
        // Questions asked while placing (secondary views, GeometryReader content) nest under this node.
        ctx.trace?.depth = depth + 1
        func placeChild(_ p: Placement) -> PlacedNode {
            let x = node.isRightToLeft ? mirrored(p.origin.x, p.node.sizeThatFits(p.proposal, ctx).width, in: size.width, true) : p.origin.x
            return tracedPlace(
                p.node, proposal: p.proposal,
                origin: CGPoint(x: drawOrigin.x + x, y: drawOrigin.y + p.origin.y),
                hidden: isHidden, depth: depth + 1, ctx)
        }
        let placements = node.placements(proposal, size, ctx)
        if node.placesLastChildFirst, let last = placements.last {
            let placedLast = placeChild(last)
            placed.children = ChildList(placements.dropLast().map(placeChild) + [placedLast])
        } else {
            placed.children = ChildList(placements.map(placeChild))
        }
        return placed
    }
}
