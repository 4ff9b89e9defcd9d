import Foundation
import SwiftSyntax

/// `[String]()`, `[Int](repeating: 0, count: 3)`, `[Item](items)`, `[String: Int]()`: the
/// array and dictionary type sugar called as an initialiser.
extension Evaluator {
    func collectionInit(_ typeValue: Value, _ args: Args, node: Syntax?) throws -> Value? {
        switch typeValue {
        case .array(let a) where a.count == 1:
            guard case .type = a[0] else { return nil }
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
                try iterate(seq.value, node: seq.node ?? node ?? Syntax(TokenSyntax.identifier("Array"))) { out.append($0); return true }
                return .array(out)
            }
            try r.finish()
            return nil
        case .dictionary(let d) where d.count == 1:
            guard case .type = d[0].key, case .type = d[0].value else { return nil }
            if args.isEmpty { return .dictionary([]) }
            throw EvalError("only the empty Dictionary initialiser is supported", node)
        default: return nil
        }
    }
}
