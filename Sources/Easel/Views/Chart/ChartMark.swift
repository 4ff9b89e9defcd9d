import Foundation

/// One mark as the chart lays it out: its kind, its values by channel, and what the mark
/// modifiers set. Every mark type of the public API makes one of these.
package struct ChartMark {
    package enum Kind: String, Equatable {
        case bar, line, point, area, rule, rectangle, sector
    }
    package var kind: Kind
    package var x: PlotSlot?
    package var y: PlotSlot?
    package var xStart: PlotSlot?
    package var xEnd: PlotSlot?
    package var yStart: PlotSlot?
    package var yEnd: PlotSlot?
    package var angle: PlotSlot?
    /// A rectangle's fixed extent along an axis it has no values on, in points from the plot's
    /// leading (x) or top (y) edge; nil ends at the edges (`RectangleMark(xStart:xEnd:)`).
    package var fixedX: (start: CGFloat?, end: CGFloat?)?
    package var fixedY: (start: CGFloat?, end: CGFloat?)?
    package var width: MarkDimension = .automatic
    package var height: MarkDimension = .automatic
    package var innerRadius: MarkDimension = .automatic
    package var outerRadius: MarkDimension = .automatic
    package var angularInset: CGFloat = 0
    package var stacking: MarkStackingMethod = .standard
    /// `LineMark(x:y:series:)`: which line the point belongs to.
    package var series: PlotSlot?
    /// `foregroundStyle(_:)`.
    package var style: AnyShapeStyle?
    /// `foregroundStyle(by:)`: the series whose palette colour the mark takes.
    package var styleBy: PlotSlot?
    /// `symbol(by:)`.
    package var symbolBy: PlotSlot?
    /// `symbol(_:)`.
    package var symbol: BasicChartSymbolShape?
    /// `symbolSize(_:)`: the symbol's area in square points, as Swift Charts measures it.
    package var symbolArea: CGFloat?
    package var interpolation: InterpolationMethod = .linear
    package var lineStyle: StrokeStyle?
    package var cornerRadius: CGFloat = 0
    package var opacity: Double = 1
    package var annotations: [ChartAnnotation] = []
    /// `position(by:)`: bars that share a band sit side by side, one sub-band per value.
    package var positionBy: PlotSlot?

    package init(kind: Kind) { self.kind = kind }

    /// Whether any value of the mark is a number no scale can place: such marks are skipped.
    package var isUnplottable: Bool {
        [x, y, xStart, xEnd, yStart, yEnd, angle].contains { $0?.value.isUnplottable == true }
    }
}

/// A view drawn next to a mark (`annotation(position:alignment:spacing:content:)`), made for the
/// mark it annotates (its `AnnotationContext`).
package struct ChartAnnotation {
    package var position: AnnotationPosition
    package var alignment: Alignment
    package var spacing: CGFloat?
    package var content: (AnnotationContext) -> AnyView
}

/// What an annotation's content knows of the mark it annotates (Swift Charts' `AnnotationContext`).
public struct AnnotationContext: Sendable {
    /// The size of the mark: a bar's, a point's symbol, a sector's bounding box.
    public let targetSize: CGSize
}
