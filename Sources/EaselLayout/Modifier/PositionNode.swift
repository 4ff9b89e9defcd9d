import Foundation

/// `position(x:y:)`: takes the whole proposal and centres the child on the point.
package final class PositionNode: SingleChildNode {
    package let point: CGPoint

    package init(point: CGPoint, child: LayoutNode) {
        self.point = point
        super.init(kind: "position", child: child)
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }

    package override func childOrigin(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGPoint {
        let c = child.sizeThatFits(p, ctx)
        return CGPoint(x: point.x - c.width / 2, y: point.y - c.height / 2)
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, _ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? { nil }
}
