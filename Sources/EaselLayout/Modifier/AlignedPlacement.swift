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
    /// in the child, built-in guides are computed directly (no `ViewDimensions`, no closures).
    /// `builtin` is `Builtin(alignment)`, which frames keep next to their other fields.
    @inline(__always)
    static func origin(child: LayoutNode, proposal: ProposedViewSize, size: CGSize, in box: CGSize, alignment: Alignment, builtin: Builtin, _ ctx: LayoutContext) -> CGPoint {
        let h = builtin.horizontal, v = builtin.vertical
        if h != 0 && v != 0 && !child.mayHaveExplicitGuides {
            return CGPoint(x: offset(h, box.width, size.width), y: offset(v, box.height, size.height))
        }
        return generalOrigin(child: child, proposal: proposal, size: size, in: box, alignment: alignment, ctx)
    }

    /// The `AlignmentKey.builtin` tags of an alignment's two guides (two bytes, read without the keys).
    struct Builtin {
        let horizontal: UInt8
        let vertical: UInt8
        init(_ a: Alignment) {
            horizontal = a.horizontal.key.builtin
            vertical = a.vertical.key.builtin
        }
    }

    /// The box's guide minus the child's, for a built-in guide (`AlignmentKey.builtin`).
    @inline(__always)
    private static func offset(_ builtin: UInt8, _ box: CGFloat, _ child: CGFloat) -> CGFloat {
        switch builtin {
        case 1: return 0
        case 2: return box / 2 - child / 2
        default: return box - child
        }
    }

    @inline(never)
    private static func generalOrigin(child: LayoutNode, proposal: ProposedViewSize, size: CGSize, in box: CGSize, alignment: Alignment, _ ctx: LayoutContext) -> CGPoint {
        origin(child: child.dimensions(proposal, size, ctx), in: box, alignment: alignment)
    }
}

/// A node with exactly one child that it places at an offset and proposes a transformed proposal.
/// Explicit guides of the child pass through, shifted by the child's origin.
open class SingleChildNode: LayoutNode {
    public var child: LayoutNode { firstChildRef!.takeUnretainedValue() }

    /// The child's size for `proposal`, without retaining the child.
    @inline(__always) final func childSize(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        firstChildRef!._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal, ctx) }
    }

    public init(kind: String, child: LayoutNode) {
        super.init(kind: kind, children: [child])
        placementPath = .singleChild
    }

    /// Override: what the child is proposed.
    open func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }
    /// Override: where the child goes inside `size`.
    open func childOrigin(_ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGPoint { .zero }

    open override func computeSize(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        childSize(childProposal(proposal), ctx)
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
    func childOrigin(_ proposal: ProposedViewSize, _ size: CGSize, child: LayoutNode, childProposal: ProposedViewSize, childSize: CGSize, _ ctx: LayoutContext) -> CGPoint {
        childOrigin(proposal, size, ctx)
    }

    /// The child's dimensions for this node's proposal.
    func childDimensions(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> ViewDimensions {
        let p = childProposal(proposal)
        return child.dimensions(p, child.sizeThatFits(p, ctx), ctx)
    }
}
