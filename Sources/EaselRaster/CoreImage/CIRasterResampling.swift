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
    /// result. Pixels are averaged as they are, premultiplied: in linear light, or in sRGB-encoded
    /// values after `encoded()`.
    package func resampled(originX ox: Int, originY oy: Int, width w: Int, height h: Int, smooth: Bool) -> CIRaster? {
        guard w > 0, h > 0, width > 0, height > 0, CIRaster.allows(width: w, height: h),
            CIRaster.allows(width: w, height: height)
        else { return nil }
        let across = Self.taps(inputs: width, outputs: w, smooth: smooth), down = Self.taps(inputs: height, outputs: h, smooth: smooth)
        // Rows first (w × height), then columns (w × h): each pass reads the taps along one axis,
        // `step` floats apart in the source.
        func pass(_ src: [Float], _ taps: [Taps], lines: Int, length: Int, srcLineStride: Int, step: Int, outLineStride: Int, outStep: Int) -> [Float] {
            var out = [Float](repeating: 0, count: lines * length * 4)
            for line in 0..<lines {
                for k in 0..<length {
                    var p: (Float, Float, Float, Float) = (0, 0, 0, 0)
                    for (j, weight) in taps[k] {
                        let i = line * srcLineStride + j * step
                        p.0 += src[i] * weight
                        p.1 += src[i + 1] * weight
                        p.2 += src[i + 2] * weight
                        p.3 += src[i + 3] * weight
                    }
                    let o = line * outLineStride + k * outStep
                    out[o] = p.0
                    out[o + 1] = p.1
                    out[o + 2] = p.2
                    out[o + 3] = p.3
                }
            }
            return out
        }
        let rows = pass(pixels, across, lines: height, length: w, srcLineStride: width * 4, step: 4, outLineStride: w * 4, outStep: 4)
        let both = pass(rows, down, lines: w, length: h, srcLineStride: 4, step: w * 4, outLineStride: 4, outStep: w * 4)
        return CIRaster(originX: ox, originY: oy, width: w, height: h, pixels: both)
    }
}
