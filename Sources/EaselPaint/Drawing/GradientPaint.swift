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
        /// A mesh of colours (`MeshGradient`); the stops are not used.
        case mesh(MeshPaint)
    }

    /// A mesh gradient: `columns` x `rows` vertices, row by row, at unit points of the filled
    /// frame, with their colours; the background fills what the mesh does not cover.
    package struct MeshPaint: Equatable, Sendable {
        package var columns: Int
        package var rows: Int
        package var points: [UnitPoint]
        package var colors: [ColorValue]
        package var background: ColorValue
        /// Colours blended by a smooth (bicubic) surface; otherwise bilinearly within each patch.
        package var smoothsColors: Bool

        package init(columns: Int, rows: Int, points: [UnitPoint], colors: [ColorValue], background: ColorValue, smoothsColors: Bool) {
            self.columns = columns
            self.rows = rows
            self.points = points
            self.colors = colors
            self.background = background
            self.smoothsColors = smoothsColors
        }
    }

    package var kind: Kind
    package var stops: [Stop]

    package init(kind: Kind, stops: [Stop]) {
        self.kind = kind
        self.stops = stops
    }
}

extension GradientPaint {
    /// Whether the gradient draws nothing: every colour it has is invisible.
    package var isInvisible: Bool {
        if case .mesh(let m) = kind { return m.background.isInvisible && m.colors.allSatisfy(\.isInvisible) }
        return stops.allSatisfy { $0.color.isInvisible }
    }

    /// The kind's name: "linear", "radial", "elliptical" or "angular".
    package var kindName: String {
        switch kind {
        case .linear: return "linear"
        case .radial: return "radial"
        case .elliptical: return "elliptical"
        case .angular: return "angular"
        case .mesh: return "mesh"
        }
    }
}
