import Foundation
import EaselLayout
import EaselPaint

/// Effects on how a view is drawn, chosen from where it is (SwiftUI's `VisualEffect`): offsets,
/// scales, rotations, blur, opacity and the colour effects. None changes layout.
///
/// ```swift
/// Card().visualEffect { content, proxy in
///     content.offset(y: proxy.frame(in: .global).minY > 400 ? 20 : 0).blur(radius: 2)
/// }
/// ```
public protocol VisualEffect {
    /// The effects in order, each as the view modifier it is (Easel's representation).
    var _steps: [VisualEffectStep] { get }
}

/// One effect of a `VisualEffect`: the view modifier that draws it.
public struct VisualEffectStep {
    let apply: (AnyView) -> AnyView
    /// A step drawn by `apply` (the script front end's).
    package init(_ apply: @escaping (AnyView) -> AnyView) { self.apply = apply }
}

/// No effect: what a `visualEffect` closure is given to add effects to.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _steps: [VisualEffectStep] { [] }
}

/// Effects added to another effect.
public struct _VisualEffects: VisualEffect {
    public let _steps: [VisualEffectStep]
    /// Effects from their steps (the script front end's).
    package init(steps: [VisualEffectStep]) { _steps = steps }

    /// The effects `VisualEffect` offers (its methods below), which scripts may call on a
    /// visual effect: every other modifier could change layout, which an effect never does.
    package static let effectNames: Set<String> = [
        "offset", "scaleEffect", "rotationEffect", "rotation3DEffect", "transformEffect", "blur", "opacity", "brightness",
        "contrast", "saturation", "grayscale", "hueRotation", "colorMultiply",
    ]
}

extension VisualEffect {
    /// This effect, then one more.
    package func adding(_ step: @escaping (AnyView) -> AnyView) -> _VisualEffects {
        _VisualEffects(steps: _steps + [VisualEffectStep(step)])
    }

    /// The view moved by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding { AnyView($0.offset(offset)) } }
    /// The view moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding { AnyView($0.offset(x: x, y: y)) } }
    /// The view scaled about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding { AnyView($0.scaleEffect(scale, anchor: anchor)) }
    }
    /// The view scaled by `scale`'s width and height about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding { AnyView($0.scaleEffect(scale, anchor: anchor)) }
    }
    /// The view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding { AnyView($0.scaleEffect(x: x, y: y, anchor: anchor)) }
    }
    /// The view turned by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding { AnyView($0.rotationEffect(angle, anchor: anchor)) }
    }
    /// Turns the view in three dimensions about `axis`, seen in perspective.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding { AnyView($0.rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)) }
    }
    /// Draws the view through an affine transform, in its own coordinates.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { adding { AnyView($0.transformEffect(transform)) } }
    /// The view blurred.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding { AnyView($0.blur(radius: radius, opaque: opaque)) } }
    /// The view at an opacity.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding { AnyView($0.opacity(opacity)) } }
    /// The view brighter (or darker).
    public func brightness(_ amount: Double) -> some VisualEffect { adding { AnyView($0.brightness(amount)) } }
    /// The view's contrast changed.
    public func contrast(_ amount: Double) -> some VisualEffect { adding { AnyView($0.contrast(amount)) } }
    /// The view's saturation changed.
    public func saturation(_ amount: Double) -> some VisualEffect { adding { AnyView($0.saturation(amount)) } }
    /// The view's colours washed towards gray.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding { AnyView($0.grayscale(amount)) } }
    /// The view's hues turned.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding { AnyView($0.hueRotation(angle)) } }
    /// The view's colours multiplied by a colour.
    public func colorMultiply(_ color: Color) -> some VisualEffect { adding { AnyView($0.colorMultiply(color)) } }
}

/// The modifier: the content laid out as it is, drawn through the effects its frame chooses.
nonisolated struct VisualEffectModifier<Effect: VisualEffect>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: (EmptyVisualEffect, GeometryProxy) -> Effect

    func makeNodes(content: (ResolveContext) -> [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode] {
        let effect = self.effect
        let c = ctx.appending("visualEffect")
        return content(ctx).map { base in
            VisualEffectNode(base: base) { info, child in
                let steps = effect(EmptyVisualEffect(), GeometryProxy(info: info))._steps
                if steps.isEmpty { return child }
                let drawn = steps.reduce(AnyView(ResolvedNodes([child]))) { view, step in step.apply(view) }
                let nodes = resolve(drawn, c)
                return nodes.count == 1 ? nodes[0] : child
            }
        }
    }
}

nonisolated extension View {
    /// Draws this view through effects chosen from its geometry (its frame, once it is placed);
    /// layout is not changed.
    public func visualEffect<Effect: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> Effect) -> some View {
        modifier(VisualEffectModifier(effect: effect))
    }
}
