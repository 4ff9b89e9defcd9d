import Foundation
import EaselLayout

/// What a `Canvas` renderer draws with (SwiftUI's `GraphicsContext`): fills and strokes of paths,
/// text, images and symbols, in a coordinate space that `translateBy`, `scaleBy`, `rotate` and
/// `concatenate` change, clipped by `clip(to:)`, at an `opacity`, through a `blendMode` and
/// `addFilter`'s filters.
///
/// A context is a value: a copy changed by a transform or a clip draws with its own state, into the
/// same canvas. Each drawing call is kept with the state it was made in and drawn, in order,
/// when the canvas is painted.
public struct GraphicsContext {

    /// How `clip(to:style:options:)` treats its path.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep what lies outside the path instead of inside it.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// The drawing calls made so far into one canvas or layer.
    let recorder: CanvasRecorder
    /// The state drawing calls are made in.
    var state: CanvasState
    /// The environment of the canvas.
    public let environment: EnvironmentValues

    init(recorder: CanvasRecorder, state: CanvasState, environment: EnvironmentValues) {
        self.recorder = recorder
        self.state = state
        self.environment = environment
    }

    // MARK: State

    /// The opacity drawing is composited at, multiplied into what it already was (0…1).
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = newValue.isFinite ? min(1, max(0, newValue)) : 1 }
    }

    /// The blend mode drawing is composited with.
    public var blendMode: BlendMode {
        get { state.blendMode }
        set { state.blendMode = newValue }
    }

    /// The transform from this context's coordinates to the canvas's.
    public var transform: CGAffineTransform {
        get { state.transform }
        set { if newValue.isFinite { state.transform = newValue } }
    }

    /// Moves the origin by `x` and `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales coordinates by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates coordinates by `angle` (clockwise on screen).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Narrows drawing to the inside of `path` (or its outside, with `.inverse`), in this
    /// context's coordinates.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        state.clips.append(CanvasClip(path: path.applying(transform), evenOdd: style.isEOFilled, inverse: options.contains(.inverse)))
    }

    /// The bounds of the clip, in this context's coordinates (infinite with no clip).
    public var clipBoundingRect: CGRect {
        var r = CGRect.infinite
        for c in state.clips where !c.inverse { r = r.intersection(c.path.boundingRect) }
        if r.isInfinite || r.isNull { return r }
        return r.applying(transform.inverted())
    }

    /// Adds a filter that each later drawing call is drawn through.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        state.filters.append(filter)
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(path, shading, style))
    }

    /// Strokes `path` with `shading`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.stroke(path, shading, style))
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` at its ideal size with its `anchor` point at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` laid out in `rect`'s size, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws resolved text at its ideal size with its `anchor` point at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.text(text.text, text.shading, .at(point, anchor: anchor)))
    }

    /// Draws resolved text laid out in `rect`'s size.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        record(.text(text.text, text.shading, .in(rect)))
    }

    /// Draws `image` at its own size with its `anchor` point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws `image` stretched to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws a resolved image at its own size with its `anchor` point at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.image(image.image, image.shading, .at(point, anchor: anchor)))
    }

    /// Draws a resolved image stretched to fill `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.image(image.image, image.shading, .in(rect)))
    }

    /// Draws one of the canvas's symbol views at its ideal size with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.view(symbol.view, .at(point, anchor: anchor)))
    }

    /// Draws one of the canvas's symbol views proposed `rect`'s size, at its top-leading corner.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        record(.view(symbol.view, .in(rect)))
    }

    /// Draws into a new layer that is composited as a whole with this context's opacity, blend
    /// mode, filters and clip. The layer's context starts with this context's transform.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(
            recorder: CanvasRecorder(measure: recorder.measure, symbols: recorder.symbols),
            state: CanvasState(transform: state.transform), environment: environment)
        try content(&layer)
        record(.layer(layer.recorder.items))
    }

    // MARK: Resolving

    /// `text` with the shading it is drawn with, and its measurements.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, measure: recorder.measure) }

    /// `image` with the shading a template image is drawn with, and its size.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image, measure: recorder.measure) }

    /// The symbol view of the canvas tagged `id`, or nil when there is none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recorder.symbols(AnyHashable(id)).map { ResolvedSymbol(view: $0, measurer: recorder.measure) }
    }

    private func record(_ content: CanvasItem.Content) {
        recorder.items.append(CanvasItem(content: content, state: state))
    }
}

extension GraphicsContext {
    /// Text ready to draw, with the shading it is drawn with.
    public struct ResolvedText {
        let text: Text
        let measurer: CanvasRecorder.Measure
        /// The shading of the text: the environment's foreground unless set.
        public var shading: Shading = .foreground

        init(text: Text, measure: @escaping CanvasRecorder.Measure) {
            self.text = text
            self.measurer = measure
        }

        /// The size of the text laid out in `size`.
        public func measure(in size: CGSize) -> CGSize { measurer(AnyView(text), ProposedViewSize(size)).size }

        /// The distance from the top to the first baseline, laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat { measurer(AnyView(text), ProposedViewSize(size)).firstBaseline }

        /// The distance from the top to the last baseline, laid out in `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat { measurer(AnyView(text), ProposedViewSize(size)).lastBaseline }
    }

    /// An image ready to draw, with its size.
    public struct ResolvedImage {
        let image: Image
        let measurer: CanvasRecorder.Measure
        /// The shading of a template image (nil draws the image's own colours).
        public var shading: Shading?

        init(image: Image, measure: @escaping CanvasRecorder.Measure) {
            self.image = image
            self.measurer = measure
        }

        /// The image's own size in points.
        public var size: CGSize { measurer(AnyView(image), .unspecified).size }

        /// The distance from the top to the image's baseline (its bottom).
        public var baseline: CGFloat { size.height }
    }

    /// One of the views passed as a canvas's `symbols`, ready to draw.
    public struct ResolvedSymbol {
        let view: AnyView
        let measurer: CanvasRecorder.Measure

        /// The view's ideal size.
        public var size: CGSize { measurer(view, .unspecified).size }
    }

    /// Options of `addFilter(_:options:)`; Easel draws every filter the same way whatever is set.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }
}
