import Foundation

/// How a view's pixels combine with what is behind them (SwiftUI's `BlendMode`). The separable
/// and non-separable modes follow the W3C Compositing and Blending definitions; `sourceAtop`,
/// `destinationOver` and `destinationOut` are Porter–Duff operators; `plusLighter` adds and
/// `plusDarker` adds the complements.
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// The Porter–Duff operators a `GraphicsContext` composites with beyond `BlendMode`'s.
package enum PorterDuffOperator: String, CaseIterable, Sendable {
    case clear, copy, sourceIn, sourceOut, destinationIn, destinationAtop, xor
}

/// How a layer combines with what is below it: a view's blend mode, or one of the Porter–Duff
/// operators only a canvas's context offers.
package enum LayerBlend: Hashable, Sendable {
    case mode(BlendMode)
    case porterDuff(PorterDuffOperator)

    /// The operator's name (the raster's operators share these names).
    package var name: String {
        switch self {
        case .mode(let m): return m.rawValue
        case .porterDuff(let p): return p.rawValue
        }
    }

    /// Whether the layer is drawn over what is below it as it is.
    package var isNormal: Bool { self == .mode(.normal) }
}
