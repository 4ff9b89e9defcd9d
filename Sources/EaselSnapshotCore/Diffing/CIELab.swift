import Foundation

/// A colour in CIE L\*a\*b\* (D65 white), the space in which `ColorDifference` measures how
/// different two colours look.
public struct CIELab: Equatable, Sendable {
    /// Lightness, 0 (black) … 100 (white).
    public var l: Double
    /// Green (−) to red (+).
    public var a: Double
    /// Blue (−) to yellow (+).
    public var b: Double

    /// A colour from its coordinates.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// An 8-bit sRGB colour in L\*a\*b\*: the sRGB transfer curve undone, the linear light
    /// converted to XYZ with the sRGB (D65) primaries, then to L\*a\*b\* relative to D65 white
    /// (X 0.95047, Y 1, Z 1.08883).
    public init(sRGB r: UInt8, _ g: UInt8, _ b: UInt8) {
        let lr = CIELab.linear[Int(r)], lg = CIELab.linear[Int(g)], lb = CIELab.linear[Int(b)]
        let x = 0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb
        let y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
        let z = 0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb
        let fx = CIELab.f(x / 0.95047), fy = CIELab.f(y), fz = CIELab.f(z / 1.08883)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The sRGB transfer curve undone, for each 8-bit level.
    static let linear: [Double] = (0...255).map { level in
        let v = Double(level) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// CIE's compressive function: a cube root, linear near black.
    static func f(_ t: Double) -> Double {
        let d = 6.0 / 29
        return t > d * d * d ? cbrt(t) : t / (3 * d * d) + 4.0 / 29
    }
}
