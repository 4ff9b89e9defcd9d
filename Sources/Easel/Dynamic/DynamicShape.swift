import Foundation
import EaselLayout

/// A shape whose outline is produced at run time (a script's `struct Triangle: Shape`). It lays out
/// and draws as a compiled custom shape does, and its node is named `typeName` ("Triangle").
nonisolated package struct DynamicShape: Shape {
    /// The name the shape's node has ("Triangle").
    package let typeName: String
    let makePath: (CGRect) -> Path

    package init(typeName: String, path: @escaping (CGRect) -> Path) {
        self.typeName = typeName
        self.makePath = path
    }

    package func path(in rect: CGRect) -> Path { makePath(rect) }

    /// The shape filled with the foreground colour.
    package var body: DynamicShapeView { DynamicShapeView(shape: self, paint: nil) }

    /// Fills the shape (`nil`: the foreground colour).
    package func fill(_ color: Color?, style: FillStyle = FillStyle()) -> DynamicShapeView {
        DynamicShapeView(shape: self, paint: .fill(color, evenOdd: style.isEOFilled))
    }

    /// Strokes the outline (`nil`: the foreground colour), centred on it or inside the frame.
    package func stroke(_ color: Color?, style: StrokeStyle, inside: Bool = false) -> DynamicShapeView {
        DynamicShapeView(shape: self, paint: .stroke(color, style, inside: inside))
    }
}

extension DynamicShapeView {
    /// iOS 17's `stroke(lineWidth:)` and `stroke(style:)` of a shape (with no style of their own)
    /// give a shape, the area the stroke covers, so a shape's method can follow
    /// (`.stroke(lineWidth: 2).scale(0.5)`): the method (`make`) applied to that area, filled with
    /// the foreground style, as compiled code draws it (so a scaled stroke's width scales too).
    /// Nil for any other paint (a fill, or a stroke in a style, is a view only).
    package func reshaped(_ make: (DynamicShape) -> any Shape) -> DynamicShapeView? {
        guard case .stroke(nil, let style, inside: false)? = paint else { return nil }
        let shape = self.shape
        let made = make(DynamicShape(typeName: shape.typeName) { shape.path(in: $0).strokedPath(style) })
        return DynamicShapeView(shape: DynamicShape(typeName: shape.typeName) { made.path(in: $0) }, paint: .fill(nil, evenOdd: false))
    }
}

/// A `DynamicShape` with its paint (what `_ShapeView` is for compiled shapes).
nonisolated package struct DynamicShapeView: View, PrimitiveView {
    package typealias Body = Never
    package let shape: DynamicShape
    let paint: _ShapeView<DynamicShape>.Paint?

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        let shape = self.shape
        return [
            ShapeNode(
                kind: shape.typeName, geometry: .path { rect in shape.path(in: rect).elements },
                paint: _ShapeView<DynamicShape>.resolve(paint, in: ctx.environment))
        ]
    }
}
