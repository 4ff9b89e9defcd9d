import Foundation

/// Places a child inside a box so that the child's guide meets the box's guide of the same alignment.
/// The box uses the guides' default values (a frame or secondary view has no explicit guides of its own).
enum AlignedPlacement {
    static func origin(child: ViewDimensions, in box: CGSize, alignment: Alignment) -> CGPoint {
        let boxDims = ViewDimensions(width: box.width, height: box.height)
        return CGPoint(x: boxDims[alignment.horizontal] - child[alignment.horizontal],
                       y: boxDims[alignment.vertical] - child[alignment.vertical])
    }
}

/// A node with exactly one child that it places at an offset and proposes a transformed proposal.
/// Explicit guides of the child pass through, shifted by the child's origin.
open class SingleChildNode: LayoutNode {
    public var child: LayoutNode { children[0] }

    public init(kind: String, child: LayoutNode) {
        super.init(kind: kind, children: [child])
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

    /// The child's dimensions for this node's proposal.
    func childDimensions(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> ViewDimensions {
        let p = childProposal(proposal)
        return child.dimensions(p, child.sizeThatFits(p, ctx), ctx)
    }
}
