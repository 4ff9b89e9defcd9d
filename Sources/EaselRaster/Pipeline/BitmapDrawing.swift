/// How a bitmap's pixels are sampled when drawn at another size.
package enum Interpolation: Sendable {
    /// Nearest source pixel (crisp pixel art).
    case none
    /// Bilinear filtering when enlarging, area averaging (box filter) when shrinking.
    case linear
}

/// One channel of a premultiplied source `s` (0...255 as a float) drawn over a destination byte
/// `d` whose weight is `inv` (1 − source alpha / 255): `s + d × inv`, rounded half up and clamped.
/// Every bitmap draw writes its bytes through it.
@inline(__always) func sourceOverByte(_ s: Float, over d: UInt8, keeping inv: Float) -> UInt8 {
    UInt8(min(255, s + Float(d) * inv + 0.5))
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
    package func draw(_ bitmap: Bitmap, in rect: RasterRect, interpolation: Interpolation = .linear, opacity: Double = 1) {
        if let sampled = SampledImage(bitmap, in: rect, interpolation: interpolation, maxPixels: width * height) {
            draw(
                sampled, atX: PixelIndex.floor(rect.minX, -PixelIndex.far, PixelIndex.far),
                y: PixelIndex.floor(rect.minY, -PixelIndex.far, PixelIndex.far), opacity: opacity)
            return
        }
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
    package func drawTiled(_ bitmap: Bitmap, in rect: RasterRect, tileScale: Double = 1, interpolation: Interpolation = .linear, opacity: Double = 1) {
        guard tileScale > 0, let cover = RasterCanvas.rectCoverage(rect, width: width, height: height) else { return }
        func wrapTaps(_ d: Int, _ origin: Double, _ n: Int) -> [SampleTap] {
            func wrap(_ i: Int) -> Int { ((i % n) + n) % n }
            let u = (Double(d) + 0.5 - origin) / tileScale
            if interpolation == .none || tileScale == 1 {
                return [SampleTap(index: wrap(PixelIndex.floor(u, -PixelIndex.far, PixelIndex.far)), weight: 1)]
            }
            if tileScale < 1 {
                // Shrinking: the footprint's average, wrapping round the tile.
                return Self.footprintTaps((Double(d) - origin) / tileScale, (Double(d) + 1 - origin) / tileScale, wrap)
            }
            let v = u - 0.5, i0 = PixelIndex.floor(v, -PixelIndex.far, PixelIndex.far), f = Float(v - Double(i0))
            return [SampleTap(index: wrap(i0), weight: 1 - f), SampleTap(index: wrap(i0 + 1), weight: f)]
        }
        let xt = (0..<cover.width).map { wrapTaps(cover.x + $0, rect.minX, bitmap.width) }
        let yt = (0..<cover.height).map { wrapTaps(cover.y + $0, rect.minY, bitmap.height) }
        composite(bitmap, cover: cover, xTaps: xt, yTaps: yt, opacity: opacity)
    }

    /// Draws an 8-bit alpha mask (e.g. a glyph's coverage bitmap) in `color`, with its top-left
    /// pixel at canvas pixel (`x`, `y`).
    package func drawAlphaMask(_ alpha: [UInt8], width mw: Int, height mh: Int, atX x: Int, y: Int, color: PremultipliedColor) {
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
            return [SampleTap(index: PixelIndex.floor(centre, 0, n - 1), weight: 1)]
        }
        if scale >= 1 - 1e-9 {
            let u = centre - 0.5
            let i0 = PixelIndex.floor(u, -1, n)
            let f = Float(u - Double(i0))
            if f == 0 { return [SampleTap(index: clamp(i0), weight: 1)] }
            return [SampleTap(index: clamp(i0), weight: 1 - f), SampleTap(index: clamp(i0 + 1), weight: f)]
        }
        // Shrinking: average the source pixels under the destination pixel's footprint.
        let lo = max(0, (Double(dest) - origin) / scale), hi = min(Double(n), (Double(dest) + 1 - origin) / scale)
        guard hi > lo else { return [SampleTap(index: PixelIndex.floor(centre, 0, n - 1), weight: 1)] }
        return footprintTaps(lo, hi, clamp)
    }

    /// The source pixels under the span `lo..<hi` of source coordinates, each weighted by how
    /// much of the span it covers (a box filter); `index` maps a pixel to the bitmap (clamped at
    /// its edges, or wrapped round a tile).
    static func footprintTaps(_ lo: Double, _ hi: Double, _ index: (Int) -> Int) -> [SampleTap] {
        var taps: [SampleTap] = []
        var i = PixelIndex.floor(lo, -PixelIndex.far, PixelIndex.far)
        while Double(i) < hi {
            let w = min(Double(i + 1), hi) - max(Double(i), lo)
            if w > 0 { taps.append(SampleTap(index: index(i), weight: Float(w / (hi - lo)))) }
            i += 1
        }
        return taps
    }

    /// Composites separably-sampled bitmap pixels through a rectangle's coverage.
    private func composite(_ bitmap: Bitmap, cover: CoverageMask, xTaps: [[SampleTap]], yTaps: [[SampleTap]], opacity: Double) {
        let op = Float(min(max(opacity, 0), 1))
        if op == 0 { return }
        let x0 = max(targetX, cover.x), y0 = max(targetY, cover.y)
        let x1 = min(targetX + targetWidth, cover.x + cover.width), y1 = min(targetY + targetHeight, cover.y + cover.height)
        guard x0 < x1, y0 < y1 else { return }
        let bw = bitmap.width, tw = targetWidth, tx = targetX, ty = targetY, w = width
        let clipMask = clipMask
        bitmap.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for y in y0..<y1 {
                    let j = y - cover.y
                    for x in x0..<x1 {
                        let i = x - cover.x
                        var m = Float(cover.values[j * cover.width + i]) / 255 * op
                        if let clip = clipMask { m *= Float(clip[y * w + x]) / 255 }
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
                        let d = ((y - ty) * tw + (x - tx)) * 4
                        let sr = r * m, sg = g * m, sb = b * m, sa = a * m
                        let inv = 1 - sa / 255
                        dst[d] = sourceOverByte(sr, over: dst[d], keeping: inv)
                        dst[d + 1] = sourceOverByte(sg, over: dst[d + 1], keeping: inv)
                        dst[d + 2] = sourceOverByte(sb, over: dst[d + 2], keeping: inv)
                        dst[d + 3] = sourceOverByte(sa, over: dst[d + 3], keeping: inv)
                    }
                }
            }
        }
    }

    /// Composites a resampled image with its first pixel at canvas pixel (`x`, `y`) (normally the
    /// whole pixels of the destination rectangle's origin it was sampled for), with `opacity`.
    /// The result is the same as drawing the original bitmap with `draw(_:in:interpolation:opacity:)`
    /// at the rectangle moved by whole pixels to that origin.
    package func draw(_ image: SampledImage, atX x: Int, y: Int, opacity: Double = 1) {
        let op = Float(min(max(opacity, 0), 1))
        if op == 0 { return }
        let x0 = max(targetX, x), y0 = max(targetY, y)
        let x1 = min(targetX + targetWidth, x + image.width), y1 = min(targetY + targetHeight, y + image.height)
        guard x0 < x1, y0 < y1 else { return }
        let iw = image.width, tw = targetWidth, tx = targetX, ty = targetY, w = width
        let clip = clipMask
        image.rgba.withUnsafeBufferPointer { srcBuf in
            image.cover.withUnsafeBufferPointer { covBuf in
                image.steps.withUnsafeBufferPointer { stepBuf in
                    image.stored.withUnsafeBufferPointer { storedBuf in
                        pixels.withUnsafeMutableBufferPointer { dstBuf in
                            let src = srcBuf.baseAddress!, cov = covBuf.baseAddress!, dst = dstBuf.baseAddress!
                            let steps = stepBuf.baseAddress!, stored = storedBuf.baseAddress!
                            @inline(__always) func put(_ s: Int, _ d: Int, _ m: Float) {
                                let sr = src[s] * m, sg = src[s + 1] * m, sb = src[s + 2] * m, sa = src[s + 3] * m
                                let inv = 1 - sa / 255
                                dst[d] = sourceOverByte(sr, over: dst[d], keeping: inv)
                                dst[d + 1] = sourceOverByte(sg, over: dst[d + 1], keeping: inv)
                                dst[d + 2] = sourceOverByte(sb, over: dst[d + 2], keeping: inv)
                                dst[d + 3] = sourceOverByte(sa, over: dst[d + 3], keeping: inv)
                            }
                            for py in y0..<y1 {
                                let j = py - y
                                let crow = j * iw - x
                                let drow = (py - ty) * tw - tx
                                if let clip {
                                    for px in x0..<x1 {
                                        var m = cov[crow + px] * op
                                        m *= Float(clip[py * w + px]) / 255
                                        if m <= 0 { continue }
                                        put((crow + px) * 4, (drow + px) * 4, m)
                                    }
                                } else if op == 1 {
                                    // The steps found when the image was sampled: the same bytes as `put`.
                                    for px in x0..<x1 {
                                        let k = crow + px
                                        switch steps[k] {
                                        case .skip: continue
                                        case .store: UnsafeMutableRawPointer(dst + (drow + px) * 4).storeBytes(of: stored[k], as: UInt32.self)
                                        case .blend: put(k * 4, (drow + px) * 4, cov[k])
                                        }
                                    }
                                } else {
                                    for px in x0..<x1 {
                                        let m = cov[crow + px] * op
                                        if m <= 0 { continue }
                                        put((crow + px) * 4, (drow + px) * 4, m)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A bitmap resampled once for a destination rectangle, reusable wherever the rectangle lies
/// at the same fractional pixel offset (e.g. the same icon drawn in many places).
///
/// It holds, for every pixel the rectangle touches (counted from the whole pixels of the
/// rectangle's origin), the separably filtered colour as floats and the rectangle's coverage;
/// drawing it does exactly the arithmetic `RasterCanvas.draw(_:in:interpolation:opacity:)` does.
package struct SampledImage: Sendable {
    /// Columns covered.
    package let width: Int
    /// Rows covered.
    package let height: Int
    /// Filtered premultiplied r, g, b, a per pixel, before coverage.
    let rgba: [Float]
    /// Coverage of each pixel by the rectangle, 0...1 (8-bit coverage / 255).
    let cover: [Float]
    /// What drawing each pixel at full opacity without a clip does, found once so that an image
    /// drawn many times (an icon in every card) pays for the arithmetic only where it blends:
    /// `skip` (nothing covered, or all four channels 0: the destination is unchanged), `store`
    /// (fully covered and opaque: the destination becomes `stored`, whatever it was), `blend`.
    let steps: [Step]
    /// The pixel a `store` step writes (the bytes the blend gives when the source alpha is 255).
    let stored: [UInt32]

    enum Step: UInt8, Sendable { case skip, store, blend }

    /// The key that identifies a destination up to whole-pixel moves: the rectangle's offsets
    /// from the whole pixel at its origin, and its size.
    package struct Placement: Hashable, Sendable {
        package var fracX: Double, fracY: Double, endX: Double, endY: Double, width: Double, height: Double
        /// The placement of `rect`.
        package init(_ rect: RasterRect) {
            let fx = rect.minX.rounded(.down), fy = rect.minY.rounded(.down)
            fracX = rect.minX - fx; fracY = rect.minY - fy
            endX = rect.maxX - fx; endY = rect.maxY - fy
            width = rect.width; height = rect.height
        }
    }

    /// Resamples `bitmap` for `rect` (canvas pixels). Returns nil for an empty or non-finite
    /// rectangle, or one covering more than `maxPixels` pixels.
    package init?(_ bitmap: Bitmap, in rect: RasterRect, interpolation: Interpolation = .linear, maxPixels: Int = 1 << 24) {
        guard !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
            abs(rect.minX) < 1e9, abs(rect.minY) < 1e9
        else { return nil }
        let p = Placement(rect)
        guard p.endX < 1e9, p.endY < 1e9 else { return nil }
        let mw = Int(p.endX.rounded(.up)), mh = Int(p.endY.rounded(.up))
        guard mw > 0, mh > 0, mw * mh <= maxPixels else { return nil }
        func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Double {
            max(0, min(Double(i + 1), hi) - max(Double(i), lo))
        }
        // Taps and coverage in local pixels: the exact same numbers as in canvas pixels, since
        // (whole + k) - (whole + frac) is computed exactly as k - frac.
        let xt = (0..<mw).map { RasterCanvas.taps(dest: $0, origin: p.fracX, size: p.width, count: bitmap.width, interpolation: interpolation) }
        let yt = (0..<mh).map { RasterCanvas.taps(dest: $0, origin: p.fracY, size: p.height, count: bitmap.height, interpolation: interpolation) }
        let cols = (0..<mw).map { overlap($0, p.fracX, p.endX) }
        var rgba = [Float](repeating: 0, count: mw * mh * 4)
        var cover = [Float](repeating: 0, count: mw * mh)
        let bw = bitmap.width
        bitmap.pixels.withUnsafeBufferPointer { src in
            for j in 0..<mh {
                let ry = overlap(j, p.fracY, p.endY)
                for i in 0..<mw {
                    let c = UInt8((cols[i] * ry * 255).rounded())
                    cover[j * mw + i] = Float(c) / 255
                    if c == 0 { continue }
                    var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                    for ty in yt[j] {
                        let row = ty.index * bw
                        for tx in xt[i] {
                            let w = ty.weight * tx.weight
                            let s = (row + tx.index) * 4
                            r += w * Float(src[s]); g += w * Float(src[s + 1])
                            b += w * Float(src[s + 2]); a += w * Float(src[s + 3])
                        }
                    }
                    let d = (j * mw + i) * 4
                    rgba[d] = r; rgba[d + 1] = g; rgba[d + 2] = b; rgba[d + 3] = a
                }
            }
        }
        width = mw; height = mh
        self.rgba = rgba; self.cover = cover
        // The exact results of `draw(_:atX:y:opacity:)`'s blend at m = 1: with source alpha 255
        // the destination's weight is exactly 0; with all four channels 0 it is exactly 1 and
        // `UInt8(d + 0.5)` is `d`.
        var steps = [Step](repeating: .blend, count: mw * mh)
        var stored = [UInt32](repeating: 0, count: mw * mh)
        for k in 0..<(mw * mh) {
            let r = rgba[k * 4], g = rgba[k * 4 + 1], b = rgba[k * 4 + 2], a = rgba[k * 4 + 3]
            if cover[k] <= 0 || (r == 0 && g == 0 && b == 0 && a == 0) {
                steps[k] = .skip
            } else if cover[k] == 1 && a == 255 {
                steps[k] = .store
                stored[k] =
                    PremultipliedColor(
                        r: sourceOverByte(r, over: 0, keeping: 0), g: sourceOverByte(g, over: 0, keeping: 0),
                        b: sourceOverByte(b, over: 0, keeping: 0), a: sourceOverByte(a, over: 0, keeping: 0)
                    ).packed
            }
        }
        self.steps = steps
        self.stored = stored
    }
}
