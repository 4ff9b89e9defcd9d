import Foundation

/// A symbol at a point (Swift Charts' `PointMark`), a filled circle unless `symbol` says otherwise.
public struct PointMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    package var mark = ChartMark(kind: .point)

    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark.x = x.slot
        mark.y = y.slot
    }

    /// A point from a mark scripts build.
    package init(mark: ChartMark) { self.mark = mark }

    func appendMarks(to marks: inout [ChartMark]) { marks.append(mark) }
}
