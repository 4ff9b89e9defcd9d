import Foundation

/// A point of a filled area (Swift Charts' `AreaMark`): the marks of one series make one region
/// from zero (or from `yStart`) up to the line through their values. Series stack, as bars do.
public struct AreaMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    package var mark = ChartMark(kind: .area)

    /// A point of the area under `y` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark.x = x.slot
        mark.y = y.slot
        mark.stacking = stacking
    }

    /// A point of the area between `yStart` and `yEnd` at `x` (a range band).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark.x = x.slot
        mark.yStart = yStart.slot
        mark.yEnd = yEnd.slot
    }

    /// A point of the area under `y` at `x`, in the series `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        mark.x = x.slot
        mark.y = y.slot
        mark.series = series.slot
        mark.stacking = stacking
    }

    /// An area point from a mark scripts build.
    package init(mark: ChartMark) { self.mark = mark }

    func appendMarks(to marks: inout [ChartMark]) { marks.append(mark) }
}
