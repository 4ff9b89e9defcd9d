import Foundation
import SwiftSyntax

/// One-sided ranges: `items[1...]`, `items[..<3]`, `text.prefix(…)`, `case 90...:`.
struct PartialRange {
    var lower: Double?
    var upper: Double?
    /// `...b` includes b; `..<b` does not.
    var closed: Bool

    func contains(_ d: Double) -> Bool {
        if let lower, d < lower { return false }
        if let upper { return closed ? d <= upper : d < upper }
        return true
    }

    /// The index range this range selects in a collection of `count` elements.
    func indices(count: Int, node: Syntax) throws -> Range<Int> {
        let l = lower.map { Int($0) } ?? 0
        let u = upper.map { Int($0) + (closed ? 1 : 0) } ?? count
        guard l >= 0, u <= count, l <= u else { throw EvalError("range \(l)..<\(u) out of bounds for \(count) elements", node) }
        return l..<u
    }
}

extension Evaluator {
    /// `..<b`, `...b` (prefix) and `a...` (postfix).
    func partialRange(_ op: String, _ operand: ExprSyntax, prefix: Bool, _ scope: Scope) throws -> Value? {
        guard op == "..." || (op == "..<" && prefix) else { return nil }
        let v = try eval(operand, scope)
        guard let d = Conversions.double(v) else {
            // `...Date()`: a one-sided range of another comparable type.
            // `...DynamicTypeSize.xxxLarge`, `.small...`: bounds of a comparable type.
            if case .implicitMember(_, nil) = v {
                return .native(prefix ? ComparableRange(lower: nil, upper: v, closed: op == "...") : ComparableRange(lower: v, upper: nil, closed: true))
            }
            guard case .bool = try Operators.binary("<=", v, v, node: Syntax(operand)) else {
                throw EvalError("a range bound must be comparable, got \(v.typeName)", operand)
            }
            return .native(prefix ? ComparableRange(lower: nil, upper: v, closed: op == "...") : ComparableRange(lower: v, upper: nil, closed: true))
        }
        return .native(prefix ? PartialRange(lower: nil, upper: d, closed: op == "...") : PartialRange(lower: d, upper: nil, closed: true))
    }

    /// `items[2...]`, `name[..<3]` (strings index by Character here).
    func partialSlice(_ base: Value, _ r: PartialRange, node: Syntax) throws -> Value? {
        switch base {
        case .array(let a): return .array(Array(a[try r.indices(count: a.count, node: node)]))
        case .string(let s):
            let chars = Array(s)
            return .string(String(chars[try r.indices(count: chars.count, node: node)]))
        default: return nil
        }
    }
}
