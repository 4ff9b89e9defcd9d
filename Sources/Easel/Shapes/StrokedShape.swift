import Foundation
import EaselLayout
import EaselPaint

/// A shape stroked in the foreground style (what SwiftUI's `stroke(lineWidth:)` and
/// `stroke(style:)` return): drawn as the stroke, and itself a `Shape` whose outline is the area
/// the stroke covers, so it can be stroked again, filled with a style, or given to
/// `background(_:in:)`, `overlay(_:in:)` and `clipShape`.
nonisolated public struct _StrokedShape<Content: Shape>: Shape, PrimitiveView {
    public typealias Body = Never
    /// The shape stroked.
    public let shape: Content
    /// How it is stroked.
    public let style: StrokeStyle

    init(shape: Content, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// The outline of the stroke along the shape's path in `rect`.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        // Drawn as the stroke itself (exact rings for rectangles and ellipses), not as a fill of
        // its flattened outline.
        _ShapeView(shape: shape, paint: .stroke(nil, style, inside: false)).makeNodes(ctx)
    }
}

extension Path {
    /// The area a stroke with `style` covers, as a path to fill (Core Graphics' and SwiftUI's
    /// `strokedPath(_:)`): dashes, caps and joins included; curves are flattened.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        Path(elements: StrokedOutline.elements(of: elements, style: style))
    }
}
