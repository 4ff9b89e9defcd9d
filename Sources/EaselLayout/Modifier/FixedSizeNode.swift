import Foundation

/// `fixedSize(horizontal:vertical:)`: proposes nil (the ideal size) on the fixed axes.
package final class FixedSizeNode: SingleChildNode {
    package let horizontal: Bool
    package let vertical: Bool

    package init(horizontal: Bool, vertical: Bool, child: LayoutNode) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(kind: "fixedSize", child: child)
    }

    package override func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
}
