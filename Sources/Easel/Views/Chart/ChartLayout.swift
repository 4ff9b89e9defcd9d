import Foundation

/// Computes a chart's geometry from its marks, its settings and its size: the scales and their
/// ticks, the label sizes, the plot rectangle, every mark's shape, the legend and annotations.
/// A pure function of its inputs (text sizes come from `measure`), so it is tested in points.
package struct ChartLayout {
    /// Measures one line of text in a font (nil: the axis label font).
    package typealias Measure = (String, Font?) -> CGSize

    let marks: [ChartMark]
    let config: ChartConfiguration
    let size: CGSize
    let measure: Measure
    let format: ChartLabelFormat
    /// The marks other than sectors, which share the x and y scales.
    let cartesian: [ChartMark]
    /// The series of `foregroundStyle(by:)`, in the scale's order, then in order of appearance.
    package let series: [String]
    let seriesIndex: [String: Int]
    /// The series of `symbol(by:)` by their order of appearance.
    let symbolSeries: [String: Int]
    /// The values of `position(by:)`, in order of appearance.
    let positionGroups: [String]
    /// How many distinct values x and y take (bars along a continuous axis share it among them).
    let distinctX: Int, distinctY: Int
    /// Each bar's and area point's span along its value axis, stacked (by index in `cartesian`).
    package let stackedSpans: [Int: (lo: Double, hi: Double)]

    package init(marks: [ChartMark], configuration: ChartConfiguration, size: CGSize, measure: @escaping Measure, format: ChartLabelFormat) {
        // Swift Charts skips marks with a NaN or infinite number; so does Easel.
        self.marks = marks.filter { !$0.isUnplottable }
        self.config = configuration
        self.size = CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
        self.measure = measure
        self.format = format
        cartesian = self.marks.filter { $0.kind != .sector }
        var series = configuration.styleScale?.map { $0.value.description } ?? []
        var seen = Set(series), symbols: [String: Int] = [:], groups: [String] = [], xs = Set<PlotValue>(), ys = Set<PlotValue>()
        for m in self.marks {
            if let s = m.styleBy?.value.description, seen.insert(s).inserted { series.append(s) }
            if let s = m.symbolBy?.value.description, symbols[s] == nil { symbols[s] = symbols.count }
            if let p = m.positionBy?.value.description, !groups.contains(p) { groups.append(p) }
            if let x = m.x?.value { xs.insert(x) }
            if let y = m.y?.value { ys.insert(y) }
        }
        self.series = series
        seriesIndex = Dictionary(series.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        symbolSeries = symbols
        positionGroups = groups
        distinctX = xs.count
        distinctY = ys.count
        stackedSpans = Self.stack(cartesian)
    }

    // MARK: Series

    func seriesStyle(_ name: String) -> AnyShapeStyle {
        if let s = config.styleScale?.first(where: { $0.value.description == name }) { return s.style }
        let i = seriesIndex[name] ?? 0
        if let range = config.styleRange, !range.isEmpty { return range[i % range.count] }
        return AnyShapeStyle(ChartStyle.palette[i % ChartStyle.palette.count])
    }

    func style(of m: ChartMark) -> AnyShapeStyle {
        if let s = m.style { return s }
        if let by = m.styleBy { return seriesStyle(by.value.description) }
        return AnyShapeStyle(ChartStyle.palette[0])
    }

    func symbol(of m: ChartMark) -> BasicChartSymbolShape {
        if let s = m.symbol { return s }
        if let by = m.symbolBy, let i = symbolSeries[by.value.description] {
            return BasicChartSymbolShape.seriesOrder[i % BasicChartSymbolShape.seriesOrder.count]
        }
        return .circle
    }

    // MARK: Orientation and stacking

    func kind(_ slots: [PlotSlot?]) -> PlotKind? { slots.compactMap { $0?.value.kind }.first }
    var xKind: PlotKind? { cartesian.lazy.compactMap { self.kind([$0.x, $0.xStart, $0.xEnd]) }.first }
    var yKind: PlotKind? { cartesian.lazy.compactMap { self.kind([$0.y, $0.yStart, $0.yEnd]) }.first }

    /// Whether a bar or rectangle runs along x (its value on x, its band on y).
    func isHorizontal(_ m: ChartMark) -> Bool { Self.isHorizontal(m) }

    static func isHorizontal(_ m: ChartMark) -> Bool {
        if m.yStart != nil || m.yEnd != nil { return false }
        if m.xStart != nil || m.xEnd != nil { return true }
        if m.y?.value.kind == .categorical && m.x?.value.kind != .categorical { return true }
        if m.x?.value.kind == .quantitative && m.y?.value.kind == .temporal { return true }
        return false
    }

    /// The span along the value axis of every bar and area, stacked as Swift Charts stacks them:
    /// bars (and area points) that share a position pile up from zero, positive and negative
    /// values apart, in the order written.
    static func stack(_ cartesian: [ChartMark]) -> [Int: (lo: Double, hi: Double)] {
        var spans: [Int: (lo: Double, hi: Double)] = [:]
        var up: [String: Double] = [:], down: [String: Double] = [:]
        var members: [String: [Int]] = [:]
        var methods: [String: MarkStackingMethod] = [:]
        for (i, m) in cartesian.enumerated() where m.kind == .bar || m.kind == .area {
            let horizontal = m.kind == .bar && isHorizontal(m)
            let valueSlot = horizontal ? m.x : m.y
            let start = horizontal ? m.xStart : m.yStart, end = horizontal ? m.xEnd : m.yEnd
            if let s = start?.value.continuous, let e = end?.value.continuous {
                spans[i] = (min(s, e), max(s, e))
                continue
            }
            guard let slot = valueSlot, slot.value.kind == .quantitative, let v = slot.value.continuous else { continue }
            guard m.stacking != .unstacked else {
                spans[i] = (min(0, v), max(0, v))
                continue
            }
            let at = horizontal ? m.y : m.x
            let key = "\(m.kind)|\(horizontal)|\(at?.value.description ?? "")|\(m.positionBy?.value.description ?? "")"
            if v >= 0 {
                let base = up[key, default: 0]
                spans[i] = (base, base + v)
                up[key] = base + v
            } else {
                let base = down[key, default: 0]
                spans[i] = (base + v, base)
                down[key] = base + v
            }
            members[key, default: []].append(i)
            methods[key] = m.stacking
        }
        for (key, ids) in members {
            let total = up[key, default: 0] - down[key, default: 0]
            switch methods[key] {
            case .normalized? where total > 0:
                for i in ids { spans[i] = (spans[i]!.lo / total, spans[i]!.hi / total) }
            case .center?:
                let shift = -(up[key, default: 0] + down[key, default: 0]) / 2
                for i in ids { spans[i] = (spans[i]!.lo + shift, spans[i]!.hi + shift) }
            default: break
            }
        }
        return spans
    }

    // MARK: Scales

    /// The scale of one axis, before it is given points: its categories, or its continuous domain
    /// and the nice step that widened it.
    package func scale(isX: Bool, intervals: Int) -> (scale: ChartScale, step: Double?)? {
        guard let kind = isX ? xKind : yKind else { return nil }
        let setting = isX ? config.xDomain : config.yDomain
        if kind == .categorical {
            if case .categories(let cs)? = setting { return (ChartScale(kind: kind, domain: .categories(cs)), nil) }
            var cs: [String] = [], seen = Set<String>()
            for m in cartesian {
                for s in (isX ? [m.x, m.xStart, m.xEnd] : [m.y, m.yStart, m.yEnd]) {
                    if case .category(let c)? = s?.value, seen.insert(c).inserted { cs.append(c) }
                }
            }
            return (ChartScale(kind: kind, domain: .categories(cs)), nil)
        }
        if case .range(let lo, let hi)? = setting {
            return (ChartScale(kind: kind, domain: .continuous(lo: lo, hi: hi)), nil)
        }
        let spans = stackedSpans
        var values: [Double] = []
        for (i, m) in cartesian.enumerated() {
            let horizontal = (m.kind == .bar || m.kind == .area) && isHorizontal(m)
            let isValueAxis = (m.kind == .bar || m.kind == .area) && (isX == horizontal)
            if isValueAxis, let s = spans[i] {
                values += [s.lo, s.hi]
                continue
            }
            for s in (isX ? [m.x, m.xStart, m.xEnd] : [m.y, m.yStart, m.yEnd]) {
                guard let s, s.value.kind == kind, let v = s.value.continuous else { continue }
                values.append(v)
                // A date standing for a unit reaches the unit's end.
                if let unit = s.unit, case .date(let d) = s.value, m.kind == .bar || m.kind == .rectangle,
                    let e = format.calendar.date(byAdding: unit, value: 1, to: d)
                {
                    values.append(e.timeIntervalSinceReferenceDate)
                }
            }
        }
        // A stack can overflow Double (1e308 + 1e308): such ends are left out of the domain.
        values = values.filter(\.isFinite)
        guard var lo = values.min(), var hi = values.max() else {
            return (ChartScale(kind: kind, domain: .continuous(lo: 0, hi: kind == .temporal ? 86_400 : 1)), nil)
        }
        if kind == .temporal {
            if lo == hi {
                lo -= 43_200
                hi += 43_200
            }
            return (ChartScale(kind: kind, domain: .continuous(lo: lo, hi: hi)), nil)
        }
        var includesZero = true
        if case .automatic(let z, _)? = setting, let z { includesZero = z }
        if includesZero {
            lo = min(lo, 0)
            hi = max(hi, 0)
        }
        let nice = ChartTicks.nice(lo, hi, intervals: intervals)
        return (ChartScale(kind: kind, domain: .continuous(lo: nice.lo, hi: nice.hi)), nice.step)
    }

    /// The values an axis marks.
    func tickValues(_ values: AxisMarkValues, _ scale: ChartScale, step: Double?, intervals: Int) -> [(
        value: PlotValue, step: Double?, unit: Calendar.Component?
    )] {
        switch scale.domain {
        case .categories(let cs):
            if case .values(let vs) = values.kind { return vs.filter { cs.contains($0.description) }.map { (.category($0.description), nil, nil) } }
            return cs.map { (.category($0), nil, nil) }
        case .continuous(let lo, let hi):
            let a = min(lo, hi), b = max(lo, hi)
            let within = { (x: Double) in x >= a - abs(b - a) * 1e-9 && x <= b + abs(b - a) * 1e-9 }
            if scale.kind == .temporal {
                var unit: Calendar.Component, count: Int
                switch values.kind {
                case .calendarStride(let u, let n): (unit, count) = (u, n)
                case .values(let vs): return vs.filter { $0.continuous.map(within) ?? false }.map { ($0, nil, .day) }
                case .automatic(let n): (unit, count) = ChartTicks.dateUnit(span: b - a, maxTicks: n ?? intervals)
                case .stride(let s):
                    return ChartTicks.stride(a, b, step: s).map { (.date(Date(timeIntervalSinceReferenceDate: $0)), nil, .day) }
                }
                return ChartTicks.dates(a, b, unit: unit, count: count, calendar: format.calendar).map {
                    (.date(Date(timeIntervalSinceReferenceDate: $0)), nil, unit)
                }
            }
            switch values.kind {
            case .values(let vs): return vs.filter { $0.continuous.map(within) ?? false }.map { ($0, nil, nil) }
            case .stride(let s): return ChartTicks.stride(a, b, step: s).map { (.number($0), s, nil) }
            case .calendarStride: return []
            case .automatic(let n):
                if n == nil, let step { return ChartTicks.stride(a, b, step: step).map { (.number($0), step, nil) } }
                let nice = ChartTicks.nice(a, b, intervals: max(1, (n ?? intervals + 1) - 1))
                return nice.values.filter(within).map { (.number($0), nice.step, nil) }
            }
        }
    }

    func labelText(_ v: PlotValue, step: Double?, unit: Calendar.Component?) -> String {
        switch v {
        case .category(let c): return c
        case .number(let x): return format.number(x, step: step)
        case .date(let d): return format.date(d.timeIntervalSinceReferenceDate, unit: unit ?? .day)
        }
    }

    // MARK: Axes

    /// One axis mark's drawing at a value, before the plot is known.
    struct AxisItem {
        var value: PlotValue
        var position: AxisMarkPosition
        var components: [AxisComponent]
        var label: String?
        var labelSize: CGSize
        var labelFont: Font?
        var labelStyle: AnyShapeStyle?
        /// The calendar unit a date tick stands for.
        var unit: Calendar.Component? = nil
        var unitCount = 1
    }

    /// The default marks of an axis: grid lines and labels on y; on x, labels under categories, and
    /// grid lines, ticks and labels along numbers and dates (estimates of iOS's default look).
    func defaultComponents(isX: Bool, kind: PlotKind) -> [AxisComponent] {
        if isX && kind == .categorical { return [AxisComponent(kind: .label)] }
        if !isX { return kind == .categorical ? [AxisComponent(kind: .label)] : [AxisComponent(kind: .gridLine), AxisComponent(kind: .label)] }
        return [AxisComponent(kind: .gridLine), AxisComponent(kind: .tick), AxisComponent(kind: .label)]
    }

    func axisItems(isX: Bool, scale: ChartScale, step: Double?, intervals: Int) -> [AxisItem] {
        let settings = isX ? config.xAxis : config.yAxis
        guard settings.visibility != .hidden else { return [] }
        var out: [AxisItem] = []
        for marks in settings.marks ?? [AxisMarks()] {
            let values = tickValues(marks.values, scale, step: step, intervals: intervals)
            for (i, v) in values.enumerated() {
                var components = marks.content?(AxisValue(index: i, count: values.count, value: v.value)) ?? []
                if marks.content == nil {
                    components = defaultComponents(isX: isX, kind: scale.kind)
                    for j in components.indices where components[j].kind != .label { components[j].stroke = marks.stroke }
                }
                var item = AxisItem(value: v.value, position: marks.position, components: components, label: nil, labelSize: .zero)
                item.unit = v.unit
                if case .calendarStride(_, let n) = marks.values.kind { item.unitCount = n }
                if let l = components.first(where: { $0.kind == .label }) {
                    let text = l.text ?? l.formatted?(v.value).map { $0(format.environment) } ?? labelText(v.value, step: v.step, unit: v.unit)
                    item.label = text
                    item.labelFont = l.font
                    item.labelStyle = l.style
                    item.labelSize = measure(text, l.font)
                }
                out.append(item)
            }
        }
        return out
    }

    /// Where an axis sits: trailing for y (leading for categories), bottom for x.
    func side(_ p: AxisMarkPosition, isX: Bool, kind: PlotKind) -> AxisMarkPosition {
        if p != .automatic { return p }
        return isX ? .bottom : (kind == .categorical ? .leading : .trailing)
    }

    // MARK: Layout

    package func layout() -> ChartGeometry {
        let sectorsOnly = !marks.isEmpty && cartesian.isEmpty
        var top: CGFloat = 0, bottom = size.height, left: CGFloat = 0, right = size.width

        // The legend, below the plot (or above it).
        let legendOnTop = [.top, .topLeading, .topTrailing].contains(config.legendPosition.kind)
        let legendSpacing = config.legendSpacing ?? ChartStyle.legendSpacing
        let (legend, legendHeight) = legendItems(onTop: legendOnTop)
        if !legend.isEmpty {
            if legendOnTop { top += legendHeight + legendSpacing } else { bottom -= legendHeight + legendSpacing }
        }

        // Axis titles: the x title below the axis, the y title above the plot.
        var titles: [ChartText] = []
        var xTitleSize = CGSize.zero
        if let t = config.xAxisLabel {
            xTitleSize = measure(t.text, nil)
            bottom -= xTitleSize.height + (t.spacing ?? ChartStyle.titleSpacing)
        }
        var yTitleSize = CGSize.zero
        if let t = config.yAxisLabel, !sectorsOnly {
            yTitleSize = measure(t.text, nil)
            top += yTitleSize.height + (t.spacing ?? ChartStyle.titleSpacing)
        }

        // Scales and their axis items (tick counts from the space there is).
        let xIntervals = max(2, min(8, Int((right - left) / 70)))
        let yIntervals = max(2, min(8, Int((bottom - top) / 35)))
        let xLength = config.scrollableAxes.contains(.horizontal) ? config.visibleXLength : nil
        let yLength = config.scrollableAxes.contains(.vertical) ? config.visibleYLength : nil
        var xs = sectorsOnly ? nil : scale(isX: true, intervals: xIntervals)
        var ys = sectorsOnly ? nil : scale(isX: false, intervals: yIntervals)
        // A scrolling axis shows part of its domain: as many ticks in the part as a whole axis has.
        if let s = xs, let f = scrolledFactor(s.scale, length: xLength) { xs = scale(isX: true, intervals: xIntervals * f) }
        if let s = ys, let f = scrolledFactor(s.scale, length: yLength) { ys = scale(isX: false, intervals: yIntervals * f) }
        let xItems = xs.map { axisItems(isX: true, scale: $0.scale, step: $0.step, intervals: xIntervals) } ?? []
        let yItems = ys.map { axisItems(isX: false, scale: $0.scale, step: $0.step, intervals: yIntervals) } ?? []

        // Room for the labels: below (or above) the plot for x, beside it for y.
        let xKindNow = xs?.scale.kind ?? .quantitative, yKindNow = ys?.scale.kind ?? .quantitative
        func labelled(_ items: [AxisItem], isX: Bool, kind: PlotKind, _ side: AxisMarkPosition) -> [AxisItem] {
            items.filter { $0.label != nil && self.side($0.position, isX: isX, kind: kind) == side }
        }
        let xBottom = labelled(xItems, isX: true, kind: xKindNow, .bottom), xTop = labelled(xItems, isX: true, kind: xKindNow, .top)
        let yTrailing = labelled(yItems, isX: false, kind: yKindNow, .trailing), yLeading = labelled(yItems, isX: false, kind: yKindNow, .leading)
        let xBottomHeight = xBottom.map(\.labelSize.height).max() ?? 0
        let xTopHeight = xTop.map(\.labelSize.height).max() ?? 0
        if xBottomHeight > 0 { bottom -= ChartStyle.labelGap + xBottomHeight }
        if xTopHeight > 0 { top += ChartStyle.labelGap + xTopHeight }
        let trailingWidth = yTrailing.map(\.labelSize.width).max() ?? 0
        let leadingWidth = yLeading.map(\.labelSize.width).max() ?? 0
        if trailingWidth > 0 { right -= ChartStyle.labelGap + trailingWidth }
        if leadingWidth > 0 { left += ChartStyle.labelGap + leadingWidth }
        // A number axis's end labels are centred on their lines: leave half a label.
        if yKindNow != .categorical, let h = (yTrailing + yLeading).map(\.labelSize.height).max() {
            top = max(top, h / 2)
            if xBottomHeight == 0 { bottom = min(bottom, size.height - h / 2) }
        }

        let plot = CGRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
        var g = ChartGeometry(size: size, plot: plot)
        g.legend = legend
        if var x = xs?.scale {
            x.start = plot.minX
            x.end = plot.maxX
            if let shift = visibleShift(x, length: xLength, initial: config.initialX) {
                (x.start, x.end) = (plot.minX - shift.before * plot.width, plot.maxX + shift.after * plot.width)
            }
            g.x = x
        }
        if var y = ys?.scale {
            // Categories run down from the top; values up from the bottom.
            (y.start, y.end) = y.kind == .categorical ? (plot.minY, plot.maxY) : (plot.maxY, plot.minY)
            if let shift = visibleShift(y, length: yLength, initial: config.initialY) {
                (y.start, y.end) =
                    y.kind == .categorical
                    ? (plot.minY - shift.before * plot.height, plot.maxY + shift.after * plot.height)
                    : (plot.maxY + shift.before * plot.height, plot.minY - shift.after * plot.height)
            }
            g.y = y
        }

        // Titles.
        if let t = config.xAxisLabel {
            let y = (legend.isEmpty || legendOnTop ? size.height : size.height - legendHeight - legendSpacing) - xTitleSize.height
            let x = titleX(t.alignment?.horizontal ?? .center, width: xTitleSize.width, plot: plot)
            titles.append(
                ChartText(role: .title, text: t.text, frame: CGRect(x: x, y: y, width: xTitleSize.width, height: xTitleSize.height), font: nil, style: nil))
        }
        if let t = config.yAxisLabel, !sectorsOnly {
            let y = plot.minY - yTitleSize.height - (t.spacing ?? ChartStyle.titleSpacing)
            let x = titleX(t.alignment?.horizontal ?? .trailing, width: yTitleSize.width, plot: CGRect(x: 0, y: 0, width: size.width, height: 0))
            titles.append(
                ChartText(
                    role: .title, text: t.text,
                    frame: CGRect(x: x, y: max(0, min(y, top - yTitleSize.height)), width: yTitleSize.width, height: yTitleSize.height), font: nil, style: nil))
        }

        if let x = g.x { placeAxis(xItems, isX: true, scale: x, into: &g) }
        if let y = g.y { placeAxis(yItems, isX: false, scale: y, into: &g) }
        g.labels += titles
        placeMarks(into: &g)
        return g
    }

    func titleX(_ h: HorizontalAlignment, width: CGFloat, plot: CGRect) -> CGFloat {
        h == .leading ? plot.minX : h == .trailing ? plot.maxX - width : plot.midX - width / 2
    }

    /// How many visible lengths a scrolling continuous axis's domain holds (nil when it does not scroll).
    func scrolledFactor(_ scale: ChartScale, length: Double?) -> Int? {
        guard let length, case .continuous(let lo, let hi) = scale.domain, hi - lo > length else { return nil }
        return min(100, Int(((hi - lo) / length).rounded(.up)))
    }

    /// A scrolling chart shows `length` of its domain (a number of categories, or of units) from
    /// `initial` (or the domain's start): the scale reaches past the plot by these fractions of
    /// the plot on either side, and the plot clips the marks.
    func visibleShift(_ scale: ChartScale, length: Double?, initial: PlotValue?) -> (before: CGFloat, after: CGFloat)? {
        guard let length, length > 0 else { return nil }
        switch scale.domain {
        case .categories(let cs):
            let shown = min(Double(cs.count), length.rounded(.down))
            guard shown >= 1, shown < Double(cs.count) else { return nil }
            let index = initial.flatMap { cs.firstIndex(of: $0.description) } ?? 0
            let first = min(Double(index), Double(cs.count) - shown)
            return (CGFloat(first / shown), CGFloat((Double(cs.count) - first - shown) / shown))
        case .continuous(let lo, let hi):
            guard hi - lo > length else { return nil }
            let first = min(max(initial?.continuous ?? lo, lo), hi - length)
            return (CGFloat((first - lo) / length), CGFloat((hi - first - length) / length))
        }
    }

    func placeAxis(_ items: [AxisItem], isX: Bool, scale: ChartScale, into g: inout ChartGeometry) {
        let plot = g.plot
        var lastLabel: CGRect?
        for item in items {
            guard var p = scale.position(item.value) else { continue }
            if isX ? (p < plot.minX - 0.5 || p > plot.maxX + 0.5) : (p < plot.minY - 0.5 || p > plot.maxY + 0.5) { continue }
            let side = self.side(item.position, isX: isX, kind: scale.kind)
            for c in item.components {
                var at = p
                if c.centered == false, scale.kind == .categorical { at = p - scale.bandwidth / 2 }
                switch c.kind {
                case .gridLine:
                    let from = isX ? CGPoint(x: at, y: plot.minY) : CGPoint(x: plot.minX, y: at)
                    let to = isX ? CGPoint(x: at, y: plot.maxY) : CGPoint(x: plot.maxX, y: at)
                    g.lines.append(ChartRule(role: .grid, from: from, to: to, stroke: c.stroke, style: c.style))
                case .tick:
                    let l = c.length ?? ChartStyle.tickLength
                    let (from, to): (CGPoint, CGPoint)
                    switch side {
                    case .top: (from, to) = (CGPoint(x: at, y: plot.minY - l), CGPoint(x: at, y: plot.minY))
                    case .leading: (from, to) = (CGPoint(x: plot.minX - l, y: at), CGPoint(x: plot.minX, y: at))
                    case .trailing: (from, to) = (CGPoint(x: plot.maxX, y: at), CGPoint(x: plot.maxX + l, y: at))
                    default: (from, to) = (CGPoint(x: at, y: plot.maxY), CGPoint(x: at, y: plot.maxY + l))
                    }
                    g.lines.append(ChartRule(role: .tick, from: from, to: to, stroke: c.stroke, style: c.style))
                case .label:
                    guard let text = item.label else { continue }
                    let s = item.labelSize
                    var r: CGRect
                    if isX {
                        let y = side == .top ? plot.minY - ChartStyle.labelGap - s.height : plot.maxY + ChartStyle.labelGap
                        var x = scale.kind == .temporal ? p + ChartStyle.dateLabelInset : p - s.width / 2
                        // `centered: true` on a date axis: the label in the middle of its unit.
                        if c.centered == true, scale.kind == .temporal, let unit = item.unit, case .date(let d) = item.value,
                            let next = format.calendar.date(byAdding: unit, value: item.unitCount, to: d),
                            let q = scale.position(next.timeIntervalSinceReferenceDate)
                        {
                            // A unit that starts at the plot's end has no middle on it.
                            if (p + q) / 2 > plot.maxX { continue }
                            x = (p + q) / 2 - s.width / 2
                        } else if scale.kind == .temporal, x + s.width > g.size.width + 0.5 {
                            // A date label starts at its line: one that would run off the chart is left out.
                            continue
                        }
                        x = min(max(x, 0), max(0, g.size.width - s.width))
                        r = CGRect(x: x, y: y, width: s.width, height: s.height)
                        // Labels that would overlap the previous one are left out, as Charts does.
                        if let last = lastLabel, r.minX < last.maxX + 2 { continue }
                        lastLabel = r
                    } else {
                        let x = side == .leading ? plot.minX - ChartStyle.labelGap - s.width : plot.maxX + ChartStyle.labelGap
                        p = min(max(p, s.height / 2), g.size.height - s.height / 2)
                        r = CGRect(x: x, y: p - s.height / 2, width: s.width, height: s.height)
                        if let last = lastLabel, abs(r.midY - last.midY) < s.height { continue }
                        lastLabel = r
                    }
                    g.labels.append(
                        ChartText(role: isX ? .xValue : .yValue, text: text, frame: r, font: item.labelFont, style: item.labelStyle))
                }
            }
        }
    }
}
