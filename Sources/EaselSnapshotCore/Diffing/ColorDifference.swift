import Foundation

/// How different two colours look: CIE ΔE\*₀₀ (CIEDE2000), the colour-difference formula CIE
/// recommends since 2001. About 1 is the smallest difference a trained eye notices side by
/// side; about 2 is hard to see in ordinary viewing; differences of 10 and more are obvious.
///
/// Implemented from the formula as published (CIE 142-2001) and checked against the test pairs
/// of Sharma, Wu and Dalal, "The CIEDE2000 color-difference formula: implementation notes,
/// supplementary test data, and mathematical observations", *Color Research & Application*
/// 30(1), 2005 (`ColorDifferenceTests`).
public enum ColorDifference {
    /// ΔE\*₀₀ between two L\*a\*b\* colours, with the parametric factors kL = kC = kH = 1.
    public static func ciede2000(_ x: CIELab, _ y: CIELab) -> Double {
        let pow25to7 = 6_103_515_625.0  // 25^7
        func deg(_ r: Double) -> Double { r * 180 / .pi }
        func rad(_ d: Double) -> Double { d * .pi / 180 }

        // Chroma, and a* scaled so that near-neutral colours are not over-weighted.
        let c1 = (x.a * x.a + x.b * x.b).squareRoot(), c2 = (y.a * y.a + y.b * y.b).squareRoot()
        let cMean7 = pow((c1 + c2) / 2, 7)
        let g = 0.5 * (1 - (cMean7 / (cMean7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * x.a, a2 = (1 + g) * y.a
        let cp1 = (a1 * a1 + x.b * x.b).squareRoot(), cp2 = (a2 * a2 + y.b * y.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = deg(atan2(b, a))
            return h < 0 ? h + 360 : h
        }
        let hp1 = hue(x.b, a1), hp2 = hue(y.b, a2)

        // Differences in lightness, chroma and hue.
        let dL = y.l - x.l
        let dC = cp2 - cp1
        var dh = 0.0
        if cp1 * cp2 != 0 {
            dh = hp2 - hp1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (cp1 * cp2).squareRoot() * sin(rad(dh / 2))

        // Means, with the hue mean taken the short way round the circle.
        let lMean = (x.l + y.l) / 2
        let cpMean = (cp1 + cp2) / 2
        var hMean = hp1 + hp2
        if cp1 * cp2 != 0 {
            if abs(hp1 - hp2) <= 180 { hMean /= 2 } else if hMean < 360 { hMean = (hMean + 360) / 2 } else { hMean = (hMean - 360) / 2 }
        }

        // Weighting functions and the rotation term for blues.
        let t =
            1 - 0.17 * cos(rad(hMean - 30)) + 0.24 * cos(rad(2 * hMean))
            + 0.32 * cos(rad(3 * hMean + 6)) - 0.20 * cos(rad(4 * hMean - 63))
        let dTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let cpMean7 = pow(cpMean, 7)
        let rC = 2 * (cpMean7 / (cpMean7 + pow25to7)).squareRoot()
        let l50 = (lMean - 50) * (lMean - 50)
        let sL = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sC = 1 + 0.045 * cpMean
        let sH = 1 + 0.015 * cpMean * t
        let rT = -sin(rad(2 * dTheta)) * rC

        let l = dL / sL, c = dC / sC, h = dH / sH
        return (l * l + c * c + h * h + rT * c * h).squareRoot()
    }

    /// ΔE\*₀₀ between two premultiplied 8-bit RGBA pixels as they would look: each is
    /// composited over white and over black, and the larger of the two differences is taken, so
    /// a change of transparency counts as much as it could show.
    public static func ciede2000(premultiplied e: (UInt8, UInt8, UInt8, UInt8), _ a: (UInt8, UInt8, UInt8, UInt8)) -> Double {
        func overWhite(_ p: (UInt8, UInt8, UInt8, UInt8)) -> CIELab {
            let w = 255 - Int(p.3)
            return CIELab(sRGB: UInt8(min(255, Int(p.0) + w)), UInt8(min(255, Int(p.1) + w)), UInt8(min(255, Int(p.2) + w)))
        }
        let black = ciede2000(CIELab(sRGB: e.0, e.1, e.2), CIELab(sRGB: a.0, a.1, a.2))
        let white = ciede2000(overWhite(e), overWhite(a))
        return max(black, white)
    }
}
