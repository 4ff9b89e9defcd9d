import Foundation

extension CIRaster {
    /// One output pixel's source pixels along an axis and their weights (summing to 1).
    typealias Taps = [(index: Int, weight: Float)]

    /// For each of `outputs` pixels along an axis of `inputs` pixels: the average of the inputs it
    /// covers when shrinking (`smooth`), the two nearest by distance when enlarging (`smooth`), or the
    /// nearest one.
    static func taps(inputs n: Int, outputs m: Int, smooth: Bool) -> [Taps] {
        let ratio = Double(n) / Double(m)
        return (0..<m).map { i in
            if !smooth { return [(min(n - 1, Int((Double(i) + 0.5) * ratio)), 1)] }
            if m < n {
                let start = Double(i) * ratio, end = Double(i + 1) * ratio
                var taps: Taps = []
                var j = Int(start.rounded(.down))
                while Double(j) < end, j < n {
                    let overlap = min(end, Double(j + 1)) - max(start, Double(j))
                    if overlap > 0 { taps.append((j, Float(overlap / ratio))) }
                    j += 1
                }
                return taps
            }
            let centre = (Double(i) + 0.5) * ratio - 0.5
            let j0 = Int(centre.rounded(.down)), t = Float(centre - Double(j0))
            return [(min(max(j0, 0), n - 1), 1 - t), (min(max(j0 + 1, 0), n - 1), t)]
        }
    }

    /// The image scaled to `width` × `height` pixels whose bottom-left corner is at (`originX`,
    /// `originY`), as Core Graphics draws an image into a rectangle; nil for an empty or oversized
    /// result. Pixels are averaged in linear light, premultiplied.
    package func resampled(originX ox: Int, originY oy: Int, width w: Int, height h: Int, smooth: Bool) -> CIRaster? {
        guard w > 0, h > 0, width > 0, height > 0, CIRaster.allows(width: w, height: h),
            CIRaster.allows(width: w, height: height)
        else { return nil }
        let across = Self.taps(inputs: width, outputs: w, smooth: smooth), down = Self.taps(inputs: height, outputs: h, smooth: smooth)
        var rows = [Float](repeating: 0, count: w * height * 4)
        for row in 0..<height {
            for col in 0..<w {
                var p: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (j, weight) in across[col] {
                    let i = (row * width + j) * 4
                    p.0 += pixels[i] * weight
                    p.1 += pixels[i + 1] * weight
                    p.2 += pixels[i + 2] * weight
                    p.3 += pixels[i + 3] * weight
                }
                let o = (row * w + col) * 4
                rows[o] = p.0
                rows[o + 1] = p.1
                rows[o + 2] = p.2
                rows[o + 3] = p.3
            }
        }
        var out = CIRaster(originX: ox, originY: oy, width: w, height: h)
        for row in 0..<h {
            for col in 0..<w {
                var p: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (j, weight) in down[row] {
                    let i = (j * w + col) * 4
                    p.0 += rows[i] * weight
                    p.1 += rows[i + 1] * weight
                    p.2 += rows[i + 2] * weight
                    p.3 += rows[i + 3] * weight
                }
                let o = (row * w + col) * 4
                out.pixels[o] = p.0
                out.pixels[o + 1] = p.1
                out.pixels[o + 2] = p.2
                out.pixels[o + 3] = p.3
            }
        }
        return out
    }
}
