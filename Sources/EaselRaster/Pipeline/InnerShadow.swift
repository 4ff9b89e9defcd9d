import Foundation

extension RasterCanvas {
    /// Ends the innermost layer with an inner shadow drawn on its content, then composites it
    /// (SwiftUI's `ShadowStyle.inner`): the shadow is cast by everything outside the content, so
    /// it darkens the content's edges from within. Where the content has alpha `a`, the shadow's
    /// strength is `color.alpha × (1 − blur(a))` at the pixel `offset` back, laid over the
    /// content source-atop (it never reaches past the content's own alpha).
    package func endLayer(innerShadow shadow: DropShadow) {
        precondition(!layerStack.isEmpty, "endLayer(innerShadow:) without beginLayer()")
        if targetWidth > 0, targetHeight > 0, shadow.color.a > 0, shadow.sigma.isFinite,
            shadow.offsetX.isFinite, shadow.offsetY.isFinite
        {
            drawInnerShadow(shadow)
        }
        endLayer()
    }

    /// Draws `shadow` inside the current target (a layer's pixels), source-atop.
    private func drawInnerShadow(_ shadow: DropShadow) {
        let lw = targetWidth, lh = targetHeight
        // The target is read through a copy that ends here, so that writing it below copies nothing.
        let blurred: (plane: [Float], pad: Int, alpha: [UInt8])? = {
            let layer = Target(pixels: pixels, x: targetX, y: targetY, width: lw, height: lh)
            return blurredAlpha(of: layer, sigma: shadow.sigma, radius: shadow.radius)
        }()
        guard let (plane, pad, alpha) = blurred else { return }
        let pw = lw + 2 * pad, ph = lh + 2 * pad
        let dx = PixelIndex.nearest(shadow.offsetX, -PixelIndex.far, PixelIndex.far)
        let dy = PixelIndex.nearest(shadow.offsetY, -PixelIndex.far, PixelIndex.far)
        let c = shadow.color
        let cr = Float(c.r), cg = Float(c.g), cb = Float(c.b), ca = Float(c.a)
        alpha.withUnsafeBufferPointer { a in
            plane.withUnsafeBufferPointer { blurred in
                pixels.withUnsafeMutableBufferPointer { px in
                    for y in 0..<lh {
                        // The plane row the shadow at this row comes from (`offset` back).
                        let py = y - dy + pad
                        for x in 0..<lw {
                            let da = a[y * lw + x]
                            if da == 0 { continue }
                            let pxl = x - dx + pad
                            let covered: Float = (py >= 0 && py < ph && pxl >= 0 && pxl < pw) ? blurred[py * pw + pxl] : 0
                            let m = max(0, min(1, 1 - covered))  // how much lies outside the content there
                            if m == 0 { continue }
                            let k = Float(da) / 255 * m  // the shadow, kept inside the content
                            let keep = 1 - ca / 255 * m
                            let i = (y * lw + x) * 4
                            px[i] = UInt8(min(Float(da), (Float(px[i]) * keep + cr * k).rounded()))
                            px[i + 1] = UInt8(min(Float(da), (Float(px[i + 1]) * keep + cg * k).rounded()))
                            px[i + 2] = UInt8(min(Float(da), (Float(px[i + 2]) * keep + cb * k).rounded()))
                        }
                    }
                }
            }
        }
    }
}
