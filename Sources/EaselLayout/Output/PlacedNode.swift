import Foundation

/// A node after layout: where it is drawn, in absolute points, with its placed children.
package final class PlacedNode {
    /// The node that was placed (paint reads its drawing attributes).
    package let node: LayoutNode
    /// Absolute frame in points where the node is laid out: its origin on the pixel grid (offsets
    /// applied) and the size it chose, as `GeometryReader` and the layout output report it.
    package let frame: CGRect
    /// The frame as it is drawn: both edges on the pixel grid of the render scale, as SwiftUI
    /// displays a view (`LayoutContext.snapped`). Paint fills, clips and transforms this rectangle,
    /// so a 42.4-point-wide colour covers 42 whole pixels at @1x instead of a partly covered 43rd.
    package let pixelFrame: CGRect
    /// The proposal the node answered.
    package let proposal: ProposedViewSize
    /// Placed children in drawing order.
    package internal(set) var children: [PlacedNode]
    /// True when the node or an ancestor is `hidden()`.
    package let isHidden: Bool

    init(node: LayoutNode, size: CGSize, pixelFrame: CGRect, proposal: ProposedViewSize, children: [PlacedNode], isHidden: Bool) {
        self.node = node
        self.frame = CGRect(origin: pixelFrame.origin, size: size)
        self.pixelFrame = pixelFrame
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
