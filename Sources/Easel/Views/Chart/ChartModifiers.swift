import Foundation

/// How a scale chooses its domain from the data (Swift Charts' `AutomaticScaleDomain`).
public struct AutomaticScaleDomain {
    package let includesZero: Bool?
    package let reversed: Bool

    /// From the data; `includesZero: false` lets a number axis start near the smallest value.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed ?? false)
    }
    /// From the data, as the chart chooses.
    public static var automatic: AutomaticScaleDomain { .automatic() }
}

// Swift Charts' chart modifiers. They reach every chart inside the view they are applied to.
nonisolated extension View {
    private func chart(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        modifier(EnvironmentWriter { change(&$0.chartConfiguration) })
    }

    /// Shows or hides the x axis (its grid lines, ticks and labels).
    public func chartXAxis(_ visibility: Visibility) -> some View { chart { $0.xAxis.visibility = visibility } }

    /// Shows or hides the y axis (its grid lines, ticks and labels).
    public func chartYAxis(_ visibility: Visibility) -> some View { chart { $0.yAxis.visibility = visibility } }

    /// Draws the x axis with these marks instead of the default ones.
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let marks = content().axisMarks
        return chart { $0.xAxis.marks = marks }
    }

    /// Draws the y axis with these marks instead of the default ones.
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let marks = content().axisMarks
        return chart { $0.yAxis.marks = marks }
    }

    /// Shows this range of x values (numbers or dates) whatever the data.
    public func chartXScale<P: Plottable & Comparable>(domain: ClosedRange<P>) -> some View {
        let d = ChartDomain.range(from: domain.lowerBound, to: domain.upperBound)
        return chart { $0.xDomain = d }
    }

    /// Shows this range of y values (numbers or dates) whatever the data.
    public func chartYScale<P: Plottable & Comparable>(domain: ClosedRange<P>) -> some View {
        let d = ChartDomain.range(from: domain.lowerBound, to: domain.upperBound)
        return chart { $0.yDomain = d }
    }

    /// Shows these x categories (or the range these numbers span), in this order.
    public func chartXScale<P: Plottable>(domain: [P]) -> some View {
        let d = ChartDomain.list(domain)
        return chart { $0.xDomain = d }
    }

    /// Shows these y categories (or the range these numbers span), in this order.
    public func chartYScale<P: Plottable>(domain: [P]) -> some View {
        let d = ChartDomain.list(domain)
        return chart { $0.yDomain = d }
    }

    /// Chooses the x domain from the data, with or without zero.
    public func chartXScale(domain: AutomaticScaleDomain) -> some View {
        chart { $0.xDomain = .automatic(includesZero: domain.includesZero, reversed: domain.reversed) }
    }

    /// Chooses the y domain from the data, with or without zero.
    public func chartYScale(domain: AutomaticScaleDomain) -> some View {
        chart { $0.yDomain = .automatic(includesZero: domain.includesZero, reversed: domain.reversed) }
    }

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View { chart { $0.legendVisibility = visibility } }

    /// Places the legend: below the plot by default, or at `position`, aligned by `alignment`.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chart {
            $0.legendPosition = position
            $0.legendAlignment = alignment
            $0.legendSpacing = spacing.flatMap { $0.isFinite ? $0 : nil }
        }
    }

    /// The style of each series of `foregroundStyle(by:)`, by its value; the legend lists them in
    /// this order.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let scale = mapping.map { (value: PlotValue($0.key), style: AnyShapeStyle($0.value)) }
        return chart { $0.styleScale = scale }
    }

    /// The style of each series: `domain`'s values take `range`'s styles in order (cycling).
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S]) -> some View {
        let scale = range.isEmpty ? [] : domain.enumerated().map { (value: PlotValue($0.element), style: AnyShapeStyle(range[$0.offset % range.count])) }
        return chart { $0.styleScale = scale }
    }

    /// The styles of the series in their order (of the domain, else of first appearance), cycling:
    /// the palette `foregroundStyle(by:)` takes instead of the system colours.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S]) -> some View {
        let styles = range.map { AnyShapeStyle($0) }
        return chart { $0.styleRange = styles }
    }

    /// Styles the plot area (the rectangle the marks are drawn in): `content` gets the plot and
    /// returns it with a background, a border, a clip… The plot keeps the size the chart gives it.
    public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View {
        chart { $0.plotStyle = { AnyView(content($0)) } }
    }

    /// A title for the x axis, below its labels by default.
    public func chartXAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let t = ChartAxisTitle(text: label, position: position, alignment: alignment, spacing: spacing.flatMap { $0.isFinite ? $0 : nil })
        return chart { $0.xAxisLabel = t }
    }

    /// A title for the y axis, above its labels by default.
    public func chartYAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let t = ChartAxisTitle(text: label, position: position, alignment: alignment, spacing: spacing.flatMap { $0.isFinite ? $0 : nil })
        return chart { $0.yAxisLabel = t }
    }

    /// Draws `content` behind the chart, given a proxy that converts between values and positions.
    public func chartBackground<C: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> C) -> some View {
        let d = ChartDecoration(alignment: alignment) { AnyView(content($0)) }
        return chart { $0.backgrounds.append(d) }
    }

    /// Draws `content` over the chart, given a proxy that converts between values and positions.
    public func chartOverlay<C: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> C) -> some View {
        let d = ChartDecoration(alignment: alignment) { AnyView(content($0)) }
        return chart { $0.overlays.append(d) }
    }

    /// Lets the chart scroll along `axes`; a still image shows the initial visible domain.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { chart { $0.scrollableAxes = axes } }

    /// How much of the x domain a scrolling chart shows (a number, or seconds along a date axis).
    public func chartXVisibleDomain<P: Plottable>(length: P) -> some View {
        let l = PlotValue(length).continuous.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return chart { $0.visibleXLength = l }
    }

    /// How much of the y domain a scrolling chart shows.
    public func chartYVisibleDomain<P: Plottable>(length: P) -> some View {
        let l = PlotValue(length).continuous.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return chart { $0.visibleYLength = l }
    }

    /// The first x value a scrolling chart shows.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        let v = PlotValue(initialX)
        return chart { $0.initialX = v }
    }

    /// The x value a scrolling chart shows first: a still image shows the binding's current value.
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { chartScrollPosition(initialX: x.wrappedValue) }

    /// The y value a scrolling chart shows first: a still image shows the binding's current value.
    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View { chartScrollPosition(initialY: y.wrappedValue) }

    /// The first y value a scrolling chart shows.
    public func chartScrollPosition<P: Plottable>(initialY: P) -> some View {
        let v = PlotValue(initialY)
        return chart { $0.initialY = v }
    }

    /// The x value the user selects by touch; a still image has no touch, so nothing is selected
    /// and the binding is left as it is.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// The y value the user selects by touch; nothing is selected in a still image.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// The angle value the user selects in a pie; nothing is selected in a still image.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
}

extension ChartDomain {
    static func range<P: Plottable>(from lo: P, to hi: P) -> ChartDomain? {
        guard let a = PlotValue(lo).continuous, let b = PlotValue(hi).continuous, a.isFinite, b.isFinite else {
            return nil
        }
        return .range(a, b)
    }

    static func list<P: Plottable>(_ values: [P]) -> ChartDomain? {
        let vs = values.map { PlotValue($0) }
        if vs.allSatisfy({ $0.kind == .categorical }) { return .categories(vs.map(\.description)) }
        let xs = vs.compactMap(\.continuous).filter(\.isFinite)
        guard let lo = xs.min(), let hi = xs.max() else { return nil }
        return .range(lo, hi)
    }
}
