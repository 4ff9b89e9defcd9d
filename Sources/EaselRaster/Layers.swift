/// A drop shadow: the blurred alpha of some content, tinted, offset, drawn under it.
public struct DropShadow: Equatable, Sendable {
    /// Shadow colour (its alpha scales the shadow).
    public var color: PremultipliedColor
    /// SwiftUI's shadow radius in pixels; the Gaussian's sigma is `radius / 2`.
    public var radius: Double
    /// Horizontal offset in pixels.
    public var offsetX: Double
    /// Vertical offset in pixels.
    public var offsetY: Double

    /// Creates a shadow description.
    public init(color: PremultipliedColor, radius: Double, offsetX: Double = 0, offsetY: Double = 0) {
        self.color = color; self.radius = radius; self.offsetX = offsetX; self.offsetY = offsetY
    }

    /// The Gaussian standard deviation used for `radius`.
    public var sigma: Double { radius / 2 }
}

/// Offscreen layers: drawing between `beginLayer()` and `endLayer(...)` goes to a transparent
/// buffer that is then composited, as a whole, onto the target below.
extension RasterCanvas {
    /// The number of open layers.
    public var layerDepth: Int { layerStack.count }

    /// Starts drawing into a new transparent layer the size of the canvas.
    public func beginLayer() {
        layerStack.append(pixels)
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Ends the innermost layer and composites it onto the target below with `opacity`, after
    /// drawing `shadow` (if any) under it. The clip applied while drawing into the layer stays in
    /// effect; compositing itself is not clipped again.
    public func endLayer(opacity: Double = 1, shadow: DropShadow? = nil) {
        precondition(!layerStack.isEmpty, "endLayer() without beginLayer()")
        let layer = pixels
        pixels = layerStack.removeLast()
        let op = min(max(opacity, 0), 1)
        if let shadow { drawShadow(ofAlphaIn: layer, shadow: shadow, opacity: op) }
        composite(layer: layer, opacity: op)
    }

    /// Composites another canvas's pixels (same size) onto this one with `opacity`.
    public func draw(_ other: RasterCanvas, opacity: Double = 1) {
        precondition(other.width == width && other.height == height, "canvas size mismatch")
        composite(layer: other.pixels, opacity: min(max(opacity, 0), 1))
    }

    /// Source-over of a full-size premultiplied buffer scaled by `opacity`.
    func composite(layer: [UInt8], opacity: Double) {
        let m = Int((opacity * 255).rounded())
        if m == 0 { return }
        layer.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                var i = 0
                while i < src.count {
                    var sa = Int(src[i + 3])
                    if sa != 0 {
                        var sr = Int(src[i]), sg = Int(src[i + 1]), sb = Int(src[i + 2])
                        if m != 255 { sr = div255(sr * m); sg = div255(sg * m); sb = div255(sb * m); sa = div255(sa * m) }
                        let inv = 255 - sa
                        dst[i] = UInt8(sr + div255(Int(dst[i]) * inv))
                        dst[i + 1] = UInt8(sg + div255(Int(dst[i + 1]) * inv))
                        dst[i + 2] = UInt8(sb + div255(Int(dst[i + 2]) * inv))
                        dst[i + 3] = UInt8(sa + div255(Int(dst[i + 3]) * inv))
                    }
                    i += 4
                }
            }
        }
    }

    /// Draws the shadow of the alpha channel of `layer` onto the current target.
    func drawShadow(ofAlphaIn layer: [UInt8], shadow: DropShadow, opacity: Double) {
        let sigma = shadow.sigma
        let pad = sigma > 0 ? Int((3 * sigma).rounded(.up)) + 2 : 0
        let pw = width + 2 * pad, ph = height + 2 * pad
        var plane = [Float](repeating: 0, count: pw * ph)
        for y in 0..<height {
            for x in 0..<width { plane[(y + pad) * pw + x + pad] = Float(layer[(y * width + x) * 4 + 3]) / 255 }
        }
        Blur.gaussian(&plane, width: pw, height: ph, sigma: sigma)
        let dx = Int(shadow.offsetX.rounded()), dy = Int(shadow.offsetY.rounded())
        var values = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let sy = y - dy + pad
            guard sy >= 0, sy < ph else { continue }
            for x in 0..<width {
                let sx = x - dx + pad
                guard sx >= 0, sx < pw else { continue }
                values[y * width + x] = UInt8(min(255, max(0, plane[sy * pw + sx] * 255 + 0.5)))
            }
        }
        let saved = clipMask
        clipMask = nil
        fill(CoverageMask(x: 0, y: 0, width: width, height: height, values: values), color: shadow.color.scaled(by: opacity))
        clipMask = saved
    }
}
