import Foundation
import SwiftSyntax

/// `[String]()`, `[Int](repeating: 0, count: 3)`, `[Item](items)`, `[String: Int]()`: the
/// array and dictionary type sugar called as an initialiser; and the named forms `Set(items)`,
/// `Set<Int>()`, `Dictionary(grouping:by:)`, `Dictionary(uniqueKeysWithValues:)`.
///
/// A set is an array without duplicates, in insertion order: Swift's own order is unspecified,
/// and a picture should not change from run to run.
extension Evaluator {
    /// `Set(…)` and `Dictionary(…)` called by name; nil for other types.
    func namedCollectionInit(_ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        let anchor = node ?? Syntax(TokenSyntax.identifier(name))
        func elements(_ v: Value, _ n: Syntax?) throws -> [Value] {
            var out: [Value] = []
            try iterate(v, node: n ?? anchor) {
                out.append($0); return true
            }
            return out
        }
        switch name {
        case "Set":
            var r = ArgReader(args, "Set", self, node: node)
            guard let seq = r.positional() else { try r.finish(); return .array([]) }
            try r.finish()
            return .array(Evaluator.unique(try elements(seq.value, seq.node)))
        case "Dictionary":
            var r = ArgReader(args, "Dictionary", self, node: node, known: ["grouping", "by", "uniqueKeysWithValues"])
            if let items = r.named("grouping") {
                // A closure, a function or a key path (`by: \.category`).
                guard let key = r.named("by") ?? r.trailingArgument() else { throw r.missing("'by:'") }
                try r.finish()
                var groups: [(key: Value, value: Value)] = []
                for x in try elements(items.value, items.node) {
                    let k = try callValue(key.value, Args([Arg(label: nil, value: x)]), node: key.node ?? node)
                    if let i = groups.firstIndex(where: { $0.key == k }), case .array(let a) = groups[i].value {
                        groups[i].value = .array(a + [x])
                    } else {
                        groups.append((k, .array([x])))
                    }
                }
                return .dictionary(groups)
            }
            if let pairs = r.named("uniqueKeysWithValues") {
                try r.finish()
                var out: [(key: Value, value: Value)] = []
                for p in try elements(pairs.value, pairs.node) {
                    guard case .tuple(let kv, _) = p, kv.count == 2 else {
                        throw EvalError("Dictionary(uniqueKeysWithValues:) needs (key, value) pairs, got \(p.typeName)", pairs.node ?? node)
                    }
                    if out.contains(where: { $0.key == kv[0] }) {
                        throw EvalError("Dictionary(uniqueKeysWithValues:): duplicate key \(kv[0])", pairs.node ?? node)
                    }
                    out.append((kv[0], kv[1]))
                }
                return .dictionary(out)
            }
            try r.finish()
            return .dictionary([])
        default: return nil
        }
    }

    /// The elements of any sequence value.
    func elements(of v: Value, node: Syntax) throws -> [Value] {
        if case .array(let a) = v { return a }
        var out: [Value] = []
        try iterate(v, node: node) {
            out.append($0); return true
        }
        return out
    }

    /// `union`, `subtracting`, `intersection`, `symmetricDifference` and their mutating forms on
    /// sets held as arrays; the receiver's order first.
    static func setOperation(_ name: String, _ a: [Value], _ b: [Value]) throws -> Value {
        switch name {
        case "union", "formUnion": return .array(unique(a + b))
        case "subtracting", "subtract": return .array(a.filter { !b.contains($0) })
        case "intersection", "formIntersection": return .array(a.filter { b.contains($0) })
        default: return .array(unique(a.filter { !b.contains($0) } + b.filter { !a.contains($0) }))
        }
    }

    /// `xs` without repeats, first occurrences kept in order.
    static func unique(_ xs: [Value]) -> [Value] {
        var out: [Value] = []
        for x in xs where !out.contains(x) { out.append(x) }
        return out
    }

    /// Whether a value is what a type written as an expression evaluates to: a type, or an array,
    /// dictionary or tuple of types (`[String: [Int]]()`, `[(a: Int, b: Int)]()`).
    static func isTypeExpression(_ v: Value) -> Bool {
        switch v {
        case .type: return true
        case .array(let a): return a.count == 1 && isTypeExpression(a[0])
        case .dictionary(let d): return d.count == 1 && isTypeExpression(d[0].key) && isTypeExpression(d[0].value)
        case .tuple(let parts, _): return !parts.isEmpty && parts.allSatisfy(isTypeExpression)
        default: return false
        }
    }

    func collectionInit(_ typeValue: Value, _ args: Args, node: Syntax?) throws -> Value? {
        switch typeValue {
        case .array(let a) where a.count == 1:
            guard Self.isTypeExpression(a[0]) else { return nil }
            if args.isEmpty { return .array([]) }
            var r = ArgReader(args, "Array", self, node: node)
            if let rep = r.named("repeating"), let count = r.named("count") {
                let n = try Conversions.int(count.value, node: count.node)
                guard n >= 0, n <= 1_000_000 else { throw EvalError("count \(n) out of range", count.node) }
                try r.finish()
                return .array(Array(repeating: rep.value, count: n))
            }
            if let seq = r.positional() {
                try r.finish()
                var out: [Value] = []
                try iterate(seq.value, node: seq.node ?? node ?? Syntax(TokenSyntax.identifier("Array"))) {
                    out.append($0); return true
                }
                return .array(out)
            }
            try r.finish()
            return nil
        case .dictionary(let d) where d.count == 1:
            guard case .type = d[0].key, Self.isTypeExpression(d[0].value) else { return nil }
            // `[String: [Landmark]](grouping:by:)`, `(uniqueKeysWithValues:)`: as `Dictionary(…)`.
            return try namedCollectionInit("Dictionary", args, node: node)
        default: return nil
        }
    }
}
