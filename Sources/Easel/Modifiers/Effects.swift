import Foundation
import EaselLayout
import EaselPaint

nonisolated struct EffectModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let kind: String
    let effect: Effect
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode { EffectNode(kind: kind, effect: effect, child: node) }
}

/// `clipShape(_:style:)`: the shape resolved where the view is (a `ContainerRelativeShape` takes
/// its container's shape).
nonisolated struct ClipShapeModifier<S: Shape>: ViewModifier, WrappingModifier {
    typealias Body = Never
    let shape: S
    let evenOdd: Bool
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        let (geometry, placement) = shape.geometry(in: ctx)
        let clip = EffectNode(kind: "clipShape", effect: Effect.clip(geometry, evenOdd: evenOdd), child: node)
        if let placement { clip.frameRecord = placement }
        return clip
    }
}

extension Color {
    /// SwiftUI's default shadow colour: black at 33 % opacity (`shadow(radius:)`, `.drop(radius:)`,
    /// a canvas's `.shadow(radius:)` filter).
    @usableFromInline package static let defaultShadow = Color(white: 0, opacity: 0.33)
}

nonisolated struct ShadowModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let color: Color?, radius: CGFloat, x: CGFloat, y: CGFloat
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        ShadowStyle.drop(color: color ?? .defaultShadow, radius: radius, x: x, y: y).wrap(node, ctx.environment)
    }
}

nonisolated extension View {
    /// Clips drawing to this view's frame.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(EffectModifier(kind: "clipped", effect: .clip(.rectangle, evenOdd: false)))
    }

    /// Clips drawing to a shape of this view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipShapeModifier(shape: shape, evenOdd: style.isEOFilled))
    }

    /// Clips drawing to a rounded rectangle of this view's frame.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(
            EffectModifier(
                kind: "cornerRadius",
                effect: .clip(.roundedRectangle(cornerSize: CGSize(width: radius, height: radius), style: .circular), evenOdd: false)))
    }

    /// A drop shadow of this view's drawing.
    public func shadow(color: Color = .defaultShadow, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ShadowModifier(color: color, radius: radius, x: x, y: y))
    }

    /// Draws this view at an opacity.
    public func opacity(_ opacity: Double) -> some View {
        modifier(EffectModifier(kind: "opacity", effect: .opacity(max(0, min(1, opacity)))))
    }
}
