import Foundation

/// Chart content whose marks a mark modifier changed.
struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    typealias Body = Never
    let content: Content
    let change: (inout ChartMark) -> Void

    func appendMarks(to marks: inout [ChartMark]) {
        let first = marks.count
        appendChartMarks(content, to: &marks)
        for i in first..<marks.count { change(&marks[i]) }
    }
}

// The mark modifiers of Swift Charts. Each applies to every mark of the content it is called on
// (so on a `ForEach`, to each element's marks).
extension ChartContent {
    private func changing(_ change: @escaping (inout ChartMark) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, change: change)
    }

    /// Paints the marks in `style` (a colour or a gradient).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let s = AnyShapeStyle(style)
        return changing { $0.style = s }
    }

    /// Gives the marks the palette colour of `value`'s series, and a legend entry (colours from
    /// `chartForegroundStyleScale` when one names the series).
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        changing { $0.styleBy = value.slot }
    }

    /// Draws the marks' symbol as `symbol` (point marks, and line marks' points).
    public func symbol(_ symbol: BasicChartSymbolShape) -> some ChartContent {
        changing { $0.symbol = symbol }
    }

    /// Gives the marks the symbol of `value`'s series; line marks then show their points.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        changing { $0.symbolBy = value.slot }
    }

    /// The symbols' area in square points (a circle of `size` square points).
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        changing { $0.symbolArea = size.isFinite && size >= 0 ? size : nil }
    }

    /// How a line or an area joins its points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        changing { $0.interpolation = method }
    }

    /// The stroke of lines and rules.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        changing { $0.lineStyle = style }
    }

    /// Rounds the corners of bars and rectangles, and of sectors.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        changing { $0.cornerRadius = radius.isFinite ? max(0, radius) : 0 }
    }

    /// Draws the marks with this opacity (0…1).
    public func opacity(_ opacity: Double) -> some ChartContent {
        changing { $0.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1 }
    }

    /// Sets bars that share a band side by side, one sub-band per value of `value` (grouped bars).
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        changing { $0.positionBy = value.slot }
    }

    /// Draws `content` next to each mark: above a bar's or point's top by default, `spacing`
    /// points away (4 by default, an estimate), placed by `alignment`.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let view = AnyView(content())
        return annotation(position: position, alignment: alignment, spacing: spacing) { (_: AnnotationContext) in view }
    }

    /// Draws `content`, made with the annotated mark's `AnnotationContext` (its size), next to
    /// each mark, as `annotation(position:alignment:spacing:content:)` places it.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: @escaping (AnnotationContext) -> C
    ) -> some ChartContent {
        let a = ChartAnnotation(
            position: position, alignment: alignment, spacing: spacing.flatMap { $0.isFinite ? $0 : nil }, content: { AnyView(content($0)) })
        return changing { $0.annotations.append(a) }
    }

    /// An accessibility label for the marks; a still image shows nothing of it.
    public func accessibilityLabel(_ label: String) -> some ChartContent { self }

    /// An accessibility value for the marks; a still image shows nothing of it.
    public func accessibilityValue(_ value: String) -> some ChartContent { self }

    /// Hides the marks from accessibility; a still image shows nothing of it.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
}
