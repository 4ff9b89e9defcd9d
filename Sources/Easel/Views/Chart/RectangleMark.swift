import Foundation

/// A rectangle (Swift Charts' `RectangleMark`): a cell of a heat map at a category pair, or a
/// region between start and end values.
public struct RectangleMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    package var mark = ChartMark(kind: .rectangle)

    /// A rectangle centred at `x`, `y`: a whole band along a categorical axis, `width` or `height`
    /// points (20 by default) along a continuous one.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        mark.x = x.slot
        mark.y = y.slot
        mark.width = width
        mark.height = height
    }

    /// A rectangle spanning `xStart`…`xEnd` and `yStart`…`yEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        mark.xStart = xStart.slot
        mark.xEnd = xEnd.slot
        mark.yStart = yStart.slot
        mark.yEnd = yEnd.slot
    }

    /// A rectangle spanning `xStart`…`xEnd` across the plot's height (Swift Charts' band of a time
    /// range: `RectangleMark(xStart: .value("Hour", night.start), xEnd: .value("Hour", night.end))`).
    /// `yStart` and `yEnd` are points below the plot's top edge; nil is the edge itself.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark.xStart = xStart.slot
        mark.xEnd = xEnd.slot
        mark.fixedY = (Self.finite(yStart), Self.finite(yEnd))
    }

    /// A rectangle spanning `yStart`…`yEnd` across the plot's width; `xStart` and `xEnd` are points
    /// right of the plot's leading edge, nil the edge itself.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.yStart = yStart.slot
        mark.yEnd = yEnd.slot
        mark.fixedX = (Self.finite(xStart), Self.finite(xEnd))
    }

    private static func finite(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite ? $0 : nil } }

    /// A rectangle from a mark scripts build.
    package init(mark: ChartMark) { self.mark = mark }

    func appendMarks(to marks: inout [ChartMark]) { marks.append(mark) }
}
