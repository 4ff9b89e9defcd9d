import Foundation

/// An 8-bit coverage bitmap of one glyph, as FreeType renders it (0 = empty, 255 = covered), or
/// the picture of a colour glyph.
///
/// To draw it, put the glyph's origin at pixel (`originX`, `baselineY`) where `originX` comes from
/// `GlyphMask.placement(ofPixelX:)`; the bitmap's top-left pixel is then at
/// (`originX + left`, `baselineY - top`).
package struct GlyphMask: Hashable, Sendable {
    /// Width in pixels.
    package var width: Int
    /// Height in pixels.
    package var height: Int
    /// Offset of the bitmap's left edge from the glyph origin, in pixels.
    package var left: Int
    /// Offset of the bitmap's top edge above the baseline, in pixels (positive is up).
    package var top: Int
    /// Coverage, row-major, `width * height` bytes, top row first; empty for a colour glyph.
    package var coverage: [UInt8]
    /// A colour glyph's picture, drawn in its own colours instead of the coverage; `width`,
    /// `height`, `left` and `top` are then the pixels it touches.
    package var color: ColorGlyphImage?

    /// Creates a mask.
    package init(width: Int, height: Int, left: Int, top: Int, coverage: [UInt8], color: ColorGlyphImage? = nil) {
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.coverage = coverage
        self.color = color
    }

    /// Coverage at column `x`, row `y`.
    package subscript(x: Int, y: Int) -> UInt8 { coverage[y * width + x] }

    /// Splits a horizontal pixel position into a whole pixel and a quarter-pixel offset (0...3),
    /// the `subpixelX` for which masks are rendered.
    package static func placement(ofPixelX x: CGFloat) -> (pixel: Int, subpixel: Int) {
        // Callers keep x far inside Int's range; anything else (NaN, 1e308) lands at 0.
        let q = Double(x * 4).rounded()
        let quarters = q.isFinite && abs(q) < 1e15 ? Int(q) : 0
        let pixel = Int((CGFloat(quarters) / 4).rounded(.down))
        return (pixel, quarters - pixel * 4)
    }
}
