/// Gaussian blur of single-channel float planes (alpha) and of canvases (premultiplied RGBA).
///
/// For `sigma < 2` the exact sampled Gaussian kernel (radius `ceil(3 sigma)`, normalised) is
/// convolved horizontally then vertically. For larger sigmas, three successive box blurs whose
/// widths are chosen so that their combined variance equals `sigma^2` (the standard
/// construction: boxes of width `wl` (odd) and `wl + 2`, `m` of the former) approximate it.
/// Pixels outside the plane count as zero, so callers that must keep all the energy pad the
/// plane by about `3 sigma` first.
package enum Blur {
    /// Blurs a row-major `width` x `height` plane in place.
    package static func gaussian(_ plane: inout [Float], width: Int, height: Int, sigma: Double) {
        precondition(plane.count == width * height, "plane size mismatch")
        guard sigma > 0, width > 0, height > 0 else { return }
        if sigma < 2 {
            let k = kernel(sigma: sigma)
            convolve(&plane, width: width, height: height, kernel: k)
        } else {
            for w in boxSizes(sigma: sigma, passes: 3) {
                boxBlur(&plane, width: width, height: height, radius: (w - 1) / 2)
            }
        }
    }

    /// The normalised sampled Gaussian kernel of radius `ceil(3 sigma)`.
    static func kernel(sigma: Double) -> [Float] {
        let r = max(1, Int((3 * sigma).rounded(.up)))
        var k = (-r...r).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
        let s = k.reduce(0, +)
        k = k.map { $0 / s }
        return k.map(Float.init)
    }

    /// Odd box widths whose `passes` successive blurs have variance closest to `sigma^2`.
    static func boxSizes(sigma: Double, passes n: Int) -> [Int] {
        let nd = Double(n)
        let ideal = (12 * sigma * sigma / nd + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let wld = Double(wl)
        let mIdeal = (12 * sigma * sigma - nd * wld * wld - 4 * nd * wld - 3 * nd) / (-4 * wld - 4)
        let m = Int(mIdeal.rounded())
        return (0..<n).map { $0 < m ? wl : wu }
    }

    /// Separable convolution with zero outside the plane.
    static func convolve(_ p: inout [Float], width w: Int, height h: Int, kernel k: [Float]) {
        let r = k.count / 2
        var tmp = [Float](repeating: 0, count: w * h)
        p.withUnsafeBufferPointer { src in
            tmp.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let row = y * w
                    for x in 0..<w {
                        var s: Float = 0
                        for j in max(0, x - r)...min(w - 1, x + r) { s += src[row + j] * k[j - x + r] }
                        dst[row + x] = s
                    }
                }
            }
        }
        tmp.withUnsafeBufferPointer { src in
            p.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    for x in 0..<w {
                        var s: Float = 0
                        for j in max(0, y - r)...min(h - 1, y + r) { s += src[j * w + x] * k[j - y + r] }
                        dst[y * w + x] = s
                    }
                }
            }
        }
    }

    /// One box blur of width `2 radius + 1`, horizontally then vertically, with zero outside.
    static func boxBlur(_ p: inout [Float], width w: Int, height h: Int, radius r: Int) {
        guard r > 0 else { return }
        let scale = 1 / Float(2 * r + 1)
        var line = [Float](repeating: 0, count: max(w, h))
        p.withUnsafeMutableBufferPointer { buf in
            line.withUnsafeMutableBufferPointer { tmp in
                // Running sum over [i - r, i + r] along a line of n samples starting at `start`.
                func pass(start: Int, stride: Int, n: Int) {
                    for i in 0..<n { tmp[i] = buf[start + i * stride] }
                    var sum: Float = 0
                    for i in 0..<min(r, n) { sum += tmp[i] }
                    for i in 0..<n {
                        if i + r < n { sum += tmp[i + r] }
                        if i - r - 1 >= 0 { sum -= tmp[i - r - 1] }
                        buf[start + i * stride] = sum * scale
                    }
                }
                for y in 0..<h { pass(start: y * w, stride: 1, n: w) }
                for x in 0..<w { pass(start: x, stride: w, n: h) }
            }
        }
    }
}

extension RasterCanvas {
    /// Blurs the current target in place (each premultiplied channel), with zero outside the target
    /// (the canvas, or a bounded layer's rectangle).
    package func blur(sigma: Double) {
        guard sigma > 0 else { return }
        let n = targetWidth * targetHeight
        guard n > 0 else { return }
        for c in 0..<4 {
            var plane = [Float](repeating: 0, count: n)
            for i in 0..<n { plane[i] = Float(pixels[i * 4 + c]) }
            Blur.gaussian(&plane, width: targetWidth, height: targetHeight, sigma: sigma)
            for i in 0..<n { pixels[i * 4 + c] = UInt8(min(255, max(0, plane[i] + 0.5))) }
        }
        // Keep channels premultiplied-valid after rounding.
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = pixels[i + 3]
            pixels[i] = min(pixels[i], a); pixels[i + 1] = min(pixels[i + 1], a); pixels[i + 2] = min(pixels[i + 2], a)
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
