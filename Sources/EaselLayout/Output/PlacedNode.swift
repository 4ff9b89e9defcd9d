import Foundation

/// A node after layout: where it is drawn, in absolute points, with its placed children.
package final class PlacedNode {
    /// The node that was placed (paint reads its drawing attributes).
    package let node: LayoutNode
    /// Absolute frame in points where the node is drawn (offsets applied, origin on the pixel grid).
    package let frame: CGRect
    /// The proposal the node answered.
    package let proposal: ProposedViewSize
    /// Placed children in drawing order.
    package internal(set) var children: [PlacedNode]
    /// True when the node or an ancestor is `hidden()`.
    package let isHidden: Bool

    init(node: LayoutNode, frame: CGRect, proposal: ProposedViewSize, children: [PlacedNode], isHidden: Bool) {
        self.node = node
        self.frame = frame
        self.proposal = proposal
        self.children = children
        self.isHidden = isHidden
    }

    package var kind: String { node.kind }
    package var label: String? { node.label }

    /// Depth-first search for the first node matching `predicate`.
    package func first(where predicate: (PlacedNode) -> Bool) -> PlacedNode? {
        if predicate(self) { return self }
        for c in children { if let f = c.first(where: predicate) { return f } }
        return nil
    }

    /// All nodes in the subtree, depth first, in drawing order.
    package func all(where predicate: (PlacedNode) -> Bool = { _ in true }) -> [PlacedNode] {
        var out: [PlacedNode] = []
        func walk(_ n: PlacedNode) { if predicate(n) { out.append(n) }; n.children.forEach(walk) }
        walk(self)
        return out
    }
}
