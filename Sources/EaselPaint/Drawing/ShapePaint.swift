import Foundation
import EaselLayout

/// How a shape is painted.
package enum ShapePaint {
    /// Filled with a colour (nonzero or even-odd).
    case fill(ColorValue, evenOdd: Bool)
    /// Filled with a gradient laid over the shape's frame.
    case gradient(GradientPaint, evenOdd: Bool)
    /// A material: what is drawn under the shape blurred by `blur` points (a Gaussian's sigma),
    /// then the tint over it.
    case material(blur: CGFloat, tint: ColorValue, evenOdd: Bool)
    /// Filled with tiles of an image (`ImagePaint`).
    case image(ImageTiles, evenOdd: Bool)
    /// Stroked with tiles of an image, along its outline or inside it.
    case imageStroke(ImageTiles, StrokeStyle, inside: Bool)
    /// Stroked along its outline (centred on it) or inside it (`strokeBorder`).
    case stroke(ColorValue, StrokeStyle, inside: Bool)
    /// Stroked with a gradient laid over the shape's frame.
    case gradientStroke(GradientPaint, StrokeStyle, inside: Bool)
}

/// An image repeated over a shape's frame (`ImagePaint`): `sourceRect` (unit coordinates) of
/// the image, each tile `tileSize` points, from the frame's top-left corner.
package struct ImageTiles {
    /// The decoded or loadable image, opaque to layout.
    package var source: AnyObject
    package var sourceRect: CGRect
    package var tileSize: CGSize

    package init(source: AnyObject, sourceRect: CGRect, tileSize: CGSize) {
        self.source = source
        self.sourceRect = sourceRect
        self.tileSize = tileSize
    }
}

extension ShapePaint: CustomStringConvertible {
    /// As the layout tree writes it: "fill #FF3B30", "stroke #000000, lineWidth 2",
    /// "linear gradient #FF0000@0 #0000FF@1".
    package var description: String {
        func n(_ v: CGFloat) -> String { formatLength(v) }
        switch self {
        case .fill(let c, let eo): return "fill \(c)" + (eo ? ", even-odd" : "")
        case .gradient(let g, _): return "\(g.kindName) gradient " + g.stops.map { "\($0.color)@\(n(CGFloat($0.location)))" }.joined(separator: " ")
        case .material(let blur, let tint, _): return "material blur \(n(blur)), tint \(tint)"
        case .image(let t, _): return "image tiles \(n(t.tileSize.width)) × \(n(t.tileSize.height))"
        case .imageStroke(let t, let s, let inside):
            return "\(inside ? "strokeBorder" : "stroke") \(n(s.lineWidth)) with image tiles \(n(t.tileSize.width)) × \(n(t.tileSize.height))"
        case .stroke(let c, let s, let inside): return "\(inside ? "strokeBorder" : "stroke") \(c), lineWidth \(n(s.lineWidth))"
        case .gradientStroke(let g, let s, let inside): return "\(inside ? "strokeBorder" : "stroke") \(g.kindName) gradient, lineWidth \(n(s.lineWidth))"
        }
    }
}
