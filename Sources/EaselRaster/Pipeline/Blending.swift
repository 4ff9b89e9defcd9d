import Foundation

/// The per-pixel arithmetic of blend modes, on colour components in 0…1. Separable and
/// non-separable modes follow the W3C Compositing and Blending Level 1 formulas: the blended
/// colour B(backdrop, source) replaces the source where both are opaque, and
/// `co = cs(1 − ab) + cb(1 − as) + as·ab·B`; the Porter–Duff and additive operators have their
/// own colour and alpha. Names match the API's `BlendMode` raw values.
package enum CompositeOperator: String, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
    case clear, copy, sourceIn, sourceOut, destinationIn, destinationAtop, xor

    /// One separable component: backdrop `b`, source `s` (straight, 0…1).
    static func separable(_ op: CompositeOperator, _ b: Double, _ s: Double) -> Double {
        switch op {
        case .multiply: return b * s
        case .screen: return b + s - b * s
        case .overlay: return separable(.hardLight, s, b)
        case .darken: return min(b, s)
        case .lighten: return max(b, s)
        case .colorDodge: return b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s))
        case .colorBurn: return b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s)
        case .hardLight: return s <= 0.5 ? b * 2 * s : separable(.screen, b, 2 * s - 1)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (d - b)
        case .difference: return abs(b - s)
        case .exclusion: return b + s - 2 * b * s
        default: return s
        }
    }

    static func lum(_ c: (Double, Double, Double)) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    static func clipColor(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var r = c
        if n < 0 { r = (l + (r.0 - l) * l / (l - n), l + (r.1 - l) * l / (l - n), l + (r.2 - l) * l / (l - n)) }
        if x > 1 { r = (l + (r.0 - l) * (1 - l) / (x - l), l + (r.1 - l) * (1 - l) / (x - l), l + (r.2 - l) * (1 - l) / (x - l)) }
        return r
    }

    static func setLum(_ c: (Double, Double, Double), _ l: Double) -> (Double, Double, Double) {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    static func sat(_ c: (Double, Double, Double)) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    static func setSat(_ c: (Double, Double, Double), _ s: Double) -> (Double, Double, Double) {
        var v = [c.0, c.1, c.2]
        let order = [0, 1, 2].sorted { v[$0] < v[$1] }
        let (lo, mid, hi) = (order[0], order[1], order[2])
        if v[hi] > v[lo] {
            v[mid] = (v[mid] - v[lo]) * s / (v[hi] - v[lo])
            v[hi] = s
        } else {
            v[mid] = 0; v[hi] = 0
        }
        v[lo] = 0
        return (v[0], v[1], v[2])
    }

    /// The blended colour of a non-separable mode.
    static func nonSeparable(_ op: CompositeOperator, _ b: (Double, Double, Double), _ s: (Double, Double, Double)) -> (Double, Double, Double) {
        switch op {
        case .hue: return setLum(setSat(s, sat(b)), lum(b))
        case .saturation: return setLum(setSat(b, sat(s)), lum(b))
        case .color: return setLum(s, lum(b))
        default: return setLum(b, lum(s))  // luminosity
        }
    }

    /// Source (layer) pixel over backdrop pixel, both premultiplied 0…1 RGBA: the result, premultiplied.
    func blend(source s: (Double, Double, Double, Double), backdrop d: (Double, Double, Double, Double)) -> (Double, Double, Double, Double) {
        let (as_, ab) = (s.3, d.3)
        switch self {
        case .sourceAtop:
            return (s.0 * ab + d.0 * (1 - as_), s.1 * ab + d.1 * (1 - as_), s.2 * ab + d.2 * (1 - as_), ab)
        case .destinationOver:
            return (s.0 * (1 - ab) + d.0, s.1 * (1 - ab) + d.1, s.2 * (1 - ab) + d.2, as_ + ab * (1 - as_))
        case .destinationOut:
            return (d.0 * (1 - as_), d.1 * (1 - as_), d.2 * (1 - as_), ab * (1 - as_))
        case .clear:
            return (0, 0, 0, 0)
        case .copy:
            return s
        case .sourceIn:
            return (s.0 * ab, s.1 * ab, s.2 * ab, as_ * ab)
        case .sourceOut:
            return (s.0 * (1 - ab), s.1 * (1 - ab), s.2 * (1 - ab), as_ * (1 - ab))
        case .destinationIn:
            return (d.0 * as_, d.1 * as_, d.2 * as_, ab * as_)
        case .destinationAtop:
            return (s.0 * (1 - ab) + d.0 * as_, s.1 * (1 - ab) + d.1 * as_, s.2 * (1 - ab) + d.2 * as_, as_)
        case .xor:
            return (
                s.0 * (1 - ab) + d.0 * (1 - as_), s.1 * (1 - ab) + d.1 * (1 - as_), s.2 * (1 - ab) + d.2 * (1 - as_),
                as_ * (1 - ab) + ab * (1 - as_)
            )
        case .plusLighter:
            return (min(1, s.0 + d.0), min(1, s.1 + d.1), min(1, s.2 + d.2), min(1, as_ + ab))
        case .plusDarker:
            let a = min(1, as_ + ab)
            return (max(0, a - ((ab - d.0) + (as_ - s.0))), max(0, a - ((ab - d.1) + (as_ - s.1))), max(0, a - ((ab - d.2) + (as_ - s.2))), a)
        default:
            break
        }
        let a = as_ + ab - as_ * ab
        if as_ == 0 { return d }
        if ab == 0 || self == .normal {
            return (s.0 + d.0 * (1 - as_), s.1 + d.1 * (1 - as_), s.2 + d.2 * (1 - as_), a)
        }
        let cs = (s.0 / as_, s.1 / as_, s.2 / as_), cb = (d.0 / ab, d.1 / ab, d.2 / ab)
        let mixed: (Double, Double, Double)
        switch self {
        case .hue, .saturation, .color, .luminosity: mixed = Self.nonSeparable(self, cb, cs)
        default: mixed = (Self.separable(self, cb.0, cs.0), Self.separable(self, cb.1, cs.1), Self.separable(self, cb.2, cs.2))
        }
        func channel(_ sc: Double, _ dc: Double, _ m: Double) -> Double { sc * (1 - ab) + dc * (1 - as_) + as_ * ab * m }
        return (channel(s.0, d.0, mixed.0), channel(s.1, d.1, mixed.1), channel(s.2, d.2, mixed.2), a)
    }
}

extension RasterCanvas {
    /// Ends the innermost layer and combines it with the target below through `op`.
    package func endLayer(blend op: CompositeOperator) {
        precondition(!layerStack.isEmpty, "endLayer(blend:) without beginLayer()")
        let layer = Target(pixels: pixels, x: targetX, y: targetY, width: targetWidth, height: targetHeight)
        let parent = layerStack.removeLast()
        pixels = parent.pixels
        targetX = parent.x; targetY = parent.y; targetWidth = parent.width; targetHeight = parent.height
        if layer.width == 0 || layer.height == 0 { return }
        if op == .normal { composite(layer: layer, opacity: 1); return }
        let x0 = max(layer.x, targetX), x1 = min(layer.x + layer.width, targetX + targetWidth)
        let y0 = max(layer.y, targetY), y1 = min(layer.y + layer.height, targetY + targetHeight)
        guard x0 < x1, y0 < y1 else { return }
        let tw = targetWidth, tx = targetX, ty = targetY
        layer.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for y in y0..<y1 {
                    var si = ((y - layer.y) * layer.width + (x0 - layer.x)) * 4
                    var di = ((y - ty) * tw + (x0 - tx)) * 4
                    for _ in x0..<x1 {
                        let s = (Double(src[si]) / 255, Double(src[si + 1]) / 255, Double(src[si + 2]) / 255, Double(src[si + 3]) / 255)
                        if s.3 > 0 {  // a clear source leaves the backdrop as it is, in every mode
                            let d = (Double(dst[di]) / 255, Double(dst[di + 1]) / 255, Double(dst[di + 2]) / 255, Double(dst[di + 3]) / 255)
                            let r = op.blend(source: s, backdrop: d)
                            func byte(_ v: Double, max m: Double) -> UInt8 { UInt8((min(max(v, 0), m) * 255).rounded()) }
                            let a = byte(r.3, max: 1)
                            let am = Double(a) / 255
                            dst[di] = byte(r.0, max: am); dst[di + 1] = byte(r.1, max: am); dst[di + 2] = byte(r.2, max: am); dst[di + 3] = a
                        }
                        si += 4; di += 4
                    }
                }
            }
        }
    }
}
