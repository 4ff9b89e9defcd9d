import Foundation

/// ZStack: children overlaid, first at the back, each aligned on `alignment` in both axes.
///
/// The stack's size is the union of the bounds of the children with the highest layout priority;
/// children with a lower priority are proposed that size and take no part in sizing (seed 004,
/// "ZStack as a Secondary View").
public final class ZStackNode: LayoutNode {
    public let alignment: Alignment

    struct Arrangement {
        var proposals: [ProposedViewSize]
        var origins: [CGPoint]
        var size: CGSize
    }
    private var arrangements: [ProposedViewSize: Arrangement] = [:]

    public init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        super.init(kind: "ZStack", children: children)
    }

    public override func didInvalidate() { arrangements.removeAll() }

    public override func computeSize(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        arrange(proposal, ctx).size
    }

    public override func placements(_ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        let a = arrange(proposal, ctx)
        return children.indices.map { Placement(node: children[$0], origin: a.origins[$0], proposal: a.proposals[$0]) }
    }

    public override func computeExplicitAlignment(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        guard key.merge != .none else { return nil }
        let a = arrange(proposal, ctx)
        var values: [CGFloat] = []
        for (i, child) in children.enumerated() {
            let s = child.sizeThatFits(a.proposals[i], ctx)
            if let v = child.explicitAlignment(key, a.proposals[i], s, ctx) { values.append(v + a.origins[i][key.axis]) }
        }
        return AlignmentMerging.merge(values, key.merge)
    }

    private func arrange(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> Arrangement {
        if let a = arrangements[proposal] { return a }
        let n = children.count
        var proposals = [ProposedViewSize](repeating: proposal, count: n)
        var origins = [CGPoint](repeating: .zero, count: n)
        guard n > 0 else { return Arrangement(proposals: [], origins: [], size: .zero) }
        let top = children.map(\.layoutPriority).max()!
        let primary = children.indices.filter { children[$0].layoutPriority == top }

        // Guides of the primary children; the line in each axis is the largest guide.
        var guides = [[CGFloat]](repeating: [0, 0], count: n)
        var line: [CGFloat] = [-.infinity, -.infinity]
        for i in primary {
            let s = children[i].sizeThatFits(proposal, ctx)
            let d = children[i].dimensions(proposal, s, ctx)
            guides[i] = [d[alignment.horizontal], d[alignment.vertical]]
            line[0] = max(line[0], guides[i][0])
            line[1] = max(line[1], guides[i][1])
        }
        var extent = CGSize.zero
        for i in primary {
            let s = children[i].sizeThatFits(proposal, ctx)
            origins[i] = CGPoint(x: line[0] - guides[i][0], y: line[1] - guides[i][1])
            extent.width = max(extent.width, origins[i].x + s.width)
            extent.height = max(extent.height, origins[i].y + s.height)
        }
        // The rest are proposed the stack's size and aligned on the same line.
        for i in children.indices where children[i].layoutPriority != top {
            let p = ProposedViewSize(extent)
            proposals[i] = p
            let s = children[i].sizeThatFits(p, ctx)
            let d = children[i].dimensions(p, s, ctx)
            origins[i] = CGPoint(x: line[0] - d[alignment.horizontal], y: line[1] - d[alignment.vertical])
        }
        let a = Arrangement(proposals: proposals, origins: origins, size: extent)
        arrangements[proposal] = a
        return a
    }
}
