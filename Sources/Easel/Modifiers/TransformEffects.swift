import Foundation
import EaselLayout
import EaselPaint

/// Drawing transforms: the view keeps its frame in layout; only its drawing is transformed
/// (through an offscreen layer, resampled bilinearly).
nonisolated struct TransformModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let kind: String
    let a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    let anchor: UnitPoint

    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        // Numbers no drawing means (NaN, infinities) draw the view untransformed.
        let ok = [a, b, c, d, tx, ty, Double(anchor.x), Double(anchor.y)].allSatisfy(\.isFinite)
        let effect: Effect =
            ok
            ? .transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty, anchor: anchor)
            : .transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0, anchor: .center)
        return EffectNode(kind: kind, effect: effect, child: node)
    }
}

nonisolated extension View {
    /// Draws this view rotated by `angle` (clockwise) about `anchor`; its frame does not change.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let r = angle.radians
        return modifier(TransformModifier(kind: "rotationEffect", a: cos(r), b: sin(r), c: -sin(r), d: cos(r), tx: 0, ty: 0, anchor: anchor))
    }

    /// Draws this view turned by `angle` in three dimensions about `axis` through `anchor` (at
    /// depth `anchorZ`), seen in perspective; its frame does not change. A zero or non-finite axis
    /// draws it unturned.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        modifier(
            EffectModifier(
                kind: "rotation3DEffect",
                effect: .rotation3D(
                    radians: angle.radians, axis: (Double(axis.x), Double(axis.y), Double(axis.z)), anchor: anchor,
                    anchorZ: Double(anchorZ), perspective: Double(perspective))))
    }

    /// Draws this view through `transform`, in its own coordinates (the origin at its top-leading
    /// corner); its frame does not change.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(
            TransformModifier(
                kind: "transformEffect", a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
                d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty), anchor: .topLeading))
    }

    /// Draws this view scaled by `scale` about `anchor`; its frame does not change.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(TransformModifier(kind: "scaleEffect", a: Double(scale), b: 0, c: 0, d: Double(scale), tx: 0, ty: 0, anchor: anchor))
    }

    /// Draws this view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(TransformModifier(kind: "scaleEffect", a: Double(x), b: 0, c: 0, d: Double(y), tx: 0, ty: 0, anchor: anchor))
    }

    /// Draws this view scaled by a size's width and height about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }
}
