import Foundation

/// A node after layout: where it is drawn, in absolute points, with its placed children.
public final class PlacedNode {
    /// The node that was placed (paint reads its drawing attributes).
    public let node: LayoutNode
    /// Absolute frame in points where the node is drawn (offsets applied, origin on the pixel grid).
    public let frame: CGRect
    /// The proposal the node answered.
    public let proposal: ProposedViewSize
    /// Placed children in drawing order.
    public internal(set) var children: [PlacedNode]
    /// True when the node or an ancestor is `hidden()`.
    public let isHidden: Bool

    init(node: LayoutNode, frame: CGRect, proposal: ProposedViewSize, children: [PlacedNode], isHidden: Bool) {
        self.node = node
        self.frame = frame
        self.proposal = proposal
        self.children = children
        self.isHidden = isHidden
    }

    public var kind: String { node.kind }
    public var label: String? { node.label }

    /// Depth-first search for the first node matching `predicate`.
    public func first(where predicate: (PlacedNode) -> Bool) -> PlacedNode? {
        if predicate(self) { return self }
        for c in children { if let f = c.first(where: predicate) { return f } }
        return nil
    }

    /// All nodes in the subtree, depth first, in drawing order.
    public func all(where predicate: (PlacedNode) -> Bool = { _ in true }) -> [PlacedNode] {
        var out: [PlacedNode] = []
        func walk(_ n: PlacedNode) { if predicate(n) { out.append(n) }; n.children.forEach(walk) }
        walk(self)
        return out
    }
}
