import Foundation
import EaselLayout

/// A shadow a shape style casts (SwiftUI's `ShadowStyle`): `.white.shadow(.drop(radius: 2))`.
public struct ShadowStyle: Hashable, Sendable {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow under what the style fills, as `shadow(color:radius:x:y:)` casts it.
    public static func drop(color: Color = .defaultShadow, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(color: color, radius: radius, x: x, y: y)
    }
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

    /// The shadow this style casts, if any.
    var dropShadow: ShadowStyle? {
        if let a = self as? AnyShapeStyle { return a.base.dropShadow }
        return (self as? any ShadowedShapeStyle)?.shadowStyle
    }
}
