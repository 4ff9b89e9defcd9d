import Foundation
import SwiftSyntax

/// The standard library's random values: `shuffled()`, `randomElement()`, `Int.random(in:)`,
/// `Double.random(in:)`, `Bool.random()`, and `UUID()`, drawn from the evaluator's seeded
/// sequence (`SeededRandom`): unlike a compiled app, a file draws the same values on every render.
/// With `using: &generator`, a script's own `RandomNumberGenerator` is drawn from instead, through
/// the standard library's own algorithms, so a seeded generator gives the values it gives in Swift.
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
        guard name == "shuffled" || name == "randomElement" else { return nil }
        if args.items.count == 1, args.items[0].label == "using", case .native(let g as InOutGenerator) = args.items[0].value {
            return try g.drawing(self, node: node) { generator in try draw(base, name, node: node, using: &generator) }
        }
        guard args.isEmpty else { return nil }
        return try draw(base, name, node: node, using: &random)
    }

    private func draw<G: RandomNumberGenerator>(_ base: Value, _ name: String, node: Syntax?, using generator: inout G) throws -> Value? {
        let items: [Value]
        switch base {
        case .array(let a): items = a
        case .string(let s) where name == "randomElement": return s.randomElement(using: &generator).map { .string(String($0)) } ?? .null
        case .range(let l, let u, _):
            guard u - l <= 1_000_000 else { throw EvalError("range too large", node) }
            items = (l..<u).map { .int($0) }
        default: return nil
        }
        return name == "shuffled" ? .array(items.shuffled(using: &generator)) : (items.randomElement(using: &generator) ?? .null)
    }

    func randomStatic(_ type: String, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        guard name == "random" else { return nil }
        // `TimeInterval.random(in: 0...1000)`: the number type the alias names.
        let type = Builtins.numberAliases[type] ?? type
        if let last = args.items.last, last.label == "using", case .native(let g as InOutGenerator) = last.value {
            let rest = Args(Array(args.items.dropLast()), node: args.node)
            return try g.drawing(self, node: node) { generator in try draw(type, rest, node: node, using: &generator) }
        }
        return try draw(type, args, node: node, using: &random)
    }

    private func draw<G: RandomNumberGenerator>(_ type: String, _ args: Args, node: Syntax?, using generator: inout G) throws -> Value? {
        if type == "Bool", args.isEmpty { return .bool(.random(using: &generator)) }
        // The sized integers (`Int16.random(in: 1...5)`, a Core Data attribute's) draw as Int does.
        let isInteger = type == "Int" || IntegerTypes.names.contains(type)
        guard isInteger || ["Double", "CGFloat", "Float"].contains(type), let a = args.items.first, a.label == "in", args.items.count == 1 else {
            return nil
        }
        switch a.value {
        case .range(let l, let u, _):
            guard l < u else { throw EvalError("\(type).random(in:) needs a non-empty range", a.node) }
            if isInteger { return .int(Int.random(in: l..<u, using: &generator)) }
            // `Double.random(in: 0...1)`: the literals are Double and the range is closed (an Int
            // range value stores a closed upper bound plus one).
            let closed = a.node?.as(InfixOperatorExprSyntax.self)?.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "..."
            return .double(
                closed ? Double.random(in: Double(l)...Double(u - 1), using: &generator) : Double.random(in: Double(l)..<Double(u), using: &generator))
        case .native(let r as DoubleRange):
            guard r.lower <= r.upper, r.closed || r.lower < r.upper else { throw EvalError("\(type).random(in:) needs a non-empty range", a.node) }
            // Swift traps on a range with an infinite bound or too wide for a Double.
            guard r.lower.isFinite, r.upper.isFinite, (r.upper - r.lower).isFinite else {
                throw EvalError("\(type).random(in:) needs a finite range, got \(r.lower)...\(r.upper)", a.node)
            }
            if type == "Int" { throw EvalError("Int.random(in:) needs an Int range", a.node) }
            return .double(r.closed ? Double.random(in: r.lower...r.upper, using: &generator) : Double.random(in: r.lower..<r.upper, using: &generator))
        default: throw EvalError("\(type).random(in:) expects a range, got \(a.value.typeName)", a.node)
        }
    }
}

/// `&generator` passed as `using:`: the generator's value when the call began, and where to write
/// it back once drawn from (its `mutating func next()` changes it, as Swift's inout does).
final class InOutGenerator {
    let value: Value
    let target: ExprSyntax
    let scope: Scope

    init(value: Value, target: ExprSyntax, scope: Scope) {
        self.value = value
        self.target = target
        self.scope = scope
    }

    /// Runs `body` with a generator that calls the script's `next()`, then writes the generator back.
    func drawing(_ ev: Evaluator, node: Syntax?, _ body: (inout ScriptRandomGenerator) throws -> Value?) throws -> Value? {
        guard case .instance(let i) = value, i.decl.methods["next"] != nil else {
            throw EvalError("'using:' expects a RandomNumberGenerator with a next() method, got \(value.typeName)", node)
        }
        var generator = ScriptRandomGenerator(evaluator: ev, instance: i.decl.kind == .structure ? i.copy() : i, node: node)
        let result = try body(&generator)
        if let error = generator.error { throw error }
        try ev.assign(target, .instance(generator.instance), scope)
        return result
    }
}

/// A script's `RandomNumberGenerator` seen from Swift: each `next()` runs the script's method. An
/// error in it (the time limit included, for a generator whose values a draw keeps rejecting) is
/// kept and thrown after the draw, which then finishes on a fixed sequence.
struct ScriptRandomGenerator: RandomNumberGenerator {
    unowned let evaluator: Evaluator
    let instance: Instance
    let node: Syntax?
    var error: Error?
    private var fallback = SeededRandom(seed: 0)

    init(evaluator: Evaluator, instance: Instance, node: Syntax?) {
        self.evaluator = evaluator
        self.instance = instance
        self.node = node
    }

    mutating func next() -> UInt64 {
        guard error == nil else { return fallback.next() }
        do {
            let value = try evaluator.callMethod(.instance(instance), "next", Args(), node: node)
            guard case .int(let bits) = value else {
                throw EvalError("a RandomNumberGenerator's next() must return a UInt64, got \(value.typeName)", node)
            }
            return UInt64(bitPattern: Int64(bits))
        } catch {
            self.error = error
            return fallback.next()
        }
    }
}

extension Evaluator {
    /// `.random(in: 1 ... 5)` where its type comes from the context: a Double range draws a Double;
    /// an Int range draws a value of the expected type, or an Int as the count of `prefix`,
    /// `suffix`, `dropFirst` and `dropLast`. Anywhere else it stays an implicit member, which the
    /// parameter or the other operand types (`Color(red: .random(in: 0...1))` is a Double,
    /// `date - .random(in: 60 ..< 180)` a TimeInterval).
    func implicitRandomCall(_ e: FunctionCallExprSyntax, _ args: Args, expected: String?) throws -> Value? {
        guard let range = args.items.first, range.label == "in" else { return nil }
        if case .native(is DoubleRange) = range.value { return try randomStatic("Double", "random", args, node: Syntax(e)) }
        guard case .range = range.value else { return nil }
        if let expected, LiteralArithmetic.isFloatingType(expected) {
            return try randomStatic("Double", "random", args, node: Syntax(e))
        }
        if expected == "Int" { return try randomStatic("Int", "random", args, node: Syntax(e)) }
        if let call = e.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            Self.countingMethods.contains(member)
        {
            return try randomStatic("Int", "random", args, node: Syntax(e))
        }
        return nil
    }

    /// Methods whose one argument is a count.
    static let countingMethods: Set<String> = ["prefix", "suffix", "dropFirst", "dropLast"]

    /// The arguments of a call with `using: &generator`, the generator marked for writing back.
    func generatorArguments(_ args: Args, _ scope: Scope) -> Args {
        var args = args
        for i in args.items.indices where args.items[i].label == "using" {
            guard let target = args.items[i].node?.as(InOutExprSyntax.self) else { continue }
            args.items[i].value = .native(InOutGenerator(value: args.items[i].value, target: target.expression, scope: scope))
        }
        return args
    }
}
