import Foundation

/// A chart's geometry as views: grid lines and ticks, the plot (its marks, through the plot
/// style), labels, the legend and annotations, each at its place in a chart-sized frame.
struct ChartDrawing {
    let geometry: ChartGeometry
    let config: ChartConfiguration
    let proxy: ChartProxy

    var view: some View {
        let g = geometry
        return ZStack(alignment: .topLeading) {
            ForEach(Array(config.backgrounds.enumerated()), id: \.offset) { _, d in
                d.content(proxy).frame(width: g.size.width, height: g.size.height, alignment: d.alignment)
            }
            ForEach(Array(g.lines.enumerated()), id: \.offset) { _, line in rule(line) }
            plot
            ForEach(Array(g.labels.enumerated()), id: \.offset) { _, t in text(t) }
            ForEach(Array(g.legend.enumerated()), id: \.offset) { _, item in legendItem(item) }
            ForEach(Array(config.overlays.enumerated()), id: \.offset) { _, d in
                d.content(proxy).frame(width: g.size.width, height: g.size.height, alignment: d.alignment)
            }
        }
        .frame(width: g.size.width, height: g.size.height, alignment: .topLeading)
    }

    /// The marks and annotations in the plot's own coordinates, styled by `chartPlotStyle`.
    var plot: some View {
        let g = geometry
        let origin = g.plot.origin
        let marks = ZStack(alignment: .topLeading) {
            ForEach(Array(g.shapes.enumerated()), id: \.offset) { _, s in shape(s, offset: origin) }
            ForEach(Array(g.annotations.enumerated()), id: \.offset) { _, a in
                a.content.fixedSize()
                    .frame(width: 0, height: 0, alignment: a.alignment)
                    .position(x: a.anchor.x - origin.x, y: a.anchor.y - origin.y)
            }
        }
        .frame(width: g.plot.width, height: g.plot.height, alignment: .topLeading)
        let scrolls = !config.scrollableAxes.isEmpty
        let content = ChartPlotContent(content: scrolls ? AnyView(marks.clipped()) : AnyView(marks))
        let styled = config.plotStyle.map { $0(content) } ?? AnyView(content)
        return styled.frame(width: g.plot.width, height: g.plot.height).offset(x: origin.x, y: origin.y)
    }

    func rule(_ r: ChartRule) -> some View {
        Path { p in
            p.move(to: r.from)
            p.addLine(to: r.to)
        }
        .stroke(r.style ?? AnyShapeStyle(ChartStyle.gridColor), style: r.stroke ?? StrokeStyle(lineWidth: ChartStyle.gridWidth))
    }

    func text(_ t: ChartText) -> some View {
        Text(verbatim: t.text)
            .font(t.font ?? ChartStyle.labelFont)
            .foregroundStyle(t.style ?? AnyShapeStyle(ChartStyle.labelColor))
            .lineLimit(1)
            .fixedSize()
            .frame(width: t.frame.width, height: t.frame.height)
            .offset(x: t.frame.minX, y: t.frame.minY)
    }

    func legendItem(_ item: ChartLegendItem) -> some View {
        ZStack(alignment: .topLeading) {
            item.symbol.path(center: CGPoint(x: item.symbolFrame.midX, y: item.symbolFrame.midY), size: item.symbolFrame.width)
                .fill(item.style)
            text(ChartText(role: .legend, text: item.label, frame: item.labelFrame, font: nil, style: nil))
        }
    }

    /// A mark's shape, moved into the plot's coordinates.
    @ViewBuilder
    func shape(_ s: ChartShape, offset o: CGPoint) -> some View {
        let t = CGAffineTransform(translationX: -o.x, y: -o.y)
        let path: Path = {
            switch s.geometry {
            case .rect(let r, let radius):
                return radius > 0 ? Path(roundedRect: r, cornerRadius: radius, style: .continuous) : Path(r)
            case .line(let pts, let m): return ChartPath.line(pts, m)
            case .area(let up, let low, let m): return ChartPath.area(upper: up, lower: low, m)
            case .symbol(let c, let size, let sym): return sym.path(center: c, size: size)
            case .segment(let a, let b):
                var p = Path()
                p.move(to: a)
                p.addLine(to: b)
                return p
            case .sector(let c, let inner, let outer, let start, let end, let radius):
                return ChartPath.sector(center: c, inner: inner, outer: outer, start: start, end: end, cornerRadius: radius)
            }
        }().applying(t)
        if let stroke = s.stroke {
            if s.opacity < 1 { path.stroke(s.style, style: stroke).opacity(s.opacity) } else { path.stroke(s.style, style: stroke) }
        } else {
            if s.opacity < 1 { path.fill(s.style).opacity(s.opacity) } else { path.fill(s.style) }
        }
    }
}
