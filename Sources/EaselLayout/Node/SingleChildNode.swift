import Foundation

/// A node with exactly one child that it places at an offset and proposes a transformed proposal.
/// Explicit guides of the child pass through, shifted by the child's origin.
package class SingleChildNode: LayoutNode {
    package var child: LayoutNode { firstChildRef!.takeUnretainedValue() }

    /// The child's size for `proposal`, without retaining the child.
    @inline(__always) final func childSize(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        firstChildRef!._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal, ctx) }
    }

    package init(kind: String, child: LayoutNode) {
        super.init(kind: kind, child: child)
        placementPath = .singleChild
        // A modifier's view keeps the layout traits its content was given, as in SwiftUI, where
        // `.layoutPriority(1).border(.gray)` still has priority 1.
        // (`modifiedChild`, read without retaining the child: it is final here.)
        if carriesChildTraits { layoutPriority = firstChildRef!._withUnsafeGuaranteedRef { $0.layoutPriority } }
    }

    /// Whether this node is a modifier of its child's view, carrying the child's layout traits
    /// (layout priority, grid cell settings) to its parent; a container (a scroll view) is not.
    package var carriesChildTraits: Bool { true }

    package final override var modifiedChild: LayoutNode? { carriesChildTraits ? child : nil }

    /// Override: what the child is proposed.
    package func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }
    /// Override: where the child goes inside `size`.
    package func childOrigin(_ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGPoint { .zero }

    package override func computeSize(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        childSize(childProposal(proposal), ctx)
    }

    package override func placements(_ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        [Placement(node: child, origin: childOrigin(proposal, size, ctx), proposal: childProposal(proposal))]
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        let p = childProposal(proposal)
        guard let v = child.explicitAlignment(key, p, child.sizeThatFits(p, ctx), ctx) else { return nil }
        return v + childOrigin(proposal, size, ctx)[key.axis]
    }

    /// Where the child goes when its proposal and size are already known (the placement pass).
    /// Override in this module when `childOrigin` can use them instead of asking the child again.
    func childOrigin(_ proposal: ProposedViewSize, _ size: CGSize, child: LayoutNode, childProposal: ProposedViewSize, childSize: CGSize, _ ctx: LayoutContext)
        -> CGPoint
    {
        childOrigin(proposal, size, ctx)
    }

    /// The child's dimensions for this node's proposal.
    func childDimensions(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> ViewDimensions {
        let p = childProposal(proposal)
        return child.dimensions(p, child.sizeThatFits(p, ctx), ctx)
    }
}
