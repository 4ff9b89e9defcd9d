import Foundation
import SwiftSyntax

/// The standard library's random values: `shuffled()`, `randomElement()`, `Int.random(in:)`,
/// `Double.random(in:)`, `Bool.random()`. As in Swift, each render may differ.
extension Evaluator {
    func randomMethod(_ base: Value, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        guard args.isEmpty, name == "shuffled" || name == "randomElement" else { return nil }
        let items: [Value]
        switch base {
        case .array(let a): items = a
        case .string(let s) where name == "randomElement": return s.randomElement().map { .string(String($0)) } ?? .null
        case .range(let l, let u):
            guard u - l <= 1_000_000 else { throw EvalError("range too large", node) }
            items = (l..<u).map { .int($0) }
        default: return nil
        }
        return name == "shuffled" ? .array(items.shuffled()) : (items.randomElement() ?? .null)
    }

    func randomStatic(_ type: String, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        guard name == "random" else { return nil }
        if type == "Bool", args.isEmpty { return .bool(.random()) }
        guard ["Int", "Double", "CGFloat", "Float"].contains(type), let a = args.items.first, a.label == "in", args.items.count == 1 else { return nil }
        switch a.value {
        case .range(let l, let u):
            guard l < u else { throw EvalError("Int.random(in:) needs a non-empty range", a.node) }
            if type == "Int" { return .int(Int.random(in: l..<u)) }
            // `Double.random(in: 0...1)`: the literals are Double and the range is closed (an Int
            // range value stores a closed upper bound plus one).
            let closed = a.node?.as(InfixOperatorExprSyntax.self)?.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "..."
            return .double(closed ? Double.random(in: Double(l)...Double(u - 1)) : Double.random(in: Double(l)..<Double(u)))
        case .native(let r as DoubleRange):
            guard r.lower <= r.upper, r.closed || r.lower < r.upper else { throw EvalError("\(type).random(in:) needs a non-empty range", a.node) }
            if type == "Int" { throw EvalError("Int.random(in:) needs an Int range", a.node) }
            return .double(r.closed ? Double.random(in: r.lower...r.upper) : Double.random(in: r.lower..<r.upper))
        default: throw EvalError("\(type).random(in:) expects a range, got \(a.value.typeName)", a.node)
        }
    }
}
