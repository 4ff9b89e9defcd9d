import Foundation

/// HStack and VStack: children one after another along `axis`, aligned across it.
///
/// Space along the axis is shared as today's SwiftUI does: spacing is taken first; children are
/// grouped by layout priority (highest first), and within a group ordered from least to most
/// flexible (flexibility = length for an infinite proposal − length for a zero proposal). Each child in
/// turn is offered an equal share of what is left; the minimum lengths of lower-priority groups stay
/// reserved until their turn. Spacers form the last group, below every priority: they get what
/// the other children leave (at least their minimum length).
package final class StackNode: ArrangingNode {
    package let axis: Axis
    /// The guide children are aligned on, across the axis.
    package let alignment: AlignmentKey
    /// Space between neighbours.
    package let spacing: CGFloat

    /// Easel's default spacing between stack children (SwiftUI varies it by content; see docs/Differences.md).
    package static let defaultSpacing: CGFloat = 8

    /// Set for a lazy stack that scrolls along its axis from its start (a `LazyVStack` in a
    /// vertical scroll view, a list's rows): when it is asked for its ideal length on a screen,
    /// children past the screen's length are not laid out. They cannot be seen at the scroll
    /// view's initial position; each is counted as long as the average laid-out child.
    package var isLazyAlongScroll = false

    /// A stack of `children`; `kind` names it in layout output ("HStack" or "VStack" by default,
    /// "LazyVStack" for a lazy stack).
    package init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, children: [LayoutNode], kind: String? = nil) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing ?? StackNode.defaultSpacing
        super.init(kind: kind ?? (axis == .horizontal ? "HStack" : "VStack"), children: children)
        placementPath = .arranged
        LayoutNode.orient(children, along: axis)
    }

    package override func computeArrangement(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> Arrangement {
        let n = children.count
        let cross = axis.other
        let crossProposal = proposal[cross]
        guard n > 0 else { return .empty }
        let totalSpacing = spacing * CGFloat(n - 1)
        var realized = n
        var proposals = [ProposedViewSize](repeating: .unspecified, count: n)
        var sizes = [CGSize](repeating: .zero, count: n)

        if let main = proposal[axis] {
            // Probe each child's minimum and maximum along the axis.
            var minimum = [CGFloat](repeating: 0, count: n)
            var flexibility = [CGFloat](repeating: 0, count: n)
            // The common case: one priority and no spacers, a single group (checked on the way).
            let firstPriority = children[0].layoutPriority
            var singleGroup = true
            for (i, child) in children.enumerated() {
                let lo = child.sizeThatFits(ProposedViewSize(along: axis, 0, across: crossProposal), ctx)[axis]
                let hi = child.sizeThatFits(ProposedViewSize(along: axis, .infinity, across: crossProposal), ctx)[axis]
                minimum[i] = lo
                flexibility[i] = hi - lo
                if singleGroup && (child.layoutPriority != firstPriority || child is SpacerNode) { singleGroup = false }
            }
            if singleGroup {
                // Same arithmetic as below without building the groups.
                let total = minimum.reduce(0, +)
                var remaining = main - totalSpacing - total
                remaining += total
                var inOrder = true
                for i in 1..<n where flexibility[i] < flexibility[i - 1] { inOrder = false; break }
                var order = Array(0..<n)
                if !inOrder {
                    // Least flexible first; ties keep the children's order.
                    order.sort { a, b in flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b }
                }
                var left = CGFloat(n)
                for i in order {
                    let offer = main.isInfinite ? main : max(remaining / left, 0)
                    let p = ProposedViewSize(along: axis, offer, across: crossProposal)
                    proposals[i] = p
                    sizes[i] = children[i].sizeThatFits(p, ctx)
                    remaining -= sizes[i][axis]
                    left -= 1
                }
            } else {
            // Spacers only get leftovers: they form a group below every layout priority.
            let isSpacer = children.map { $0 is SpacerNode }
            let priorities = Set(children.indices.filter { !isSpacer[$0] }.map { children[$0].layoutPriority }).sorted(by: >)
            var groups = priorities.map { p in children.indices.filter { !isSpacer[$0] && children[$0].layoutPriority == p } }
            groups.append(children.indices.filter { isSpacer[$0] })
            var remaining = main - totalSpacing - minimum.reduce(0, +)
            for group in groups where !group.isEmpty {
                remaining += group.reduce(0) { $0 + minimum[$1] }
                // Least flexible first; ties keep the children's order.
                let order = group.enumerated().sorted { a, b in
                    flexibility[a.element] != flexibility[b.element] ? flexibility[a.element] < flexibility[b.element] : a.offset < b.offset
                }.map(\.element)
                var left = CGFloat(order.count)
                for i in order {
                    let offer = main.isInfinite ? main : max(remaining / left, 0)
                    let p = ProposedViewSize(along: axis, offer, across: crossProposal)
                    proposals[i] = p
                    sizes[i] = children[i].sizeThatFits(p, ctx)
                    remaining -= sizes[i][axis]
                    left -= 1
                }
            }
            }
        } else {
            // A lazy stack stops once its children reach past the screen (the most of it that can show).
            let budget = isLazyAlongScroll ? ctx.screenLength(along: axis) : nil
            var extent: CGFloat = 0
            for (i, child) in children.enumerated() {
                if let budget, extent > budget {
                    let average = (extent - spacing * CGFloat(i)) / CGFloat(i)
                    for j in i..<n {
                        proposals[j] = ProposedViewSize(along: axis, nil, across: crossProposal)
                        sizes[j] = CGSize(along: axis, average, across: 0)
                    }
                    realized = i
                    break
                }
                let p = ProposedViewSize(along: axis, nil, across: crossProposal)
                proposals[i] = p
                sizes[i] = child.sizeThatFits(p, ctx)
                extent += sizes[i][axis] + spacing
            }
        }

        // Along the axis: one after another. Across: every child's guide on one line.
        var origins = [CGPoint](repeating: .zero, count: n)
        var position: CGFloat = 0
        var guides = [CGFloat](repeating: 0, count: n)
        for i in 0..<n {
            origins[i][axis] = position
            position += sizes[i][axis] + (i < n - 1 ? spacing : 0)
            guard i < realized else { continue }
            let child = children[i]
            guides[i] = child.mayHaveExplicitGuides ? child.dimensions(proposals[i], sizes[i], ctx)[alignment]
                                                    : alignment.defaultValue(size: sizes[i])
        }
        let crossExtent = GuideLine.align(count: realized, guide: { guides[$0] }, length: { sizes[$0][cross] },
                                          place: { origins[$0][cross] = $1 })
        return Arrangement(proposals: proposals, sizes: sizes, origins: origins,
                           size: CGSize(along: axis, position, across: crossExtent), realized: realized)
    }
}
