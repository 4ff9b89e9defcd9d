import Foundation
import EaselLayout

/// A drop shadow in points, as `shadow(color:radius:x:y:)` describes it: the blurred alpha of
/// the content, tinted with `color`, offset by (`x`, `y`) and drawn under the content.
/// The Gaussian's standard deviation is `radius / 2`.
package struct PaintShadow: Equatable, Sendable {
    /// Shadow colour; its opacity scales the shadow.
    package var color: ColorValue
    /// Blur radius in points.
    package var radius: CGFloat
    /// Horizontal offset in points.
    package var x: CGFloat
    /// Vertical offset in points.
    package var y: CGFloat

    /// Creates a shadow.
    package init(color: ColorValue, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}
