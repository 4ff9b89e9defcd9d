import Foundation
import SwiftSyntax
import Easel

/// Methods of chart values for scripts: the mark modifiers (`.foregroundStyle(by:)`,
/// `.interpolationMethod(_:)`, `.annotation { }` …) on chart content, the axis marks' style,
/// `AxisValue.as(_:)` and `ChartProxy`'s conversions. Each calls Easel's method of the same name.
enum ChartMarkModifiers {
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        switch base {
        case .native(let c as any ChartContent):
            func open<C: ChartContent>(_ c: C) throws -> Value? { try markModifier(c, name, args, ev, node: node) }
            return try open(c)
        case .native(let m as any AxisMark):
            var r = ArgReader(args, name, ev, node: node)
            let out: AxisMarkList
            switch name {
            case "foregroundStyle":
                guard let a = r.positional() else { throw r.missing("style") }
                func open<S: ShapeStyle>(_ s: S) -> AxisMarkList { m.foregroundStyle(s) }
                out = open(try DrawingModifiers.shapeStyle(a, ev))
            case "font":
                guard let a = r.positional() else { throw r.missing("font") }
                out = m.font(try Conversions.native(a.value, Font.self, "Font", ev, node: a.node))
            default: return nil
            }
            try r.finish()
            return .native(out)
        case .native(let v as AxisValue) where name == "as":
            guard let t = args.items.first, case .type(let ref) = t.value else { throw EvalError("as(_:) needs a type such as Double.self", node) }
            switch ref.name {
            case "Double", "CGFloat", "Float": return v.as(Double.self).map { .double($0) } ?? .null
            case "Int": return v.as(Int.self).map { .int($0) } ?? .null
            case "String": return v.as(String.self).map { .string($0) } ?? .null
            case "Date": return v.as(Date.self).map { .native($0) } ?? .null
            default: throw EvalError("AxisValue.as(_:) reads Double, Int, String or Date, not \(ref.name)", t.node)
            }
        case .native(let p as ChartProxy):
            var r = ArgReader(args, name, ev, node: node)
            let result: Value
            switch name {
            case "position":
                if let a = r.named("forX") {
                    result = try position(p, a, ev, isX: true)
                } else if let a = r.named("forY") {
                    result = try position(p, a, ev, isX: false)
                } else {
                    throw r.missing("'forX:' or 'forY:'")
                }
            case "value":
                let isX = r.has("atX")
                guard let a = r.named(isX ? "atX" : "atY") else { throw r.missing("'atX:' or 'atY:'") }
                let at = try Conversions.cgfloat(a.value, node: a.node)
                guard let t = r.named("as"), case .type(let ref) = t.value else { throw r.missing("'as:' (a type)") }
                switch ref.name {
                case "Double", "CGFloat", "Float":
                    result = (isX ? p.value(atX: at, as: Double.self) : p.value(atY: at, as: Double.self)).map { .double($0) } ?? .null
                case "Int": result = (isX ? p.value(atX: at, as: Int.self) : p.value(atY: at, as: Int.self)).map { .int($0) } ?? .null
                case "String": result = (isX ? p.value(atX: at, as: String.self) : p.value(atY: at, as: String.self)).map { .string($0) } ?? .null
                case "Date": result = (isX ? p.value(atX: at, as: Date.self) : p.value(atY: at, as: Date.self)).map { .native($0) } ?? .null
                default: throw EvalError("ChartProxy reads Double, Int, String or Date values, not \(ref.name)", t.node)
                }
            default: return nil
            }
            try r.finish()
            return result
        default: return nil
        }
    }

    /// `proxy.plotSize`, `proxy.plotFrame`, `value.index`.
    static func member(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .native(let p as ChartProxy):
            if name == "plotSize" || name == "plotAreaSize" { return .native(p.plotSize) }
            if name == "plotFrame" || name == "plotAreaFrame" { return .native(p.plotAreaFrame) }
        case .native(let c as AnnotationContext):
            if name == "targetSize" { return .native(c.targetSize) }
        case .native(let v as AxisValue):
            if name == "index" { return .int(v.index) }
            if name == "count" { return .int(v.count) }
        default: break
        }
        return nil
    }

    static func position(_ p: ChartProxy, _ a: Arg, _ ev: Evaluator, isX: Bool) throws -> Value {
        let v: CGFloat?
        switch try ChartViews.plotValue(a, ev) {
        case .category(let s): v = isX ? p.position(forX: s) : p.position(forY: s)
        case .number(let x): v = isX ? p.position(forX: x) : p.position(forY: x)
        case .date(let d): v = isX ? p.position(forX: d) : p.position(forY: d)
        }
        return v.map { .double(Double($0)) } ?? .null
    }

    /// A mark modifier on chart content; nil for a name that is none.
    static func markModifier<C: ChartContent>(_ c: C, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        var r = ArgReader(args, name, ev, node: node)
        let out: any ChartContent
        switch name {
        case "foregroundStyle":
            if let a = r.named("by") {
                out = c.foregroundStyle(by: try slotValue(a, ev))
            } else {
                guard let a = r.positional() else { throw r.missing("style") }
                func open<S: ShapeStyle>(_ s: S) -> any ChartContent { c.foregroundStyle(s) }
                out = open(try DrawingModifiers.shapeStyle(a, ev))
            }
        case "symbol":
            if let a = r.named("by") {
                out = c.symbol(by: try slotValue(a, ev))
            } else {
                guard let a = r.positional() else { throw r.missing("symbol") }
                out = c.symbol(try symbolShape(a))
            }
        case "symbolSize":
            guard let a = r.positional() else { throw r.missing("size") }
            out = c.symbolSize(try Conversions.cgfloat(a.value, node: a.node))
        case "interpolationMethod":
            guard let a = r.positional() else { throw r.missing("method") }
            out = c.interpolationMethod(try interpolation(a))
        case "lineStyle":
            guard let a = r.positional() else { throw r.missing("style") }
            out = c.lineStyle(try Conversions.native(a.value, StrokeStyle.self, "StrokeStyle", ev, node: a.node))
        case "cornerRadius":
            guard let a = r.positional() else { throw r.missing("radius") }
            _ = r.named("style")
            out = c.cornerRadius(try Conversions.cgfloat(a.value, node: a.node))
        case "opacity":
            guard let a = r.positional() else { throw r.missing("opacity") }
            out = c.opacity(Double(try Conversions.cgfloat(a.value, node: a.node)))
        case "position":
            guard let a = r.named("by") else { throw r.missing("'by:'") }
            _ = r.named("axis")
            _ = r.named("span")
            out = c.position(by: try slotValue(a, ev))
        case "annotation":
            let position = try r.named("position").map { try ChartModifiers.annotationPosition($0) } ?? .automatic
            let alignment = try r.named("alignment").map { try Conversions.native($0.value, Alignment.self, "Alignment", ev, node: $0.node) } ?? .center
            let spacing = try r.cgfloat("spacing")
            _ = r.named("overflowResolution")
            // `{ context in … }`: made for each mark with its AnnotationContext (`context.targetSize`).
            guard let (closure, n) = r.closure("content") else { throw r.missing("'content:' (a closure)") }
            if !closure.params.isEmpty {
                out = c.annotation(position: position, alignment: alignment, spacing: spacing) { context in
                    ev.deferredView(closure, .native(context), node: n)
                }
            } else {
                let content = try ev.view(try ev.call(closure, Args(), node: n), node: n)
                out = c.annotation(position: position, alignment: alignment, spacing: spacing) { content }
            }
        case "accessibilityLabel", "accessibilityValue", "accessibilityHidden", "accessibilityIdentifier":
            r.skipRemaining()
            out = c
        default: return nil
        }
        try r.finish()
        return .native(out)
    }

    /// `.value("Series", s)` given to a modifier: a plottable value of the matching Swift type.
    static func slotValue(_ a: Arg, _ ev: Evaluator) throws -> PlottableValue<String> {
        let s = try ChartViews.slot(a, ev)
        return .value(s.label, s.value.description)
    }

    static func symbolShape(_ a: Arg) throws -> BasicChartSymbolShape {
        let table: [String: BasicChartSymbolShape] = [
            "circle": .circle, "square": .square, "triangle": .triangle, "diamond": .diamond, "pentagon": .pentagon,
            "plus": .plus, "cross": .cross, "asterisk": .asterisk,
        ]
        guard case .implicitMember(let n, nil) = a.value, let s = table[n] else { throw EvalError("expected a chart symbol such as .circle", a.node) }
        return s
    }

    static func interpolation(_ a: Arg) throws -> InterpolationMethod {
        let table: [String: InterpolationMethod] = [
            "linear": .linear, "catmullRom": .catmullRom, "cardinal": .cardinal, "monotone": .monotone,
            "stepStart": .stepStart, "stepCenter": .stepCenter, "stepEnd": .stepEnd,
        ]
        switch a.value {
        case .implicitMember(let n, _) where table[n] != nil: return table[n]!
        default: throw EvalError("expected an interpolation method such as .catmullRom", a.node)
        }
    }
}
