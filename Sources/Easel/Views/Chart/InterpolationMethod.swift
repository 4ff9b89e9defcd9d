import Foundation

/// How a line or an area joins its points (Swift Charts' `InterpolationMethod`).
public struct InterpolationMethod: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case linear, catmullRom, cardinal, monotone, stepStart, stepCenter, stepEnd
    }
    package let kind: Kind

    /// Straight segments.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A smooth curve through every point (centripetal Catmull–Rom).
    public static let catmullRom = InterpolationMethod(kind: .catmullRom)
    /// A smooth curve through every point (cardinal spline, tension 0).
    public static let cardinal = InterpolationMethod(kind: .cardinal)
    /// A smooth curve that never overshoots between points (monotone in x).
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// Steps that change at each point and hold until the next.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps that hold each value up to its point.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)

    /// A cardinal spline; Easel draws every tension with tension 0's curve.
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
    /// A Catmull–Rom spline; Easel draws every alpha as the centripetal curve.
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
}
