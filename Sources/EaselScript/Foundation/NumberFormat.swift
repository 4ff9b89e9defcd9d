import Foundation
import SwiftSyntax

/// Foundation's number format styles as view files write them — `.number`, `.percent`,
/// `.currency(code:)`, with `.precision(.fractionLength(…))`, `.grouping(.never)` and
/// `.notation(.compactName)` — formatted with Foundation in a given locale (never the machine's:
/// pictures must not depend on it).
struct NumberFormat: Hashable {
    enum Kind: Hashable { case number, percent, currency(String) }
    var kind: Kind
    var fractionLength: ClosedRange<Int>?
    var significantDigits: ClosedRange<Int>?
    var groupingNever = false
    var compact = false

    /// `x` in this style. An integer's percent is the integer itself (`10` is "10%", as
    /// `IntegerFormatStyle.Percent` writes it); a floating-point value's is a fraction (`0.1` is "10%").
    func format(_ x: Double, isInteger: Bool = false, locale: Locale) -> String {
        if case .percent = kind, isInteger, let i = Int(exactly: x) {
            var s = IntegerFormatStyle<Int>.Percent(locale: locale)
            if let f = fractionLength { s = s.precision(.fractionLength(f)) }
            if let d = significantDigits { s = s.precision(.significantDigits(d)) }
            if groupingNever { s = s.grouping(.never) }
            return i.formatted(s)
        }
        switch kind {
        case .number:
            var s = FloatingPointFormatStyle<Double>(locale: locale)
            if let f = fractionLength { s = s.precision(.fractionLength(f)) }
            if let d = significantDigits { s = s.precision(.significantDigits(d)) }
            if groupingNever { s = s.grouping(.never) }
            if compact { s = s.notation(.compactName) }
            return x.formatted(s)
        case .percent:
            var s = FloatingPointFormatStyle<Double>.Percent(locale: locale)
            if let f = fractionLength { s = s.precision(.fractionLength(f)) }
            if let d = significantDigits { s = s.precision(.significantDigits(d)) }
            if groupingNever { s = s.grouping(.never) }
            return x.formatted(s)
        case .currency(let code):
            var s = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
            if let f = fractionLength { s = s.precision(.fractionLength(f)) }
            if let d = significantDigits { s = s.precision(.significantDigits(d)) }
            if groupingNever { s = s.grouping(.never) }
            return x.formatted(s)
        }
    }

    /// The style an implicit member starts (`.number`, `.percent`, `.currency(code: "EUR")`), or nil.
    static func start(_ name: String, _ args: Args?, _ ev: Evaluator, node: Syntax?) throws -> NumberFormat? {
        switch (name, args) {
        case ("number", nil): return NumberFormat(kind: .number)
        case ("percent", nil): return NumberFormat(kind: .percent)
        case ("currency", let args?):
            var r = ArgReader(args, "currency", ev, node: node, known: ["code"])
            guard let c = r.named("code") else { throw r.missing("'code:'") }
            let code = try Conversions.string(c.value, node: c.node)
            try r.finish()
            return NumberFormat(kind: .currency(code))
        default: return nil
        }
    }

    /// `.precision(…)`, `.grouping(…)`, `.notation(…)` on a style; nil for another method.
    func applying(_ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> NumberFormat? {
        var out = self
        var r = ArgReader(args, name, ev, node: node)
        guard let a = r.positional() else { return nil }
        switch (name, a.value) {
        case ("precision", .implicitMember("fractionLength", let inner?)):
            out.fractionLength = try Self.range(inner, ev, node: a.node)
        case ("precision", .implicitMember("significantDigits", let inner?)):
            out.significantDigits = try Self.range(inner, ev, node: a.node)
        case ("grouping", .implicitMember(let g, nil)):
            out.groupingNever = g == "never"
        case ("notation", .implicitMember(let n, nil)):
            out.compact = n == "compactName"
        default:
            return nil
        }
        try r.finish()
        return out
    }

    /// `2` or `0...2`.
    private static func range(_ args: Args, _ ev: Evaluator, node: Syntax?) throws -> ClosedRange<Int> {
        guard let v = args.items.first?.value else { throw EvalError("a number of digits is needed", node) }
        if case .int(let n) = v { return max(0, min(n, 20))...max(0, min(n, 20)) }
        if case .range(let l, let u, _) = v, u > l { return max(0, min(l, 20))...max(0, min(u - 1, 20)) }
        throw EvalError("expected a number of digits or a range such as 0...2, got \(v.debugText)", node)
    }
}
