/// An 8-bit RGBA colour with premultiplied alpha: each colour channel is already multiplied
/// by `a / 255`, so `r, g, b <= a`.
package struct PremultipliedColor: Equatable, Hashable, Sendable {
    /// Premultiplied red, green, blue and the alpha, each 0...255.
    package var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    /// Creates a colour from premultiplied channel values.
    package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Creates a colour from straight (un-premultiplied) components in 0...1, rounding to 8 bits.
    package init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        // Components outside 0...1 are clamped; NaN counts as 0 (nothing is drawn for it).
        func unit(_ v: Double) -> Double { v > 0 ? min(v, 1) : 0 }
        let o = unit(opacity)
        func q(_ v: Double) -> UInt8 { UInt8((unit(v) * o * 255).rounded()) }
        r = q(red); g = q(green); b = q(blue)
        a = UInt8((o * 255).rounded())
    }

    /// Fully transparent black.
    package static let clear = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
    /// Opaque black.
    package static let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
    /// Opaque white.
    package static let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)

    /// The colour with its alpha (and premultiplied channels) scaled by `factor` in 0...1.
    package func scaled(by factor: Double) -> PremultipliedColor {
        let f = factor > 0 ? min(factor, 1) : 0
        func q(_ v: UInt8) -> UInt8 { UInt8((Double(v) * f).rounded()) }
        return PremultipliedColor(r: q(r), g: q(g), b: q(b), a: q(a))
    }

    /// The straight (un-premultiplied) 8-bit channels, as a PNG stores them.
    package var unpremultiplied: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        if a == 0 { return (0, 0, 0, 0) }
        if a == 255 { return (r, g, b, a) }
        func u(_ v: UInt8) -> UInt8 { UInt8(min(255, (Int(v) * 255 + Int(a) / 2) / Int(a))) }
        return (u(r), u(g), u(b), a)
    }
}

/// `x / 255` rounded, exact for `x` in 0...65025.
@inline(__always)
func div255(_ x: Int) -> Int {
    let t = x + 128
    return (t + (t >> 8)) >> 8
}

/// `x` rounded half away from zero and clamped to 0...255 — what
/// `UInt8(max(0, min(255, x.rounded())))` gives for every finite `x` — with a conversion and a
/// compare instead of a call to libm's `round`, for per-pixel loops. NaN gives 0.
@inline(__always)
package func roundedByte(_ x: Double) -> UInt8 {
    guard x > 0 else { return 0 }
    guard x < 255 else { return 255 }
    let t = Int(x)
    return UInt8(truncatingIfNeeded: x - Double(t) >= 0.5 ? t + 1 : t)
}
