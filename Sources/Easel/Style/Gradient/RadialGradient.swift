import Foundation
import EaselLayout
import EaselPaint

/// Colours in circles round `center` (a unit point of the filled frame), from `startRadius` to
/// `endRadius` points (SwiftUI's `RadialGradient`).
nonisolated public struct RadialGradient: StopGradientStyle {
    public let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    var paintKind: GradientPaint.Kind { .radial(center: center, startRadius: startRadius, endRadius: endRadius) }
}
