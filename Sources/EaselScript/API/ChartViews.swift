import Foundation
import SwiftSyntax
import Easel

/// Swift Charts for scripts (`import Charts`): `Chart`, the marks and their `.value(…)`s, the mark
/// modifiers, axis content and the chart modifiers, each calling Easel's API of the same name.
enum ChartViews {
    static let all: [ViewDeclaration] = [
        ViewDeclaration("Chart", labels: ["id", "content"]) { r, ev in
            // `Chart(data, id:) { item in marks }` is `Chart { ForEach(data, id:) { item in marks } }`.
            if let data = r.positional() {
                let idArg = r.named("id")
                guard let (c, n) = r.closure("content") else { throw r.missing("'content:' (a closure)") }
                var marks: [ChartMark] = []
                var count = 0
                try ev.iterate(data.value, node: data.node ?? n ?? Syntax(TokenSyntax.identifier("Chart"))) { element in
                    count += 1
                    if count > 100_000 { throw EvalError("Chart over more than 100,000 elements", data.node) }
                    // The identity is not kept (marks have none), but a wrong `id:` key path is an error, as in Swift.
                    _ = try Views.identity(of: element, idArg, ev)
                    marks += try chartMarks(try ev.call(c, Args([Arg(label: nil, value: element)]), node: n), ev, node: n)
                    return true
                }
                return Chart { AnyChartContent(marks: marks) }
            }
            guard let (c, n) = r.closure("content") else { throw r.missing("'content:' (a closure)") }
            let marks = try chartMarks(try ev.call(c, Args(), node: n), ev, node: n)
            return Chart { AnyChartContent(marks: marks) }
        }
    ]

    // MARK: Chart content

    /// The marks of a builder's value: marks, `ForEach` of marks, lists of them, chart content of
    /// the script's own (its `body`), and nothing for `if` without `else`.
    static func chartMarks(_ v: Value, _ ev: Evaluator, node: Syntax?) throws -> [ChartMark] {
        switch v {
        case .native(let c as any ChartContent):
            func open<C: ChartContent>(_ c: C) -> [ChartMark] { AnyChartContent(erasing: c).marks }
            return open(c)
        case .native(let c as Children): return try c.items.flatMap { try chartMarks($0, ev, node: node) }
        case .array(let xs): return try xs.flatMap { try chartMarks($0, ev, node: node) }
        case .void, .null: return []
        // A ForEach over no elements cannot tell marks from views: it made an empty list.
        case .native(let l as IdentifiedViewList) where l.elements.isEmpty: return []
        case .instance(let i) where i.decl.conformances.contains("ChartContent"):
            guard let body = try ev.instanceMember(i, "body", node: node) else { throw EvalError("'\(i.decl.name)' has no 'body'", node) }
            return try chartMarks(body, ev, node: node)
        default:
            throw EvalError("expected chart content (a mark such as BarMark), got \(v.typeName)", node)
        }
    }

    /// Whether a builder's value is chart content (so `ForEach` makes marks, not views).
    static func isChartContent(_ v: Value, _ ev: Evaluator) -> Bool {
        switch v {
        case .native(let x):
            // Asked of every element a `ForEach` builds: the type's answer is looked up once per
            // evaluator (`NativeKinds`), as a protocol conformance check costs more than the rest
            // of a small row.
            let type = Swift.type(of: x)
            if type == Children.self { return (x as! Children).items.contains { isChartContent($0, ev) } }
            return ev.nativeKinds.isChartContent(type) { x is any ChartContent }
        case .instance(let i): return i.decl.conformances.contains("ChartContent")
        default: return false
        }
    }

    /// `.value("Label", x)` (and `.value("Day", date, unit: .day)`): the labelled value a mark takes.
    static func slot(_ a: Arg, _ ev: Evaluator) throws -> PlotSlot {
        if case .native(let s as PlotSlot) = a.value { return s }
        guard case .implicitMember("value", let args?) = a.value else {
            throw EvalError("expected a plottable value such as .value(\"Label\", x), got \(a.value.typeName)", a.node)
        }
        var r = ArgReader(args, "value", ev, node: a.node, known: ["unit", "calendar"])
        guard let label = r.positional() else { throw r.missing("label") }
        guard let value = r.positional() else { throw r.missing("value") }
        var unit: Calendar.Component?
        if let u = r.named("unit") {
            guard case .implicitMember(let n, nil) = u.value, let c = FoundationValues.components[n] else {
                throw EvalError("expected a calendar unit such as .day, got \(u.value.typeName)", u.node)
            }
            unit = c
        }
        _ = r.named("calendar")
        try r.finish()
        return PlotSlot(label: label.value.description, value: try plotValue(value, ev), unit: unit)
    }

    /// A plotted value: a string is a category, a number a quantity, a date a time, an enum its
    /// raw value. A number that is not finite is an error here (a compiled chart skips it).
    static func plotValue(_ a: Arg, _ ev: Evaluator) throws -> PlotValue {
        var v = a.value
        if case .binding(let b) = v { v = b.get() }
        switch v {
        case .string(let s): return .category(s)
        case .int(let i): return .number(Double(i))
        case .double(let d):
            guard !d.isNaN else { throw EvalError("not a number (NaN): a chart value must be a finite number", a.node) }
            guard d.isFinite else { throw EvalError("a chart value must be a finite number, got \(d)", a.node) }
            return .number(d)
        case .native(let d as Date): return .date(d)
        case .native(let d as Decimal): return .number(NSDecimalNumber(decimal: d).doubleValue)
        case .enumCase(let type, let name, _):
            if let d = ev.typeDecl(type), let raw = try? ev.rawValue(of: d, case: name) {
                return try plotValue(Arg(label: nil, value: raw, node: a.node), ev)
            }
            return .category(name)
        default:
            throw EvalError("a chart value must be a String, a number or a Date, got \(v.typeName)", a.node)
        }
    }

    /// A plotted value as the script's value of its type.
    static func scriptValue(_ v: PlotValue) -> Value {
        switch v {
        case .category(let s): return .string(s)
        case .number(let x): return .double(x)
        case .date(let d): return .native(d)
        }
    }

    static func dimension(_ a: Arg, _ ev: Evaluator) throws -> MarkDimension {
        switch a.value {
        case .int, .double: return .fixed(try Conversions.cgfloat(a.value, node: a.node))
        case .implicitMember("automatic", nil): return .automatic
        case .implicitMember(let n, let args?) where ["fixed", "ratio", "inset"].contains(n):
            guard let x = args.items.first else { throw EvalError("'.\(n)' needs a number", a.node) }
            let d = try Conversions.cgfloat(x.value, node: x.node ?? a.node)
            return n == "fixed" ? .fixed(d) : n == "ratio" ? .ratio(Double(d)) : .inset(d)
        default: throw EvalError("expected a mark dimension (.automatic, .fixed(_:), .ratio(_:), .inset(_:) or a number), got \(a.value.typeName)", a.node)
        }
    }

    static func stacking(_ a: Arg) throws -> MarkStackingMethod {
        let table: [String: MarkStackingMethod] = ["standard": .standard, "normalized": .normalized, "center": .center, "unstacked": .unstacked]
        guard case .implicitMember(let n, nil) = a.value, let s = table[n] else {
            throw EvalError("expected a stacking method (.standard, .normalized, .center, .unstacked)", a.node)
        }
        return s
    }

    /// Reads a mark's channels by label into a mark of `kind`.
    static func mark(_ kind: ChartMark.Kind, _ r: inout ArgReader, _ ev: Evaluator) throws -> ChartMark {
        var m = ChartMark(kind: kind)
        func slot(_ label: String) throws -> PlotSlot? { try r.named(label).map { try ChartViews.slot($0, ev) } }
        m.x = try slot("x")
        m.y = try slot("y")
        m.xStart = try slot("xStart")
        m.xEnd = try slot("xEnd")
        m.yStart = try slot("yStart")
        m.yEnd = try slot("yEnd")
        m.angle = try slot("angle")
        m.series = try slot("series")
        if let a = r.named("width") { m.width = try dimension(a, ev) }
        if let a = r.named("height") { m.height = try dimension(a, ev) }
        if let a = r.named("innerRadius") { m.innerRadius = try dimension(a, ev) }
        if let a = r.named("outerRadius") { m.outerRadius = try dimension(a, ev) }
        if let a = r.named("angularInset") { m.angularInset = max(0, try Conversions.cgfloat(a.value, node: a.node)) }
        if let a = r.named("stacking") { m.stacking = try stacking(a) }
        let hasX = m.x != nil || (m.xStart != nil && m.xEnd != nil), hasY = m.y != nil || (m.yStart != nil && m.yEnd != nil)
        switch kind {
        case .sector: if m.angle == nil { throw r.missing("'angle:'") }
        case .rule: if !hasX && !hasY { throw r.missing("'x:' or 'y:'") }
        // `RectangleMark(xStart:xEnd:)`: across the plot's whole height (and the other way round).
        case .rectangle where hasX != hasY && m.x == nil && m.y == nil:
            if hasX { m.fixedY = (nil, nil) } else { m.fixedX = (nil, nil) }
        default: if !hasX || !hasY { throw r.missing(hasX ? "'y:' (or 'yStart:' and 'yEnd:')" : "'x:' (or 'xStart:' and 'xEnd:')") }
        }
        return m
    }

    static let markLabels = ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "width", "height", "stacking", "series"]

    static let values: [ValueDeclaration] = [
        ValueDeclaration("BarMark", labels: markLabels) { r, ev in .native(BarMark(mark: try mark(.bar, &r, ev))) },
        ValueDeclaration("LineMark", labels: markLabels) { r, ev in .native(LineMark(mark: try mark(.line, &r, ev))) },
        ValueDeclaration("PointMark", labels: markLabels) { r, ev in .native(PointMark(mark: try mark(.point, &r, ev))) },
        ValueDeclaration("AreaMark", labels: markLabels) { r, ev in .native(AreaMark(mark: try mark(.area, &r, ev))) },
        ValueDeclaration("RuleMark", labels: markLabels) { r, ev in .native(RuleMark(mark: try mark(.rule, &r, ev))) },
        ValueDeclaration("RectangleMark", labels: markLabels) { r, ev in .native(RectangleMark(mark: try mark(.rectangle, &r, ev))) },
        ValueDeclaration("SectorMark", labels: ["angle", "innerRadius", "outerRadius", "angularInset"]) { r, ev in
            .native(SectorMark(mark: try mark(.sector, &r, ev)))
        },
        ValueDeclaration("AxisMarks", labels: ["preset", "position", "values", "stroke", "content"]) { r, ev in
            _ = r.named("preset")
            let stroke = try stroke(&r, ev)
            let position = try r.named("position").map { try axisPosition($0) } ?? .automatic
            let values = try r.named("values").map { try axisValues($0, ev) } ?? .automatic
            guard let (c, n) = r.closure("content") else { return .native(AxisMarks(position: position, values: values, components: nil, stroke: stroke)) }
            let components: (AxisValue) -> [AxisComponent] = { value in
                ev.deferred([]) { try axisComponents(try ev.call(c, Args([Arg(label: nil, value: .native(value))]), node: n), node: n) }
            }
            return .native(AxisMarks(position: position, values: values, components: components))
        },
        ValueDeclaration("AxisGridLine", labels: ["centered", "stroke"]) { r, ev in
            .native(AxisGridLine(centered: try r.named("centered").map { try Conversions.bool($0.value, node: $0.node) }, stroke: try stroke(&r, ev)))
        },
        ValueDeclaration("AxisTick", labels: ["centered", "length", "stroke"]) { r, ev in
            .native(
                AxisTick(
                    centered: try r.named("centered").map { try Conversions.bool($0.value, node: $0.node) }, length: try r.cgfloat("length"),
                    stroke: try stroke(&r, ev)))
        },
        ValueDeclaration("AxisValueLabel", labels: ["format", "centered", "anchor", "horizontalSpacing", "verticalSpacing"]) { r, ev in
            let centered = try r.named("centered").map { try Conversions.bool($0.value, node: $0.node) }
            if let f = r.named("format") {
                r.skipRemaining()
                return .native(
                    AxisValueLabel(centered: centered) { v in
                        ev.deferred(nil) { try FormatStyleValue.formatted(scriptValue(v), f.value, ev, node: f.node) }
                    })
            }
            if let t = r.positional() { return .native(AxisValueLabel(t.value.description, centered: centered)) }
            r.skipRemaining()
            return .native(AxisValueLabel(centered: centered))
        },
    ]

    static func stroke(_ r: inout ArgReader, _ ev: Evaluator) throws -> StrokeStyle? {
        try r.named("stroke").map { try Conversions.native($0.value, StrokeStyle.self, "StrokeStyle", ev, node: $0.node) }
    }

    static func axisPosition(_ a: Arg) throws -> AxisMarkPosition {
        let table: [String: AxisMarkPosition] = ["automatic": .automatic, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom]
        guard case .implicitMember(let n, nil) = a.value, let p = table[n] else {
            throw EvalError("expected an axis position (.automatic, .leading, .trailing, .top, .bottom)", a.node)
        }
        return p
    }

    static func axisValues(_ a: Arg, _ ev: Evaluator) throws -> AxisMarkValues {
        switch a.value {
        case .implicitMember("automatic", nil): return .automatic
        case .implicitMember("automatic", let args?):
            var r = ArgReader(args, "automatic", ev, node: a.node, known: ["desiredCount", "roundLowerBound", "roundUpperBound"])
            let n = try r.named("desiredCount").map { try Conversions.int($0.value, node: $0.node) }
            r.skipRemaining()
            return .automatic(desiredCount: n)
        case .implicitMember("stride", let args?):
            var r = ArgReader(args, "stride", ev, node: a.node, known: ["by", "count", "roundLowerBound", "roundUpperBound", "calendar"])
            guard let by = r.named("by") else { throw r.missing("'by:'") }
            let count = try r.named("count").map { try Conversions.int($0.value, node: $0.node) } ?? 1
            r.skipRemaining()
            if case .implicitMember(let n, nil) = by.value, let c = FoundationValues.components[n] { return .stride(by: c, count: count) }
            guard let step = Conversions.double(by.value), step.isFinite, step > 0 else {
                throw EvalError("a stride must be a positive number or a calendar unit", by.node)
            }
            return .stride(by: step)
        case .array(let xs):
            return AxisMarkValues.values(try xs.map { try plotValue(Arg(label: nil, value: $0, node: a.node), ev) })
        default:
            throw EvalError("expected axis values (.automatic, .stride(by:), or an array), got \(a.value.typeName)", a.node)
        }
    }

    static func axisComponents(_ v: Value, node: Syntax?) throws -> [AxisComponent] {
        switch v {
        case .native(let m as any AxisMark): return m.axisComponents
        case .native(let c as Children): return try c.items.flatMap { try axisComponents($0, node: node) }
        case .void, .null: return []
        default: throw EvalError("expected an axis mark (AxisGridLine, AxisTick, AxisValueLabel), got \(v.typeName)", node)
        }
    }

    static func axisContent(_ v: Value, node: Syntax?) throws -> [AxisMarks] {
        switch v {
        case .native(let m as AxisMarks): return [m]
        case .native(let c as Children): return try c.items.flatMap { try axisContent($0, node: node) }
        case .void, .null: return []
        default: throw EvalError("expected axis content (AxisMarks), got \(v.typeName)", node)
        }
    }
}
