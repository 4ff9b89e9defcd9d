import Foundation
import EaselLayout
import EaselPaint

/// The colour matrices of SwiftUI's colour effects (straight sRGB, 4 × 5, row by row). Luma uses
/// Rec. 709 weights, as CSS filters and Core Image do.
enum ColorEffectMatrix {
    static let luma = (r: 0.2126, g: 0.7152, b: 0.0722)

    static func brightness(_ amount: Double) -> [Double] {
        [1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0]
    }

    static func contrast(_ amount: Double) -> [Double] {
        let t = 0.5 * (1 - amount)
        return [amount, 0, 0, 0, t, 0, amount, 0, 0, t, 0, 0, amount, 0, t, 0, 0, 0, 1, 0]
    }

    static func saturation(_ amount: Double) -> [Double] {
        let (r, g, b) = luma, s = amount
        return [
            r + (1 - r) * s, g - g * s, b - b * s, 0, 0,
            r - r * s, g + (1 - g) * s, b - b * s, 0, 0,
            r - r * s, g - g * s, b + (1 - b) * s, 0, 0,
            0, 0, 0, 1, 0,
        ]
    }

    /// The hue rotated by `angle` about the grey axis (the CSS `hue-rotate` matrix).
    static func hueRotation(_ angle: Double) -> [Double] {
        let c = cos(angle), s = sin(angle)
        return [
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ]
    }

    static let invert: [Double] = [-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0]

    static func multiply(_ c: ColorValue) -> [Double] {
        [c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.opacity, 0]
    }

    /// Black, with the luminance as alpha.
    static let luminanceToAlpha: [Double] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, luma.r, luma.g, luma.b, 0, 0]
}

/// `GraphicsContext.Filter.alphaThreshold`: the drawing's pixels with alpha in `min...max` in one
/// colour, the rest transparent (the "metaball" look of blurred shapes).
nonisolated struct AlphaThresholdModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let min: Double, max: Double
    let color: Color
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        let c = color.resolvedValue(in: ctx.environment)
        let filter = EffectFilter.alphaThreshold(
            min: min.isNaN ? 0 : min, max: max.isNaN ? 1 : max, color: [c.red, c.green, c.blue, c.opacity])
        return EffectNode(kind: "alphaThreshold", effect: .filter(filter), child: node)
    }
}

nonisolated struct ColorMultiplyModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let color: Color
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        EffectNode(kind: "colorMultiply", effect: .filter(.colorMatrix(ColorEffectMatrix.multiply(color.resolvedValue(in: ctx.environment)))), child: node)
    }
}

nonisolated extension View {
    private func filter(_ kind: String, _ f: EffectFilter) -> some View {
        modifier(EffectModifier(kind: kind, effect: .filter(f)))
    }

    /// Blurs this view's drawing: a Gaussian whose standard deviation is half of `radius` (as a
    /// shadow's); `opaque` keeps the edges from fading. Layout is unchanged. A NaN radius draws
    /// the view unblurred.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        filter("blur", .blur(radius: radius.isNaN ? 0 : Double(max(0, radius)), opaque: opaque))
    }

    /// Adds `amount` (−1…1) to each colour component.
    public func brightness(_ amount: Double) -> some View {
        filter("brightness", .colorMatrix(ColorEffectMatrix.brightness(amount.isFinite ? amount : 0)))
    }

    /// Scales colours away from (above 1) or towards (below 1) middle grey.
    public func contrast(_ amount: Double) -> some View {
        filter("contrast", .colorMatrix(ColorEffectMatrix.contrast(amount.isFinite ? amount : 1)))
    }

    /// Scales the saturation: 0 is grey, 1 unchanged.
    public func saturation(_ amount: Double) -> some View {
        filter("saturation", .colorMatrix(ColorEffectMatrix.saturation(amount.isFinite ? amount : 1)))
    }

    /// Removes `amount` (0…1) of the colour.
    public func grayscale(_ amount: Double) -> some View {
        filter("grayscale", .colorMatrix(ColorEffectMatrix.saturation(1 - (amount.isFinite ? min(1, max(0, amount)) : 0))))
    }

    /// Turns every hue by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        filter("hueRotation", .colorMatrix(ColorEffectMatrix.hueRotation(angle.radians.isFinite ? angle.radians : 0)))
    }

    /// Inverts the colours.
    public func colorInvert() -> some View {
        filter("colorInvert", .colorMatrix(ColorEffectMatrix.invert))
    }

    /// Multiplies each colour component by `color`'s.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(ColorMultiplyModifier(color: color))
    }

    /// Black whose alpha is the luminance: a mask from an image's lightness.
    public func luminanceToAlpha() -> some View {
        filter("luminanceToAlpha", .colorMatrix(ColorEffectMatrix.luminanceToAlpha))
    }
}
