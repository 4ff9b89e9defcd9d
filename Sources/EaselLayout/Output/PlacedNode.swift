import Foundation

/// A node after layout: where it is drawn, in absolute points, with its placed children.
package final class PlacedNode {
    /// The node that was placed (paint reads its drawing attributes).
    package let node: LayoutNode
    /// Absolute frame in points where the node is laid out: its origin on the pixel grid (offsets
    /// applied) and the size it chose, as `GeometryReader` and the layout output report it.
    package let frame: CGRect
    /// The far corner of the frame as drawn, in whole pixels of the render scale; `Int32.min` on
    /// an axis where it is not a finite number of pixels. Kept as two 32-bit integers, not a
    /// second rectangle: a placed node stays in the same allocation size (a 32-byte rectangle
    /// made `placedLayout()` of 20,000 nodes 20 % slower).
    private let pixelMaxX: Int32, pixelMaxY: Int32
    /// The proposal the node answered.
    package let proposal: ProposedViewSize
    /// True when the node or an ancestor is `hidden()`. (Before `children`: it fills the
    /// proposal's padding.)
    package let isHidden: Bool
    /// Placed children in drawing order (one child without an array: `ChildList`).
    package internal(set) var children: ChildList<PlacedNode>

    init(node: LayoutNode, size: CGSize, pixelFrame: PixelFrame, proposal: ProposedViewSize, children: ChildList<PlacedNode>, isHidden: Bool) {
        self.node = node
        self.frame = CGRect(origin: pixelFrame.origin, size: size)
        self.pixelMaxX = pixelFrame.maxX
        self.pixelMaxY = pixelFrame.maxY
        self.proposal = proposal
        self.children = children
        self.isHidden = isHidden
    }

    /// The frame as it is drawn at `scale` (the scale it was laid out at): both edges on the pixel
    /// grid, as SwiftUI displays a view (`PixelFrame`). Paint fills, clips and
    /// transforms this rectangle, so a 42.4-point-wide colour covers 42 whole pixels at @1x
    /// instead of a partly covered 43rd.
    package func pixelFrame(scale: CGFloat) -> CGRect {
        let w = pixelMaxX == .min ? frame.width : CGFloat(pixelMaxX) / scale - frame.minX
        let h = pixelMaxY == .min ? frame.height : CGFloat(pixelMaxY) / scale - frame.minY
        return CGRect(x: frame.minX, y: frame.minY, width: w, height: h)
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
