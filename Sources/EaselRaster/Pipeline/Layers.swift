/// A drop shadow: the blurred alpha of some content, tinted, offset, drawn under it.
package struct DropShadow: Equatable, Sendable {
    /// Shadow colour (its alpha scales the shadow).
    package var color: PremultipliedColor
    /// SwiftUI's shadow radius in pixels; the Gaussian's sigma is `radius / 2`.
    package var radius: Double
    /// Horizontal offset in pixels.
    package var offsetX: Double
    /// Vertical offset in pixels.
    package var offsetY: Double

    /// Creates a shadow description.
    package init(color: PremultipliedColor, radius: Double, offsetX: Double = 0, offsetY: Double = 0) {
        self.color = color; self.radius = radius; self.offsetX = offsetX; self.offsetY = offsetY
    }

    /// The Gaussian standard deviation used for `radius`.
    package var sigma: Double { radius / 2 }
}

/// Offscreen layers: drawing between `beginLayer()` and `endLayer(...)` goes to a transparent
/// buffer that is then composited, as a whole, onto the target below.
///
/// A layer may be bounded: `beginLayer(bounds:)` allocates only the pixels of `bounds` (rounded
/// out to whole pixels and clipped to the canvas), and its shadow is blurred and composited only
/// over that region plus the blur margin. Drawing outside the bounds is dropped, so the bounds
/// must contain everything drawn into the layer.
extension RasterCanvas {
    /// The number of open layers.
    package var layerDepth: Int { layerStack.count }

    /// Starts drawing into a new transparent layer the size of the canvas.
    package func beginLayer() {
        beginLayer(bounds: nil)
    }

    /// Starts drawing into a new transparent layer covering `bounds` (canvas pixels; rounded out
    /// to whole pixels and clipped to the canvas), or the whole canvas when `bounds` is nil.
    package func beginLayer(bounds: RasterRect?) {
        var x0 = 0, y0 = 0, x1 = width, y1 = height
        if let b = bounds {
            if b.isEmpty || !b.minX.isFinite || !b.minY.isFinite || !b.maxX.isFinite || !b.maxY.isFinite {
                if b.isEmpty { x1 = 0; y1 = 0 }
            } else {
                x0 = PixelIndex.floor(b.minX, 0, width)
                y0 = PixelIndex.floor(b.minY, 0, height)
                x1 = PixelIndex.ceil(b.maxX, 0, width)
                y1 = PixelIndex.ceil(b.maxY, 0, height)
            }
        }
        if x1 <= x0 || y1 <= y0 { x0 = 0; y0 = 0; x1 = 0; y1 = 0 }
        // A layer is at most canvas-sized; drawing into a refused one is dropped.
        if !reserve(MemoryBudget.bytes(x1 - x0, y1 - y0, size: 4), for: "a \(x1 - x0) x \(y1 - y0) px layer") {
            x0 = 0; y0 = 0; x1 = 0; y1 = 0
        }
        layerStack.append(Target(pixels: pixels, x: targetX, y: targetY, width: targetWidth, height: targetHeight))
        pixels = PixelBuffer.zeroed(count: (x1 - x0) * (y1 - y0) * 4)
        targetX = x0; targetY = y0; targetWidth = x1 - x0; targetHeight = y1 - y0
    }

    /// Ends the innermost layer and composites it onto the target below with `opacity`, after
    /// drawing `shadow` (if any) under it. The clip applied while drawing into the layer stays in
    /// effect; compositing itself is not clipped again.
    package func endLayer(opacity: Double = 1, shadow: DropShadow? = nil) {
        precondition(!layerStack.isEmpty, "endLayer() without beginLayer()")
        let layer = Target(pixels: pixels, x: targetX, y: targetY, width: targetWidth, height: targetHeight)
        let parent = layerStack.removeLast()
        pixels = parent.pixels
        targetX = parent.x; targetY = parent.y; targetWidth = parent.width; targetHeight = parent.height
        let op = min(max(opacity, 0), 1)
        if layer.width == 0 || layer.height == 0 { return }
        if let shadow { drawShadow(ofAlphaIn: layer, shadow: shadow, opacity: op) }
        composite(layer: layer, opacity: op)
        PixelBuffer.recycle(layer.pixels)
    }

    /// Composites another canvas's current target (same canvas size) onto this one with `opacity`.
    package func draw(_ other: RasterCanvas, opacity: Double = 1) {
        precondition(other.width == width && other.height == height, "canvas size mismatch")
        composite(
            layer: Target(
                pixels: other.pixels, x: other.targetX, y: other.targetY,
                width: other.targetWidth, height: other.targetHeight),
            opacity: min(max(opacity, 0), 1))
    }

    /// Source-over of a premultiplied buffer placed on the canvas, scaled by `opacity`.
    func composite(layer: Target, opacity: Double) {
        let m = PixelIndex.nearest(opacity * 255, 0, 255)
        if m == 0 { return }
        let x0 = max(layer.x, targetX), x1 = min(layer.x + layer.width, targetX + targetWidth)
        let y0 = max(layer.y, targetY), y1 = min(layer.y + layer.height, targetY + targetHeight)
        guard x0 < x1, y0 < y1 else { return }
        let tw = targetWidth, tx = targetX, ty = targetY
        layer.pixels.withUnsafeBufferPointer { srcBuf in
            pixels.withUnsafeMutableBufferPointer { dstBuf in
                let src = srcBuf.baseAddress!, dst = dstBuf.baseAddress!
                for y in y0..<y1 {
                    var s = ((y - layer.y) * layer.width + (x0 - layer.x)) * 4
                    var d = ((y - ty) * tw + (x0 - tx)) * 4
                    for _ in x0..<x1 {
                        var sa = Int(src[s + 3])
                        if sa == 255 && m == 255 {
                            dst[d] = src[s]; dst[d + 1] = src[s + 1]; dst[d + 2] = src[s + 2]; dst[d + 3] = 255
                        } else if sa != 0 {
                            var sr = Int(src[s]), sg = Int(src[s + 1]), sb = Int(src[s + 2])
                            if m != 255 { sr = div255(sr * m); sg = div255(sg * m); sb = div255(sb * m); sa = div255(sa * m) }
                            let inv = 255 - sa
                            dst[d] = UInt8(truncatingIfNeeded: sr + div255(Int(dst[d]) * inv))
                            dst[d + 1] = UInt8(truncatingIfNeeded: sg + div255(Int(dst[d + 1]) * inv))
                            dst[d + 2] = UInt8(truncatingIfNeeded: sb + div255(Int(dst[d + 2]) * inv))
                            dst[d + 3] = UInt8(truncatingIfNeeded: sa + div255(Int(dst[d + 3]) * inv))
                        }
                        s += 4; d += 4
                    }
                }
            }
        }
    }

    /// Draws the shadow of the alpha channel of `layer` onto the current target.
    ///
    /// The alpha is copied into a float plane padded by `ceil(3 sigma) + 2` pixels on every side
    /// of the layer, blurred, shifted by the rounded offset and filled in the shadow colour. The
    /// padding holds the whole blur, so the result does not depend on how large the layer is.
    func drawShadow(ofAlphaIn layer: Target, shadow: DropShadow, opacity: Double) {
        let sigma = shadow.sigma
        let lw = layer.width, lh = layer.height
        guard sigma.isFinite else { return }  // spread over infinity: nothing left to see
        if sigma > 0 {
            // The blurred alpha never exceeds (layer area) / (2 pi sigma^2). Below half an 8-bit
            // step every mask value rounds to 0 and the shadow leaves no mark: skip it (this is how
            // huge radii stay cheap and exact).
            let peak = Double(lw) * Double(lh) / (2 * Double.pi * sigma * sigma)
            if peak * 255 < 0.5 { return }
        }
        guard let (plane, pad, alpha) = blurredAlpha(of: layer, sigma: sigma, radius: shadow.radius) else { return }
        let pw = lw + 2 * pad, ph = lh + 2 * pad
        let dx = PixelIndex.nearest(shadow.offsetX, -PixelIndex.far, PixelIndex.far)
        let dy = PixelIndex.nearest(shadow.offsetY, -PixelIndex.far, PixelIndex.far)
        // The plane's top-left pixel lands on canvas pixel (ox, oy).
        let ox = layer.x - pad + dx, oy = layer.y - pad + dy
        let x0 = max(0, ox), y0 = max(0, oy), x1 = min(width, ox + pw), y1 = min(height, oy + ph)
        guard x0 < x1, y0 < y1 else { return }
        let mw = x1 - x0, mh = y1 - y0
        var values = [UInt8](repeating: 0, count: mw * mh)
        plane.withUnsafeBufferPointer { src in
            values.withUnsafeMutableBufferPointer { dst in
                for y in 0..<mh {
                    let s = (y + y0 - oy) * pw + (x0 - ox), d = y * mw
                    for x in 0..<mw { dst[d + x] = UInt8(min(255, max(0, src[s + x] * 255 + 0.5))) }
                }
            }
        }
        // Where the layer is opaque and composited at full opacity it replaces whatever lies
        // below, so the shadow there would be overwritten: skip it.
        if opacity >= 1 {
            let ix0 = max(x0, layer.x), ix1 = min(x1, layer.x + lw), iy0 = max(y0, layer.y), iy1 = min(y1, layer.y + lh)
            if ix0 < ix1 && iy0 < iy1 {
                alpha.withUnsafeBufferPointer { a in
                    values.withUnsafeMutableBufferPointer { v in
                        for y in iy0..<iy1 {
                            let arow = (y - layer.y) * lw - layer.x, vrow = (y - y0) * mw - x0
                            for x in ix0..<ix1 where a[arow + x] == 255 { v[vrow + x] = 0 }
                        }
                    }
                }
            }
        }
        let saved = clipMask
        clipMask = nil
        fill(CoverageMask(x: x0, y: y0, width: mw, height: mh, values: values), color: shadow.color.scaled(by: opacity))
        clipMask = saved
    }

    /// The layer's alpha (0…1) blurred with a Gaussian of `sigma` pixels, on a plane padded by the
    /// blur's reach on every side (`pad` pixels), and the layer's alpha bytes; nil when the plane
    /// does not fit the memory budget. The last plane is kept: a shadow drawn again for the same
    /// alpha (a list of equal cards) is not blurred again.
    func blurredAlpha(of layer: Target, sigma: Double, radius: Double) -> (plane: [Float], pad: Int, alpha: [UInt8])? {
        let lw = layer.width, lh = layer.height
        let padding = sigma > 0 ? (3 * sigma).rounded(.up) + 2 : 0
        guard padding < Double(PixelIndex.far) else {
            _ = reserve(nil, for: "a shadow of radius \(radius) px")
            return nil
        }
        let pad = Int(padding)
        let pw = lw + 2 * pad, ph = lh + 2 * pad
        // The padded plane and the blur's scratch plane, 4 bytes a pixel each.
        guard reserve(MemoryBudget.bytes(pw, ph, size: 8), for: "the \(pw) x \(ph) px blur of a shadow of radius \(radius) px") else {
            return nil
        }
        var alpha = [UInt8](repeating: 0, count: lw * lh)
        layer.pixels.withUnsafeBufferPointer { src in
            alpha.withUnsafeMutableBufferPointer { dst in
                for i in 0..<(lw * lh) { dst[i] = src[i * 4 + 3] }
            }
        }
        if let last = lastShadow, last.width == lw, last.height == lh, last.sigma == sigma, last.alpha == alpha {
            return (last.plane, pad, alpha)
        }
        var p = [Float](repeating: 0, count: pw * ph)
        alpha.withUnsafeBufferPointer { src in
            p.withUnsafeMutableBufferPointer { dst in
                for y in 0..<lh {
                    let d = (y + pad) * pw + pad, s = y * lw
                    for x in 0..<lw { dst[d + x] = Float(src[s + x]) / 255 }
                }
            }
        }
        Blur.gaussian(&p, width: pw, height: ph, sigma: sigma)
        lastShadow = (alpha, lw, lh, sigma, p)
        return (p, pad, alpha)
    }
}
