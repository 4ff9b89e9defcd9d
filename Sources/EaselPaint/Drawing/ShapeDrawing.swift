import Foundation
import EaselLayout

/// What a shape or a colour draws (the drawing of a `ShapeNode`): an outline in its frame, and how
/// it is painted.
package struct ShapeDrawing: Drawing {
    /// The outline within the frame.
    package var geometry: ShapeGeometry
    /// How the outline is painted.
    package var paint: ShapePaint

    package init(geometry: ShapeGeometry, paint: ShapePaint) {
        self.geometry = geometry
        self.paint = paint
    }

    /// A rectangle filled with a colour: what `Color` draws.
    package static func fill(_ color: ColorValue) -> ShapeDrawing { ShapeDrawing(geometry: .rectangle, paint: .fill(color, evenOdd: false)) }

    package var description: String { paint.description }
}

extension ShapeNode {
    /// A shape of `geometry` painted with `paint`.
    package convenience init(kind: String, geometry: ShapeGeometry, paint: ShapePaint) {
        self.init(kind: kind, drawing: ShapeDrawing(geometry: geometry, paint: paint))
    }
}
