import Foundation

/// A straight line across the plot (Swift Charts' `RuleMark`): `RuleMark(y:)` is a horizontal
/// line across the whole plot (a threshold), `RuleMark(x:)` a vertical one; with a start and an
/// end it spans only that range.
public struct RuleMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    package var mark = ChartMark(kind: .rule)

    /// A vertical rule at `x` across the plot.
    public init<X: Plottable>(x: PlottableValue<X>) { mark.x = x.slot }

    /// A horizontal rule at `y` across the plot.
    public init<Y: Plottable>(y: PlottableValue<Y>) { mark.y = y.slot }

    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.xStart = xStart.slot
        mark.xEnd = xEnd.slot
        mark.y = y.slot
    }

    /// A vertical rule at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = x.slot
        mark.yStart = yStart.slot
        mark.yEnd = yEnd.slot
    }

    /// A rule from a mark scripts build.
    package init(mark: ChartMark) { self.mark = mark }

    func appendMarks(to marks: inout [ChartMark]) { marks.append(mark) }
}
