import Foundation

/// `padding`: proposes the proposal minus the insets, and chooses the child's size plus the insets.
package final class PaddingNode: SingleChildNode {
    package let insets: EdgeInsets

    package init(insets: EdgeInsets, child: LayoutNode) {
        self.insets = insets
        super.init(kind: "padding", child: child)
    }

    package override func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max($0 - insets.horizontal, 0) },
            height: p.height.map { max($0 - insets.vertical, 0) })
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        let c = childSize(childProposal(p), ctx)
        // Negative insets larger than the content (`.padding(.bottom, -130)` under an image that
        // is missing) leave nothing, not a negative size; a non-finite result stays an error.
        return CGSize(width: Self.nonNegative(c.width + insets.horizontal), height: Self.nonNegative(c.height + insets.vertical))
    }

    private static func nonNegative(_ v: CGFloat) -> CGFloat {
        v.isFinite && v < 0 ? 0 : v
    }

    package override func childOrigin(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGPoint {
        CGPoint(x: insets.leading, y: insets.top)
    }
}
