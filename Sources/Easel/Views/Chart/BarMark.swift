import Foundation

/// A bar (Swift Charts' `BarMark`). With a category on x and a number on y the bar rises from
/// zero in the category's band; with the number on x it runs horizontally. Bars that share a
/// category stack, unless `stacking:` says otherwise or `position(by:)` sets them side by side.
public struct BarMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    package var mark = ChartMark(kind: .bar)

    /// A bar at `x` reaching `y` (or, with the category on y, at `y` reaching `x`).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        mark.x = x.slot
        mark.y = y.slot
        mark.width = width
        mark.height = height
        mark.stacking = stacking
    }

    /// A vertical bar at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark.x = x.slot
        mark.yStart = yStart.slot
        mark.yEnd = yEnd.slot
        mark.width = width
    }

    /// A horizontal bar at `y` from `xStart` to `xEnd` (a Gantt chart's bar).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark.xStart = xStart.slot
        mark.xEnd = xEnd.slot
        mark.y = y.slot
        mark.height = height
    }

    /// A bar spanning `xStart`…`xEnd` and `yStart`…`yEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        mark.xStart = xStart.slot
        mark.xEnd = xEnd.slot
        mark.yStart = yStart.slot
        mark.yEnd = yEnd.slot
    }

    /// A bar from a mark scripts build.
    package init(mark: ChartMark) { self.mark = mark }

    func appendMarks(to marks: inout [ChartMark]) { marks.append(mark) }
}
