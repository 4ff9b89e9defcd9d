import Foundation

/// Where everything of a chart goes, in points from its top-leading corner: what `ChartLayout`
/// computes and `ChartDrawing` turns into views.
package struct ChartGeometry {
    package var size: CGSize
    /// The rectangle the marks are drawn in.
    package var plot: CGRect
    package var x: ChartScale?
    package var y: ChartScale?
    /// Grid lines and ticks, drawn under the marks.
    package var lines: [ChartRule] = []
    /// Axis value labels and axis titles.
    package var labels: [ChartText] = []
    /// The marks, in the order they are drawn.
    package var shapes: [ChartShape] = []
    package var legend: [ChartLegendItem] = []
    package var annotations: [ChartPlacedAnnotation] = []

    package init(size: CGSize, plot: CGRect) {
        self.size = size
        self.plot = plot
    }
}

/// A grid line or tick.
package struct ChartRule: Equatable {
    package enum Role: Equatable { case grid, tick }
    package var role: Role
    package var from: CGPoint
    package var to: CGPoint
    package var stroke: StrokeStyle?
    package var style: AnyShapeStyle?

    package static func == (a: ChartRule, b: ChartRule) -> Bool { a.role == b.role && a.from == b.from && a.to == b.to }
}

/// A text at a rectangle (measured before it was placed).
package struct ChartText {
    package enum Role: Equatable { case xValue, yValue, title, legend }
    package var role: Role
    package var text: String
    package var frame: CGRect
    package var font: Font?
    package var style: AnyShapeStyle?
}

/// A mark's drawing.
package struct ChartShape {
    package enum Geometry {
        case rect(CGRect, cornerRadius: CGFloat)
        /// A line through points (joined by the interpolation), stroked.
        case line([CGPoint], InterpolationMethod)
        /// A region between an upper and a lower line through the same x positions.
        case area(upper: [CGPoint], lower: [CGPoint], InterpolationMethod)
        case symbol(CGPoint, size: CGFloat, BasicChartSymbolShape)
        case segment(CGPoint, CGPoint)
        /// A slice: centre, radii, start and end angle in radians (0 at three o'clock, clockwise).
        case sector(center: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, end: Double, cornerRadius: CGFloat)
    }
    package var geometry: Geometry
    package var style: AnyShapeStyle
    package var stroke: StrokeStyle?
    package var opacity: Double
    /// The mark's kind and the series it belongs to (tests read these).
    package var kind: ChartMark.Kind
    package var series: String?

    /// A rectangle mark's rectangle.
    package var rect: CGRect? {
        if case .rect(let r, _) = geometry { return r }
        return nil
    }
}

/// A legend entry.
package struct ChartLegendItem {
    package var label: String
    package var style: AnyShapeStyle
    package var symbol: BasicChartSymbolShape
    package var symbolFrame: CGRect
    package var labelFrame: CGRect
}

/// An annotation's anchor and how it sits there.
package struct ChartPlacedAnnotation {
    package var anchor: CGPoint
    /// The annotation's point that sits at the anchor (bottom for one above a bar).
    package var alignment: Alignment
    package var content: AnyView
}
