import Foundation

/// Color and the shapes (Rectangle, RoundedRectangle, Capsule, Circle, Ellipse, custom Shape):
/// they take the whole proposal, 10 x 10 for an unspecified one.
public final class ShapeNode: LayoutNode {
    public let geometry: ShapeGeometry
    public let paint: ShapePaint

    public init(kind: String, geometry: ShapeGeometry, paint: ShapePaint) {
        self.geometry = geometry
        self.paint = paint
        super.init(kind: kind)
        placementPath = .inherited
    }

    public override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }
}
