import Foundation

/// A type-erased shape style (SwiftUI's `AnyShapeStyle`): it paints as the style it wraps, a
/// gradient as a gradient and a material as a material.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }

    public var resolvedColor: Color { base.resolvedColor }
}

extension ShapeStyle {
    /// The style that paints: itself, or the one an `AnyShapeStyle` or a shadow wraps (at its
    /// opacity, for `opacity(_:)`).
    var unwrapped: any ShapeStyle {
        // A colour, the usual style, wraps nothing: one comparison of types instead of the casts.
        if Self.self == Color.self { return self }
        if let a = self as? AnyShapeStyle { return a.base.unwrapped }
        if let s = self as? any ShadowedShapeStyle { return s.baseStyle.unwrapped }
        if let o = self as? any OpacityShapeStyle { return o.unwrappedAtOpacity }
        if let g = self as? Gradient { return g.asShapeStyle }
        return self
    }
}
