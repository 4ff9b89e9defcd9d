import Foundation
import EaselLayout
import EaselPaint

/// A translucent material (SwiftUI's `Material`): what is behind it, blurred, under a tint of the
/// system background. The blur radii and tints are estimates of iOS's (docs/Differences.md).
public struct Material: ShapeStyle, Sendable {
    /// The Gaussian blur's sigma, in points.
    let blur: CGFloat
    /// The tint's opacity over the blur: light (white) and dark (28, 28, 30).
    let lightOpacity: Double
    let darkOpacity: Double
    /// A tint other than the system background's (Liquid Glass tinted with a colour).
    var customTint: Color? = nil

    public static let ultraThin = Material(blur: 10, lightOpacity: 0.35, darkOpacity: 0.35)
    public static let thin = Material(blur: 12, lightOpacity: 0.55, darkOpacity: 0.55)
    public static let regular = Material(blur: 14, lightOpacity: 0.7, darkOpacity: 0.7)
    public static let thick = Material(blur: 16, lightOpacity: 0.82, darkOpacity: 0.82)
    public static let ultraThick = Material(blur: 18, lightOpacity: 0.92, darkOpacity: 0.92)
    /// The material of bars (`.bar`): 249,249,249 / 22,22,22 at 94 %, as the tab bar draws.
    public static let bar = Material(blur: 14, lightOpacity: 0.94, darkOpacity: 0.94)

    /// The tint colour, light or dark.
    var tint: Color {
        if let customTint { return customTint }
        return Color(
            storage: .system(
                light: ColorValue(r8: 255, g8: 255, b8: 255, opacity: lightOpacity),
                dark: ColorValue(r8: 28, g8: 28, b8: 30, opacity: darkOpacity), name: "material"))
    }

    /// Where only a colour is taken, a material gives its tint.
    public var resolvedColor: Color { tint }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThin }
    public static var thinMaterial: Material { Material.thin }
    public static var regularMaterial: Material { Material.regular }
    public static var thickMaterial: Material { Material.thick }
    public static var ultraThickMaterial: Material { Material.ultraThick }
    public static var bar: Material { Material.bar }
}

nonisolated extension View {
    /// Fills a shape of this view's frame with a style behind it (`.background(.thinMaterial,
    /// in: RoundedRectangle(cornerRadius: 12))`).
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// Fills a shape of this view's frame with the background style behind it: the environment's
    /// (`backgroundStyle(_:)`), else the system background.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(EnvironmentBackgroundFill(shape: shape, fillStyle: fillStyle))
    }

    /// Fills this view's frame with the background style (the environment's, else the system
    /// background), reaching into a device's safe area on `edges`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(
            SecondaryModifier(
                role: .background, alignment: .center,
                secondary: AnyView(EnvironmentBackgroundFill(shape: Rectangle(), fillStyle: FillStyle())), ignoresSafeArea: edges))
    }

    /// Fills a shape of this view's frame with a style in front of it (`.overlay(.blue.opacity(0.2),
    /// in: Capsule())`).
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style, style: fillStyle))
    }
}
