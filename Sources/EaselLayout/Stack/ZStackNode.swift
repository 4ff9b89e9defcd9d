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

    /// Every child's spacing on every edge.
    package override func viewSpacing(_ ctx: LayoutContext) -> ViewSpacing { ViewSpacing.union(children.lazy.map { $0.viewSpacing(ctx) }) }

    package override func computeArrangement(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> Arrangement {
        let n = children.count
        guard n > 0 else { return .empty }
        var proposals = [ProposedViewSize](repeating: proposal, count: n)
        var origins = [CGPoint](repeating: .zero, count: n)
        var sizes = [CGSize](repeating: .zero, count: n)
        // The highest priority (as `max()` finds it) and the children that have it, without an
        // array of the priorities.
        var top = children[0].layoutPriority
        for i in 1..<n where top < children[i].layoutPriority { top = children[i].layoutPriority }
        var primary: [Int] = []
        primary.reserveCapacity(n)
        for i in 0..<n where children[i].layoutPriority == top { primary.append(i) }

        // Guides of the primary children; in each axis they meet on one line (`GuideLine`). Kept
        // as pairs in one array (an array per child cost an allocation each).
        var guideValues = [(horizontal: CGFloat, vertical: CGFloat)](repeating: (0, 0), count: n)
        for i in primary {
            let s = children[i].sizeThatFits(proposal, ctx)
            sizes[i] = s
            let d = children[i].dimensions(proposal, s, ctx)
            guideValues[i] = (d[alignment.horizontal], d[alignment.vertical])
        }
        let guides = guideValues
        var extent = CGSize.zero
        var line = (horizontal: CGFloat(0), vertical: CGFloat(0))
        for axis in [Axis.horizontal, .vertical] {
            let horizontal = axis == .horizontal
            extent[axis] = GuideLine.align(
                count: primary.count, guide: { horizontal ? guides[primary[$0]].horizontal : guides[primary[$0]].vertical },
                length: { sizes[primary[$0]][axis] },
                place: { origins[primary[$0]][axis] = $1 })
            // Where the line lies, for the children that are proposed the stack's size below.
            if let i = primary.first(where: { sizes[$0][axis].isFinite && (horizontal ? guides[$0].horizontal : guides[$0].vertical).isFinite }) {
                if horizontal {
                    line.horizontal = origins[i].x + guides[i].horizontal
                } else {
                    line.vertical = origins[i].y + guides[i].vertical
                }
            }
        }
        // The rest are proposed the stack's size and aligned on the same line.
        for i in children.indices where children[i].layoutPriority != top {
            let p = ProposedViewSize(extent)
            proposals[i] = p
            let s = children[i].sizeThatFits(p, ctx)
            sizes[i] = s
            let d = children[i].dimensions(p, s, ctx)
            origins[i] = CGPoint(x: line.horizontal - d[alignment.horizontal], y: line.vertical - d[alignment.vertical])
        }
        return Arrangement(proposals: proposals, sizes: sizes, origins: origins, size: extent)
    }
}
