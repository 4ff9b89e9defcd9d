import Foundation
import EaselLayout

/// A drawing effect applied to a subtree (the drawing of an `EffectNode`): layout neutral, read by
/// the paint stage.
package enum Effect: Drawing {
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
    /// Pixels whose alpha lies in `min...max` (0…1) become `color` (straight sRGB red, green, blue,
    /// alpha in 0…1); the others become transparent.
    case alphaThreshold(min: Double, max: Double, color: [Double])
}

extension Effect {
    /// As the layout tree writes an effect's parameters: "color: #00000033, radius: 4, x: 0, y: 2".
    package var description: String {
        func n(_ v: CGFloat) -> String { formatLength(v) }
        switch self {
        case .clip(let g, let eo): return g.kindName + (eo ? ", even-odd" : "")
        case .shadow(let c, let r, let x, let y): return "color: \(c), radius: \(n(r)), x: \(n(x)), y: \(n(y))"
        case .innerShadow(let c, let r, let x, let y): return "inner, color: \(c), radius: \(n(r)), x: \(n(x)), y: \(n(y))"
        case .opacity(let o): return n(CGFloat(o))
        case .transform(let a, let b, let c, let d, let tx, let ty, let anchor):
            return "[\([a, b, c, d, tx, ty].map { n(CGFloat($0)) }.joined(separator: ", "))], anchor: (\(n(anchor.x)), \(n(anchor.y)))"
        case .filter(.blur(let r, let opaque)): return "radius: \(n(CGFloat(r)))" + (opaque ? ", opaque" : "")
        case .filter(.colorMatrix(let m)): return "matrix [\(m.map { n(CGFloat($0)) }.joined(separator: " "))]"
        case .filter(.alphaThreshold(let lo, let hi, let c)):
            return "alpha \(n(CGFloat(lo)))…\(n(CGFloat(hi))), color [\(c.map { n(CGFloat($0)) }.joined(separator: " "))]"
        case .rotation3D(let radians, let axis, _, _, _):
            return "\(n(CGFloat(radians * 180 / .pi)))°, axis: (\(n(CGFloat(axis.x))), \(n(CGFloat(axis.y))), \(n(CGFloat(axis.z))))"
        case .blend(let b): return b.name
        case .group: return ""
        }
    }
}

extension EffectNode {
    /// A node whose subtree is drawn through `effect`.
    package convenience init(kind: String, effect: Effect, child: LayoutNode) {
        self.init(kind: kind, effect: effect as any Drawing, child: child)
    }
}
