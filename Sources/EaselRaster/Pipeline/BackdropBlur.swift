import Foundation

/// Materials: what is already drawn under a shape, blurred (SwiftUI's `.ultraThinMaterial` …).
extension RasterCanvas {
    /// Blurs the target's pixels under `mask` with a Gaussian of `sigma` pixels, in place: the
    /// region around the mask (grown by three sigmas; beyond the target's edge its edge pixels
    /// repeat, so nothing transparent bleeds in) is blurred in its four premultiplied channels,
    /// then written back weighted by the mask's coverage and the clip.
    /// Nothing happens for a non-positive or non-finite sigma or when the memory budget refuses.
    package func blurBackdrop(under mask: CoverageMask, sigma: Double) {
        guard sigma.isFinite, sigma > 0, mask.width > 0, mask.height > 0 else { return }
        let pad = Int(min(3 * sigma + 2, 4096).rounded(.up))
        guard targetWidth > 0, targetHeight > 0 else { return }
        let x0 = mask.x - pad, y0 = mask.y - pad
        let x1 = mask.x + mask.width + pad, y1 = mask.y + mask.height + pad
        guard x0 < x1, y0 < y1 else { return }
        let w = x1 - x0, h = y1 - y0
        guard reserve(MemoryBudget.bytes(w, h, size: 20), for: "a \(w) x \(h) px material blur") else { return }
        let tw = targetWidth, tx = targetX, ty = targetY
        var planes = [[Float]](repeating: [Float](repeating: 0, count: w * h), count: 4)
        pixels.withUnsafeBufferPointer { px in
            for y in 0..<h {
                let sy = min(max(y0 + y, ty), ty + targetHeight - 1)
                for x in 0..<w {
                    let sx = min(max(x0 + x, tx), tx + tw - 1)
                    let d = ((sy - ty) * tw + (sx - tx)) * 4
                    for k in 0..<4 { planes[k][y * w + x] = Float(px[d + k]) }
                }
            }
        }
        for k in 0..<4 { Blur.gaussian(&planes[k], width: w, height: h, sigma: sigma) }
        let clip = clipMask, cw = width
        let mx0 = max(tx, mask.x), my0 = max(ty, mask.y)
        let mx1 = min(tx + tw, mask.x + mask.width), my1 = min(ty + targetHeight, mask.y + mask.height)
        guard mx0 < mx1, my0 < my1 else { return }
        pixels.withUnsafeMutableBufferPointer { px in
            for y in my0..<my1 {
                for x in mx0..<mx1 {
                    var m = Int(mask.values[(y - mask.y) * mask.width + (x - mask.x)])
                    if let clip { m = div255(m * Int(clip[y * cw + x])) }
                    if m == 0 { continue }
                    let d = ((y - ty) * tw + (x - tx)) * 4
                    let p = (y - y0) * w + (x - x0)
                    // Channels stay premultiplied: colour never above alpha.
                    let a = min(255, max(0, Int(planes[3][p].rounded())))
                    for k in 0..<4 {
                        let v = k == 3 ? a : min(a, max(0, Int(planes[k][p].rounded())))
                        px[d + k] = UInt8(truncatingIfNeeded: div255(v * m + Int(px[d + k]) * (255 - m)))
                    }
                }
            }
        }
    }
}
