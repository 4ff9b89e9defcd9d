import Foundation
import EaselLayout
import EaselPaint

/// Colours along a line from `startPoint` to `endPoint` (unit points of the filled frame), the
/// same across it (SwiftUI's `LinearGradient`). A shape style, and a view filling its space.
nonisolated public struct LinearGradient: StopGradientStyle {
    public let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    var paintKind: GradientPaint.Kind { .linear(start: startPoint, end: endPoint) }
}
