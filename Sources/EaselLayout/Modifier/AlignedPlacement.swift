import Foundation

/// Places a child inside a box so that the child's guide meets the box's guide of the same alignment.
/// The box uses the guides' default values (a frame or secondary view has no explicit guides of its own).
enum AlignedPlacement {
    static func origin(child: ViewDimensions, in box: CGSize, alignment: Alignment) -> CGPoint {
        let boxDims = ViewDimensions(width: box.width, height: box.height)
        return CGPoint(x: boxDims[alignment.horizontal] - child[alignment.horizontal],
                       y: boxDims[alignment.vertical] - child[alignment.vertical])
    }

    /// The same origin for a child node whose proposal and size are known: without explicit guides
    /// in the child, the guides' default values are computed directly (no `ViewDimensions`).
    @inline(__always)
    static func origin(child: LayoutNode, proposal: ProposedViewSize, size: CGSize, in box: CGSize, alignment: Alignment, _ ctx: LayoutContext) -> CGPoint {
        if child.mayHaveExplicitGuides {
            return origin(child: child.dimensions(proposal, size, ctx), in: box, alignment: alignment)
        }
        let h = alignment.horizontal.key, v = alignment.vertical.key
        return CGPoint(x: h.defaultValue(size: box) - h.defaultValue(size: size),
                       y: v.defaultValue(size: box) - v.defaultValue(size: size))
    }
}

/// A node with exactly one child that it places at an offset and proposes a transformed proposal.
/// Explicit guides of the child pass through, shifted by the child's origin.
open class SingleChildNode: LayoutNode {
    public var child: LayoutNode { children[0] }

    public init(kind: String, child: LayoutNode) {
        super.init(kind: kind, children: [child])
        placementPath = .singleChild
    }

    /// Override: what the child is proposed.
    open func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }
    /// Override: where the child goes inside `size`.
    open func childOrigin(_ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGPoint { .zero }

    open override func computeSize(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        child.sizeThatFits(childProposal(proposal), ctx)
    }

    public override func placements(_ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        [Placement(node: child, origin: childOrigin(proposal, size, ctx), proposal: childProposal(proposal))]
    }

    open override func computeExplicitAlignment(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        let p = childProposal(proposal)
        guard let v = child.explicitAlignment(key, p, child.sizeThatFits(p, ctx), ctx) else { return nil }
        return v + childOrigin(proposal, size, ctx)[key.axis]
    }

    /// Where the child goes when its proposal and size are already known (the placement pass).
    /// Override in this module when `childOrigin` can use them instead of asking the child again.
    func childOrigin(_ proposal: ProposedViewSize, _ size: CGSize, childProposal: ProposedViewSize, childSize: CGSize, _ ctx: LayoutContext) -> CGPoint {
        childOrigin(proposal, size, ctx)
    }

    /// The child's dimensions for this node's proposal.
    func childDimensions(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> ViewDimensions {
        let p = childProposal(proposal)
        return child.dimensions(p, child.sizeThatFits(p, ctx), ctx)
    }
}
