import Foundation
import EaselLayout
import EaselPaint

/// A 2D outline that fills the frame it is given (SwiftUI's `Shape`). Built-in shapes are
/// Rectangle, RoundedRectangle, Capsule, Circle and Ellipse; custom shapes implement `path(in:)`.
public protocol Shape: Animatable, View {
    nonisolated func path(in rect: CGRect) -> Path
}

/// Shapes Easel knows natively (drawn from exact geometry rather than a path).
protocol BuiltinShape {
    var builtinGeometry: ShapeGeometry { get }
}

nonisolated extension Shape {
    /// The shape filled with the foreground colour.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, paint: nil) }

    var geometry: ShapeGeometry {
        if let b = self as? BuiltinShape { return b.builtinGeometry }
        return .path { rect in self.path(in: rect).elements }
    }

    var kindName: String {
        if let b = self as? BuiltinShape { return b.builtinGeometry.kindName }
        if let d = self as? DynamicShape { return d.typeName }
        return typeName(Self.self)
    }

    /// `kindName` and `geometry` with one cast to `BuiltinShape` for a built-in shape (each cast
    /// looks the conformance up, about 500 instructions; a shape view needs both).
    var kindNameAndGeometry: (kindName: String, geometry: ShapeGeometry) {
        if let b = self as? BuiltinShape {
            let geometry = b.builtinGeometry
            return (geometry.kindName, geometry)
        }
        return (kindName, geometry)
    }

    /// Fills the shape with a style.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        let paint: _ShapeView<Self>.Paint
        let unwrapped = content.unwrapped
        if type(of: unwrapped) == Color.self {
            // A colour (the usual fill) is none of the styles below.
            paint = .fill(content.resolvedColor, evenOdd: style.isEOFilled)
        } else if let g = unwrapped as? any GradientStyle {
            paint = .gradient(g, evenOdd: style.isEOFilled)
        } else if let m = unwrapped as? Material {
            paint = .material(m, evenOdd: style.isEOFilled)
        } else if let i = unwrapped as? ImagePaint {
            paint = .image(i, evenOdd: style.isEOFilled)
        } else {
            paint = .fill(content.resolvedColor, evenOdd: style.isEOFilled)
        }
        return _ShapeView(shape: self, paint: paint, shadows: content.castShadows)
    }

    /// Fills the shape with the foreground colour.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .fill(nil, evenOdd: style.isEOFilled))
    }

    /// Strokes the outline, centred on it. Easel always draws anti-aliased edges (`antialiased` is
    /// accepted, not applied).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the outline with a stroke style, centred on it (always anti-aliased).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(content, style, inside: false))
    }

    /// Strokes the outline in the foreground colour; the result is a shape too (the area the
    /// stroke covers).
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the outline inside the shape's frame, so the stroke does not spill out (always
    /// anti-aliased).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the outline inside the shape's frame in the foreground colour (always anti-aliased).
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(nil, StrokeStyle(lineWidth: lineWidth), inside: true))
    }

    /// Strokes the outline with a stroke style in the foreground colour, centred on it; the
    /// result is a shape too (the area the stroke covers).
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// Strokes the outline with a stroke style inside the shape's frame (always anti-aliased).
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(content, style, inside: true))
    }

    /// Strokes the outline with a stroke style inside the shape's frame in the foreground colour
    /// (always anti-aliased).
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(nil, style, inside: true))
    }
}

/// A shape with its paint (`fill`, `stroke`, `strokeBorder`); a `ShapeView`, so that it can be
/// filled and stroked again.
nonisolated public struct _ShapeView<S: Shape>: View, PrimitiveView {
    public typealias Body = Never

    typealias Paint = ShapeViewPaint
    /// The shape drawn.
    public let shape: S
    let paint: Paint?
    /// The shadows the fill's style casts (`.white.shadow(.drop(radius: 2))`), the first given first.
    var shadows: [ShadowStyle]

    init(shape: S, paint: Paint?, shadows: [ShadowStyle] = []) {
        self.shape = shape
        self.paint = paint
        self.shadows = shadows
    }

    /// The concrete paint in an environment: a missing colour (or paint) is the foreground style
    /// (its gradient, when `foregroundStyle` was given one).
    static func resolve(_ paint: Paint?, in env: EnvironmentValues) -> ShapePaint {
        let fg = (env.foregroundColor ?? .primary).resolvedValue(in: env)
        let gradient = env.foregroundGradient
        switch paint {
        case nil: return gradient.map { .gradient($0.paint(in: env), evenOdd: false) } ?? .fill(fg, evenOdd: false)
        case .fill(nil, let eo)?: return gradient.map { .gradient($0.paint(in: env), evenOdd: eo) } ?? .fill(fg, evenOdd: eo)
        case .fill(let c?, let eo)?: return .fill(c.resolvedValue(in: env), evenOdd: eo)
        case .gradient(let g, let eo)?: return .gradient(g.paint(in: env), evenOdd: eo)
        case .material(let m, let eo)?: return .material(blur: m.blur, tint: m.tint.resolvedValue(in: env), evenOdd: eo)
        case .image(let i, let eo)?: return i.tiles(in: env).map { .image($0, evenOdd: eo) } ?? .fill(.clear, evenOdd: eo)
        case .stroke(let s?, let style, let inside)? where type(of: s) == Color.self:
            // A colour stroke (the usual one): neither a gradient nor an image.
            return .stroke(s.resolvedColor.resolvedValue(in: env), style, inside: inside)
        case .stroke(let s, let style, let inside)?:
            if let g = (s?.unwrapped as? any GradientStyle) ?? (s == nil ? gradient : nil) { return .gradientStroke(g.paint(in: env), style, inside: inside) }
            if let i = s?.unwrapped as? ImagePaint {
                return i.tiles(in: env).map { .imageStroke($0, style, inside: inside) } ?? .fill(.clear, evenOdd: false)
            }
            return .stroke(s?.resolvedColor.resolvedValue(in: env) ?? fg, style, inside: inside)
        }
    }

    /// The image paint that fills or strokes the shape, if any.
    private var imagePaint: ImagePaint? {
        switch paint {
        case .image(let i, _)?: return i
        case .stroke(let s?, _, _)?: return type(of: s) == Color.self ? nil : s.unwrapped as? ImagePaint
        default: return nil
        }
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        // A missing image paint's image is reported as a missing image view's is.
        if let i = imagePaint { _ = i.image.asset(ctx) }
        let (kindName, plainGeometry) = shape.kindNameAndGeometry
        let (geometry, placement) = shape.geometry(in: ctx, otherwise: plainGeometry)
        let node = ShapeNode(kind: kindName, geometry: geometry, paint: Self.resolve(paint, in: ctx.environment))
        if let placement { node.frameRecord = placement }
        let own = shadows.reduce(node as LayoutNode) { inner, shadow in shadow.wrap(inner, ctx.environment) }
        return [usesForegroundStyle ? ctx.environment.castingForegroundShadows(own) : own]
    }

    /// Whether the shape is painted with the foreground style (no fill or stroke style of its own).
    private var usesForegroundStyle: Bool {
        switch paint {
        case nil, .fill(nil, _)?, .stroke(nil, _, _)?: return true
        default: return false
        }
    }
}
