import Foundation

/// `padding`: proposes the proposal minus the insets, and chooses the child's size plus the insets.
public final class PaddingNode: SingleChildNode {
    public let insets: EdgeInsets

    public init(insets: EdgeInsets, child: LayoutNode) {
        self.insets = insets
        super.init(kind: "padding", child: child)
    }

    public override func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max($0 - insets.horizontal, 0) },
                         height: p.height.map { max($0 - insets.vertical, 0) })
    }

    public override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        let c = childSize(childProposal(p), ctx)
        return CGSize(width: c.width + insets.horizontal, height: c.height + insets.vertical)
    }

    public override func childOrigin(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGPoint {
        CGPoint(x: insets.leading, y: insets.top)
    }
}
