import Foundation

/// Corner style of a rounded rectangle (SwiftUI's `RoundedCornerStyle`).
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// One element of a custom path, in the shape's own coordinates (points).
public enum PathElement: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
}

/// The outline of a shape within its frame: geometry only, drawn by the paint stage.
public enum ShapeGeometry {
    case rectangle
    case roundedRectangle(cornerSize: CGSize, style: RoundedCornerStyle)
    case capsule(style: RoundedCornerStyle)
    case ellipse
    /// A circle centred in the frame with the diameter of its shorter side.
    case circle
    /// A custom path for a given rectangle (SwiftUI's `Shape.path(in:)`).
    case path((CGRect) -> [PathElement])

    /// The SwiftUI type name.
    public var kindName: String {
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
public enum ShapePaint {
    /// Filled with a colour (nonzero or even-odd).
    case fill(ColorValue, evenOdd: Bool)
    /// Filled with a gradient laid over the shape's frame.
    case gradient(GradientPaint, evenOdd: Bool)
    /// A material: what is drawn under the shape blurred by `blur` points (a Gaussian's sigma),
    /// then the tint over it.
    case material(blur: CGFloat, tint: ColorValue, evenOdd: Bool)
    /// Stroked along its outline (centred on it) or inside it (`strokeBorder`).
    case stroke(ColorValue, StrokeStyleValue, inside: Bool)
}

/// Stroke parameters (SwiftUI's `StrokeStyle`).
public struct StrokeStyleValue: Hashable, Sendable {
    public enum Cap: Hashable, Sendable { case butt, round, square }
    public enum Join: Hashable, Sendable { case miter, round, bevel }
    public var lineWidth: CGFloat
    public var lineCap: Cap
    public var lineJoin: Join
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: Cap = .butt, lineJoin: Join = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
