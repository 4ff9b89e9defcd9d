/// A `width` x `height` grid of premultiplied RGBA8 pixels that paths, bitmaps and masks are
/// composited onto (source-over), through an optional anti-aliased clip, with offscreen layers.
///
/// Pixels are stored row-major, 4 bytes each (r, g, b, a), premultiplied.
public final class RasterCanvas {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixels of the current drawing target: the canvas itself, or the innermost open layer.
    public internal(set) var pixels: [UInt8]

    /// Parent targets saved by `beginLayer()`, innermost last.
    var layerStack: [[UInt8]] = []
    /// The current clip: a canvas-sized coverage mask, or nil for no clip.
    var clipMask: [UInt8]?
    /// Clips saved by `saveClip()`.
    var clipStack: [[UInt8]?] = []

    /// Creates a canvas filled with `color` (transparent by default).
    public init(width: Int, height: Int, color: PremultipliedColor = .clear) {
        precondition(width > 0 && height > 0, "a canvas needs a positive size")
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        if color != .clear { clear(to: color) }
    }

    /// Sets every pixel of the current target to `color`, ignoring the clip.
    public func clear(to color: PremultipliedColor) {
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                p[i] = color.r; p[i + 1] = color.g; p[i + 2] = color.b; p[i + 3] = color.a
                i += 4
            }
        }
    }

    /// The pixel at column `x`, row `y` of the current target.
    public func pixel(x: Int, y: Int) -> PremultipliedColor {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel out of bounds")
        let i = (y * width + x) * 4
        return PremultipliedColor(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }

    /// Replaces the pixel at column `x`, row `y` of the current target (no blending, no clip).
    public func setPixel(x: Int, y: Int, _ c: PremultipliedColor) {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel out of bounds")
        let i = (y * width + x) * 4
        pixels[i] = c.r; pixels[i + 1] = c.g; pixels[i + 2] = c.b; pixels[i + 3] = c.a
    }

    /// The current target's pixels as a bitmap.
    public var bitmap: Bitmap { Bitmap(width: width, height: height, pixels: pixels) }
}
