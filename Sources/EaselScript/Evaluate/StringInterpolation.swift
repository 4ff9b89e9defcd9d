import Foundation
import SwiftSyntax
import Easel

extension Evaluator {
    /// An implicit member the evaluator could not give a type (`.init(…)`, `.now.adding(…)` where
    /// the type came from a declaration it did not follow) is an error in text, never its internal
    /// description.
    static func checkTyped(_ v: Value, node: Syntax) throws {
        switch v {
        case .implicitMember(let name, _):
            throw EvalError("'.\(name)' is a member of a type Easel could not tell here; write the type (Type.\(name))", node)
        case .native(let chain as ImplicitChain):
            throw EvalError("'.\(chain.root)…' is a member of a type Easel could not tell here; write the type (Type.\(chain.root))", node)
        default: return
        }
    }

    /// One `\(…)` of a string literal: the value's description, or with `specifier:` (SwiftUI's
    /// LocalizedStringKey interpolation, `\(rating, specifier: "%.1f")`) the printf-style format.
    /// `value`: the first expression's value when it was evaluated already (see `Arg.interpolations`).
    func interpolation(_ x: ExpressionSegmentSyntax, _ scope: Scope, value: Value? = nil) throws -> String {
        let parts = Array(x.expressions)
        guard let first = parts.first else { return "" }
        let v = try value ?? eval(first.expression, scope)
        try Self.checkTyped(v, node: Syntax(first.expression))
        if parts.count == 1, first.label == nil { return try describing(v, node: Syntax(first.expression)) }
        if first.label == nil, parts.dropFirst().allSatisfy({ ["privacy", "align"].contains($0.label?.text) || Self.isOSLogFormat($0) }) {
            // An OSLog message's `\(error, privacy: .public)`, `\(ratio, format: .fixed(precision: 2))`:
            // the value (the log is not shown).
            return try describing(v, node: Syntax(first.expression))
        }
        if parts.count == 2, first.label == nil, parts[1].label?.text == "format" {
            return try FormatStyleValue.text(v, try eval(parts[1].expression, scope), self, node: Syntax(parts[1].expression))
        }
        if parts.count == 2, first.label == nil, parts[1].label?.text == "style" {
            // `Text("Due \(date, style: .date)")`, read as a string before it is known to be a key.
            let date = try Conversions.native(v, Date.self, "Date", self, node: Syntax(first.expression))
            let style = try Conversions.native(
                try eval(parts[1].expression, scope), Text.DateStyle.self, "Text.DateStyle", self, node: Syntax(parts[1].expression))
            return Text.DateStyle.text(date, style, now: RenderClock.now, locale: deviceLocale)
        }
        if parts.count == 2, first.label == nil, parts[1].label?.text == "formatter" {
            return try FoundationValues.formatted(v, with: try eval(parts[1].expression, scope), node: Syntax(parts[1].expression))
        }
        guard parts.count == 2, first.label == nil, parts[1].label?.text == "specifier" else {
            let labels = parts.dropFirst().map { ($0.label?.text ?? "_") + ":" }.joined()
            throw EvalError("unsupported string interpolation '\\(_, \(labels))'; use specifier:, format: or formatter:", x)
        }
        let format = try Conversions.string(try eval(parts[1].expression, scope), node: Syntax(parts[1].expression))
        return try formatted(v, format, node: Syntax(parts[1].expression))
    }

    /// An interpolation in a `LocalizedStringKey`, appended to `parts`: its format specifier in the
    /// key (`%lld` for an integer, `%lf` for a floating-point number, the given `specifier:`, else
    /// `%@`), its number (which chooses plural variants) and how it is shown — numbers and
    /// `format:` styles in the environment's locale when the text is resolved, as SwiftUI shows them.
    /// `value`: the first expression's value when it was evaluated already (see `Arg.interpolations`).
    func appendLocalizedArgument(
        _ x: ExpressionSegmentSyntax, _ scope: Scope, value: Value? = nil, to parts: inout LocalizedStringKey.StringInterpolation
    ) throws {
        let list = x.expressions
        func number(_ v: Value) -> Double? {
            switch v {
            case .int(let i): return Double(i)
            case .double(let d): return d
            case .native(let c as CGFloat): return Double(c)
            default: return nil
            }
        }
        /// A number through a printf-style specifier, in the environment's locale: for a
        /// specifier of one integer or floating conversion, the number as that conversion reads it.
        /// `kind`: what the specifier's one conversion reads, when the caller knows it (`%lld`
        /// reads an integer, `%lf` a floating-point number); otherwise it is read from the specifier.
        func formatted(_ v: Value, _ specifier: String, kind known: StringFormat.Kind? = nil) -> FormattedValue? {
            let kind: StringFormat.Kind?
            if let known {
                kind = known
            } else if let kinds = (try? StringFormat.conversions(specifier, node: nil))?.1, kinds.count == 1 {
                kind = kinds[0]
            } else {
                kind = nil
            }
            switch kind {
            case .integer?:
                if case .int(let i) = v { return FormattedValue(Int64(i), specifier: specifier) }
                guard let d = number(v), d.isFinite, abs(d) < 9e18 else { return nil }
                return FormattedValue(Int64(d), specifier: specifier)
            case .floating?: return number(v).map { FormattedValue($0, specifier: specifier) }
            default: return nil
            }
        }
        // `\(n)`, the common case, read from the syntax collection in place (an array of its
        // elements cost an allocation and about 1,400 instructions an interpolation).
        if list.count == 1, let first = list.first, first.label == nil {
            let v = try value ?? eval(first.expression, scope)
            try Self.checkTyped(v, node: Syntax(first.expression))
            // `"\(Image(systemName: "star.fill")) 4.5"`, `"\(Text("bold").bold()) text"`: in the line of text.
            if case .native(let image as Image) = v { return parts.appendInterpolation(image) }
            if case .native(let text as Text) = v { return parts.appendInterpolation(text) }
            // The specifier SwiftUI gives the value, and what its one conversion reads (reading
            // `%lld` again at every interpolation cost about 8,000 instructions).
            let specifier: String
            let kind: StringFormat.Kind
            switch v {
            case .int: (specifier, kind) = ("%lld", .integer)
            case .double, .native(_ as CGFloat): (specifier, kind) = ("%lf", .floating)
            default: return parts.appendArgument(try describing(v, node: Syntax(first.expression)), specifier: "%@", number: nil)
            }
            guard let shown = formatted(v, specifier, kind: kind) else {
                return parts.appendArgument(try describing(v, node: Syntax(first.expression)), specifier: "%@", number: nil)
            }
            return parts.appendArgument(shown, specifier: specifier, number: number(v))
        }
        let exprs = Array(list)
        if exprs.count == 2, exprs[0].label == nil, let label = exprs[1].label?.text {
            let v = try value ?? eval(exprs[0].expression, scope)
            let node = Syntax(exprs[1].expression)
            switch label {
            case "specifier":
                let format = try Conversions.string(try eval(exprs[1].expression, scope), node: node)
                let shown = try self.formatted(v, format, node: node)
                if let f = formatted(v, format) { return parts.appendArgument(f, specifier: format, number: number(v)) }
                return parts.appendArgument(shown, specifier: format, number: nil)
            case "format":
                let f = try FormatStyleValue.formatted(v, try eval(exprs[1].expression, scope), self, node: node)
                return parts.appendArgument(f, specifier: "%@", number: number(v))
            case "style":
                let date = try Conversions.native(v, Date.self, "Date", self, node: Syntax(exprs[0].expression))
                let style = try Conversions.native(try eval(exprs[1].expression, scope), Text.DateStyle.self, "Text.DateStyle", self, node: node)
                return parts.appendArgument(Text.DateStyle.formatted(date, style, now: RenderClock.now), specifier: "%@", number: nil)
            default: break
            }
        }
        parts.appendArgument(try interpolation(x, scope, value: value), specifier: "%@", number: nil)
    }

    /// OSLog's `format:` of a logged number (`.fixed(precision: 2)`, `.hex`), which no
    /// `FormatStyle` is named like.
    static func isOSLogFormat(_ e: LabeledExprSyntax) -> Bool {
        guard e.label?.text == "format" else { return false }
        let called = e.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? e.expression
        guard let m = called.as(MemberAccessExprSyntax.self), m.base == nil else { return false }
        return ["fixed", "hex", "octal", "decimal", "exponential", "hybrid"].contains(m.declName.baseName.text)
    }

    /// `String(format:)` of one number, as Foundation formats a CVarArg.
    /// (Through `StringFormat`, which passes each conversion what it reads.)
    func formatted(_ v: Value, _ format: String, node: Syntax) throws -> String {
        try StringFormat.format(format, [v], locale: nil, self, node: node)
    }
}
