import Foundation

/// Color and the shapes (Rectangle, RoundedRectangle, Capsule, Circle, Ellipse, custom Shape):
/// they take the whole proposal, 10 x 10 for an unspecified one.
package final class ShapeNode: LayoutNode {
    package let geometry: ShapeGeometry
    package let paint: ShapePaint

    package init(kind: String, geometry: ShapeGeometry, paint: ShapePaint) {
        self.geometry = geometry
        self.paint = paint
        super.init(kind: kind)
        placementPath = .inherited
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }
}
