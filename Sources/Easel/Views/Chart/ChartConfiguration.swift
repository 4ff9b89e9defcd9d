import Foundation

/// What the chart modifiers set, read by every `Chart` below them (as Swift Charts' modifiers
/// reach the charts inside the view they are applied to).
package struct ChartConfiguration {
    package var xAxis = ChartAxisSettings()
    package var yAxis = ChartAxisSettings()
    package var xDomain: ChartDomain?
    package var yDomain: ChartDomain?
    package var legendVisibility = Visibility.automatic
    package var legendPosition = AnnotationPosition.automatic
    package var legendAlignment: Alignment?
    package var legendSpacing: CGFloat?
    /// `chartForegroundStyleScale`: series values and their styles, in the order given.
    package var styleScale: [(value: PlotValue, style: AnyShapeStyle)]?
    /// `chartForegroundStyleScale(range:)`: the styles the series take in their order, in place
    /// of the palette.
    package var styleRange: [AnyShapeStyle]?
    package var plotStyle: ((ChartPlotContent) -> AnyView)?
    package var xAxisLabel: ChartAxisTitle?
    package var yAxisLabel: ChartAxisTitle?
    package var backgrounds: [ChartDecoration] = []
    package var overlays: [ChartDecoration] = []
    package var scrollableAxes: Axis.Set = []
    /// `chartXVisibleDomain(length:)`: how much of the x domain a scrolling chart shows.
    package var visibleXLength: Double?
    package var visibleYLength: Double?
    /// `chartScrollPosition(initialX:)`: the first x value a scrolling chart shows.
    package var initialX: PlotValue?
    package var initialY: PlotValue?

    package init() {}
}

/// One axis's visibility and marks.
package struct ChartAxisSettings {
    package var visibility = Visibility.automatic
    /// The marks `chartXAxis { }` gave; nil for the default marks.
    package var marks: [AxisMarks]?
}

/// A scale's domain set with `chartXScale(domain:)` / `chartYScale(domain:)`.
package enum ChartDomain: Equatable {
    /// From the data, with or without zero (nil: the chart's choice).
    case automatic(includesZero: Bool?, reversed: Bool)
    /// A continuous range (numbers, or dates as seconds since 2001).
    case range(Double, Double)
    /// The categories, in order.
    case categories([String])
}

/// An axis title (`chartXAxisLabel`).
package struct ChartAxisTitle {
    package var text: String
    package var position: AnnotationPosition
    package var alignment: Alignment?
    package var spacing: CGFloat?
}

/// A view drawn behind or over a chart with its proxy (`chartBackground`, `chartOverlay`).
package struct ChartDecoration {
    package var alignment: Alignment
    package var content: (ChartProxy) -> AnyView
}

private enum ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    /// The chart settings in effect.
    package var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}
