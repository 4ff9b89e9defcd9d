import Foundation

/// A drawing effect applied to a subtree: layout neutral, read by the paint stage.
package enum Effect {
    /// Clip to a shape of the node's frame (`clipped()`, `clipShape`, `cornerRadius`).
    case clip(ShapeGeometry, evenOdd: Bool)
    /// A drop shadow of the subtree's alpha (`shadow(color:radius:x:y:)`).
    case shadow(color: ColorValue, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// A shadow inside the subtree's alpha, cast by everything outside it (`ShadowStyle.inner`).
    case innerShadow(color: ColorValue, radius: CGFloat, x: CGFloat, y: CGFloat)
    /// The whole subtree composited at an opacity (`opacity(_:)`).
    case opacity(Double)
    /// The subtree drawn through an affine transform (`[a c tx; b d ty]`, points) about an anchor
    /// of the node's frame (a unit point): `rotationEffect`, `scaleEffect`. Layout is unchanged.
    case transform(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double, anchor: UnitPoint)
    /// The subtree drawn into a layer that is filtered before it is composited: `blur(radius:)`,
    /// `brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`, `colorInvert`,
    /// `colorMultiply`, `luminanceToAlpha`.
    case filter(EffectFilter)
    /// The subtree turned in three dimensions about an axis through an anchor of the node's frame,
    /// seen in perspective (`rotation3DEffect`; `perspective` 1 puts the viewer the frame's
    /// longer side away). Layout is unchanged.
    case rotation3D(radians: Double, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint, anchorZ: Double, perspective: Double)
    /// The subtree drawn into a layer that combines with what is behind it through a blend mode
    /// (`blendMode(_:)`).
    case blend(LayerBlend)
    /// The subtree drawn into its own layer first (`compositingGroup()`): blend modes inside it
    /// combine with the group's content only.
    case group
}

/// A filter of the pixels of a subtree.
package enum EffectFilter: Equatable, Sendable {
    /// `[r', g', b', a'] = M · [r, g, b, a, 1]` on straight sRGB components in 0…1 (4 × 5, row by row).
    case colorMatrix([Double])
    /// A Gaussian blur; `radius` in points (the standard deviation is half of it, as for shadows).
    case blur(radius: Double, opaque: Bool)
}

/// A layout-neutral wrapper carrying a drawing effect ("clipped", "clipShape", "cornerRadius", "shadow", "opacity",
/// "rotationEffect", "scaleEffect").
package final class EffectNode: SingleChildNode {
    package let effect: Effect

    package init(kind: String, effect: Effect, child: LayoutNode) {
        self.effect = effect
        super.init(kind: kind, child: child)
    }
}
