import Foundation
import SwiftSyntax
import Easel

/// The chart modifiers of Swift Charts for scripts, and the mark and axis-mark modifiers (methods
/// of chart content, which is not a view).
enum ChartModifiers {
    static let all: [ModifierDeclaration] = [
        ModifierDeclaration("chartXAxis", labels: ["content"]) { view, r, ev in
            if let (c, n) = r.closure("content") {
                let marks = AxisContentList(axisMarks: try axisContent(c, n, ev))
                return AnyView(view.chartXAxis { marks })
            }
            guard let a = r.positional() else { throw r.missing("visibility or content") }
            return AnyView(view.chartXAxis(try Conversions.native(a.value, Visibility.self, "Visibility", ev, node: a.node)))
        },
        ModifierDeclaration("chartYAxis", labels: ["content"]) { view, r, ev in
            if let (c, n) = r.closure("content") {
                let marks = AxisContentList(axisMarks: try axisContent(c, n, ev))
                return AnyView(view.chartYAxis { marks })
            }
            guard let a = r.positional() else { throw r.missing("visibility or content") }
            return AnyView(view.chartYAxis(try Conversions.native(a.value, Visibility.self, "Visibility", ev, node: a.node)))
        },
        ModifierDeclaration("chartXScale", labels: ["domain"]) { view, r, ev in
            try scale(view, &r, ev, isX: true)
        },
        ModifierDeclaration("chartYScale", labels: ["domain"]) { view, r, ev in
            try scale(view, &r, ev, isX: false)
        },
        ModifierDeclaration("chartLegend", labels: ["position", "alignment", "spacing"]) { view, r, ev in
            if let a = r.positional() { return AnyView(view.chartLegend(try Conversions.native(a.value, Visibility.self, "Visibility", ev, node: a.node))) }
            let position = try r.named("position").map { try annotationPosition($0) } ?? .automatic
            let alignment = try r.named("alignment").map { try Conversions.native($0.value, Alignment.self, "Alignment", ev, node: $0.node) }
            return AnyView(view.chartLegend(position: position, alignment: alignment, spacing: try r.cgfloat("spacing")))
        },
        ModifierDeclaration("chartForegroundStyleScale", labels: ["domain", "range", "mapping"]) { view, r, ev in
            var keys: [PlotValue] = [], styles: [AnyShapeStyle] = []
            if let a = r.positional() {
                guard case .dictionary(let pairs) = a.value else { throw EvalError("expected [value: style] pairs", a.node) }
                for (k, v) in pairs {
                    keys.append(try ChartViews.plotValue(Arg(label: nil, value: k, node: a.node), ev))
                    styles.append(AnyShapeStyle(try DrawingModifiers.shapeStyle(Arg(label: nil, value: v, node: a.node), ev)))
                }
            } else {
                // `range:` alone: the series take its styles in their order.
                if !r.has("domain"), let g = r.named("range"), case .array(let ss) = g.value {
                    let range = try ss.map { AnyShapeStyle(try DrawingModifiers.shapeStyle(Arg(label: nil, value: $0, node: g.node), ev)) }
                    return AnyView(view.chartForegroundStyleScale(range: range))
                }
                guard let d = r.named("domain"), case .array(let ks) = d.value, let g = r.named("range"), case .array(let ss) = g.value else {
                    throw r.missing("'[value: style]', 'range:', or 'domain:' and 'range:' arrays")
                }
                keys = try ks.map { try ChartViews.plotValue(Arg(label: nil, value: $0, node: d.node), ev) }
                styles = try ss.map { AnyShapeStyle(try DrawingModifiers.shapeStyle(Arg(label: nil, value: $0, node: g.node), ev)) }
            }
            return AnyView(view.chartForegroundStyleScale(domain: keys.map(\.description), range: styles))
        },
        ModifierDeclaration("chartPlotStyle", labels: ["content"]) { view, r, ev in
            guard let (c, n) = r.closure("content") else { throw r.missing("'content:' (a closure)") }
            return AnyView(view.chartPlotStyle { plot in ev.deferredView(c, .native(plot), node: n) })
        },
        ModifierDeclaration("chartXAxisLabel", labels: ["position", "alignment", "spacing"]) { view, r, ev in
            let (text, position, alignment, spacing) = try axisTitle(&r, ev)
            return AnyView(view.chartXAxisLabel(text, position: position, alignment: alignment, spacing: spacing))
        },
        ModifierDeclaration("chartYAxisLabel", labels: ["position", "alignment", "spacing"]) { view, r, ev in
            let (text, position, alignment, spacing) = try axisTitle(&r, ev)
            return AnyView(view.chartYAxisLabel(text, position: position, alignment: alignment, spacing: spacing))
        },
        ModifierDeclaration("chartBackground", labels: ["alignment", "content"]) { view, r, ev in
            let alignment = try r.named("alignment").map { try Conversions.native($0.value, Alignment.self, "Alignment", ev, node: $0.node) } ?? .center
            guard let (c, n) = r.closure("content") else { throw r.missing("'content:' (a closure)") }
            return AnyView(view.chartBackground(alignment: alignment) { proxy in ev.deferredView(c, .native(proxy), node: n) })
        },
        ModifierDeclaration("chartOverlay", labels: ["alignment", "content"]) { view, r, ev in
            let alignment = try r.named("alignment").map { try Conversions.native($0.value, Alignment.self, "Alignment", ev, node: $0.node) } ?? .center
            guard let (c, n) = r.closure("content") else { throw r.missing("'content:' (a closure)") }
            return AnyView(view.chartOverlay(alignment: alignment) { proxy in ev.deferredView(c, .native(proxy), node: n) })
        },
        ModifierDeclaration("chartScrollableAxes") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("axes") }
            return AnyView(view.chartScrollableAxes(try Views.axes(a, ev)))
        },
        ModifierDeclaration("chartXVisibleDomain", labels: ["length"]) { view, r, ev in
            guard let a = r.named("length") else { throw r.missing("'length:'") }
            return AnyView(view.chartXVisibleDomain(length: try visibleLength(a, ev)))
        },
        ModifierDeclaration("chartYVisibleDomain", labels: ["length"]) { view, r, ev in
            guard let a = r.named("length") else { throw r.missing("'length:'") }
            return AnyView(view.chartYVisibleDomain(length: try visibleLength(a, ev)))
        },
        ModifierDeclaration("chartScrollPosition", labels: ["initialX", "initialY", "x", "y"]) { view, r, ev in
            // A binding's current value is where a still image's scrolling starts.
            var out = view
            for label in ["initialX", "x", "initialY", "y"] {
                guard let a = r.named(label) else { continue }
                let isX = label.hasSuffix("X") || label == "x"
                switch try plottable(a, ev) {
                case .category(let s): out = isX ? AnyView(out.chartScrollPosition(initialX: s)) : AnyView(out.chartScrollPosition(initialY: s))
                case .number(let x): out = isX ? AnyView(out.chartScrollPosition(initialX: x)) : AnyView(out.chartScrollPosition(initialY: x))
                case .date(let d): out = isX ? AnyView(out.chartScrollPosition(initialX: d)) : AnyView(out.chartScrollPosition(initialY: d))
                }
            }
            return out
        },
        ModifierDeclaration.noOp("chartXSelection"),
        ModifierDeclaration.noOp("chartYSelection"),
        ModifierDeclaration.noOp("chartAngleSelection"),
    ]

    static func axisContent(_ c: Closure, _ n: Syntax?, _ ev: Evaluator) throws -> [AxisMarks] {
        try ChartViews.axisContent(try ev.call(c, Args(), node: n), node: n)
    }

    static func scale(_ view: AnyView, _ r: inout ArgReader, _ ev: Evaluator, isX: Bool) throws -> AnyView {
        guard let a = r.named("domain") else { throw r.missing("'domain:'") }
        switch a.value {
        case .range(let l, let u, _):
            let d = Double(l)...Double(u - 1)
            return AnyView(isX ? AnyView(view.chartXScale(domain: d)) : AnyView(view.chartYScale(domain: d)))
        case .native(let rg as DoubleRange):
            guard rg.lower.isFinite, rg.upper.isFinite, rg.lower <= rg.upper else { throw EvalError("a scale's domain must be a finite range", a.node) }
            let d = rg.lower...rg.upper
            return isX ? AnyView(view.chartXScale(domain: d)) : AnyView(view.chartYScale(domain: d))
        case .native(let rg as ComparableRange):
            guard case .native(let lo as Date)? = rg.lower, case .native(let hi as Date)? = rg.upper, lo <= hi else {
                throw EvalError("a scale's domain must be a range of numbers or dates", a.node)
            }
            return isX ? AnyView(view.chartXScale(domain: lo...hi)) : AnyView(view.chartYScale(domain: lo...hi))
        case .array(let xs):
            let values = try xs.map { try ChartViews.plotValue(Arg(label: nil, value: $0, node: a.node), ev) }
            if values.allSatisfy({
                if case .category = $0 { return true }; return false
            }) {
                let names = values.map(\.description)
                return isX ? AnyView(view.chartXScale(domain: names)) : AnyView(view.chartYScale(domain: names))
            }
            let numbers = values.compactMap { v -> Double? in
                if case .number(let x) = v { return x }; return nil
            }
            return isX ? AnyView(view.chartXScale(domain: numbers)) : AnyView(view.chartYScale(domain: numbers))
        case .implicitMember("automatic", let args):
            var includesZero: Bool?, reversed: Bool?
            if let args {
                var rr = ArgReader(args, "automatic", ev, node: a.node, known: ["includesZero", "reversed"])
                includesZero = try rr.named("includesZero").map { try Conversions.bool($0.value, node: $0.node) }
                reversed = try rr.named("reversed").map { try Conversions.bool($0.value, node: $0.node) }
                try rr.finish()
            }
            let d = AutomaticScaleDomain.automatic(includesZero: includesZero, reversed: reversed)
            return isX ? AnyView(view.chartXScale(domain: d)) : AnyView(view.chartYScale(domain: d))
        default:
            throw EvalError("expected a scale domain (a range, an array or .automatic), got \(a.value.typeName)", a.node)
        }
    }

    static func annotationPosition(_ a: Arg) throws -> AnnotationPosition {
        let table: [String: AnnotationPosition] = [
            "automatic": .automatic, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing, "overlay": .overlay,
            "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
        ]
        guard case .implicitMember(let n, nil) = a.value, let p = table[n] else {
            throw EvalError("expected an annotation position such as .top or .overlay", a.node)
        }
        return p
    }

    static func axisTitle(_ r: inout ArgReader, _ ev: Evaluator) throws -> (String, AnnotationPosition, Alignment?, CGFloat?) {
        guard let t = r.positional() else { throw r.missing("label") }
        let position = try r.named("position").map { try annotationPosition($0) } ?? .automatic
        let alignment = try r.named("alignment").map { try Conversions.native($0.value, Alignment.self, "Alignment", ev, node: $0.node) }
        return (t.value.description, position, alignment, try r.cgfloat("spacing"))
    }

    /// A visible length: a number of categories or units (seconds along a date axis).
    static func visibleLength(_ a: Arg, _ ev: Evaluator) throws -> Double {
        guard let d = Conversions.double(a.value), d.isFinite, d > 0 else { throw EvalError("a visible length must be a positive number", a.node) }
        return d
    }

    /// A value to scroll to (a binding's current value).
    static func plottable(_ a: Arg, _ ev: Evaluator) throws -> PlotValue {
        var v = a
        if case .binding(let b) = a.value { v.value = b.get() }
        return try ChartViews.plotValue(v, ev)
    }
}
