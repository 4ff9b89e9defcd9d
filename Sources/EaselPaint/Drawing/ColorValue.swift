import Foundation
import EaselLayout

/// A resolved colour: sRGB components and opacity, each 0…1 (not premultiplied).
package struct ColorValue: Hashable, Sendable, CustomStringConvertible {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var opacity: Double

    package init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// From 8-bit components.
    package init(r8: Int, g8: Int, b8: Int, opacity: Double = 1) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, opacity: opacity)
    }

    package static let clear = ColorValue(red: 0, green: 0, blue: 0, opacity: 0)
    package static let black = ColorValue(red: 0, green: 0, blue: 0)
    package static let white = ColorValue(red: 1, green: 1, blue: 1)

    /// The same colour with its opacity multiplied.
    package func multiplyingOpacity(_ f: Double) -> ColorValue {
        var c = self
        c.opacity *= f
        return c
    }

    package var description: String {
        func h(_ v: Double) -> String { String(format: "%02X", Int((max(0, min(1, v)) * 255).rounded())) }
        return "#" + h(red) + h(green) + h(blue) + (opacity < 1 ? h(opacity) : "")
    }
}

/// A colour is what a divider draws: its frame filled.
extension ColorValue: Drawing {}

extension DividerNode {
    /// A divider drawn in `color`.
    package convenience init(axis: Axis?, color: ColorValue) { self.init(axis: axis, drawing: color) }
}
