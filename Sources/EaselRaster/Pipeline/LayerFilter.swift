import Foundation

/// What happens to a layer's pixels before it is composited: a colour matrix (brightness,
/// contrast, saturation, hue rotation, inversion, multiplication, luminance to alpha) or a
/// Gaussian blur.
package enum LayerFilter: Equatable, Sendable {
    /// `[r', g', b', a'] = M · [r, g, b, a, 1]` on straight (not premultiplied) sRGB components
    /// in 0…1; `m` holds the 4 × 5 matrix row by row.
    case colorMatrix([Double])
    /// A Gaussian blur of every premultiplied channel, standard deviation `sigma` pixels; when
    /// `opaque`, the result's alpha is restored to the layer's own (edges do not fade).
    case blur(sigma: Double, opaque: Bool)
    /// Pixels whose alpha lies in `min...max` (0…1) become `color` (straight sRGB components and
    /// alpha in 0…1); the others become transparent.
    case alphaThreshold(min: Double, max: Double, color: [Double])

    /// The identity colour matrix.
    package static let identity: [Double] = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]

    /// How far the filter spreads a pixel, in pixels (a layer holding the content must be this
    /// much larger).
    package var spread: Double {
        if case .blur(let sigma, _) = self, sigma.isFinite, sigma > 0 { return (3 * sigma).rounded(.up) + 2 }
        return 0
    }
}

extension RasterCanvas {
    /// Ends the innermost layer, filters its pixels and composites it onto the target below.
    package func endLayer(opacity: Double = 1, filter: LayerFilter) {
        precondition(!layerStack.isEmpty, "endLayer(filter:) without beginLayer()")
        switch filter {
        case .colorMatrix(let m): applyColorMatrix(m)
        case .blur(let sigma, let opaque):
            guard sigma.isFinite else { pixels = [UInt8](repeating: 0, count: pixels.count); break }
            let alpha = opaque ? stride(from: 3, to: pixels.count, by: 4).map { pixels[$0] } : []
            blur(sigma: sigma)
            if opaque { restoreAlpha(alpha) }
        case .alphaThreshold(let lo, let hi, let color): applyAlphaThreshold(min: lo, max: hi, color: color)
        }
        endLayer(opacity: opacity)
    }

    /// Applies a 4 × 5 matrix to every pixel of the current target.
    func applyColorMatrix(_ m: [Double]) {
        guard m.count == 20, m.allSatisfy(\.isFinite) else { return }
        let f = m.map { Float($0) }
        pixels.withUnsafeMutableBufferPointer { buf in
            var i = 0
            while i < buf.count {
                let a = Float(buf[i + 3]) / 255
                // A transparent pixel has no colour; a matrix may still give it alpha (a constant term).
                let r = a > 0 ? Float(buf[i]) / 255 / a : 0, g = a > 0 ? Float(buf[i + 1]) / 255 / a : 0, b = a > 0 ? Float(buf[i + 2]) / 255 / a : 0
                func row(_ k: Int) -> Float { min(1, max(0, f[k] * r + f[k + 1] * g + f[k + 2] * b + f[k + 3] * a + f[k + 4])) }
                let na = row(15)
                buf[i] = UInt8((row(0) * na * 255).rounded())
                buf[i + 1] = UInt8((row(5) * na * 255).rounded())
                buf[i + 2] = UInt8((row(10) * na * 255).rounded())
                buf[i + 3] = UInt8((na * 255).rounded())
                i += 4
            }
        }
    }

    /// Replaces every pixel whose alpha lies in `lo...hi` by `color`, and every other by transparency.
    func applyAlphaThreshold(min lo: Double, max hi: Double, color: [Double]) {
        guard color.count == 4, ([lo, hi] + color).allSatisfy(\.isFinite) else { return }
        let a = Swift.min(1, Swift.max(0, color[3]))
        func channel(_ v: Double) -> UInt8 { UInt8((Swift.min(1, Swift.max(0, v)) * a * 255).rounded()) }
        let fill: (UInt8, UInt8, UInt8, UInt8) = (channel(color[0]), channel(color[1]), channel(color[2]), UInt8((a * 255).rounded()))
        pixels.withUnsafeMutableBufferPointer { buf in
            var i = 0
            while i < buf.count {
                let alpha = Double(buf[i + 3]) / 255
                if alpha >= lo && alpha <= hi && alpha > 0 {
                    (buf[i], buf[i + 1], buf[i + 2], buf[i + 3]) = fill
                } else {
                    (buf[i], buf[i + 1], buf[i + 2], buf[i + 3]) = (0, 0, 0, 0)
                }
                i += 4
            }
        }
    }

    /// Puts back the alpha a layer had, scaling its colour to match (an opaque blur).
    private func restoreAlpha(_ alpha: [UInt8]) {
        for (k, a) in alpha.enumerated() {
            let i = k * 4, old = pixels[i + 3]
            guard old != a else { continue }
            if old == 0 { pixels[i] = 0; pixels[i + 1] = 0; pixels[i + 2] = 0; pixels[i + 3] = 0; continue }
            let s = Double(a) / Double(old)
            pixels[i] = UInt8(min(Double(a), (Double(pixels[i]) * s).rounded()))
            pixels[i + 1] = UInt8(min(Double(a), (Double(pixels[i + 1]) * s).rounded()))
            pixels[i + 2] = UInt8(min(Double(a), (Double(pixels[i + 2]) * s).rounded()))
            pixels[i + 3] = a
        }
    }
}
