import Foundation

/// A point of a line (Swift Charts' `LineMark`): the marks of one series are joined in the order
/// written. Series come from `series:` or from `foregroundStyle(by:)`.
public struct LineMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    package var mark = ChartMark(kind: .line)

    /// A point of the line at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = x.slot
        mark.y = y.slot
    }

    /// A point of the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark.x = x.slot
        mark.y = y.slot
        mark.series = series.slot
    }

    /// A line point from a mark scripts build.
    package init(mark: ChartMark) { self.mark = mark }

    func appendMarks(to marks: inout [ChartMark]) { marks.append(mark) }
}
