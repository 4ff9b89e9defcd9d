import Foundation

/// A drawing effect applied to a subtree: layout neutral, read by the paint stage.
public enum Effect {
    /// Clip to a shape of the node's frame (`clipped()`, `clipShape`, `cornerRadius`).
    case clip(ShapeGeometry, evenOdd: Bool)
    /// A drop shadow of the subtree's alpha (`shadow(color:radius:x:y:)`).
    case shadow(color: ColorValue, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// The whole subtree composited at an opacity (`opacity(_:)`).
    case opacity(Double)
}

/// A layout-neutral wrapper carrying a drawing effect ("clipped", "clipShape", "cornerRadius", "shadow", "opacity").
public final class EffectNode: SingleChildNode {
    public let effect: Effect

    public init(kind: String, effect: Effect, child: LayoutNode) {
        self.effect = effect
        super.init(kind: kind, child: child)
    }
}
