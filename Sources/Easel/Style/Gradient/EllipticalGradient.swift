import Foundation
import EaselLayout
import EaselPaint

/// Colours in ellipses round `center`, shaped like the filled frame, from `startRadiusFraction`
/// to `endRadiusFraction` of its half-size (SwiftUI's `EllipticalGradient`).
nonisolated public struct EllipticalGradient: StopGradientStyle {
    public let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    // SwiftUI's fractions are of the frame's whole size along each axis: 0.5 reaches the edges.
    var paintKind: GradientPaint.Kind { .elliptical(center: center, startFraction: startRadiusFraction * 2, endFraction: endRadiusFraction * 2) }
}
