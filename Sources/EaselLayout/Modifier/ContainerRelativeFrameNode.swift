import Foundation

/// `containerRelativeFrame(_:alignment:_:)`: on the chosen axes, the view is proposed — and takes —
/// a length computed from its nearest container's (a scroll view's viewport, else the window's
/// safe area); on the others, and where the container's length is unknown, it is layout neutral.
/// The child is aligned in the frame.
package final class ContainerRelativeFrameNode: SingleChildNode {
    package let axes: Axis.Set
    package let alignment: Alignment
    /// The length on an axis from the container's length there.
    package let length: @Sendable (CGFloat, Axis) -> CGFloat
    /// The scroll view around this node, or nil for the window.
    package let container: ContainerGeometry?

    package init(
        axes: Axis.Set, alignment: Alignment, container: ContainerGeometry?,
        length: @escaping @Sendable (CGFloat, Axis) -> CGFloat, child: LayoutNode
    ) {
        self.axes = axes
        self.alignment = alignment
        self.container = container
        self.length = length
        super.init(kind: "containerRelativeFrame", child: child)
        placementPath = .general  // its proposal depends on the layout context, not only the parent's proposal
    }

    /// The frame's length on each axis, nil where it follows the child. A length asked of a
    /// container that has none (a scroll view asked for its ideal size, at the root of a render
    /// without a device) is reported as a reader's would be, so that the renderer puts the view on
    /// a screen, as Xcode's canvas shows it.
    func lengths(_ ctx: LayoutContext) -> (width: CGFloat?, height: CGFloat?) {
        let c = container?.size ?? ctx.windowSize
        func on(_ axis: Axis, _ l: CGFloat?) -> CGFloat? {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
            guard let l else {
                if container != nil { ctx.readerLackedAProposal = true }
                return nil
            }
            guard l.isFinite else { return nil }
            let v = length(l, axis)
            return v.isFinite ? max(0, v) : nil
        }
        return (on(.horizontal, c.width), on(.vertical, c.height))
    }

    /// What the child is proposed: the container's lengths on the frame's axes.
    func proposal(_ p: ProposedViewSize, _ ctx: LayoutContext) -> ProposedViewSize {
        let l = lengths(ctx)
        return ProposedViewSize(width: l.width ?? p.width, height: l.height ?? p.height)
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        let l = lengths(ctx)
        if let w = l.width, let h = l.height { return CGSize(width: w, height: h) }
        let c = childSize(proposal(p, ctx), ctx)
        return CGSize(width: l.width ?? c.width, height: l.height ?? c.height)
    }

    package override func placements(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        let q = proposal(p, ctx)
        return [Placement(node: child, origin: origin(q, size, ctx), proposal: q)]
    }

    func origin(_ q: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGPoint {
        AlignedPlacement.origin(child: child.dimensions(q, child.sizeThatFits(q, ctx), ctx), in: size, alignment: alignment)
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, _ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        let q = proposal(p, ctx)
        guard let v = child.explicitAlignment(key, q, child.sizeThatFits(q, ctx), ctx) else { return nil }
        return v + origin(q, size, ctx)[key.axis]
    }
}
