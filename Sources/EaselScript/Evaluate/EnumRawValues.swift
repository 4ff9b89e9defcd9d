import Foundation
import SwiftSyntax

/// An enum case's raw value as Swift assigns it: the written one; else, for an Int raw type, one
/// more than the case before (the first is 0); for String, the case's name; for Double, as Int.
extension Evaluator {
    func rawValue(of d: TypeDecl, case name: String) throws -> Value {
        if let e = d.rawValues[name] {
            let v = try eval(e, globals)
            if let t = rawType(d) { return try coerce(v, to: t, node: Syntax(e)) }
            return v
        }
        switch rawType(d) {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat":
            var next = 0
            for c in d.caseOrder {
                if let e = d.rawValues[c], let n = Conversions.double(try eval(e, globals)) { next = Int(n) }
                if c == name { break }
                next += 1
            }
            return ["Double", "Float", "CGFloat"].contains(rawType(d)) ? .double(Double(next)) : .int(next)
        default: return .string(name)
        }
    }

    private func rawType(_ d: TypeDecl) -> String? {
        let candidates: Set<String> = [
            "Int", "String", "Double", "Float", "CGFloat", "Character", "Int8", "Int16", "Int32", "Int64",
            "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        ]
        return d.conformances.first { candidates.contains($0) }
    }

    /// A case's associated values converted to their declared types, literals included
    /// (`.custom(1 / 2)` with `case custom(CGFloat)` holds 0.5).
    func enumPayload(_ d: TypeDecl, _ name: String, _ args: Args?) throws -> [Value] {
        guard let args else { return [] }
        let types = d.casePayloadTypes[name] ?? []
        return try args.items.enumerated().map { i, a in
            guard i < types.count else { return a.value }
            var v = a.value
            if case .int = v, let e = a.node?.as(ExprSyntax.self), let s = a.scope, let typed = try typedEval(e, as: types[i], s) { v = typed }
            return try coerce(v, to: types[i], node: a.node)
        }
    }
}
