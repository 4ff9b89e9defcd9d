import Foundation
import EaselLayout
import EaselRaster

/// One drawing operation of a display list. Geometry is in absolute points (resolution
/// independent); the renderer multiplies it by the render scale. Commands run in order,
/// each composited source-over on what came before.
package enum DrawCommand: Equatable {
    /// Fills a shape with a colour.
    case fill(PaintShape, color: ColorValue, fillRule: FillRule)
    /// Blurs what is drawn under a shape by `blur` points, then fills the shape with `tint` (a material).
    case backdrop(PaintShape, blur: CGFloat, tint: ColorValue, fillRule: FillRule)
    /// Fills a shape with a gradient laid over `frame` (the shape's frame, in points).
    case fillGradient(PaintShape, gradient: GradientPaint, frame: CGRect, fillRule: FillRule)
    /// Strokes a shape's outline, centred on it. (`strokeBorder` is painted as a stroke of the
    /// shape inset by half the line width, so it lies inside the frame.)
    case stroke(PaintShape, color: ColorValue, style: StrokeStyle)
    /// Strokes a shape with a gradient laid over `frame` (points).
    case strokeGradient(PaintShape, gradient: GradientPaint, frame: CGRect, style: StrokeStyle)
    /// Draws an image.
    case image(ImageDrawing)
    /// Draws a line of glyphs in a colour; `origin` is the line's baseline origin in points.
    case glyphs(GlyphRun, color: ColorValue, origin: CGPoint)
    /// Intersects the clip with a shape until the matching `popClip`.
    case pushClip(PaintShape, fillRule: FillRule)
    /// Returns to the clip before the matching `pushClip`.
    case popClip
    /// Starts an offscreen layer; drawing until the matching `endLayer` goes into it.
    case beginLayer
    /// Composites the innermost layer with `opacity`, drawing `shadow` (if any) of its alpha under it.
    case endLayer(opacity: Double, shadow: PaintShadow?)
    /// Draws `shadow` inside the innermost layer's content (cast by what lies outside it; never
    /// past its alpha), then composites the layer.
    case endInnerShadowLayer(PaintShadow)
    /// Composites the innermost layer through an affine transform of canvas points
    /// (`[a c tx; b d ty]`), bilinearly filtered.
    case endTransformedLayer(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)
    /// Filters the innermost layer (a colour matrix, or a blur of `radius` points) and composites it.
    case endFilteredLayer(EffectFilter)
    /// Ends a layer combined with the target below through a blend mode.
    case endBlendedLayer(LayerBlend)
    /// Composites the innermost layer through a projection of canvas points (3 × 3, row by row).
    case endProjectedLayer([Double])
    /// Ends the innermost layer as a mask: the layer below keeps only as much of each pixel as the
    /// mask's alpha there (none outside what the mask draws); the mask itself is not drawn.
    case endMaskLayer
    /// Outlines a rectangle (snapped to the pixel grid) with a band `pixelWidth` device pixels
    /// wide lying inside it. Debug overlay.
    case debugRect(CGRect, color: ColorValue, pixelWidth: Int)
    /// A horizontal line across the whole canvas, `pixelWidth` device pixels thick, whose top
    /// edge is at `y` points snapped to the pixel grid. Debug overlay (alignment lines).
    case debugLine(y: CGFloat, color: ColorValue, pixelWidth: Int)
}
