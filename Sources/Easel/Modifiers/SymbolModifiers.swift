import Foundation
import EaselLayout

private enum ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
private enum SymbolVariantsKey: EnvironmentKey { static var defaultValue: SymbolVariants { SymbolVariants() } }
private enum SymbolRenderingModeKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }

extension EnvironmentValues {
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
}

extension View {
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

    /// The rendering mode of symbol images in this view (accepted; Easel's symbols have one layer).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { environment(\.symbolRenderingMode, mode) }

    /// Two foreground styles, for palette-rendered symbols. Easel's symbols have one layer and use
    /// the first style, as everything else in the view does.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environment(\.foregroundColor, primary.resolvedColor)
    }

    /// Three foreground styles, for palette-rendered symbols; the first is used (see `foregroundStyle(_:_:)`).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        environment(\.foregroundColor, primary.resolvedColor)
    }
}
