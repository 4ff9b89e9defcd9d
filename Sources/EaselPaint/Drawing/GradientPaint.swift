import Foundation
import EaselLayout

/// A gradient a shape is filled with, in the shape's frame (unit points, radii in points), with
/// resolved colours. The paint stage turns it into a raster shader for the frame it lands in.
package struct GradientPaint: Equatable, Sendable {
    package struct Stop: Equatable, Sendable {
        package var color: ColorValue
        package var location: Double
        package init(color: ColorValue, location: Double) {
            self.color = color
            self.location = location
        }
    }

    package enum Kind: Equatable, Sendable {
        case linear(start: UnitPoint, end: UnitPoint)
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Fractions of the ellipse inscribed in the frame.
        case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
        /// Radians clockwise from the positive x axis.
        case angular(center: UnitPoint, start: Double, end: Double)
    }

    package var kind: Kind
    package var stops: [Stop]

    package init(kind: Kind, stops: [Stop]) {
        self.kind = kind
        self.stops = stops
    }
}

extension GradientPaint {
    /// The kind's name: "linear", "radial", "elliptical" or "angular".
    package var kindName: String {
        switch kind {
        case .linear: return "linear"
        case .radial: return "radial"
        case .elliptical: return "elliptical"
        case .angular: return "angular"
        }
    }
}
