import Foundation

// Each mark's shape, from the scales the layout gave points.
extension ChartLayout {
    func placeMarks(into g: inout ChartGeometry) {
        placeSectors(into: &g)
        guard let xs = g.x, let ys = g.y else { return }
        let spans = stackedSpans
        let groups = positionGroups
        // Marks are drawn in the order written; a line or area series is drawn where its first
        // mark is, once all its points are known.
        enum Entry {
            case shape(ChartShape)
            case series(ChartMark.Kind, String)
        }
        var entries: [Entry] = []
        var lineSeries: [String: [(CGPoint, ChartMark)]] = [:], areaSeries: [String: [(CGPoint, CGPoint, ChartMark)]] = [:]
        for (i, m) in cartesian.enumerated() {
            switch m.kind {
            case .bar, .rectangle:
                guard let r = rect(of: m, span: spans[i], xs: xs, ys: ys, groups: groups),
                    [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite)
                else { continue }
                entries.append(.shape(shape(.rect(r, cornerRadius: m.cornerRadius), m)))
                annotate(m, frame: r, horizontal: m.kind == .bar && isHorizontal(m), into: &g)
            case .point:
                guard let p = point(m.x, m.y, xs, ys) else { continue }
                let d = m.symbolArea.map { 2 * sqrt($0 / .pi) } ?? ChartStyle.pointSize
                let sym = symbol(of: m)
                entries.append(.shape(shape(.symbol(p, size: d, sym), m, stroke: sym.isStroked ? StrokeStyle(lineWidth: 1.5) : nil)))
                annotate(m, frame: CGRect(x: p.x - d / 2, y: p.y - d / 2, width: d, height: d), horizontal: false, into: &g)
            case .line:
                guard let p = point(m.x, m.y, xs, ys) else { continue }
                let key = seriesKey(m)
                if lineSeries[key] == nil { entries.append(.series(.line, key)) }
                lineSeries[key, default: []].append((p, m))
                annotate(m, frame: CGRect(origin: p, size: .zero), horizontal: false, into: &g)
            case .area:
                guard let x = m.x.flatMap({ xs.position($0.value) }), let s = spans[i], let hi = ys.position(s.hi), let lo = ys.position(s.lo) else { continue }
                let key = seriesKey(m)
                if areaSeries[key] == nil { entries.append(.series(.area, key)) }
                areaSeries[key, default: []].append((CGPoint(x: x, y: hi), CGPoint(x: x, y: lo), m))
            case .rule:
                guard let (a, b) = rule(m, xs, ys, plot: g.plot) else { continue }
                entries.append(.shape(shape(.segment(a, b), m, stroke: m.lineStyle ?? StrokeStyle(lineWidth: ChartStyle.ruleWidth))))
                annotate(m, frame: CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y)), horizontal: a.y == b.y, into: &g)
            case .sector: break
            }
        }
        for e in entries {
            switch e {
            case .shape(let sh): g.shapes.append(sh)
            case .series(.line, let key):
                guard let pts = lineSeries[key], let first = pts.first?.1 else { continue }
                let stroke = first.lineStyle ?? StrokeStyle(lineWidth: ChartStyle.lineWidth, lineCap: .round, lineJoin: .round)
                g.shapes.append(shape(.line(pts.map(\.0), first.interpolation), first, stroke: stroke))
                for (p, m) in pts where m.symbol != nil || m.symbolBy != nil {
                    let d = m.symbolArea.map { 2 * sqrt($0 / .pi) } ?? ChartStyle.lineSymbolSize
                    g.shapes.append(shape(.symbol(p, size: d, symbol(of: m)), m))
                }
            case .series(_, let key):
                guard let pts = areaSeries[key], let first = pts.first?.2 else { continue }
                g.shapes.append(shape(.area(upper: pts.map(\.0), lower: pts.map(\.1), first.interpolation), first))
            }
        }
    }

    /// Which line or area a mark belongs to: its `series:`, else its `foregroundStyle(by:)` series.
    func seriesKey(_ m: ChartMark) -> String {
        (m.series ?? m.styleBy).map { "\($0.label)=\($0.value.description)" } ?? ""
    }

    func shape(_ geometry: ChartShape.Geometry, _ m: ChartMark, stroke: StrokeStyle? = nil) -> ChartShape {
        ChartShape(geometry: geometry, style: style(of: m), stroke: stroke, opacity: m.opacity, kind: m.kind, series: m.styleBy?.value.description)
    }

    func point(_ x: PlotSlot?, _ y: PlotSlot?, _ xs: ChartScale, _ ys: ChartScale) -> CGPoint? {
        guard let x, let y, let px = position(x, xs), let py = position(y, ys) else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// A value's point; a date standing for a unit sits in the unit's middle.
    func position(_ s: PlotSlot, _ scale: ChartScale) -> CGFloat? {
        if let unit = s.unit, case .date(let d) = s.value, let e = format.calendar.date(byAdding: unit, value: 1, to: d) {
            guard let a = scale.position(d.timeIntervalSinceReferenceDate), let b = scale.position(e.timeIntervalSinceReferenceDate) else { return nil }
            return (a + b) / 2
        }
        return scale.position(s.value)
    }

    /// The band a bar or rectangle stands in along its category (or date, or number) axis.
    func band(_ s: PlotSlot, _ scale: ChartScale, count: Int) -> (CGFloat, CGFloat)? {
        if case .category(let c) = s.value { return scale.band(c) }
        if let unit = s.unit, case .date(let d) = s.value, let e = format.calendar.date(byAdding: unit, value: 1, to: d),
            let a = scale.position(d.timeIntervalSinceReferenceDate), let b = scale.position(e.timeIntervalSinceReferenceDate)
        {
            return (min(a, b), max(a, b))
        }
        // A number or date without a unit: a band as wide as the plot shared by the distinct values.
        guard let p = scale.position(s.value) else { return nil }
        let w = abs(scale.end - scale.start) / CGFloat(max(1, count))
        return (p - w / 2, p + w / 2)
    }

    func rect(of m: ChartMark, span: (lo: Double, hi: Double)?, xs: ChartScale, ys: ChartScale, groups: [String]) -> CGRect? {
        let horizontal = isHorizontal(m)
        // Along each axis: a start and end given, the stacked span, or a band.
        func extent(isX: Bool) -> (CGFloat, CGFloat)? {
            let scale = isX ? xs : ys
            let (v, a, b) = isX ? (m.x, m.xStart, m.xEnd) : (m.y, m.yStart, m.yEnd)
            if let a, let b, let pa = position(a, scale), let pb = position(b, scale) { return (min(pa, pb), max(pa, pb)) }
            // No values along this axis: the plot's whole length, or fixed points into it.
            if v == nil, a == nil, b == nil, let fixed = isX ? m.fixedX : m.fixedY {
                let lo = min(scale.start, scale.end), hi = max(scale.start, scale.end)
                let p0 = fixed.start.map { min(hi, lo + $0) } ?? lo, p1 = fixed.end.map { min(hi, lo + $0) } ?? hi
                return (min(p0, p1), max(p0, p1))
            }
            let isValueAxis = m.kind == .bar && isX == horizontal
            if isValueAxis, let span, let pa = scale.position(span.lo), let pb = scale.position(span.hi) { return (min(pa, pb), max(pa, pb)) }
            guard let v else { return nil }
            let count = isX ? distinctX : distinctY
            guard let (lo, hi) = band(v, scale, count: count) else { return nil }
            let dimension = isX ? m.width : m.height
            let available = hi - lo
            let automatic: CGFloat
            if m.kind == .rectangle {
                automatic = v.value.kind == .categorical || v.unit != nil ? available : ChartStyle.rectangleLength
            } else {
                automatic = available * ChartStyle.barBandRatio
            }
            let w = dimension.length(of: available, automatic: automatic)
            let mid = (lo + hi) / 2
            // Grouped bars: the bar's share of the band's bars, side by side.
            if m.kind == .bar, let p = m.positionBy?.value.description, let i = groups.firstIndex(of: p), groups.count > 1 {
                let part = w / CGFloat(groups.count)
                let start = mid - w / 2 + part * CGFloat(i)
                return (start, start + part)
            }
            return (mid - w / 2, mid + w / 2)
        }
        guard let (x0, x1) = extent(isX: true), let (y0, y1) = extent(isX: false) else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A rule's two ends: across the whole plot when only one value is given.
    func rule(_ m: ChartMark, _ xs: ChartScale, _ ys: ChartScale, plot: CGRect) -> (CGPoint, CGPoint)? {
        if let y = m.y {
            guard let py = position(y, ys) else { return nil }
            if let a = m.xStart, let b = m.xEnd, let pa = position(a, xs), let pb = position(b, xs) {
                return (CGPoint(x: pa, y: py), CGPoint(x: pb, y: py))
            }
            return (CGPoint(x: plot.minX, y: py), CGPoint(x: plot.maxX, y: py))
        }
        if let x = m.x {
            guard let px = position(x, xs) else { return nil }
            if let a = m.yStart, let b = m.yEnd, let pa = position(a, ys), let pb = position(b, ys) {
                return (CGPoint(x: px, y: pa), CGPoint(x: px, y: pb))
            }
            return (CGPoint(x: px, y: plot.minY), CGPoint(x: px, y: plot.maxY))
        }
        return nil
    }

    /// Pie and donut slices: each its share of the turn, clockwise from twelve o'clock, in the
    /// largest circle the plot holds.
    func placeSectors(into g: inout ChartGeometry) {
        let sectors = marks.filter { $0.kind == .sector }
        let values = sectors.map { max(0, $0.angle?.value.continuous ?? 0) }
        let total = values.reduce(0, +)
        guard total > 0 else { return }
        let center = CGPoint(x: g.plot.midX, y: g.plot.midY)
        let full = min(g.plot.width, g.plot.height) / 2
        var angle = -Double.pi / 2
        for (m, v) in zip(sectors, values) {
            let sweep = v / total * 2 * .pi
            let outer = m.outerRadius.length(of: full, automatic: full)
            let inner = min(m.innerRadius.length(of: outer, automatic: 0), outer)
            // The inset is a gap of that many points at the outer edge, half on each side.
            let gap = outer > 0 ? Double(m.angularInset / 2 / outer) : 0
            let start = angle + min(gap, sweep / 2), end = angle + sweep - min(gap, sweep / 2)
            angle += sweep
            guard v > 0 else { continue }
            g.shapes.append(shape(.sector(center: center, inner: inner, outer: outer, start: start, end: end, cornerRadius: m.cornerRadius), m))
            let mid = (start + end) / 2, r = (inner + outer) / 2
            let c = CGPoint(x: center.x + r * CGFloat(cos(mid)), y: center.y + r * CGFloat(sin(mid)))
            if !m.annotations.isEmpty {
                let context = AnnotationContext(targetSize: Self.sectorBounds(center: center, inner: inner, outer: outer, start: start, end: end).size)
                for a in m.annotations {
                    g.annotations.append(ChartPlacedAnnotation(anchor: c, alignment: a.alignment, content: a.content(context)))
                }
            }
        }
    }

    /// Places a mark's annotations around `frame`: above a vertical bar or a point by default,
    /// after the end of a horizontal bar.
    func annotate(_ m: ChartMark, frame r: CGRect, horizontal: Bool, into g: inout ChartGeometry) {
        for a in m.annotations {
            let s = a.spacing ?? ChartStyle.annotationSpacing
            var kind = a.position.kind
            if kind == .automatic {
                let negative = (horizontal ? m.x : m.y)?.value.continuous.map { $0 < 0 } ?? false
                kind = horizontal ? (negative ? .leading : .trailing) : (negative ? .bottom : .top)
            }
            let h = a.alignment.horizontal, v = a.alignment.vertical
            let x = h == .leading ? r.minX : h == .trailing ? r.maxX : r.midX
            let y = v == .top ? r.minY : v == .bottom ? r.maxY : r.midY
            let (anchor, alignment): (CGPoint, Alignment)
            switch kind {
            case .top: (anchor, alignment) = (CGPoint(x: x, y: r.minY - s), Alignment(horizontal: h, vertical: .bottom))
            case .bottom: (anchor, alignment) = (CGPoint(x: x, y: r.maxY + s), Alignment(horizontal: h, vertical: .top))
            case .leading: (anchor, alignment) = (CGPoint(x: r.minX - s, y: y), Alignment(horizontal: .trailing, vertical: v))
            case .trailing: (anchor, alignment) = (CGPoint(x: r.maxX + s, y: y), Alignment(horizontal: .leading, vertical: v))
            case .topLeading: (anchor, alignment) = (CGPoint(x: r.minX - s, y: r.minY - s), .bottomTrailing)
            case .topTrailing: (anchor, alignment) = (CGPoint(x: r.maxX + s, y: r.minY - s), .bottomLeading)
            case .bottomLeading: (anchor, alignment) = (CGPoint(x: r.minX - s, y: r.maxY + s), .topTrailing)
            case .bottomTrailing: (anchor, alignment) = (CGPoint(x: r.maxX + s, y: r.maxY + s), .topLeading)
            case .overlay, .automatic: (anchor, alignment) = (CGPoint(x: x, y: y), a.alignment)
            }
            g.annotations.append(ChartPlacedAnnotation(anchor: anchor, alignment: alignment, content: a.content(AnnotationContext(targetSize: r.size))))
        }
    }

    /// The bounding box of a ring sector: its four corners and the extremes of its outer arc that
    /// fall between `start` and `end` (angles in radians, clockwise from the x axis).
    static func sectorBounds(center: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, end: Double) -> CGRect {
        func point(_ r: CGFloat, _ a: Double) -> CGPoint { CGPoint(x: center.x + r * CGFloat(cos(a)), y: center.y + r * CGFloat(sin(a))) }
        var points = [point(inner, start), point(inner, end), point(outer, start), point(outer, end)]
        var k = (start / (Double.pi / 2)).rounded(.up)
        while k * Double.pi / 2 < end {
            points.append(point(outer, k * Double.pi / 2))
            k += 1
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
