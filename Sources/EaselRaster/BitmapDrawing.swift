/// How a bitmap's pixels are sampled when drawn at another size.
public enum Interpolation: Sendable {
    /// Nearest source pixel (crisp pixel art).
    case none
    /// Bilinear filtering when enlarging, area averaging (box filter) when shrinking.
    case linear
}

/// One source pixel and its weight in a destination pixel, along one axis.
struct SampleTap {
    var index: Int
    var weight: Float
}

/// Drawing bitmaps and alpha masks onto a canvas (source-over, through the clip).
extension RasterCanvas {
    /// Draws `bitmap` stretched into `rect` (pixels, may be fractional) with `opacity`.
    /// Edge pixels of a fractional rectangle get their exact partial coverage.
    public func draw(_ bitmap: Bitmap, in rect: RasterRect, interpolation: Interpolation = .linear, opacity: Double = 1) {
        guard let cover = RasterCanvas.rectCoverage(rect, width: width, height: height) else { return }
        let xt = (0..<cover.width).map {
            RasterCanvas.taps(dest: cover.x + $0, origin: rect.minX, size: rect.width, count: bitmap.width, interpolation: interpolation)
        }
        let yt = (0..<cover.height).map {
            RasterCanvas.taps(dest: cover.y + $0, origin: rect.minY, size: rect.height, count: bitmap.height, interpolation: interpolation)
        }
        composite(bitmap, cover: cover, xTaps: xt, yTaps: yt, opacity: opacity)
    }

    /// Fills `rect` with copies of `bitmap` repeated from the rectangle's origin, each source
    /// pixel `tileScale` canvas pixels wide (e.g. the render scale for an image at its natural size).
    public func drawTiled(_ bitmap: Bitmap, in rect: RasterRect, tileScale: Double = 1, interpolation: Interpolation = .linear, opacity: Double = 1) {
        guard tileScale > 0, let cover = RasterCanvas.rectCoverage(rect, width: width, height: height) else { return }
        func wrapTaps(_ d: Int, _ origin: Double, _ n: Int) -> [SampleTap] {
            func wrap(_ i: Int) -> Int { ((i % n) + n) % n }
            let u = (Double(d) + 0.5 - origin) / tileScale
            if interpolation == .none || tileScale == 1 {
                return [SampleTap(index: wrap(Int(u.rounded(.down))), weight: 1)]
            }
            let v = u - 0.5, i0 = Int(v.rounded(.down)), f = Float(v - Double(i0))
            return [SampleTap(index: wrap(i0), weight: 1 - f), SampleTap(index: wrap(i0 + 1), weight: f)]
        }
        let xt = (0..<cover.width).map { wrapTaps(cover.x + $0, rect.minX, bitmap.width) }
        let yt = (0..<cover.height).map { wrapTaps(cover.y + $0, rect.minY, bitmap.height) }
        composite(bitmap, cover: cover, xTaps: xt, yTaps: yt, opacity: opacity)
    }

    /// Draws an 8-bit alpha mask (e.g. a glyph's coverage bitmap) in `color`, with its top-left
    /// pixel at canvas pixel (`x`, `y`).
    public func drawAlphaMask(_ alpha: [UInt8], width mw: Int, height mh: Int, atX x: Int, y: Int, color: PremultipliedColor) {
        guard mw > 0, mh > 0 else { return }
        fill(CoverageMask(x: x, y: y, width: mw, height: mh, values: alpha), color: color)
    }

    /// The source taps for destination pixel `dest` along one axis, for a destination extent
    /// starting at `origin` of length `size` showing `count` source pixels.
    static func taps(dest: Int, origin: Double, size: Double, count n: Int, interpolation: Interpolation) -> [SampleTap] {
        let scale = size / Double(n)  // destination pixels per source pixel
        func clamp(_ i: Int) -> Int { min(max(i, 0), n - 1) }
        let centre = (Double(dest) + 0.5 - origin) / scale
        if interpolation == .none {
            return [SampleTap(index: clamp(Int(centre.rounded(.down))), weight: 1)]
        }
        if scale >= 1 - 1e-9 {
            let u = centre - 0.5
            let i0 = Int(u.rounded(.down))
            let f = Float(u - Double(i0))
            if f == 0 { return [SampleTap(index: clamp(i0), weight: 1)] }
            return [SampleTap(index: clamp(i0), weight: 1 - f), SampleTap(index: clamp(i0 + 1), weight: f)]
        }
        // Shrinking: average the source pixels under the destination pixel's footprint.
        let lo = max(0, (Double(dest) - origin) / scale), hi = min(Double(n), (Double(dest) + 1 - origin) / scale)
        guard hi > lo else { return [SampleTap(index: clamp(Int(centre.rounded(.down))), weight: 1)] }
        var taps: [SampleTap] = []
        var i = Int(lo.rounded(.down))
        while Double(i) < hi {
            let w = min(Double(i + 1), hi) - max(Double(i), lo)
            if w > 0 { taps.append(SampleTap(index: clamp(i), weight: Float(w / (hi - lo)))) }
            i += 1
        }
        return taps
    }

    /// Composites separably-sampled bitmap pixels through a rectangle's coverage.
    private func composite(_ bitmap: Bitmap, cover: CoverageMask, xTaps: [[SampleTap]], yTaps: [[SampleTap]], opacity: Double) {
        let op = Float(min(max(opacity, 0), 1))
        if op == 0 { return }
        let bw = bitmap.width
        bitmap.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for j in 0..<cover.height {
                    let y = cover.y + j
                    for i in 0..<cover.width {
                        let x = cover.x + i
                        var m = Float(cover.values[j * cover.width + i]) / 255 * op
                        if let clip = clipMask { m *= Float(clip[y * width + x]) / 255 }
                        if m <= 0 { continue }
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for ty in yTaps[j] {
                            let row = ty.index * bw
                            for tx in xTaps[i] {
                                let w = ty.weight * tx.weight
                                let s = (row + tx.index) * 4
                                r += w * Float(src[s]); g += w * Float(src[s + 1])
                                b += w * Float(src[s + 2]); a += w * Float(src[s + 3])
                            }
                        }
                        let d = (y * width + x) * 4
                        let sr = r * m, sg = g * m, sb = b * m, sa = a * m
                        let inv = 1 - sa / 255
                        dst[d] = UInt8(min(255, sr + Float(dst[d]) * inv + 0.5))
                        dst[d + 1] = UInt8(min(255, sg + Float(dst[d + 1]) * inv + 0.5))
                        dst[d + 2] = UInt8(min(255, sb + Float(dst[d + 2]) * inv + 0.5))
                        dst[d + 3] = UInt8(min(255, sa + Float(dst[d + 3]) * inv + 0.5))
                    }
                }
            }
        }
    }
}
