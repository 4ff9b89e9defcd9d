import Foundation

/// Where a parent puts one child: origin in the parent's coordinates and the proposal it made.
package struct Placement {
    package var node: LayoutNode
    package var origin: CGPoint
    package var proposal: ProposedViewSize
    package init(node: LayoutNode, origin: CGPoint, proposal: ProposedViewSize) {
        self.node = node
        self.origin = origin
        self.proposal = proposal
    }
}
