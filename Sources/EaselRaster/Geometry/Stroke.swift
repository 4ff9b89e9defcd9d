/// How two stroked segments meet at a corner.
package enum StrokeJoin: Sendable {
    /// Extend the outer edges to a point, unless that point is further than
    /// `miterLimit * lineWidth / 2` from the corner, in which case bevel.
    case miter
    /// A circular arc around the corner.
    case round
    /// A straight line across the outer corner.
    case bevel
}

/// How an open stroke ends.
package enum StrokeCap: Sendable {
    /// Square end exactly at the end point.
    case butt
    /// A half disc around the end point.
    case round
    /// A square end extended by half the line width.
    case square
}

/// The parameters of a stroke.
package struct StrokeParameters: Equatable, Sendable {
    /// Line width, in the path's units.
    package var lineWidth: Double
    /// Corner style.
    package var join: StrokeJoin
    /// End style for open sub-paths.
    package var cap: StrokeCap
    /// Longest allowed miter, as a ratio of miter length to line width (SwiftUI's default is 10).
    package var miterLimit: Double

    /// Creates stroke parameters.
    package init(lineWidth: Double = 1, join: StrokeJoin = .miter, cap: StrokeCap = .butt, miterLimit: Double = 10) {
        self.lineWidth = lineWidth
        self.join = join
        self.cap = cap
        self.miterLimit = miterLimit
    }
}
