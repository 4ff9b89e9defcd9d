import Foundation

/// A drawing effect applied to a subtree: layout neutral, read by the paint stage.
public enum Effect {
    /// Clip to a shape of the node's frame (`clipped()`, `clipShape`, `cornerRadius`).
    case clip(ShapeGeometry, evenOdd: Bool)
    /// A drop shadow of the subtree's alpha (`shadow(color:radius:x:y:)`).
    case shadow(color: ColorValue, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// The whole subtree composited at an opacity (`opacity(_:)`).
    case opacity(Double)
    /// The subtree drawn through an affine transform (`[a c tx; b d ty]`, points) about an anchor
    /// of the node's frame (a unit point): `rotationEffect`, `scaleEffect`. Layout is unchanged.
    case transform(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double, anchor: UnitPoint)
}

/// A layout-neutral wrapper carrying a drawing effect ("clipped", "clipShape", "cornerRadius", "shadow", "opacity",
/// "rotationEffect", "scaleEffect").
public final class EffectNode: SingleChildNode {
    public let effect: Effect

    public init(kind: String, effect: Effect, child: LayoutNode) {
        self.effect = effect
        super.init(kind: kind, child: child)
    }
}
