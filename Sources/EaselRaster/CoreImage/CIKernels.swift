import Foundation

/// The pixel work of Core Image's built-in filters that Easel implements, on `CIRaster`s in linear
/// light. Parameters arrive already clamped to finite, bounded values (`CIFilter` does that); where
/// Apple publishes no formula the one here is an estimate, listed in docs/Differences.md.
package enum CIKernels {
    // MARK: Colour

    /// CISepiaTone: the colour mixed with its sepia-toned version by `intensity` (0 … 1), the
    /// sepia tone the classic warm-brown matrix.
    package static func sepiaTone(_ image: CIRaster, intensity: Double) -> CIRaster {
        let t = Float(intensity)
        return image.mapColor { r, g, b in
            let sr = 0.393 * r + 0.769 * g + 0.189 * b
            let sg = 0.349 * r + 0.686 * g + 0.168 * b
            let sb = 0.272 * r + 0.534 * g + 0.131 * b
            return (r + (sr - r) * t, g + (sg - g) * t, b + (sb - b) * t)
        }
    }

    /// CIPhotoEffectNoir: luminance (Rec. 709 weights) with the contrast raised in sRGB terms.
    package static func photoEffectNoir(_ image: CIRaster) -> CIRaster {
        image.mapColor { r, g, b in
            let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
            let s = y <= 0.0031308 ? y * 12.92 : 1.055 * pow(y, 1 / 2.4) - 0.055
            let c = min(max(0.5 + (s - 0.5) * 1.35, 0), 1)
            let l = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            return (l, l, l)
        }
    }

    // MARK: Blur

    /// How a blur treats what lies outside the image.
    package enum BlurEdges {
        /// Clear outside: the image grows by 3σ and fades out (CIGaussianBlur's result).
        case transparent
        /// The edge pixels repeat: the extent stays (the blur inside unsharp mask, bloom, gloom).
        case clamp
    }

    /// CIGaussianBlur with standard deviation `sigma` (Core Image's `inputRadius`), by `Blur`'s
    /// Gaussian (exact below σ = 2, three box blurs of matching variance above). Nil when the
    /// result would be too large.
    package static func gaussianBlur(_ image: CIRaster, sigma: Double, edges: BlurEdges = .transparent) -> CIRaster? {
        guard sigma > 0, image.width > 0, image.height > 0 else { return image }
        let grow = Int((3 * sigma).rounded(.up))
        guard CIRaster.allows(width: image.width + 2 * grow, height: image.height + 2 * grow) else { return nil }
        var padded = CIRaster(originX: image.originX - grow, originY: image.originY - grow, width: image.width + 2 * grow, height: image.height + 2 * grow)
        let pw = padded.width
        image.pixels.withUnsafeBufferPointer { src in
            padded.pixels.withUnsafeMutableBufferPointer { dst in
                for row in 0..<padded.height {
                    let sr = row - grow
                    if (sr < 0 || sr >= image.height) && edges == .transparent { continue }
                    let srcRow = min(max(sr, 0), image.height - 1) * image.width * 4
                    for col in 0..<pw {
                        let sc = col - grow
                        if (sc < 0 || sc >= image.width) && edges == .transparent { continue }
                        let i = srcRow + min(max(sc, 0), image.width - 1) * 4, o = (row * pw + col) * 4
                        dst[o] = src[i]
                        dst[o + 1] = src[i + 1]
                        dst[o + 2] = src[i + 2]
                        dst[o + 3] = src[i + 3]
                    }
                }
            }
        }
        // Each premultiplied channel as a plane, blurred as the renderer blurs shadows.
        let n = pw * padded.height
        var plane = [Float](repeating: 0, count: n)
        for c in 0..<4 {
            padded.pixels.withUnsafeBufferPointer { px in plane.withUnsafeMutableBufferPointer { pl in for i in 0..<n { pl[i] = px[i * 4 + c] } } }
            Blur.gaussian(&plane, width: pw, height: padded.height, sigma: sigma)
            plane.withUnsafeBufferPointer { pl in padded.pixels.withUnsafeMutableBufferPointer { px in for i in 0..<n { px[i * 4 + c] = pl[i] } } }
        }
        if edges == .clamp {
            return padded.cropped(minX: image.originX, minY: image.originY, maxX: image.originX + image.width, maxY: image.originY + image.height)
        }
        return padded
    }

    /// CIUnsharpMask: the image plus `intensity` times its difference from a blur of σ = `radius`.
    package static func unsharpMask(_ image: CIRaster, radius: Double, intensity: Double) -> CIRaster? {
        guard let blurred = gaussianBlur(image, sigma: radius, edges: .clamp) else { return nil }
        var out = image
        let t = Float(intensity)
        for i in stride(from: 0, to: out.pixels.count, by: 4) {
            let a = image.pixels[i + 3]
            for c in 0..<3 { out.pixels[i + c] = min(max(image.pixels[i + c] + t * (image.pixels[i + c] - blurred.pixels[i + c]), 0), a) }
        }
        return out
    }

    /// CIBloom: the image mixed by `intensity` with its screen blend over a blur of σ = `radius`,
    /// which lifts the areas near highlights.
    package static func bloom(_ image: CIRaster, radius: Double, intensity: Double) -> CIRaster? {
        blend(image, radius: radius, intensity: intensity) { s, b in s + b - s * b }
    }

    /// CIGloom: the image mixed by `intensity` with its multiply blend over a blur of σ = `radius`,
    /// which dulls the highlights.
    package static func gloom(_ image: CIRaster, radius: Double, intensity: Double) -> CIRaster? {
        blend(image, radius: radius, intensity: intensity) { s, b in s * b }
    }

    private static func blend(_ image: CIRaster, radius: Double, intensity: Double, _ f: (Float, Float) -> Float) -> CIRaster? {
        guard let blurred = gaussianBlur(image, sigma: radius, edges: .clamp) else { return nil }
        var out = image
        let t = Float(intensity)
        for i in stride(from: 0, to: out.pixels.count, by: 4) {
            let (r, g, b, a) = image.straight(i)
            guard a > 0 else { continue }
            let (br, bg, bb, ba) = blurred.straight(i)
            _ = ba
            let blended = (f(r, br), f(g, bg), f(b, bb))
            out.pixels[i] = min(max(r + (blended.0 - r) * t, 0), 1) * a
            out.pixels[i + 1] = min(max(g + (blended.1 - g) * t, 0), 1) * a
            out.pixels[i + 2] = min(max(b + (blended.2 - b) * t, 0), 1) * a
        }
        return out
    }

    // MARK: Stylize

    /// CIPixellate: square cells `scale` wide on a grid through `center`, each the colour of the
    /// pixel at its middle.
    package static func pixellate(_ image: CIRaster, scale: Double, center: (Double, Double)) -> CIRaster {
        image.map { col, row in
            let (x, y) = image.point(col: col, row: row)
            let cx = center.0 + ((x - center.0) / scale).rounded(.down) * scale + scale / 2
            let cy = center.1 + ((y - center.1) / scale).rounded(.down) * scale + scale / 2
            return image.nearest(x: cx, y: cy)
        }
    }

    /// A seed point per grid cell `spacing` wide (the grid through `center`), placed in its cell by
    /// a fixed hash of the cell, so the pattern is the same on every run.
    static func seed(_ i: Int, _ j: Int, spacing: Double, center: (Double, Double)) -> (Double, Double) {
        var h = UInt64(bitPattern: Int64(i)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(j)) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= h >> 31
        h = h &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 29
        let u = Double(h & 0xFFFF) / 65536, v = Double((h >> 16) & 0xFFFF) / 65536
        return (center.0 + (Double(i) + u) * spacing, center.1 + (Double(j) + v) * spacing)
    }

    /// The nearest seed to a point and its distance.
    static func nearestSeed(_ x: Double, _ y: Double, spacing: Double, center: (Double, Double)) -> ((Double, Double), Double) {
        let ci = Int(((x - center.0) / spacing).rounded(.down)), cj = Int(((y - center.1) / spacing).rounded(.down))
        var best = ((0.0, 0.0), Double.infinity)
        for dj in -1...1 {
            for di in -1...1 {
                let s = seed(ci + di, cj + dj, spacing: spacing, center: center)
                let d = ((s.0 - x) * (s.0 - x) + (s.1 - y) * (s.1 - y)).squareRoot()
                if d < best.1 { best = (s, d) }
            }
        }
        return best
    }

    /// CICrystallize: Voronoi cells around seeds about `radius` apart, each the colour of the pixel
    /// under its seed.
    package static func crystallize(_ image: CIRaster, radius: Double, center: (Double, Double)) -> CIRaster {
        image.map { col, row in
            let (x, y) = image.point(col: col, row: row)
            let (s, _) = nearestSeed(x, y, spacing: radius, center: center)
            return image.nearest(x: s.0, y: s.1)
        }
    }

    /// CIPointillize: dots of `radius` around seeds about 1.5 × `radius` apart, each the colour of the
    /// pixel under its centre, on white.
    package static func pointillize(_ image: CIRaster, radius: Double, center: (Double, Double)) -> CIRaster {
        image.map { col, row in
            let (x, y) = image.point(col: col, row: row)
            let (s, d) = nearestSeed(x, y, spacing: radius * 1.5, center: center)
            let dot = image.nearest(x: s.0, y: s.1)
            let coverage = Float(min(max(radius - d + 0.5, 0), 1))
            return (dot.0 * coverage + (1 - coverage), dot.1 * coverage + (1 - coverage), dot.2 * coverage + (1 - coverage), 1)
        }
    }

    /// CIEdges: the Sobel gradient's magnitude of each colour channel times `intensity`, on black.
    package static func edges(_ image: CIRaster, intensity: Double) -> CIRaster {
        let t = Float(intensity)
        return image.map { col, row in
            var out: [Float] = [0, 0, 0]
            let p = (0..<3).map { dy in (0..<3).map { dx in image.clamped(col + dx - 1, row + dy - 1) } }
            for c in 0..<3 {
                func v(_ dx: Int, _ dy: Int) -> Float {
                    let q = p[dy][dx]
                    return c == 0 ? q.0 : c == 1 ? q.1 : q.2
                }
                let gx = (v(2, 0) + 2 * v(2, 1) + v(2, 2)) - (v(0, 0) + 2 * v(0, 1) + v(0, 2))
                let gy = (v(0, 2) + 2 * v(1, 2) + v(2, 2)) - (v(0, 0) + 2 * v(1, 0) + v(2, 0))
                out[c] = min((gx * gx + gy * gy).squareRoot() * t, 1)
            }
            return (out[0], out[1], out[2], 1)
        }
    }

    /// CIVignette: darkens by `intensity` toward the edges, reaching it at `radius` times the
    /// half-diagonal from the centre, along a smoothstep.
    package static func vignette(_ image: CIRaster, intensity: Double, radius: Double) -> CIRaster {
        let cx = Double(image.originX) + Double(image.width) / 2, cy = Double(image.originY) + Double(image.height) / 2
        let half = max((Double(image.width * image.width + image.height * image.height)).squareRoot() / 2, 1)
        return image.map { col, row in
            let (x, y) = image.point(col: col, row: row)
            let d = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() / half
            let t = min(max(d / max(radius, 1e-6), 0), 1)
            let f = Float(max(0, 1 - intensity * t * t * (3 - 2 * t)))
            let i = (row * image.width + col) * 4
            return (
                min(image.pixels[i] * f, image.pixels[i + 3]), min(image.pixels[i + 1] * f, image.pixels[i + 3]),
                min(image.pixels[i + 2] * f, image.pixels[i + 3]), image.pixels[i + 3]
            )
        }
    }

    // MARK: Distortion

    /// CITwirlDistortion: within `radius` of `center`, each point is turned by `angle` (radians,
    /// counterclockwise) times (1 − d/radius)², so the middle turns most and the rim not at all.
    package static func twirl(_ image: CIRaster, center: (Double, Double), radius: Double, angle: Double) -> CIRaster {
        image.map { col, row in
            let (x, y) = image.point(col: col, row: row)
            let dx = x - center.0, dy = y - center.1
            let d = (dx * dx + dy * dy).squareRoot()
            guard d < radius else { return image.bilinear(x: x, y: y) }
            let t = 1 - d / radius
            let turn = -angle * t * t
            let (s, c) = (sin(turn), cos(turn))
            return image.bilinear(x: center.0 + dx * c - dy * s, y: center.1 + dx * s + dy * c)
        }
    }

    // MARK: Generators

    /// CIQRCodeGenerator's image: one opaque pixel per module, black on white, with a quiet zone of
    /// `quietZone` modules.
    package static func qrCode(_ code: QRCode, quietZone: Int = 1) -> CIRaster {
        let n = code.size + 2 * quietZone
        var out = CIRaster(width: n, height: n, pixels: [Float](repeating: 1, count: n * n * 4))
        for (y, line) in code.modules.enumerated() {
            for (x, dark) in line.enumerated() where dark {
                let i = ((y + quietZone) * n + x + quietZone) * 4
                out.pixels[i] = 0
                out.pixels[i + 1] = 0
                out.pixels[i + 2] = 0
            }
        }
        return out
    }
}
