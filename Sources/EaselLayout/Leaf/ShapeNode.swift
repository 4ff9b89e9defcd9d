import Foundation

/// Color and the shapes (Rectangle, RoundedRectangle, Capsule, Circle, Ellipse, custom Shape):
/// they take the whole proposal, 10 x 10 for an unspecified one.
package final class ShapeNode: LayoutNode {
    /// The outline and how it is painted, in the paint stage's terms.
    package let drawing: any Drawing

    package init(kind: String, drawing: consuming any Drawing) {
        // Moved in, not copied (a copy and a destroy of the existential per shape).
        self.drawing = drawing
        super.init(kind: kind)
        placementPath = .inherited
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }
}
