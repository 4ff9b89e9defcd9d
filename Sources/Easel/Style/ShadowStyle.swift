import Foundation
import EaselLayout
import EaselPaint

/// A shadow a shape style casts (SwiftUI's `ShadowStyle`): `.white.shadow(.drop(radius: 2))`
/// under what the style fills, `.blue.shadow(.inner(radius: 4))` inside it.
public struct ShadowStyle: Hashable, Sendable {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat
    /// Inside the filled area (cast by what lies outside it) rather than under it.
    let isInner: Bool

    /// A shadow under what the style fills, as `shadow(color:radius:x:y:)` casts it.
    public static func drop(color: Color = .defaultShadow, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: false)
    }

    /// A shadow inside what the style fills, darkening its edges from within: the outside of
    /// the filled area casts it, blurred by `radius` and moved by (`x`, `y`). SwiftUI's default
    /// colour is black at 55 %.
    public static func inner(color: Color = .defaultInnerShadow, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: true)
    }

    /// `node` drawn with this shadow under it (or inside it).
    func wrap(_ node: LayoutNode, _ env: EnvironmentValues) -> LayoutNode {
        let c = color.resolvedValue(in: env)
        let effect: Effect = isInner ? .innerShadow(color: c, radius: radius, x: x, y: y) : .shadow(color: c, radius: radius, x: x, y: y)
        return EffectNode(kind: isInner ? "innerShadow" : "shadow", effect: effect, child: node)
    }
}

extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// The current foreground style casting `style`'s shadow (SwiftUI's `ShapeStyle.shadow(_:)`):
    /// `.background(.shadow(.drop(radius: 10)), in: shape)` casts a card's shadow from a shape
    /// that another background covers.
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> { ForegroundStyle().shadow(style) }
}

extension Color {
    /// SwiftUI's default inner shadow colour: black at 55 % opacity (`ShadowStyle.inner`).
    @usableFromInline package static let defaultInnerShadow = Color(white: 0, opacity: 0.55)
}

/// A shape style that casts a shadow.
protocol ShadowedShapeStyle {
    var baseStyle: any ShapeStyle { get }
    var shadowStyle: ShadowStyle { get }
}

/// A style with a drop shadow: it paints as its base, and a shape filled with it casts the shadow.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, ShadowedShapeStyle {
    let base: Base
    let shadow: ShadowStyle
    var baseStyle: any ShapeStyle { base }
    var shadowStyle: ShadowStyle { shadow }
    public var resolvedColor: Color { base.resolvedColor }
}

extension ShapeStyle {
    /// This style casting `style`'s shadow where it fills a shape.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> { _ShadowShapeStyle(base: self, shadow: style) }

    /// The shadows this style casts, the first given first: `.white.shadow(a).shadow(b)` casts
    /// `a`, and then `b` from what `a` gave.
    var castShadows: [ShadowStyle] {
        if Self.self == Color.self { return [] }
        if let a = self as? AnyShapeStyle { return a.base.castShadows }
        if let o = self as? any OpacityShapeStyle { return o.baseStyle.castShadows }
        guard let s = self as? any ShadowedShapeStyle else { return [] }
        return s.baseStyle.castShadows + [s.shadowStyle]
    }
}
