import Foundation
import EaselLayout

private enum ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
private enum SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { SymbolVariants() } }
private enum SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }
private enum SecondaryForegroundKey: EnvironmentKey { static var defaultValue: Color? { nil } }
private enum SymbolFontKey: EnvironmentKey { static var defaultValue: Font? { nil } }

extension EnvironmentValues {
    /// The font symbol images use in place of the text font (a tab bar's icons are larger than
    /// its 10-point labels); nil: the text font.
    var symbolFont: Font? {
        get { self[SymbolFontKey.self] }
        set { self[SymbolFontKey.self] = newValue }
    }

    /// The relative size of symbol images (`imageScale(_:)`); medium by default.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// The variant symbol images are drawn in (`symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
    /// The rendering mode of symbol images (`symbolRenderingMode(_:)`); nil for the default.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
    /// The second of `foregroundStyle(_:_:)`'s styles, for palette-rendered symbols.
    var secondaryForeground: Color? {
        get { self[SecondaryForegroundKey.self] }
        set { self[SecondaryForegroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Scales symbol images in this view: small ≈ 0.78, medium 1, large ≈ 1.29 times the size for the font.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }

    /// Draws symbol images in this view in a variant (`.fill`, `.circle`, `.circle.fill`, …) where the
    /// symbol has one; variants accumulate as in SwiftUI, and `.none` removes them.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { current in
            if variant.isNone { current = .none; return }
            var v = current
            v.isNone = false
            if let shape = variant.shape { v.shape = shape }
            if variant.isFilled { v.isFilled = true }
            if variant.isSlashed { v.isSlashed = true }
            current = v
        }
    }

    /// The rendering mode of symbol images in this view. Easel's stand-in symbols have one layer,
    /// except filled circles and squares (`xmark.circle.fill`): `.hierarchical` draws the circle in
    /// the foreground colour at 30 % and the symbol in it at full strength, `.palette` draws the
    /// symbol in the first style and the circle in the second. Other symbols and modes draw in the
    /// foreground colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { environment(\.symbolRenderingMode, mode) }

    /// Two foreground styles: the first for everything, the second for the second layer of
    /// palette-rendered symbols (giving two styles chooses palette rendering, as in SwiftUI).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        transformEnvironment(\.self) { env in
            env.setForegroundStyle(primary)
            env.secondaryForeground = secondary.resolvedColor
        }
    }

    /// Three foreground styles; Easel's symbols have at most two layers, so the third is not used
    /// (see `foregroundStyle(_:_:)`).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary, secondary)
    }
}
