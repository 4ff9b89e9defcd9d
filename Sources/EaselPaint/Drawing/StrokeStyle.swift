import Foundation

/// How the ends of stroked lines are drawn (Core Graphics' `CGLineCap`, which SwiftUI's
/// `StrokeStyle` uses).
public enum CGLineCap: Hashable, Sendable { case butt, round, square }

/// How stroked lines are joined at corners (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Hashable, Sendable { case miter, round, bevel }

/// Stroke parameters (SwiftUI's `StrokeStyle`): a plain value that layout output carries to paint.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the stroke in points.
    public var lineWidth: CGFloat
    /// How line ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are joined.
    public var lineJoin: CGLineJoin
    /// The limit on a miter join's length, as a multiple of the line width.
    public var miterLimit: CGFloat
    /// Lengths of painted and unpainted segments, repeated.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style; the defaults are SwiftUI's.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
