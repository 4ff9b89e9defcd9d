import Foundation
import EaselPaint

extension Color {
    /// This colour mixed with `other`: `fraction` of the way from this one (0) to `other` (1), in
    /// `colorSpace` (SwiftUI's `mix(with:by:in:)`, iOS 18). `.perceptual` (the default) blends in
    /// OKLab, a perceptually uniform space; `.device` blends the sRGB components as stored.
    /// Opacity blends linearly in both. A fraction outside 0…1 (or not a number) is clamped.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(storage: .mix(self, other, fraction.isNaN ? 0 : min(max(fraction, 0), 1), colorSpace))
    }

    /// Two resolved colours mixed (see `mix(with:by:in:)`).
    static func mixed(_ a: ColorValue, _ b: ColorValue, by f: Double, in space: Gradient.ColorSpace) -> ColorValue {
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        let opacity = lerp(a.opacity, b.opacity)
        guard space == .perceptual else {
            return ColorValue(red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue), opacity: opacity)
        }
        let p = OKLab(a), q = OKLab(b)
        return OKLab(l: lerp(p.l, q.l), a: lerp(p.a, q.a), b: lerp(p.b, q.b)).color(opacity: opacity)
    }
}

/// A colour in OKLab (Björn Ottosson's perceptual colour space, 2020): lightness and two
/// opponent axes, from linear sRGB through its published matrices.
private struct OKLab {
    var l, a, b: Double

    init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    init(_ c: ColorValue) {
        let r = OKLab.linear(c.red), g = OKLab.linear(c.green), bl = OKLab.linear(c.blue)
        let lms = (
            cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl),
            cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl),
            cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        )
        l = 0.2104542553 * lms.0 + 0.7936177850 * lms.1 - 0.0040720468 * lms.2
        a = 1.9779984951 * lms.0 - 2.4285922050 * lms.1 + 0.4505937099 * lms.2
        b = 0.0259040371 * lms.0 + 0.7827717662 * lms.1 - 0.8086757660 * lms.2
    }

    /// Back to sRGB, each component clamped to 0…1.
    func color(opacity: Double) -> ColorValue {
        let l1 = l + 0.3963377774 * a + 0.2158037573 * b
        let m1 = l - 0.1055613458 * a - 0.0638541728 * b
        let s1 = l - 0.0894841775 * a - 1.2914855480 * b
        let (l3, m3, s3) = (l1 * l1 * l1, m1 * m1 * m1, s1 * s1 * s1)
        let r = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3
        let g = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3
        let bl = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
        return ColorValue(red: OKLab.encoded(r), green: OKLab.encoded(g), blue: OKLab.encoded(bl), opacity: opacity)
    }

    /// sRGB's transfer function, undone and applied.
    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    static func encoded(_ c: Double) -> Double {
        let x = min(max(c, 0), 1)
        return x <= 0.0031308 ? x * 12.92 : 1.055 * pow(x, 1 / 2.4) - 0.055
    }
}
