import Foundation

/// Layers composited through an affine or projective transform (`rotationEffect`, `scaleEffect`,
/// `rotation3DEffect`):
/// each canvas pixel the transformed layer covers takes the layer's colour at the inverse-mapped
/// pixel centre, bilinearly filtered from its premultiplied pixels (so edges stay anti-aliased),
/// composited source-over.
extension RasterCanvas {
    /// Ends the innermost layer and composites it through `transform` (canvas pixels) at `opacity`.
    /// A transform that cannot be inverted (a zero scale) or is not finite draws nothing.
    package func endLayer(opacity: Double = 1, transform: RasterTransform) {
        endLayer(opacity: opacity, projection: RasterProjection(transform))
    }

    /// A transparent canvas for a layer that is drawn on its own and then composited here
    /// (`draw(_:atX:y:opacity:projection:)`), or nil when this canvas's memory budget refuses it
    /// (recorded as for any layer). It shares what is left of the budget.
    package func layerCanvas(width: Int, height: Int) -> RasterCanvas? {
        guard width > 0, height > 0 else { return nil }
        let counted = MemoryBudget.bytes(width, height, size: 4)
        guard reserve(counted, for: "a \(width) x \(height) px layer"), let bytes = counted else { return nil }
        let layer = RasterCanvas(width: width, height: height)
        layer.memoryBudget = MemoryBudget(bytes: memoryBudget.bytes - bytes)
        return layer
    }

    /// Whether drawing is clipped (a clip is in effect).
    package var isClipped: Bool { clipMask != nil }

    /// Composites the pixels of `layer` (another canvas, its top-left pixel at canvas pixel
    /// (`x`, `y`) before the projection) through `projection` onto the current target at
    /// `opacity`, within the current clip: a transformed view is clipped where it lands, not where
    /// it was drawn. What the layer's budget refused is this canvas's failure too.
    package func draw(_ layer: RasterCanvas, atX x: Int, y: Int, opacity: Double, projection: RasterProjection) {
        if budgetExceeded == nil { budgetExceeded = layer.budgetExceeded }
        let op = min(max(opacity.isFinite ? opacity : 0, 0), 1)
        guard op > 0 else { return }
        let target = Target(pixels: layer.pixels, x: x, y: y, width: layer.width, height: layer.height)
        composite(layer: target, opacity: op, projection: projection, clip: clipMask)
    }

    /// Composites `layer` through a projection: each target pixel whose centre maps back into the
    /// layer (in front of the viewer) takes the bilinearly filtered layer colour there, scaled by
    /// the coverage of `clip` (a canvas-sized mask) when one is given.
    func composite(layer: Target, opacity: Double, projection t: RasterProjection, clip: [UInt8]? = nil) {
        guard let inv = t.inverse else { return }
        // The destination box: the projected layer rectangle within the target (all of the target
        // when a corner goes behind the viewer).
        let corners = [
            (Double(layer.x), Double(layer.y)), (Double(layer.x + layer.width), Double(layer.y)),
            (Double(layer.x), Double(layer.y + layer.height)), (Double(layer.x + layer.width), Double(layer.y + layer.height)),
        ]
        .map { t.apply($0.0, $0.1) }
        var x0 = targetX, x1 = targetX + targetWidth, y0 = targetY, y1 = targetY + targetHeight
        if corners.allSatisfy({ $0 != nil }) {
            let xs = corners.map { $0!.0 }, ys = corners.map { $0!.1 }
            x0 = max(targetX, PixelIndex.floor(xs.min()!, targetX, targetX + targetWidth))
            x1 = min(targetX + targetWidth, PixelIndex.ceil(xs.max()!, targetX, targetX + targetWidth))
            y0 = max(targetY, PixelIndex.floor(ys.min()!, targetY, targetY + targetHeight))
            y1 = min(targetY + targetHeight, PixelIndex.ceil(ys.max()!, targetY, targetY + targetHeight))
        }
        guard x0 < x1, y0 < y1 else { return }
        let lw = layer.width, lh = layer.height, lx = layer.x, ly = layer.y
        let m = Int((opacity * 256).rounded())
        let tw = targetWidth, tx = targetX, ty = targetY, cw = width
        layer.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                /// The offset of layer pixel (i, j), or -1 outside the layer.
                @inline(__always) func offset(_ i: Int, _ j: Int) -> Int {
                    i >= 0 && j >= 0 && i < lw && j < lh ? (j * lw + i) * 4 : -1
                }
                for y in y0..<y1 {
                    let cy = Double(y) + 0.5
                    for x in x0..<x1 {
                        let cx = Double(x) + 0.5
                        // Layer-pixel coordinates of the centre, relative to pixel centres.
                        let w = inv.m31 * cx + inv.m32 * cy + inv.m33
                        guard w > 1e-12 else { continue }
                        let sx = (inv.m11 * cx + inv.m12 * cy + inv.m13) / w - Double(lx) - 0.5
                        let sy = (inv.m21 * cx + inv.m22 * cy + inv.m23) / w - Double(ly) - 0.5
                        guard sx > -1, sy > -1, sx < Double(lw), sy < Double(lh) else { continue }
                        let fx = sx.rounded(.down), fy = sy.rounded(.down)
                        let i = Int(fx), j = Int(fy)
                        let wx = sx - fx, wy = sy - fy
                        // The four neighbours, found once for all four channels.
                        let o00 = offset(i, j), o10 = offset(i + 1, j), o01 = offset(i, j + 1), o11 = offset(i + 1, j + 1)
                        /// Channel `k` bilinearly filtered (0 outside the layer).
                        @inline(__always) func channel(_ k: Int) -> Double {
                            let p00 = o00 < 0 ? 0 : Double(src[o00 + k]), p10 = o10 < 0 ? 0 : Double(src[o10 + k])
                            let p01 = o01 < 0 ? 0 : Double(src[o01 + k]), p11 = o11 < 0 ? 0 : Double(src[o11 + k])
                            let top = p00 * (1 - wx) + p10 * wx
                            let bottom = p01 * (1 - wx) + p11 * wx
                            return top * (1 - wy) + bottom * wy
                        }
                        var m = m
                        if let clip {
                            let c = Int(clip[y * cw + x])
                            if c == 0 { continue }
                            m = m * c / 255
                        }
                        let sa = Int(roundedByte(channel(3))) * m >> 8
                        if sa == 0 { continue }
                        let inv = 255 - sa
                        let d = ((y - ty) * tw + (x - tx)) * 4
                        for k in 0..<3 {
                            let s = Int(roundedByte(channel(k))) * m >> 8
                            dst[d + k] = UInt8(truncatingIfNeeded: min(255, s + div255(Int(dst[d + k]) * inv)))
                        }
                        dst[d + 3] = UInt8(truncatingIfNeeded: min(255, sa + div255(Int(dst[d + 3]) * inv)))
                    }
                }
            }
        }
    }
}
