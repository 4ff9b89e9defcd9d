import Foundation

/// A type-erased shape style (SwiftUI's `AnyShapeStyle`): it paints as the style it wraps, a
/// gradient as a gradient and a material as a material.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }

    public var resolvedColor: Color { base.resolvedColor }
}

extension ShapeStyle {
    /// The style itself, or the one an `AnyShapeStyle` wraps.
    var unwrapped: any ShapeStyle { (self as? AnyShapeStyle)?.base ?? self }
}
