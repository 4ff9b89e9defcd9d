import Foundation
import EaselLayout

nonisolated extension View {
    /// Combines this view's pixels with what is drawn behind it through `blendMode` (SwiftUI's
    /// `blendMode(_:)`). The view is drawn into a layer first, so its own parts overlap normally;
    /// what is behind is everything drawn before it up to the nearest enclosing layer (an
    /// opacity, shadow, filter or transform effect, or the canvas).
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(EffectModifier(kind: "blendMode", effect: .blend(.mode(blendMode))))
    }

    /// Draws this view into a layer of its own before compositing it: blend modes inside combine
    /// with the group's content only, not with what is behind the group.
    public func compositingGroup() -> some View {
        modifier(EffectModifier(kind: "compositingGroup", effect: .group))
    }

    /// Renders this view offscreen before compositing it (SwiftUI's `drawingGroup`): in a
    /// software rasterizer that is the same layer as `compositingGroup()`.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(EffectModifier(kind: "drawingGroup", effect: .group))
    }
}

/// The working colour space of `drawingGroup(opaque:colorMode:)` (SwiftUI's
/// `ColorRenderingMode`); Easel composites in 8-bit sRGB whichever is asked for.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}
