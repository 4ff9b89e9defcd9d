import Foundation

/// ViewThatFits: the first child whose ideal size fits the proposal on the constrained axes,
/// else the last child. Only the chosen child is placed and drawn.
package final class ViewThatFitsNode: LayoutNode {
    package let axes: Axis.Set

    package init(axes: Axis.Set, children: [LayoutNode]) {
        self.axes = axes
        super.init(kind: "ViewThatFits", children: children)
    }

    func chosen(_ p: ProposedViewSize, _ ctx: LayoutContext) -> LayoutNode? {
        for child in children {
            let ideal = child.sizeThatFits(
                ProposedViewSize(
                    width: axes.contains(.horizontal) ? nil : p.width,
                    height: axes.contains(.vertical) ? nil : p.height), ctx)
            let fitsW = !axes.contains(.horizontal) || p.width.map { ideal.width <= $0 + 0.0001 } ?? true
            let fitsH = !axes.contains(.vertical) || p.height.map { ideal.height <= $0 + 0.0001 } ?? true
            if fitsW && fitsH { return child }
        }
        return children.last
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        chosen(p, ctx)?.sizeThatFits(p, ctx) ?? .zero
    }

    package override func placements(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        guard let c = chosen(p, ctx) else { return [] }
        return [Placement(node: c, origin: .zero, proposal: p)]
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, _ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        guard let c = chosen(p, ctx) else { return nil }
        return c.explicitAlignment(key, p, size, ctx)
    }
}
