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
    /// The space between neighbours the stack was given (`HStack(spacing: 4)`), or nil: then each
    /// pair of neighbours is as far apart as their preferred spacings ask (`ViewSpacing`).
    package let explicitSpacing: CGFloat?
    /// The space between neighbours as the layout output shows it: the given spacing, else the
    /// system's (neighbours that prefer other spacing, custom layouts', are apart by theirs).
    package var spacing: CGFloat { explicitSpacing ?? LayoutDefaults.spacing }
    /// The space after each child, found on first layout (`gaps(_:)`).
    private var knownGaps: Gaps?

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
        self.explicitSpacing = spacing
        super.init(kind: kind ?? (axis == .horizontal ? "HStack" : "VStack"), children: children)
        placementPath = .arranged
        LayoutNode.orient(children, along: axis)
    }

    /// The stack's layout for a proposal, in SwiftUI's steps: size the children (generally when
    /// the proposal gives a length along the axis, ideally when it does not), then place them.
    package override func computeArrangement(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> Arrangement {
        guard !children.isEmpty else { return .empty }
        let gaps = gaps(ctx)
        var sizing = Sizing(count: children.count)
        if let major = proposal[axis] {
            sizeChildrenGenerally(major: major, minor: proposal[axis.other], gaps, &sizing, ctx)
        } else {
            sizeChildrenIdeally(minor: proposal[axis.other], gaps, &sizing, ctx)
        }
        return placeChildren(sizing, gaps, ctx)
    }

    /// The space after each child but the last: the stack's spacing when it was given one, else
    /// the distance between each pair of neighbours' preferred spacings (the system spacing
    /// between built-in views; a custom layout may prefer another).
    private struct Gaps {
        /// The one gap between every pair, when all are equal.
        var uniform: CGFloat?
        /// The gap after each child, when they differ.
        var each: [CGFloat] = []

        func after(_ i: Int) -> CGFloat { uniform ?? each[i] }
        /// The gaps after the first `count` children.
        func total(_ count: Int) -> CGFloat {
            guard count > 0 else { return 0 }
            if let uniform { return uniform * CGFloat(count) }
            return each[..<count].reduce(0, +)
        }
    }

    private func gaps(_ ctx: LayoutContext) -> Gaps {
        if let knownGaps { return knownGaps }
        var gaps = Gaps(uniform: explicitSpacing)
        if gaps.uniform == nil {
            let spacings = children.map { $0.viewSpacing(ctx) }
            let each = spacings.indices.dropLast().map { spacings[$0].distance(to: spacings[$0 + 1], along: axis) }
            if let first = each.first, each.allSatisfy({ $0 == first }) {
                gaps.uniform = first
            } else if each.isEmpty {
                gaps.uniform = 0
            } else {
                gaps.each = each
            }
        }
        knownGaps = gaps
        return gaps
    }

    /// The children's spacing as one view's: all of them across the axis, the first's at the
    /// start and the last's at the end.
    package override func viewSpacing(_ ctx: LayoutContext) -> ViewSpacing {
        ViewSpacing.ofSequence(children.lazy.map { $0.viewSpacing(ctx) }, along: axis)
    }

    /// What the sizing steps decide for each child: the proposal it answered and the size it chose.
    /// `realized` children, from the first, were asked; the others' sizes are estimates.
    private struct Sizing {
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        var realized: Int

        init(count: Int) {
            proposals = [ProposedViewSize](repeating: .unspecified, count: count)
            sizes = [CGSize](repeating: .zero, count: count)
            realized = count
        }
    }

    /// A child's range along the axis, probed with 0 and ∞: its minimum length and its
    /// flexibility (how much longer it can grow).
    private struct Flexibility {
        var minimum: [CGFloat]
        var flexibility: [CGFloat]
        /// All children share one layout priority and none is a spacer: one group.
        var isSingleGroup: Bool
    }

    /// Sizing for a concrete length along the axis: spacing is taken first, then each priority
    /// group in turn (highest first, spacers last) gets what is left beyond the minimum lengths of
    /// the groups after it, shared out least flexible child first.
    private func sizeChildrenGenerally(major: CGFloat, minor: CGFloat?, _ gaps: Gaps, _ sizing: inout Sizing, _ ctx: LayoutContext) {
        let range = probeFlexibility(minor: minor, ctx)
        let totalSpacing = gaps.total(children.count - 1)
        var remaining = major - totalSpacing - range.minimum.reduce(0, +)
        for group in prioritize(range) {
            remaining += group.reduce(0) { $0 + range.minimum[$1] }
            serve(servingOrder(group, range), major: major, minor: minor, remaining: &remaining, &sizing, ctx)
        }
    }

    /// Asks every child for its length along the axis at 0 and at ∞.
    private func probeFlexibility(minor: CGFloat?, _ ctx: LayoutContext) -> Flexibility {
        let n = children.count
        var range = Flexibility(
            minimum: [CGFloat](repeating: 0, count: n), flexibility: [CGFloat](repeating: 0, count: n),
            isSingleGroup: true)
        let firstPriority = children[0].layoutPriority
        for (i, child) in children.enumerated() {
            let lo = child.sizeThatFits(ProposedViewSize(along: axis, 0, across: minor), ctx)[axis]
            let hi = child.sizeThatFits(ProposedViewSize(along: axis, .infinity, across: minor), ctx)[axis]
            range.minimum[i] = lo
            range.flexibility[i] = hi - lo
            if range.isSingleGroup && (child.layoutPriority != firstPriority || child is SpacerNode) { range.isSingleGroup = false }
        }
        return range
    }

    /// The children grouped by layout priority, highest first; spacers form a last group below
    /// every priority, so they only get leftovers.
    private func prioritize(_ range: Flexibility) -> [[Int]] {
        if range.isSingleGroup { return [Array(children.indices)] }
        let isSpacer = children.map { $0 is SpacerNode }
        let priorities = Set(children.indices.filter { !isSpacer[$0] }.map { children[$0].layoutPriority }).sorted(by: >)
        var groups = priorities.map { p in children.indices.filter { !isSpacer[$0] && children[$0].layoutPriority == p } }
        groups.append(children.indices.filter { isSpacer[$0] })
        return groups.filter { !$0.isEmpty }
    }

    /// A group's children least flexible first, as SwiftUI orders them: by flexibility, except
    /// that of two infinitely flexible children the one with the larger minimum goes first; ties
    /// keep the children's order. Groups of up to 32 are ordered by insertion (SwiftUI's own
    /// choice), so that even a NaN flexibility, which ties with everything, lands where SwiftUI
    /// puts it.
    private func servingOrder(_ group: [Int], _ range: Flexibility) -> [Int] {
        func lessFlexible(_ a: Int, _ b: Int) -> Bool {
            let fa = range.flexibility[a], fb = range.flexibility[b]
            if fa == .infinity && fb == .infinity { return range.minimum[a] > range.minimum[b] }
            return fa < fb
        }
        func precedes(_ a: Int, _ b: Int) -> Bool { lessFlexible(a, b) || (a < b && !lessFlexible(b, a)) }
        var inOrder = true
        for k in group.indices.dropFirst() where !precedes(group[k - 1], group[k]) { inOrder = false; break }
        if inOrder { return group }
        if group.count > 32 { return group.sorted(by: precedes) }
        var order = group
        for k in order.indices.dropFirst() {
            let child = order[k]
            var j = k
            while j > 0 && precedes(child, order[j - 1]) {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = child
        }
        return order
    }

    /// Offers each child in `order` an equal share of what is left (never less than 0; ∞ when
    /// the stack was offered ∞) and takes what it chose from `remaining`.
    private func serve(
        _ order: [Int], major: CGFloat, minor: CGFloat?, remaining: inout CGFloat, _ sizing: inout Sizing,
        _ ctx: LayoutContext
    ) {
        var left = CGFloat(order.count)
        for i in order {
            let offer = major.isInfinite ? major : max(remaining / left, 0)
            let p = ProposedViewSize(along: axis, offer, across: minor)
            sizing.proposals[i] = p
            sizing.sizes[i] = children[i].sizeThatFits(p, ctx)
            // As SwiftUI: a length that would make what is left NaN (∞ − ∞) leaves it as it was.
            let rest = remaining - sizing.sizes[i][axis]
            if !rest.isNaN { remaining = rest }
            left -= 1
        }
    }

    /// Sizing without a length along the axis: every child is asked for its ideal length. A lazy
    /// stack stops once its children reach past the screen (the most of it that can show) and
    /// counts each of the others as long as the average child it laid out.
    private func sizeChildrenIdeally(minor: CGFloat?, _ gaps: Gaps, _ sizing: inout Sizing, _ ctx: LayoutContext) {
        let n = children.count
        let budget = isLazyAlongScroll ? ctx.screenLength(along: axis) : nil
        let p = ProposedViewSize(along: axis, nil, across: minor)
        var extent: CGFloat = 0
        children.withUnretainedElements { nodes in
            for (i, child) in nodes.enumerated() {
                if let budget, extent > budget {
                    let average = (extent - gaps.total(i)) / CGFloat(i)
                    for j in i..<n {
                        sizing.proposals[j] = p
                        sizing.sizes[j] = CGSize(along: axis, average, across: 0)
                    }
                    sizing.realized = i
                    return
                }
                sizing.proposals[i] = p
                sizing.sizes[i] = child._withUnsafeGuaranteedRef { $0.sizeThatFits(p, ctx) }
                extent += sizing.sizes[i][axis] + (i < n - 1 ? gaps.after(i) : 0)
            }
        }
    }

    /// Places the sized children: one after another along the axis with the spacing between
    /// them; across it, every child's alignment guide on one line. The stack is as long as its
    /// children and spacing, and as wide as the union of their extents across.
    private func placeChildren(_ sizing: Sizing, _ gaps: Gaps, _ ctx: LayoutContext) -> Arrangement {
        let n = children.count, cross = axis.other
        var origins = [CGPoint](repeating: .zero, count: n)
        var position: CGFloat = 0
        var guides = [CGFloat](repeating: 0, count: n)
        children.withUnretainedElements { nodes in
            for i in 0..<n {
                origins[i][axis] = position
                position += sizing.sizes[i][axis] + (i < n - 1 ? gaps.after(i) : 0)
                guard i < sizing.realized else { continue }
                guides[i] = nodes[i]._withUnsafeGuaranteedRef { child in
                    child.mayHaveExplicitGuides
                        ? child.dimensions(sizing.proposals[i], sizing.sizes[i], ctx)[alignment]
                        : alignment.defaultValue(size: sizing.sizes[i])
                }
            }
        }
        let crossExtent = GuideLine.align(
            count: sizing.realized, guide: { guides[$0] }, length: { sizing.sizes[$0][cross] },
            place: { origins[$0][cross] = $1 })
        return Arrangement(
            proposals: sizing.proposals, sizes: sizing.sizes, origins: origins,
            size: CGSize(along: axis, position, across: crossExtent), realized: sizing.realized)
    }
}
