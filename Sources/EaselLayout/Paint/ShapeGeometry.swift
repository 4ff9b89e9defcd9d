import Foundation

/// Corner style of a rounded rectangle (SwiftUI's `RoundedCornerStyle`).
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// One element of a custom path, in the shape's own coordinates (points).
package enum PathElement: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
}

/// The outline of a shape within its frame: geometry only, drawn by the paint stage.
package enum ShapeGeometry {
    case rectangle
    case roundedRectangle(cornerSize: CGSize, style: RoundedCornerStyle)
    case capsule(style: RoundedCornerStyle)
    case ellipse
    /// A circle centred in the frame with the diameter of its shorter side.
    case circle
    /// A custom path for a given rectangle (SwiftUI's `Shape.path(in:)`).
    case path((CGRect) -> [PathElement])

    /// The SwiftUI type name.
    package var kindName: String {
        switch self {
        case .rectangle: return "Rectangle"
        case .roundedRectangle: return "RoundedRectangle"
        case .capsule: return "Capsule"
        case .ellipse: return "Ellipse"
        case .circle: return "Circle"
        case .path: return "Path"
        }
    }
}

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

/// How the ends of stroked lines are drawn (Core Graphics' `CGLineCap`, which SwiftUI's
/// `StrokeStyle` uses).
public enum CGLineCap: Hashable, Sendable { case butt, round, square }

/// How stroked lines are joined at corners (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Hashable, Sendable { case miter, round, bevel }

/// Stroke parameters (SwiftUI's `StrokeStyle`): a plain value that layout output carries to paint.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the stroke in points.
    public var lineWidth: CGFloat
    /// How line ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are joined.
    public var lineJoin: CGLineJoin
    /// The limit on a miter join's length, as a multiple of the line width.
    public var miterLimit: CGFloat
    /// Lengths of painted and unpainted segments, repeated.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style; the defaults are SwiftUI's.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
