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
