import Foundation
import EaselLayout

/// What a symbol image draws (the drawing of a `SymbolNode`): its outline, drawn in a box of its
/// natural size and stretched to the frame it lands in, and an optional enclosure layer under it
/// (the filled circle or square of a hierarchical or palette-rendered symbol).
package struct SymbolDrawing: Drawing {
    /// The outline within the chosen frame.
    package let geometry: ShapeGeometry
    /// How the outline is painted (a fill in the foreground colour, or a gradient).
    package let paint: ShapePaint
    /// The layer under the outline and its colour; nil for a symbol of one layer.
    package let enclosure: (geometry: ShapeGeometry, color: ColorValue)?

    /// A symbol whose outline (and enclosure) were drawn in a box of `naturalSize` points, origin
    /// at the box's top-left.
    package init(
        naturalSize: CGSize, outline: [PathElement], evenOdd: Bool, color: ColorValue,
        enclosure: (outline: [PathElement], color: ColorValue)? = nil, gradient: GradientPaint? = nil
    ) {
        geometry = Self.stretched(outline, from: naturalSize)
        paint = gradient.map { .gradient($0, evenOdd: evenOdd) } ?? .fill(color, evenOdd: evenOdd)
        self.enclosure = enclosure.map { (Self.stretched($0.outline, from: naturalSize), $0.color) }
    }

    /// An outline drawn in a box of `natural` size, stretched to the frame it is drawn in.
    private static func stretched(_ outline: [PathElement], from natural: CGSize) -> ShapeGeometry {
        .path { rect in
            let sx = natural.width > 0 ? rect.width / natural.width : 1
            let sy = natural.height > 0 ? rect.height / natural.height : 1
            if sx == 1 && sy == 1 && rect.origin == .zero { return outline }
            func map(_ p: CGPoint) -> CGPoint { CGPoint(x: rect.minX + p.x * sx, y: rect.minY + p.y * sy) }
            return outline.map { $0.mapped(map) }
        }
    }

    package var description: String { paint.description }
}

extension SymbolNode {
    /// A symbol whose outline (and enclosure) were drawn in a box of `naturalSize` points.
    package convenience init(
        name: String, naturalSize: CGSize, baseline: CGFloat, isResizable: Bool,
        outline: [PathElement], evenOdd: Bool, color: ColorValue,
        enclosure: (outline: [PathElement], color: ColorValue)? = nil, gradient: GradientPaint? = nil
    ) {
        let drawing = SymbolDrawing(
            naturalSize: naturalSize, outline: outline, evenOdd: evenOdd, color: color, enclosure: enclosure, gradient: gradient)
        self.init(name: name, naturalSize: naturalSize, baseline: baseline, isResizable: isResizable, drawing: drawing)
    }
}
