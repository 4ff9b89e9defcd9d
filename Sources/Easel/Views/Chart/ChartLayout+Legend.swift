import Foundation

// The legend: one entry per `foregroundStyle(by:)` series, in rows below (or above) the plot.
extension ChartLayout {
    /// The legend's entries placed in the chart, and the rows' height; none when the chart has no
    /// series or the legend is hidden. Entries flow left to right and wrap at the chart's width.
    func legendItems(onTop: Bool) -> (items: [ChartLegendItem], height: CGFloat) {
        guard config.legendVisibility != .hidden, marks.contains(where: { $0.styleBy != nil }), !series.isEmpty else { return ([], 0) }
        var items: [ChartLegendItem] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0
        let usesSymbols = marks.contains { $0.symbolBy != nil }
        let s = ChartStyle.legendSymbolSize
        for (i, name) in series.enumerated() {
            let t = measure(name, nil)
            let w = s + ChartStyle.legendSymbolGap + t.width
            if x > 0 && x + w > size.width {
                x = 0
                y += rowHeight + ChartStyle.legendRowSpacing
                rowHeight = 0
            }
            let h = max(t.height, s)
            let symbol = usesSymbols ? BasicChartSymbolShape.seriesOrder[i % BasicChartSymbolShape.seriesOrder.count] : .circle
            items.append(
                ChartLegendItem(
                    label: name, style: seriesStyle(name), symbol: symbol,
                    symbolFrame: CGRect(x: x, y: y + (h - s) / 2, width: s, height: s),
                    labelFrame: CGRect(x: x + s + ChartStyle.legendSymbolGap, y: y + (h - t.height) / 2, width: t.width, height: t.height)))
            x += w + ChartStyle.legendItemSpacing
            rowHeight = max(rowHeight, h)
        }
        let height = y + rowHeight
        // Aligned as `chartLegend(alignment:)` says (leading by default), at the bottom or the top.
        let rowWidth = items.map(\.labelFrame.maxX).max() ?? 0
        let alignment = config.legendAlignment?.horizontal ?? .leading
        let dx = alignment == .center ? (size.width - rowWidth) / 2 : alignment == .trailing ? size.width - rowWidth : 0
        let dy = onTop ? 0 : size.height - height
        for i in items.indices {
            items[i].symbolFrame = items[i].symbolFrame.offsetBy(dx: dx, dy: dy)
            items[i].labelFrame = items[i].labelFrame.offsetBy(dx: dx, dy: dy)
        }
        return (items, height)
    }
}
