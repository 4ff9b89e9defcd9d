import Foundation

/// The pixels of a Core Image image as its filters compute them: premultiplied RGBA in linear light
/// (Core Image's default working space is linear sRGB), rows from the top, covering an integral
/// rectangle of Core Image's space, whose y axis points up.
package struct CIRaster: Equatable, Sendable {
    /// The extent's left edge and bottom edge, in Core Image's space.
    package var originX: Int
    package var originY: Int
    package let width: Int
    package let height: Int
    /// r, g, b, a per pixel, premultiplied, linear.
    package var pixels: [Float]

    /// The most pixels one image may have (an A4 page at 600 dpi is about 35 million).
    package static let maxPixels = 64_000_000

    package init(originX: Int = 0, originY: Int = 0, width: Int, height: Int, pixels: [Float]? = nil) {
        self.originX = originX
        self.originY = originY
        self.width = max(0, width)
        self.height = max(0, height)
        self.pixels = pixels ?? [Float](repeating: 0, count: self.width * self.height * 4)
    }

    /// Whether a raster of this size may be made.
    package static func allows(width: Int, height: Int) -> Bool {
        width >= 0 && height >= 0 && width.multipliedReportingOverflow(by: height).partialValue <= maxPixels
            && !width.multipliedReportingOverflow(by: height).overflow
    }

    // MARK: sRGB bytes

    /// The sRGB transfer function's inverse: an encoded component (0…1) in linear light.
    static func linear(ofEncoded c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }

    /// The sRGB transfer function: a linear component (0…1) encoded.
    static func encoded(ofLinear c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }

    /// The sRGB transfer function's inverse, per byte value.
    static let linearOfByte: [Float] = (0..<256).map { i in Float(linear(ofEncoded: Double(i) / 255)) }

    /// Linear light to an sRGB byte, rounded.
    static func byte(ofLinear v: Float) -> UInt8 {
        let c = min(max(v, 0), 1)
        guard c.isFinite else { return 0 }
        return byteOfLinear[Int(c * Float(byteTableSize - 1) + 0.5)]
    }

    static let byteTableSize = 1 << 16
    /// sRGB bytes of linear values k / 65535, by k.
    static let byteOfLinear: [UInt8] = (0..<byteTableSize).map { k in
        UInt8((encoded(ofLinear: Double(k) / Double(byteTableSize - 1)) * 255).rounded())
    }

    /// The pixels of a bitmap (premultiplied sRGB bytes), with its bottom-left corner at the origin.
    package init(bitmap: Bitmap) {
        self.init(width: bitmap.width, height: bitmap.height)
        let src = bitmap.pixels
        for i in stride(from: 0, to: src.count, by: 4) {
            let a = src[i + 3]
            guard a > 0 else { continue }
            let af = Float(a) / 255
            for c in 0..<3 {
                let straight = min(255, (Int(src[i + c]) * 255 + Int(a) / 2) / Int(a))
                pixels[i + c] = CIRaster.linearOfByte[straight] * af
            }
            pixels[i + 3] = af
        }
    }

    /// The pixels as premultiplied sRGB bytes; nil when there are none.
    package func bitmap() -> Bitmap? {
        guard width > 0, height > 0 else { return nil }
        var straight = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = min(max(pixels[i + 3], 0), 1)
            guard a > 0 else { continue }
            for c in 0..<3 { straight[i + c] = CIRaster.byte(ofLinear: pixels[i + c] / a) }
            straight[i + 3] = UInt8((a * 255).rounded())
        }
        return Bitmap(width: width, height: height, straightRGBA: straight)
    }

    /// The pixels with their colours sRGB-encoded (still premultiplied): the space Core Graphics
    /// scales and composites a bitmap context's pixels in, where Core Image works in linear light.
    package func encoded() -> CIRaster {
        recoded { Float(Self.encoded(ofLinear: Double($0))) }
    }

    /// `encoded()`'s pixels back in linear light.
    package func linear() -> CIRaster {
        recoded { Float(Self.linear(ofEncoded: Double($0))) }
    }

    private func recoded(_ f: (Float) -> Float) -> CIRaster {
        var out = self
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = pixels[i + 3]
            guard a > 0 else { continue }
            for c in 0..<3 { out.pixels[i + c] = f(min(max(pixels[i + c] / a, 0), 1)) * a }
        }
        return out
    }

    // MARK: Reading pixels

    /// The straight (unpremultiplied) colour and alpha of pixel `i` (an index of the first channel).
    @inline(__always) func straight(_ i: Int) -> (Float, Float, Float, Float) {
        let a = pixels[i + 3]
        guard a > 0 else { return (0, 0, 0, 0) }
        return (pixels[i] / a, pixels[i + 1] / a, pixels[i + 2] / a, a)
    }

    /// The premultiplied pixel at column and row, clamped into the raster.
    @inline(__always) func clamped(_ col: Int, _ row: Int) -> (Float, Float, Float, Float) {
        let c = min(max(col, 0), width - 1), r = min(max(row, 0), height - 1)
        let i = (r * width + c) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// The pixel under a point of Core Image's space (nearest), clamped into the raster.
    func nearest(x: Double, y: Double) -> (Float, Float, Float, Float) {
        let col = Int((x - Double(originX)).rounded(.down))
        let row = height - 1 - Int((y - Double(originY)).rounded(.down))
        return clamped(col, row)
    }

    /// Bilinear sample at a point of Core Image's space; outside the extent is clear.
    func bilinear(x: Double, y: Double) -> (Float, Float, Float, Float) {
        let fx = x - Double(originX) - 0.5
        let fy = Double(height) - (y - Double(originY)) - 0.5
        guard fx.isFinite, fy.isFinite, fx > -1, fy > -1, fx < Double(width), fy < Double(height) else { return (0, 0, 0, 0) }
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = Float(fx - Double(x0)), ty = Float(fy - Double(y0))
        func at(_ c: Int, _ r: Int) -> (Float, Float, Float, Float) {
            guard c >= 0, r >= 0, c < width, r < height else { return (0, 0, 0, 0) }
            let i = (r * width + c) * 4
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        let a = at(x0, y0), b = at(x0 + 1, y0), c = at(x0, y0 + 1), d = at(x0 + 1, y0 + 1)
        func mix(_ p: Float, _ q: Float, _ r: Float, _ s: Float) -> Float {
            (p * (1 - tx) + q * tx) * (1 - ty) + (r * (1 - tx) + s * tx) * ty
        }
        return (mix(a.0, b.0, c.0, d.0), mix(a.1, b.1, c.1, d.1), mix(a.2, b.2, c.2, d.2), mix(a.3, b.3, c.3, d.3))
    }

    /// The Core Image point at the centre of a pixel.
    @inline(__always) func point(col: Int, row: Int) -> (Double, Double) {
        (Double(originX + col) + 0.5, Double(originY + height - row) - 0.5)
    }

    /// A raster of the same extent whose pixels are `f(col, row)` (premultiplied).
    func map(_ f: (Int, Int) -> (Float, Float, Float, Float)) -> CIRaster {
        var out = CIRaster(originX: originX, originY: originY, width: width, height: height)
        for row in 0..<height {
            for col in 0..<width {
                let p = f(col, row)
                let i = (row * width + col) * 4
                out.pixels[i] = p.0
                out.pixels[i + 1] = p.1
                out.pixels[i + 2] = p.2
                out.pixels[i + 3] = p.3
            }
        }
        return out
    }

    /// A raster of the same extent whose straight colours are `f(r, g, b)`, alpha kept.
    func mapColor(_ f: (Float, Float, Float) -> (Float, Float, Float)) -> CIRaster {
        var out = self
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let (r, g, b, a) = straight(i)
            guard a > 0 else { continue }
            let c = f(r, g, b)
            out.pixels[i] = c.0 * a
            out.pixels[i + 1] = c.1 * a
            out.pixels[i + 2] = c.2 * a
        }
        return out
    }

    // MARK: Geometry

    /// The part inside a rectangle of Core Image's space (given by its integral edges).
    package func cropped(minX: Int, minY: Int, maxX: Int, maxY: Int) -> CIRaster {
        let x0 = max(minX, originX), y0 = max(minY, originY)
        let x1 = min(maxX, originX + width), y1 = min(maxY, originY + height)
        guard x1 > x0, y1 > y0 else { return CIRaster(originX: x0, originY: y0, width: 0, height: 0) }
        var out = CIRaster(originX: x0, originY: y0, width: x1 - x0, height: y1 - y0)
        let top = originY + height - y1
        for row in 0..<out.height {
            let src = ((top + row) * width + (x0 - originX)) * 4
            let dst = row * out.width * 4
            out.pixels.replaceSubrange(dst..<dst + out.width * 4, with: pixels[src..<src + out.width * 4])
        }
        return out
    }

    /// The image under an affine map (a, b, c, d, tx, ty as Core Graphics orders them): each output
    /// pixel samples the source at the inverse-mapped point — the nearest pixel under a whole-number
    /// scale (a QR code stays crisp), bilinearly otherwise. Nil when the map is singular or the result
    /// would be too large.
    package func transformed(_ m: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)) -> CIRaster? {
        let det = m.a * m.d - m.b * m.c
        guard det.isFinite, abs(det) > 1e-12, [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite) else { return nil }
        let corners = [(originX, originY), (originX + width, originY), (originX, originY + height), (originX + width, originY + height)].map {
            (m.a * Double($0.0) + m.c * Double($0.1) + m.tx, m.b * Double($0.0) + m.d * Double($0.1) + m.ty)
        }
        let minX = corners.map(\.0).min()!, maxX = corners.map(\.0).max()!
        let minY = corners.map(\.1).min()!, maxY = corners.map(\.1).max()!
        guard abs(minX) < 1e9, abs(maxX) < 1e9, abs(minY) < 1e9, abs(maxY) < 1e9 else { return nil }
        let x0 = Int((minX + 1e-9).rounded(.down)), x1 = Int((maxX - 1e-9).rounded(.up))
        let y0 = Int((minY + 1e-9).rounded(.down)), y1 = Int((maxY - 1e-9).rounded(.up))
        guard CIRaster.allows(width: x1 - x0, height: y1 - y0) else { return nil }
        var out = CIRaster(originX: x0, originY: y0, width: x1 - x0, height: y1 - y0)
        let wholeScale = m.b == 0 && m.c == 0 && m.a == m.a.rounded() && m.d == m.d.rounded() && m.a != 0 && m.d != 0
        for row in 0..<out.height {
            for col in 0..<out.width {
                let (px, py) = out.point(col: col, row: row)
                let u = px - m.tx, v = py - m.ty
                let sx = (m.d * u - m.c * v) / det, sy = (-m.b * u + m.a * v) / det
                let p: (Float, Float, Float, Float)
                if wholeScale {
                    let c = Int((sx - Double(originX)).rounded(.down)), r = height - 1 - Int((sy - Double(originY)).rounded(.down))
                    p = c >= 0 && r >= 0 && c < width && r < height ? clamped(c, r) : (0, 0, 0, 0)
                } else {
                    p = bilinear(x: sx, y: sy)
                }
                let i = (row * out.width + col) * 4
                out.pixels[i] = p.0
                out.pixels[i + 1] = p.1
                out.pixels[i + 2] = p.2
                out.pixels[i + 3] = p.3
            }
        }
        return out
    }
}
