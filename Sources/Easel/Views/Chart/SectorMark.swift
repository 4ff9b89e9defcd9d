import Foundation

/// A slice of a pie or donut (Swift Charts' `SectorMark`, iOS 17): slices take their share of the
/// full turn by `angle`, clockwise from twelve o'clock in the order written. An `innerRadius`
/// makes a donut; `angularInset` leaves a gap on each side of a slice. A chart of sectors has no
/// axes.
public struct SectorMark: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    package var mark = ChartMark(kind: .sector)

    /// A slice whose angle is `angle`'s share of all the slices' total.
    public init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil
    ) {
        mark.angle = angle.slot
        mark.innerRadius = innerRadius
        mark.outerRadius = outerRadius
        let inset = angularInset ?? 0
        mark.angularInset = inset.isFinite ? max(0, inset) : 0
    }

    /// A slice from a mark scripts build.
    package init(mark: ChartMark) { self.mark = mark }

    func appendMarks(to marks: inout [ChartMark]) { marks.append(mark) }
}
