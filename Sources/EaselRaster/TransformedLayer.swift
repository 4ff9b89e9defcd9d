import Foundation

/// Layers composited through an affine transform (SwiftUI's `rotationEffect`, `scaleEffect`):
/// each canvas pixel the transformed layer covers takes the layer's colour at the inverse-mapped
/// pixel centre, bilinearly filtered from its premultiplied pixels (so edges stay anti-aliased),
/// composited source-over.
extension RasterCanvas {
    /// Ends the innermost layer and composites it through `transform` (canvas pixels) at `opacity`.
    /// A transform that cannot be inverted (a zero scale) or is not finite draws nothing.
    public func endLayer(opacity: Double = 1, transform: RasterTransform) {
        precondition(!layerStack.isEmpty, "endLayer() without beginLayer()")
        let layer = Target(pixels: pixels, x: targetX, y: targetY, width: targetWidth, height: targetHeight)
        let parent = layerStack.removeLast()
        pixels = parent.pixels
        targetX = parent.x; targetY = parent.y; targetWidth = parent.width; targetHeight = parent.height
        let op = min(max(opacity.isFinite ? opacity : 0, 0), 1)
        guard layer.width > 0, layer.height > 0, op > 0 else { return }
        composite(layer: layer, opacity: op, transform: transform)
    }

    func composite(layer: Target, opacity: Double, transform t: RasterTransform) {
        let det = t.a * t.d - t.b * t.c
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty, det].allSatisfy(\.isFinite), abs(det) > 1e-12 else { return }
        // The inverse maps canvas points to layer points.
        let ia = t.d / det, ib = -t.b / det, ic = -t.c / det, id = t.a / det
        let itx = -(ia * t.tx + ic * t.ty), ity = -(ib * t.tx + id * t.ty)
        // The destination box: the transformed layer rectangle, within the target.
        let corners = [(Double(layer.x), Double(layer.y)), (Double(layer.x + layer.width), Double(layer.y)),
                       (Double(layer.x), Double(layer.y + layer.height)), (Double(layer.x + layer.width), Double(layer.y + layer.height))]
            .map { (t.a * $0.0 + t.c * $0.1 + t.tx, t.b * $0.0 + t.d * $0.1 + t.ty) }
        let minX = corners.map(\.0).min()!, maxX = corners.map(\.0).max()!
        let minY = corners.map(\.1).min()!, maxY = corners.map(\.1).max()!
        let x0 = max(targetX, PixelIndex.floor(minX, targetX, targetX + targetWidth))
        let x1 = min(targetX + targetWidth, PixelIndex.ceil(maxX, targetX, targetX + targetWidth))
        let y0 = max(targetY, PixelIndex.floor(minY, targetY, targetY + targetHeight))
        let y1 = min(targetY + targetHeight, PixelIndex.ceil(maxY, targetY, targetY + targetHeight))
        guard x0 < x1, y0 < y1 else { return }
        let lw = layer.width, lh = layer.height, lx = layer.x, ly = layer.y
        let m = Int((opacity * 256).rounded())
        let tw = targetWidth, tx = targetX, ty = targetY
        layer.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                /// The premultiplied channel `k` of layer pixel (i, j), 0 outside the layer.
                @inline(__always) func at(_ i: Int, _ j: Int, _ k: Int) -> Double {
                    guard i >= 0, j >= 0, i < lw, j < lh else { return 0 }
                    return Double(src[(j * lw + i) * 4 + k])
                }
                for y in y0..<y1 {
                    let cy = Double(y) + 0.5
                    for x in x0..<x1 {
                        let cx = Double(x) + 0.5
                        // Layer-pixel coordinates of the centre, relative to pixel centres.
                        let sx = ia * cx + ic * cy + itx - Double(lx) - 0.5
                        let sy = ib * cx + id * cy + ity - Double(ly) - 0.5
                        guard sx > -1, sy > -1, sx < Double(lw), sy < Double(lh) else { continue }
                        let fx = sx.rounded(.down), fy = sy.rounded(.down)
                        let i = Int(fx), j = Int(fy)
                        let wx = sx - fx, wy = sy - fy
                        var c = [0.0, 0.0, 0.0, 0.0]
                        for k in 0..<4 {
                            let top = at(i, j, k) * (1 - wx) + at(i + 1, j, k) * wx
                            let bottom = at(i, j + 1, k) * (1 - wx) + at(i + 1, j + 1, k) * wx
                            c[k] = top * (1 - wy) + bottom * wy
                        }
                        let sa = Int(c[3].rounded()) * m >> 8
                        if sa == 0 { continue }
                        let inv = 255 - sa
                        let d = ((y - ty) * tw + (x - tx)) * 4
                        for k in 0..<3 {
                            let s = Int(c[k].rounded()) * m >> 8
                            dst[d + k] = UInt8(truncatingIfNeeded: min(255, s + div255(Int(dst[d + k]) * inv)))
                        }
                        dst[d + 3] = UInt8(truncatingIfNeeded: min(255, sa + div255(Int(dst[d + 3]) * inv)))
                    }
                }
            }
        }
    }
}
