import Foundation
import SwiftSyntax
import Easel

/// A format style value of a script (`.number.precision(.fractionLength(2))`, `.currency(code:)`,
/// `.dateTime.day().month()`): a number style or a date style, formatted in a locale given when
/// the value is shown — the environment's for `Text(_:format:)` and `Text("\(x, format: …)")`,
/// the device's (`Script.locale`) for `x.formatted(…)` and string interpolation, as on iOS.
enum FormatStyleValue: Hashable {
    case number(NumberFormat)
    case date(DateFormat)

    /// The style a value holds (an implicit member or a chain of them), or nil.
    static func style(_ v: Value, _ ev: Evaluator, node: Syntax?) throws -> FormatStyleValue? {
        switch v {
        case .native(let f as FormatStyleValue): return f
        case .native(let c as ImplicitChain):
            guard var f = try style(.implicitMember(c.root, c.rootArgs), ev, node: node) else { return nil }
            for step in c.steps {
                guard let args = step.args, let g = try f.applying(step.name, args, ev, node: step.node) else {
                    throw EvalError("unsupported format style member '.\(step.name)'", step.node)
                }
                f = g
            }
            return f
        case .implicitMember(let name, let args):
            if let n = try NumberFormat.start(name, args, ev, node: node) { return .number(n) }
            if let d = try DateFormat.start(name, args, ev, node: node) { return .date(d) }
            return nil
        default: return nil
        }
    }

    /// The number style types by name, and their currency and percent styles
    /// (`FloatingPointFormatStyle<Double>.Currency(code: "EUR")`).
    static let typeNames: Set<String> = [
        "FloatingPointFormatStyle", "IntegerFormatStyle", "Decimal.FormatStyle",
        "FloatingPointFormatStyle.Currency", "IntegerFormatStyle.Currency", "Decimal.FormatStyle.Currency",
        "FloatingPointFormatStyle.Percent", "IntegerFormatStyle.Percent", "Decimal.FormatStyle.Percent",
    ]

    /// `FloatingPointFormatStyle<Double>()`, `IntegerFormatStyle<Int>.Currency(code: "USD")`,
    /// `.Percent()` (a locale argument is the formatting's own: the style is shown in the
    /// environment's or the device's); nil for another type.
    static func construct(_ type: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard typeNames.contains(type) else { return nil }
        var r = ArgReader(args, type, ev, node: node, known: ["code", "locale"])
        _ = r.named("locale")
        let kind: String
        if type.hasSuffix(".Currency") {
            guard let c = r.named("code") else { throw r.missing("'code:'") }
            try r.finish()
            return .native(FormatStyleValue.number(NumberFormat(kind: .currency(try Conversions.string(c.value, node: c.node)))))
        }
        kind = type.hasSuffix(".Percent") ? "percent" : "number"
        try r.finish()
        return .native(FormatStyleValue.number(NumberFormat(kind: kind == "percent" ? .percent : .number)))
    }

    /// The style with a modifier applied (`.precision(.fractionLength(0))`), or nil for another name.
    func applying(_ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> FormatStyleValue? {
        switch self {
        case .number(let n): return try n.applying(name, args, ev, node: node).map { .number($0) }
        case .date(let d): return try d.applying(name, args, ev, node: node).map { .date($0) }
        }
    }

    /// `v` in this style and `locale`; an error when the style cannot show such a value.
    func text(_ v: Value, locale: Locale, node: Syntax?) throws -> String {
        switch self {
        case .number(let n):
            guard let x = Conversions.double(v) else { throw EvalError("a number format needs a number, got \(v.typeName)", node) }
            if case .int = v { return n.format(x, isInteger: true, locale: locale) }
            return n.format(x, locale: locale)
        case .date(let d):
            guard case .native(let date as Date) = v else { throw EvalError("a date format needs a Date, got \(v.typeName)", node) }
            return d.format(date, locale: locale)
        }
    }

    /// The style of a `format:` argument, or an error naming what Easel formats.
    static func required(_ style: Value, _ ev: Evaluator, node: Syntax?) throws -> FormatStyleValue {
        guard let f = try FormatStyleValue.style(style, ev, node: node) else {
            throw EvalError(
                "unsupported format style \(style.debugText) (Easel formats .number, .percent, .currency(code:), .dateTime, .iso8601 and .relative(presentation:))",
                node)
        }
        return f
    }

    /// The text of a value in a style, in the device's locale (`x.formatted(.number)`, `"\(x, format: .percent)"`).
    static func text(_ v: Value, _ style: Value, _ ev: Evaluator, node: Syntax?) throws -> String {
        try required(style, ev, node: node).text(v, locale: ev.deviceLocale, node: node)
    }

    /// A value in a style as it reads in the environment it is shown in (`Text(price, format: .currency(code: "EUR"))`);
    /// checked now, so that a wrong value is an error where it is written.
    static func formatted(_ v: Value, _ style: Value, _ ev: Evaluator, node: Syntax?) throws -> FormattedValue {
        let f = try required(style, ev, node: node)
        _ = try f.text(v, locale: ev.deviceLocale, node: node)
        let identity: AnyHashable
        switch v {
        case .native(let d as Date): identity = [AnyHashable(f), AnyHashable(d)]
        default: identity = [AnyHashable(f), AnyHashable(Conversions.double(v) ?? 0)]
        }
        return FormattedValue(identity: identity) { env in (try? f.text(v, locale: env.locale, node: node)) ?? "" }
    }
}
