import Foundation

/// A `GridRow`: its cells, and the vertical alignment they take in the row. Outside a grid it lays
/// its cells out side by side.
package final class GridRowNode: LayoutNode {
    package let alignment: VerticalAlignment?

    package init(cells: [LayoutNode], alignment: VerticalAlignment?) {
        self.alignment = alignment
        super.init(kind: "GridRow", children: cells)
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        let sizes = children.map { $0.sizeThatFits(ProposedViewSize(width: nil, height: p.height), ctx) }
        return CGSize(
            width: sizes.map(\.width).reduce(0, +) + LayoutDefaults.spacing * CGFloat(max(0, sizes.count - 1)),
            height: sizes.map(\.height).max() ?? 0)
    }

    /// Where a grid put this row's cells (relative to the row's origin), when a custom layout handed
    /// the row to `GridLayout`: the row then places them there instead of side by side.
    package var gridPlacements: [Placement]?

    package override func placements(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        if let gridPlacements { return gridPlacements }
        var x: CGFloat = 0
        return children.map { c in
            let cp = ProposedViewSize(width: nil, height: p.height)
            let s = c.sizeThatFits(cp, ctx)
            defer { x += s.width + LayoutDefaults.spacing }
            return Placement(node: c, origin: CGPoint(x: x, y: (size.height - s.height) / 2), proposal: cp)
        }
    }
}
