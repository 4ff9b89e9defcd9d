import Foundation

/// A container that lays out all its children at once for a proposal (stacks): it computes an
/// `Arrangement` per proposal, caches it, and answers size, placements and explicit guides from it.
package class ArrangingNode: LayoutNode {
    /// Where every child goes for one proposal.
    package struct Arrangement {
        package var proposals: [ProposedViewSize]
        package var sizes: [CGSize]
        package var origins: [CGPoint]
        package var size: CGSize
        /// How many children, from the first, were laid out; the others were estimated (a lazy
        /// stack's rows beyond the screen) and are not placed.
        package var realized: Int

        package init(proposals: [ProposedViewSize], sizes: [CGSize], origins: [CGPoint], size: CGSize, realized: Int? = nil) {
            self.proposals = proposals
            self.sizes = sizes
            self.origins = origins
            self.size = size
            self.realized = realized ?? sizes.count
        }

        package static let empty = Arrangement(proposals: [], sizes: [], origins: [], size: .zero)
    }

    /// The first proposal's arrangement, kept in fields: most nodes are asked about one proposal
    /// (their size, then their placement) and so never make the table below (an allocation, and a
    /// hash of the proposal at every question).
    private var firstProposal: ProposedViewSize?
    private var firstArrangement = Arrangement.empty
    /// The other proposals' arrangements.
    @exclusivity(unchecked) private var arrangements: [ProposedViewSize: Arrangement] = [:]

    /// Override: the arrangement for a proposal (called once per proposal per pass).
    package func computeArrangement(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> Arrangement { .empty }

    /// The cached arrangement for a proposal.
    package final func arrange(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> Arrangement {
        if let first = firstProposal {
            if first == proposal { return firstArrangement }
            if let a = arrangements[proposal] { return a }
        }
        let a = computeArrangement(proposal, ctx)
        if firstProposal == nil {
            firstProposal = proposal
            firstArrangement = a
        } else {
            arrangements[proposal] = a
        }
        return a
    }

    package override func didInvalidate() {
        firstProposal = nil
        firstArrangement = .empty
        arrangements.removeAll()
    }

    package override func computeSize(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        arrange(proposal, ctx).size
    }

    package override func placements(_ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        let a = arrange(proposal, ctx)
        return (0..<a.realized).map { Placement(node: children[$0], origin: a.origins[$0], proposal: a.proposals[$0]) }
    }

    /// Children's explicit values, in this node's coordinates, merged by the guide's rule.
    package override func computeExplicitAlignment(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        guard key.merge != .none else { return nil }
        let a = arrange(proposal, ctx)
        var values: [CGFloat] = []
        for (i, child) in children.prefix(a.realized).enumerated() {
            if let v = child.explicitAlignment(key, a.proposals[i], a.sizes[i], ctx) { values.append(v + a.origins[i][key.axis]) }
        }
        return AlignmentMerging.merge(values, key.merge)
    }
}
