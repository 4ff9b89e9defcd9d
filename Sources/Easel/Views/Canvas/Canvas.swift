import Foundation
import EaselLayout

/// A view that draws what its renderer draws into a `GraphicsContext` (SwiftUI's `Canvas`). It
/// takes the whole proposal (10 points for an unspecified dimension, as shapes do); the renderer
/// is called with that size once layout has chosen it. `symbols` are views the renderer draws
/// with `context.resolveSymbol(id:)`, found by their `tag`.
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
    public typealias Body = Never
    /// Draws the canvas's content into the context, given the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// The views the renderer can draw by tag.
    public var symbols: Symbols
    /// Whether the canvas is fully opaque (a hint; Easel draws it the same way).
    public var isOpaque: Bool
    /// The colour space drawing is blended in (a hint; Easel blends in sRGB).
    public var colorMode: ColorRenderingMode
    /// Whether drawing may happen off the main thread (a hint with no effect on a still image).
    public var rendersAsynchronously: Bool

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var c = ctx.appending("Canvas")
        c.stackAxis = nil
        let renderer = self.renderer, symbols = self.symbols
        return [
            GeometryReaderNode(kind: "Canvas") { info, layout in
                let recorder = CanvasRecorder(
                    measure: { view, proposal in Self.measure(view, proposal, c, layout) },
                    symbols: { id in Self.symbol(id, in: symbols, c) })
                var context = GraphicsContext(recorder: recorder, state: CanvasState(), environment: c.environment)
                renderer(&context, info.size)
                if recorder.items.contains(where: { !$0.state.blendMode.layerBlend.isNormal }) {
                    return resolve(CanvasItem.layer(recorder.items, info.size), c)
                }
                return recorder.items.flatMap { resolve($0.view(in: info.size), c) }
            }
        ]
    }

    /// The size and baselines of `view` laid out for `proposal` in the canvas's environment.
    private static func measure(_ view: AnyView, _ proposal: ProposedViewSize, _ ctx: ResolveContext, _ layout: LayoutContext) -> CanvasMeasurement {
        guard let node = resolve(view, ctx).first else { return CanvasMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0) }
        let size = node.sizeThatFits(proposal, layout)
        let d = node.dimensions(proposal, size, layout)
        return CanvasMeasurement(size: size, firstBaseline: d[.firstTextBaseline], lastBaseline: d[.lastTextBaseline])
    }

    /// The view of `symbols` tagged `id`.
    private static func symbol(_ id: AnyHashable, in symbols: Symbols, _ ctx: ResolveContext) -> AnyView? {
        var c = ctx
        c.environment.isTabViewContent = true
        for node in resolve(symbols, c) {
            if let m = node as? TabMarkerNode, m.tag == id { return m.taggedView }
        }
        return nil
    }
}

extension Canvas where Symbols == EmptyView {
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}
