/// A `width` x `height` grid of premultiplied RGBA8 pixels that paths, bitmaps and masks are
/// composited onto (source-over), through an optional anti-aliased clip, with offscreen layers.
///
/// Pixels are stored row-major, 4 bytes each (r, g, b, a), premultiplied.
///
/// The current drawing *target* is the canvas itself or the innermost open layer. A layer may be
/// bounded (`beginLayer(bounds:)`): its pixels then cover only `targetRect`, and drawing outside
/// that rectangle is dropped.
package final class RasterCanvas {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// The pixels of the current drawing target: the canvas itself, or the innermost open layer
    /// (`targetWidth * targetHeight * 4` bytes, row-major from the target's top-left pixel).
    package internal(set) var pixels: [UInt8]
    /// Canvas column of the current target's first column (0 unless a bounded layer is open).
    package internal(set) var targetX = 0
    /// Canvas row of the current target's first row (0 unless a bounded layer is open).
    package internal(set) var targetY = 0
    /// Columns of the current target.
    package internal(set) var targetWidth: Int
    /// Rows of the current target.
    package internal(set) var targetHeight: Int

    /// A target saved by `beginLayer`: its pixels and where they lie on the canvas.
    struct Target {
        var pixels: [UInt8]
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    /// Parent targets saved by `beginLayer()`, innermost last.
    var layerStack: [Target] = []
    /// The current clip: a canvas-sized coverage mask, or nil for no clip.
    var clipMask: [UInt8]?
    /// Clips saved by `saveClip()`.
    var clipStack: [[UInt8]?] = []
    /// The last shadow blurred: its layer's alpha, size and sigma, and the blurred padded plane
    /// (identical layers, e.g. the same card drawn many times, share one blur).
    var coverageTables: [PremultipliedColor: [Int32]] = [:]
    var lastShadow: (alpha: [UInt8], width: Int, height: Int, sigma: Double, plane: [Float])?

    /// The memory that layers and shadow blurs drawn on this canvas may take (the canvas's own
    /// pixels are checked by whoever creates it, with `MemoryBudget.bytes(_:size:)`).
    package var memoryBudget = MemoryBudget.machineDefault
    /// The first allocation the budget refused, if any. What needed it was not drawn; renderers
    /// turn this into an error once drawing ends.
    package internal(set) var budgetExceeded: MemoryBudgetExceeded?

    /// Whether `bytes` (nil: overflowed) for `what` fit the budget; records the failure if not.
    func reserve(_ bytes: Int?, for what: @autoclosure () -> String) -> Bool {
        if let bytes, bytes <= memoryBudget.bytes { return true }
        if budgetExceeded == nil {
            budgetExceeded = MemoryBudgetExceeded(what: what(), requested: bytes, budget: memoryBudget.bytes)
        }
        return false
    }

    /// Creates a canvas filled with `color` (transparent by default).
    package init(width: Int, height: Int, color: PremultipliedColor = .clear) {
        precondition(width > 0 && height > 0, "a canvas needs a positive size")
        self.width = width
        self.height = height
        targetWidth = width
        targetHeight = height
        pixels = PixelBuffer.filled(count: width * height * 4, word: color.packed)
    }

    /// Starts making the pixels of a `width` x `height` canvas filled with `color` ready on another
    /// thread, for the next canvas of that size (the first of a process has no freed canvas to
    /// reuse; see `PixelBuffer`). The caller has checked the size against its memory budget.
    package static func prepareStorage(width: Int, height: Int, color: PremultipliedColor = .clear) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixels <= Int.max / 4 else { return }
        PixelBuffer.prepare(count: pixels * 4, word: color.packed)
    }

    /// The canvas's pixels go back to `PixelBuffer` for the next canvas of this size.
    deinit {
        PixelBuffer.recycle(layerStack.first?.pixels ?? pixels)
    }

    /// Whether the current target covers the whole canvas.
    var targetIsCanvas: Bool { targetX == 0 && targetY == 0 && targetWidth == width && targetHeight == height }

    /// Sets every pixel of the current target to `color`, ignoring the clip.
    package func clear(to color: PremultipliedColor) {
        let word = color.packed
        let n = pixels.count / 4
        guard n > 0 else { return }
        pixels.withUnsafeMutableBufferPointer { buf in
            buf.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: n) { $0.update(repeating: word, count: n) }
        }
    }

    /// The pixel at column `x`, row `y` of the current target (canvas coordinates; transparent
    /// outside a bounded layer).
    package func pixel(x: Int, y: Int) -> PremultipliedColor {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel out of bounds")
        let lx = x - targetX, ly = y - targetY
        guard lx >= 0, ly >= 0, lx < targetWidth, ly < targetHeight else { return .clear }
        let i = (ly * targetWidth + lx) * 4
        return PremultipliedColor(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }

    /// Replaces the pixel at column `x`, row `y` of the current target (no blending, no clip;
    /// ignored outside a bounded layer).
    package func setPixel(x: Int, y: Int, _ c: PremultipliedColor) {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel out of bounds")
        let lx = x - targetX, ly = y - targetY
        guard lx >= 0, ly >= 0, lx < targetWidth, ly < targetHeight else { return }
        let i = (ly * targetWidth + lx) * 4
        pixels[i] = c.r; pixels[i + 1] = c.g; pixels[i + 2] = c.b; pixels[i + 3] = c.a
    }

    /// The current target's pixels as a canvas-sized bitmap (transparent outside a bounded layer).
    package var bitmap: Bitmap {
        if targetIsCanvas { return Bitmap(width: width, height: height, pixels: pixels) }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let rowBytes = targetWidth * 4
        if rowBytes > 0 {
            out.withUnsafeMutableBufferPointer { dst in
                pixels.withUnsafeBufferPointer { src in
                    for j in 0..<targetHeight {
                        let d = ((targetY + j) * width + targetX) * 4
                        (dst.baseAddress! + d).update(from: src.baseAddress! + j * rowBytes, count: rowBytes)
                    }
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: out)
    }
}

extension PremultipliedColor {
    /// The colour's four bytes as one word whose in-memory byte order is r, g, b, a.
    var packed: UInt32 {
        UInt32(littleEndian: UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24)
    }
}
