import Foundation
import SwiftSyntax

/// The standard library's random values: `shuffled()`, `randomElement()`, `Int.random(in:)`,
/// `Double.random(in:)`, `Bool.random()`, and `UUID()`, drawn from the evaluator's seeded
/// sequence (`SeededRandom`): unlike a compiled app, a file draws the same values on every render.
extension Evaluator {
    /// A version 4 UUID made of the seeded sequence's bits.
    func randomUUID() -> UUID {
        var bytes = [UInt8](repeating: 0, count: 16)
        for half in 0..<2 {
            let word = random.next()
            for i in 0..<8 { bytes[half * 8 + i] = UInt8(truncatingIfNeeded: word >> (8 * UInt64(i))) }
        }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9], bytes[10], bytes[11], bytes[12],
                bytes[13], bytes[14], bytes[15]
            ))
    }

    func randomMethod(_ base: Value, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        guard args.isEmpty, name == "shuffled" || name == "randomElement" else { return nil }
        let items: [Value]
        switch base {
        case .array(let a): items = a
        case .string(let s) where name == "randomElement": return s.randomElement(using: &random).map { .string(String($0)) } ?? .null
        case .range(let l, let u, _):
            guard u - l <= 1_000_000 else { throw EvalError("range too large", node) }
            items = (l..<u).map { .int($0) }
        default: return nil
        }
        return name == "shuffled" ? .array(items.shuffled(using: &random)) : (items.randomElement(using: &random) ?? .null)
    }

    func randomStatic(_ type: String, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        guard name == "random" else { return nil }
        if type == "Bool", args.isEmpty { return .bool(.random(using: &random)) }
        guard ["Int", "Double", "CGFloat", "Float"].contains(type), let a = args.items.first, a.label == "in", args.items.count == 1 else { return nil }
        switch a.value {
        case .range(let l, let u, _):
            guard l < u else { throw EvalError("Int.random(in:) needs a non-empty range", a.node) }
            if type == "Int" { return .int(Int.random(in: l..<u, using: &random)) }
            // `Double.random(in: 0...1)`: the literals are Double and the range is closed (an Int
            // range value stores a closed upper bound plus one).
            let closed = a.node?.as(InfixOperatorExprSyntax.self)?.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "..."
            return .double(closed ? Double.random(in: Double(l)...Double(u - 1), using: &random) : Double.random(in: Double(l)..<Double(u), using: &random))
        case .native(let r as DoubleRange):
            guard r.lower <= r.upper, r.closed || r.lower < r.upper else { throw EvalError("\(type).random(in:) needs a non-empty range", a.node) }
            if type == "Int" { throw EvalError("Int.random(in:) needs an Int range", a.node) }
            return .double(r.closed ? Double.random(in: r.lower...r.upper, using: &random) : Double.random(in: r.lower..<r.upper, using: &random))
        default: throw EvalError("\(type).random(in:) expects a range, got \(a.value.typeName)", a.node)
        }
    }
}
