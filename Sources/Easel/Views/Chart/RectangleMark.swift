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

    /// A rectangle from a mark scripts build.
    package init(mark: ChartMark) { self.mark = mark }

    func appendMarks(to marks: inout [ChartMark]) { marks.append(mark) }
}
