import Foundation
import EaselLayout

/// A view that draws a shape (SwiftUI's `ShapeView`, iOS 17): a filled or stroked shape, which can
/// be filled and stroked again. Each further `fill`, `stroke` or `strokeBorder` draws its paint over
/// the ones before, on the same outline in the same frame: the view is as large as the shape is,
/// and strokes spill out of it as a stroked shape's do.
public protocol ShapeView<Content>: View {
    /// The shape drawn.
    associatedtype Content: Shape
    /// The shape drawn.
    nonisolated var shape: Content { get }
}

nonisolated extension ShapeView {
    /// Fills the shape with a style over what this view draws.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Strokes the outline with a style, centred on it, over what this view draws. Easel always
    /// draws anti-aliased edges (`antialiased` is kept, not applied).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the outline with a line `lineWidth` wide, centred on it, over what this view draws.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

nonisolated extension ShapeView where Content: InsettableShape {
    /// Strokes the outline inside the shape's frame with a style, over what this view draws.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the outline inside the shape's frame with a line `lineWidth` wide, over what this
    /// view draws.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape filled over another shape view (SwiftUI's `FillShapeView`, what `fill` on a shape view
/// returns).
nonisolated public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    public typealias Body = Never
    /// The shape filled.
    public var shape: Content
    /// The style it is filled with.
    public var style: Style
    /// The fill rule.
    public var fillStyle: FillStyle
    /// What is drawn under the fill.
    public var background: Background

    /// The shape filled with `style` over `background`.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        resolve(ShapeLayer(paint: shape.fill(style, style: fillStyle), under: background), ctx)
    }
}

/// A shape's outline stroked over another shape view (SwiftUI's `StrokeShapeView`, what `stroke`
/// on a shape view returns).
nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    public typealias Body = Never
    /// The shape stroked.
    public var shape: Content
    /// The style the stroke is drawn in.
    public var style: Style
    /// The stroke's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke's edges are anti-aliased (kept; Easel always anti-aliases).
    public var isAntialiased: Bool
    /// What is drawn under the stroke.
    public var background: Background

    /// The outline of `shape` stroked with `style` over `background`, centred on the outline.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        resolve(ShapeLayer(paint: shape.stroke(style, style: strokeStyle), under: background), ctx)
    }
}

/// An insettable shape's outline stroked inside its frame over another shape view (SwiftUI's
/// `StrokeBorderShapeView`, what `strokeBorder` on a shape view returns).
nonisolated public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView {
    public typealias Body = Never
    /// The shape stroked.
    public var shape: Content
    /// The style the stroke is drawn in.
    public var style: Style
    /// The stroke's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke's edges are anti-aliased (kept; Easel always anti-aliases).
    public var isAntialiased: Bool
    /// What is drawn under the stroke.
    public var background: Background

    /// The outline of `shape` stroked with `style` inside its frame over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        resolve(ShapeLayer(paint: shape.strokeBorder(style, style: strokeStyle), under: background), ctx)
    }
}

/// One paint of a shape view over the paints before it: the paint, with the earlier ones as its
/// background, proposed the paint's size (the shape's); just the paint when nothing is under it.
nonisolated struct ShapeLayer<Paint: View, Under: View>: View, PrimitiveView {
    typealias Body = Never
    let paint: Paint
    let under: Under

    init(paint: Paint, under: Under) {
        self.paint = paint
        self.under = under
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        if Under.self == EmptyView.self { return resolve(paint, ctx) }
        return resolve(paint.background(alignment: .center) { under }, ctx)
    }
}

nonisolated extension ShapeView {
    /// `strokeBorder` over this view for any shape (the script front end's: a script's own shapes
    /// stroke their borders inside their frames without being `InsettableShape`s).
    package func strokeBorderOfAnyShape<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        ShapeLayer(paint: shape.strokeBorder(content, style: style), under: self)
    }
}

extension _ShapeView: ShapeView {}
extension DynamicShapeView: ShapeView {}
