import Foundation
import EaselLayout

/// What measuring a view in a canvas answers: its size and baselines.
struct CanvasMeasurement {
    var size: CGSize
    var firstBaseline: CGFloat
    var lastBaseline: CGFloat
}

/// The drawing calls a canvas renderer (or one of its layers) made, in order.
final class CanvasRecorder {
    typealias Measure = (AnyView, ProposedViewSize) -> CanvasMeasurement
    var items: [CanvasItem] = []
    /// Measures a view in the canvas's environment.
    let measure: Measure
    /// The symbol view tagged with an id.
    let symbols: (AnyHashable) -> AnyView?

    init(measure: @escaping Measure, symbols: @escaping (AnyHashable) -> AnyView?) {
        self.measure = measure
        self.symbols = symbols
    }
}

/// A clip of a context, in canvas coordinates.
struct CanvasClip {
    var path: Path
    var evenOdd: Bool
    var inverse: Bool
}

/// The state a drawing call is made in.
struct CanvasState {
    var transform: CGAffineTransform = .identity
    var opacity: Double = 1
    var blendMode: GraphicsContext.BlendMode = .normal
    var clips: [CanvasClip] = []
    var filters: [GraphicsContext.Filter] = []
}

/// One drawing call with its state. It is drawn as a view filling the canvas, so the drawing
/// goes through the same layout and paint stages as every other view.
struct CanvasItem {
    /// Where text, an image or a symbol goes.
    enum Placement {
        /// Its ideal size, with its `anchor` point at the point.
        case at(CGPoint, anchor: UnitPoint)
        /// Proposed the rectangle's size, at its top-leading corner.
        case `in`(CGRect)
    }

    enum Content {
        case fill(Path, GraphicsContext.Shading, FillStyle)
        case stroke(Path, GraphicsContext.Shading, StrokeStyle)
        case text(Text, GraphicsContext.Shading, Placement)
        case image(Image, GraphicsContext.Shading?, Placement)
        case view(AnyView, Placement)
        case layer([CanvasItem])
    }

    let content: Content
    let state: CanvasState

    /// The drawing as a view of the canvas's size.
    func view(in size: CGSize) -> AnyView {
        let t = state.transform
        // A rotation with a uniform scale (and no mirroring) keeps paths, strokes and gradients
        // exact when it is applied to their points; anything else is drawn untransformed into a
        // layer that is then resampled through the transform.
        let similarity = t.uniformScale.flatMap { t.a * t.d - t.b * t.c > 0 ? $0 : nil }
        var drawn: AnyView
        var transformed = false
        switch content {
        case .fill(let path, let shading, let style):
            if let k = similarity {
                drawn = Self.fill(path.applying(t), Self.mapped(shading.primary, t, k), style, size)
                transformed = true
            } else {
                drawn = Self.fill(path, shading.primary, style, size)
            }
        case .stroke(let path, let shading, let style):
            if let k = similarity {
                var s = style
                s.lineWidth *= k
                s.dash = s.dash.map { $0 * k }
                s.dashPhase *= k
                drawn = Self.stroke(path.applying(t), Self.mapped(shading.primary, t, k), s, size)
                transformed = true
            } else {
                drawn = Self.stroke(path, shading.primary, style, size)
            }
        case .text(let text, let shading, let placement):
            let translation = t.isTranslation ? CGPoint(x: t.tx, y: t.ty) : .zero
            let placed = Self.place(AnyView(text), placement, moved: translation, size)
            if let c = shading.solidColor {
                drawn = AnyView(placed.foregroundColor(c))
            } else if case .foreground = shading.primary.kind {
                drawn = placed
            } else {
                let moved = CGAffineTransform(translationX: translation.x, y: translation.y)
                drawn = AnyView(
                    Self.fill(Path(CGRect(origin: .zero, size: size)), Self.mapped(shading.primary, moved, 1), FillStyle(), size)
                        .mask(placed))
            }
            transformed = t.isTranslation
        case .image(let image, let shading, let placement):
            let translation = t.isTranslation ? CGPoint(x: t.tx, y: t.ty) : .zero
            let shown: AnyView
            if case .in = placement { shown = AnyView(image.resizable()) } else { shown = AnyView(image) }
            let placed = Self.place(shown, placement, moved: translation, size)
            drawn = shading?.solidColor.map { AnyView(placed.foregroundColor($0)) } ?? placed
            transformed = t.isTranslation
        case .view(let view, let placement):
            let translation = t.isTranslation ? CGPoint(x: t.tx, y: t.ty) : .zero
            drawn = Self.place(view, placement, moved: translation, size)
            transformed = t.isTranslation
        case .layer(let items):
            drawn = Self.layer(items, size)
            transformed = true
        }
        if !transformed, !t.isIdentity { drawn = AnyView(drawn.transformEffect(t)) }
        // A filter applies to what is drawn after it is added, and that drawing includes what the
        // filters added later made of it: the last filter added works on the drawing first (so
        // `.alphaThreshold` then `.blur` melts shapes together, as in SwiftUI).
        for f in state.filters.reversed() { drawn = f.apply(drawn) }
        for c in state.clips { drawn = Self.clip(drawn, c, size) }
        if state.opacity < 1 { drawn = AnyView(drawn.opacity(state.opacity)) }
        if !state.blendMode.layerBlend.isNormal {
            drawn = AnyView(drawn.modifier(EffectModifier(kind: "blendMode", effect: .blend(state.blendMode.layerBlend))))
        }
        return drawn
    }

    // MARK: Pieces

    /// Drawing calls as one view of the canvas's size; when one blends, they are drawn into a
    /// layer of their own first, so that it blends with what the canvas (or the context's layer)
    /// holds and not with what lies behind the canvas.
    static func layer(_ items: [CanvasItem], _ size: CGSize) -> AnyView {
        let stack = ZStack(alignment: .topLeading) {
            ForEach(items.indices, id: \.self) { items[$0].view(in: size) }
        }.frame(width: size.width, height: size.height, alignment: .topLeading)
        return items.contains { !$0.state.blendMode.layerBlend.isNormal } ? AnyView(stack.compositingGroup()) : AnyView(stack)
    }

    /// `path` filled with `shading`, in a frame of the canvas's size.
    static func fill(_ path: Path, _ shading: GraphicsContext.Shading, _ style: FillStyle, _ size: CGSize) -> AnyView {
        let shape: AnyView
        switch shading.kind {
        case .color(let c): shape = AnyView(path.fill(c, style: style))
        case .foreground, .palette: shape = AnyView(path.fill(style: style))
        case .style(let s): shape = styled(path, s, style)
        case .linear, .radial, .conic:
            guard let g = gradient(shading, size) else { return AnyView(EmptyView()) }
            shape = styled(path, g, style)
        }
        return AnyView(shape.frame(width: size.width, height: size.height))
    }

    /// `path` stroked with `shading`: a colour strokes directly; any other style fills the
    /// canvas and is masked by the stroke.
    static func stroke(_ path: Path, _ shading: GraphicsContext.Shading, _ style: StrokeStyle, _ size: CGSize) -> AnyView {
        switch shading.kind {
        case .color(let c): return AnyView(path.stroke(c, style: style).frame(width: size.width, height: size.height))
        case .foreground, .palette: return AnyView(path.stroke(style: style).frame(width: size.width, height: size.height))
        case .style(let s as Color): return AnyView(path.stroke(s, style: style).frame(width: size.width, height: size.height))
        default:
            return AnyView(
                fill(Path(CGRect(origin: .zero, size: size)), shading, FillStyle(), size)
                    .mask(path.stroke(style: style).frame(width: size.width, height: size.height)))
        }
    }

    private static func styled(_ path: Path, _ style: any ShapeStyle, _ fill: FillStyle) -> AnyView {
        func open<S: ShapeStyle>(_ s: S) -> AnyView { AnyView(path.fill(s, style: fill)) }
        return open(style)
    }

    /// A gradient shading as a gradient style over the canvas's frame (nil for an empty canvas).
    static func gradient(_ shading: GraphicsContext.Shading, _ size: CGSize) -> (any ShapeStyle)? {
        guard size.width > 0, size.height > 0 else { return nil }
        func unit(_ p: CGPoint) -> UnitPoint { UnitPoint(x: p.x / size.width, y: p.y / size.height) }
        switch shading.kind {
        case .linear(let g, let start, let end): return LinearGradient(gradient: g, startPoint: unit(start), endPoint: unit(end))
        case .radial(let g, let center, let r0, let r1): return RadialGradient(gradient: g, center: unit(center), startRadius: r0, endRadius: r1)
        case .conic(let g, let center, let angle): return AngularGradient(gradient: g, center: unit(center), angle: angle)
        default: return nil
        }
    }

    /// A gradient shading's geometry mapped through a similarity `t` that scales lengths by `k`.
    static func mapped(_ shading: GraphicsContext.Shading, _ t: CGAffineTransform, _ k: CGFloat) -> GraphicsContext.Shading {
        switch shading.kind {
        case .linear(let g, let s, let e): return .linearGradient(g, startPoint: s.applying(t), endPoint: e.applying(t))
        case .radial(let g, let c, let r0, let r1): return .radialGradient(g, center: c.applying(t), startRadius: r0 * k, endRadius: r1 * k)
        case .conic(let g, let c, let a): return .conicGradient(g, center: c.applying(t), angle: a + .radians(Double(atan2(t.b, t.a))))
        default: return shading
        }
    }

    /// A view placed in a frame of the canvas's size, moved by `moved`.
    static func place(_ view: AnyView, _ placement: Placement, moved: CGPoint, _ size: CGSize) -> AnyView {
        let placed: AnyView
        switch placement {
        case .at(let p, let anchor):
            let x = p.x + moved.x, y = p.y + moved.y
            placed = AnyView(
                view.fixedSize()
                    .alignmentGuide(.leading) { d in d.width * anchor.x - x }
                    .alignmentGuide(.top) { d in d.height * anchor.y - y })
        case .in(let r):
            let w = r.width.isFinite ? max(0, r.width) : 0, h = r.height.isFinite ? max(0, r.height) : 0
            placed = AnyView(
                view.frame(width: w, height: h, alignment: .topLeading)
                    .alignmentGuide(.leading) { _ in -(r.minX + moved.x) }
                    .alignmentGuide(.top) { _ in -(r.minY + moved.y) })
        }
        return AnyView(placed.frame(width: size.width, height: size.height, alignment: .topLeading))
    }

    /// `view` clipped to a context clip (its inside, or with `inverse` its outside).
    static func clip(_ view: AnyView, _ clip: CanvasClip, _ size: CGSize) -> AnyView {
        guard clip.inverse else { return AnyView(view.clipShape(clip.path, style: FillStyle(eoFill: clip.evenOdd))) }
        // The outside: the path inside a rectangle far beyond the canvas, filled even-odd.
        let reach = max(size.width, size.height, 1) * 4
        var outside = Path(CGRect(x: -reach, y: -reach, width: size.width + 2 * reach, height: size.height + 2 * reach))
        outside.addPath(clip.path)
        return AnyView(view.clipShape(outside, style: FillStyle(eoFill: true)))
    }
}
