import Foundation
import SwiftSyntax

extension Evaluator {
    /// One `\(…)` of a string literal: the value's description, or with `specifier:` (SwiftUI's
    /// LocalizedStringKey interpolation, `\(rating, specifier: "%.1f")`) the printf-style format.
    func interpolation(_ x: ExpressionSegmentSyntax, _ scope: Scope) throws -> String {
        let parts = Array(x.expressions)
        guard let first = parts.first else { return "" }
        let v = try eval(first.expression, scope)
        if parts.count == 1, first.label == nil { return v.description }
        if parts.count == 2, first.label == nil, parts[1].label?.text == "format" {
            return try NumberFormat.text(v, try eval(parts[1].expression, scope), self, node: Syntax(parts[1].expression))
        }
        if parts.count == 2, first.label == nil, parts[1].label?.text == "formatter" {
            return try FoundationValues.formatted(v, with: try eval(parts[1].expression, scope), node: Syntax(parts[1].expression))
        }
        guard parts.count == 2, first.label == nil, parts[1].label?.text == "specifier" else {
            let labels = parts.dropFirst().map { ($0.label?.text ?? "_") + ":" }.joined()
            throw EvalError("unsupported string interpolation '\\(_, \(labels))'; use specifier:, format: or formatter:", x)
        }
        let format = try Conversions.string(try eval(parts[1].expression, scope), node: Syntax(parts[1].expression))
        return try Self.formatted(v, format, node: Syntax(parts[1].expression))
    }

    /// An interpolation in a `LocalizedStringKey`: how it is shown, its format specifier in the key
    /// (`%lld` for an integer, `%lf` for a floating-point number, the given `specifier:`, else `%@`)
    /// and its number, which chooses plural variants.
    func localizedArgument(_ x: ExpressionSegmentSyntax, _ scope: Scope) throws -> (shown: String, specifier: String, number: Double?) {
        let parts = Array(x.expressions)
        func number(_ v: Value) -> Double? {
            switch v {
            case .int(let i): return Double(i)
            case .double(let d): return d
            case .native(let c as CGFloat): return Double(c)
            default: return nil
            }
        }
        if parts.count == 1, let first = parts.first, first.label == nil {
            let v = try eval(first.expression, scope)
            switch v {
            case .int: return (v.description, "%lld", number(v))
            case .double, .native(_ as CGFloat): return (v.description, "%lf", number(v))
            default: return (v.description, "%@", nil)
            }
        }
        if parts.count == 2, parts[0].label == nil, parts[1].label?.text == "specifier" {
            let v = try eval(parts[0].expression, scope)
            let format = try Conversions.string(try eval(parts[1].expression, scope), node: Syntax(parts[1].expression))
            return (try Self.formatted(v, format, node: Syntax(parts[1].expression)), format, number(v))
        }
        return (try interpolation(x, scope), "%@", nil)
    }

    /// `String(format:)` of one number, as Foundation formats a CVarArg.
    static func formatted(_ v: Value, _ format: String, node: Syntax) throws -> String {
        switch v {
        case .int(let i): return String(format: format, i)
        case .double(let d): return String(format: format, d)
        case .native(let c as CGFloat): return String(format: format, Double(c))
        case .binding(let b): return try formatted(b.get(), format, node: node)
        case .string(let s): return String(format: format.replacingOccurrences(of: "%s", with: "%@"), NSString(string: s))
        default: throw EvalError("specifier: formats a number, got \(v.typeName)", node)
        }
    }
}
