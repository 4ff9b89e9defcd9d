import Foundation

/// Runs a layout pass: proposes to the root, then places every node top-down into absolute frames.
///
/// There is one walk (`place(_:proposal:size:origin:hidden:depth:_:_:)`); whether it records the
/// layout conversation is its type parameter (`PlacementTracing`), so the untraced pass carries
/// no trace code at all.
package enum Placer {
    /// Lays out `root` for `proposal` with its top-left corner at `origin`, returning the placed tree.
    package static func place(_ root: LayoutNode, proposal: ProposedViewSize, origin: CGPoint = .zero, _ ctx: LayoutContext) -> PlacedNode {
        let size = root.sizeThatFits(proposal, ctx)
        if ctx.trace != nil {
            return place(root, proposal: proposal, size: size, origin: origin, hidden: false, depth: 0, ctx, Traced.self)
        }
        return place(root, proposal: proposal, size: size, origin: origin, hidden: false, depth: 0, ctx, Untraced.self)
    }

    /// Deepest nesting a tree may reach before placement stops with an error.
    package static let depthLimit = 2_000

    /// Places `node`, which chose `size` for `proposal` (its parent already asked), and its subtree.
    /// Children's sizes come from the parent's own computation (a single child's proposal, a stack's
    /// arrangement) instead of a second cache lookup.
    ///
    /// With `Tracing` = `Traced`, every node is reached through its `placements`, after the trace's
    /// depth is set to its children's, so the recorded conversation nests under the node that asked;
    /// the shortcuts of `PlacementPath` would ask some questions elsewhere.
    private static func place<Tracing: PlacementTracing>(
        _ node: LayoutNode, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, hidden: Bool, depth: Int,
        _ ctx: LayoutContext, _ tracing: Tracing.Type
    ) -> PlacedNode {
        let offset = node.drawOffset
        let drawOrigin = CGPoint(x: origin.x + offset.width, y: origin.y + offset.height)
        let pixelFrame = PixelFrame(origin: drawOrigin, size: size, ctx)
        guard depth < depthLimit, !ctx.failed else {
            if depth >= depthLimit { ctx.fail(.tooManyNodes(limit: depthLimit)) }
            return PlacedNode(
                node: node, size: size, pixelFrame: pixelFrame, proposal: proposal, children: ChildList(), isHidden: hidden || node.isHidden)
        }
        ctx.willPlace(depth: depth)
        if let record = node.frameRecord {
            record.frame = CGRect(origin: origin, size: size)
            record.isRightToLeft = node.isRightToLeft
        }
        node.materialize(size: size, globalOrigin: drawOrigin, ctx)
        // Read after `materialize`, where a node may choose it (`ScrollEdgeBackgroundNode`).
        let isHidden = hidden || node.isHidden
        // Questions asked while placing (secondary views, GeometryReader content) nest under this node.
        if Tracing.isTracing { ctx.trace?.depth = depth + 1 }

        let rightToLeft = node.isRightToLeft
        /// Where a child of `childWidth` at `o` in this node's coordinates goes in absolute ones:
        /// mirrored in a right-to-left node (its leading edge to the right), moved to where this
        /// node draws.
        @inline(__always)
        func absolute(_ o: CGPoint, childWidth: CGFloat) -> CGPoint {
            let x = rightToLeft ? size.width - o.x - childWidth : o.x
            return CGPoint(x: drawOrigin.x + x, y: drawOrigin.y + o.y)
        }
        /// Places a child, which chose `childSize` for `childProposal`, at the absolute `origin`:
        /// hidden with this node, one level deeper.
        @inline(__always)
        func placeChild(_ child: LayoutNode, _ childProposal: ProposedViewSize, _ childSize: CGSize, at origin: CGPoint) -> PlacedNode {
            place(child, proposal: childProposal, size: childSize, origin: origin, hidden: isHidden, depth: depth + 1, ctx, Tracing.self)
        }

        let path = Tracing.isTracing ? PlacementPath.general : node.placementPath
        // A single child is placed straight into the placed node's `ChildList` (no array); the
        // other paths collect theirs in an array.
        if path == .singleChild {
            let single = unsafeDowncast(node, to: SingleChildNode.self)
            let placedChild = single.firstChildRef!._withUnsafeGuaranteedRef { child in
                let cp = single.childProposal(proposal)
                let cs = child.sizeThatFits(cp, ctx)
                let o = single.childOrigin(proposal, size, child: child, childProposal: cp, childSize: cs, ctx)
                return placeChild(child, cp, cs, at: absolute(o, childWidth: cs.width))
            }
            return PlacedNode(
                node: node, size: size, pixelFrame: pixelFrame, proposal: proposal, children: ChildList(placedChild), isHidden: isHidden)
        }
        var children: [PlacedNode] = []
        switch path {
        case .singleChild:
            break
        case .arranged:
            let stack = unsafeDowncast(node, to: ArrangingNode.self)
            let a = stack.arrange(proposal, ctx)
            children.reserveCapacity(a.realized)
            stack.children.withUnretainedElements { nodes in
                for i in 0..<a.realized {
                    let cs = a.sizes[i]
                    let origin = absolute(a.origins[i], childWidth: cs.width)
                    children.append(nodes[i]._withUnsafeGuaranteedRef { child in placeChild(child, a.proposals[i], cs, at: origin) })
                }
            }
        case .inherited:
            // A leaf (most nodes on this path) has no first child: nothing to copy or walk.
            guard node.firstChildRef != nil else { break }
            let nodes = node.children
            children.reserveCapacity(nodes.count)
            for child in nodes {
                let cs = child.sizeThatFits(proposal, ctx)
                children.append(placeChild(child, proposal, cs, at: absolute(.zero, childWidth: cs.width)))
            }
        case .general:
            let placements = node.placements(proposal, size, ctx)
            children.reserveCapacity(placements.count)
            @inline(__always)
            func place(_ p: Placement) -> PlacedNode {
                let cs = p.node.sizeThatFits(p.proposal, ctx)
                return placeChild(p.node, p.proposal, cs, at: absolute(p.origin, childWidth: cs.width))
            }
            if node.placesLastChildFirst, let last = placements.last {
                let placedLast = place(last)
                for p in placements.dropLast() { children.append(place(p)) }
                children.append(placedLast)
            } else {
                for p in placements { children.append(place(p)) }
            }
        }
        return PlacedNode(
            node: node, size: size, pixelFrame: pixelFrame, proposal: proposal, children: ChildList(children), isHidden: isHidden)
    }
}

/// Whether a placement walk records the layout conversation (`LayoutContext.trace`). A type, not
/// a flag, so each walk is compiled on its own and the untraced one has no trace code in it.
private protocol PlacementTracing {
    /// True for the traced walk.
    static var isTracing: Bool { get }
}

/// The ordinary placement walk: takes every `PlacementPath` shortcut.
private enum Untraced: PlacementTracing {
    static var isTracing: Bool { false }
}

/// The walk with a trace: every node is asked its `placements` (see `Placer`).
private enum Traced: PlacementTracing {
    static var isTracing: Bool { true }
}
