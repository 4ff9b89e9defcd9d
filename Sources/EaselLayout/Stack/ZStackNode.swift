import Foundation

/// ZStack: children overlaid, first at the back, each aligned on `alignment` in both axes.
///
/// The stack's size is the union of the bounds of the children with the highest layout priority;
/// children with a lower priority are proposed that size and take no part in sizing (seed 004,
/// "ZStack as a Secondary View").
package final class ZStackNode: ArrangingNode {
    package let alignment: Alignment

    package init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        super.init(kind: "ZStack", children: children)
    }

    package override func computeArrangement(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> Arrangement {
        let n = children.count
        var proposals = [ProposedViewSize](repeating: proposal, count: n)
        var origins = [CGPoint](repeating: .zero, count: n)
        var sizes = [CGSize](repeating: .zero, count: n)
        guard n > 0 else { return .empty }
        let top = children.map(\.layoutPriority).max()!
        let primary = children.indices.filter { children[$0].layoutPriority == top }

        // Guides of the primary children; in each axis they meet on one line (`GuideLine`).
        var guides = [[CGFloat]](repeating: [0, 0], count: n)
        for i in primary {
            let s = children[i].sizeThatFits(proposal, ctx)
            sizes[i] = s
            let d = children[i].dimensions(proposal, s, ctx)
            guides[i] = [d[alignment.horizontal], d[alignment.vertical]]
        }
        var extent = CGSize.zero
        var line: [CGFloat] = [0, 0]
        for (axis, k) in [(Axis.horizontal, 0), (Axis.vertical, 1)] {
            extent[axis] = GuideLine.align(
                count: primary.count, guide: { guides[primary[$0]][k] },
                length: { sizes[primary[$0]][axis] },
                place: { origins[primary[$0]][axis] = $1 })
            // Where the line lies, for the children that are proposed the stack's size below.
            if let i = primary.first(where: { sizes[$0][axis].isFinite && guides[$0][k].isFinite }) {
                line[k] = origins[i][axis] + guides[i][k]
            }
        }
        // The rest are proposed the stack's size and aligned on the same line.
        for i in children.indices where children[i].layoutPriority != top {
            let p = ProposedViewSize(extent)
            proposals[i] = p
            let s = children[i].sizeThatFits(p, ctx)
            sizes[i] = s
            let d = children[i].dimensions(p, s, ctx)
            origins[i] = CGPoint(x: line[0] - d[alignment.horizontal], y: line[1] - d[alignment.vertical])
        }
        return Arrangement(proposals: proposals, sizes: sizes, origins: origins, size: extent)
    }
}
