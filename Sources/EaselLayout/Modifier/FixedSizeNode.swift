import Foundation

/// `fixedSize(horizontal:vertical:)`: proposes nil (the ideal size) on the fixed axes.
public final class FixedSizeNode: SingleChildNode {
    public let horizontal: Bool
    public let vertical: Bool

    public init(horizontal: Bool, vertical: Bool, child: LayoutNode) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(kind: "fixedSize", child: child)
    }

    public override func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
}
