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
        let candidates: Set<String> = ["Int", "String", "Double", "Float", "CGFloat", "Character", "Int8", "Int16", "Int32", "Int64",
                                       "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
        return d.conformances.first { candidates.contains($0) }
    }
}
