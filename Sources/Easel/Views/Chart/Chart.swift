import Foundation
import EaselLayout

/// A chart (Swift Charts' `Chart`): marks drawn over axes with grid lines and labels, and a legend
/// for series. Like a shape it takes the space it is offered (320 × 200 points when a dimension is
/// left open); the axes, labels and legend are fitted inside and the plot gets the rest. The
/// chart modifiers (`chartXAxis`, `chartYScale`, `chartLegend`, …) set how it looks.
nonisolated public struct Chart<Content: ChartContent>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    /// A chart with the marks `content` builds for each identifiable element.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart with the marks `content` builds for each element, identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        let marks = chartMarks(content)
        return resolve(
            ChartSurface(marks: marks).frame(idealWidth: ChartStyle.idealSize.width, idealHeight: ChartStyle.idealSize.height),
            ctx.appending("Chart"))
    }
}

/// Lays a chart out once its size is known, measuring its labels with the fonts it draws them in.
nonisolated struct ChartSurface: View, PrimitiveView {
    typealias Body = Never
    let marks: [ChartMark]

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var c = ctx
        c.stackAxis = nil
        let marks = self.marks
        return [
            GeometryReaderNode(kind: "Chart") { info, layout in
                let env = c.environment
                let measure: ChartLayout.Measure = { text, font in
                    let view = Text(verbatim: text).font(font ?? ChartStyle.labelFont).lineLimit(1).fixedSize()
                    guard let node = resolve(view, c).first else { return .zero }
                    return node.sizeThatFits(.unspecified, layout)
                }
                var calendar = env.calendar
                calendar.timeZone = env.timeZone
                let format = ChartLabelFormat(locale: env.locale, calendar: calendar)
                let config = env.chartConfiguration
                let geometry = ChartLayout(marks: marks, configuration: config, size: info.size, measure: measure, format: format).layout()
                let proxy = ChartProxy(x: geometry.x, y: geometry.y, plot: geometry.plot, chartOrigin: info.globalFrame.origin)
                // The modifiers reach this chart only: charts drawn inside its decorations start afresh.
                var inner = c
                inner.environment.chartConfiguration = ChartConfiguration()
                return resolve(ChartDrawing(geometry: geometry, config: config, proxy: proxy).view, inner)
            }
        ]
    }
}
