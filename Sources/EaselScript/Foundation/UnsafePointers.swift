import Foundation
import SwiftSyntax

/// `withUnsafeMutablePointer(to: &value) { pointer in … }` and `withUnsafePointer(to:)` for
/// scripts: the closure gets a pointer to a copy of the value, reads and writes it through
/// `pointee` (or hands it to a function that writes it, as `SecItemCopyMatching` does), and the
/// copy is stored back into the variable when the closure returns. There are no addresses: a
/// pointer is only good inside its closure, as Swift requires.
final class ScriptPointer: CustomStringConvertible {
    var pointee: Value
    let isMutable: Bool
    init(_ pointee: Value, isMutable: Bool) {
        self.pointee = pointee
        self.isMutable = isMutable
    }
    var description: String { isMutable ? "UnsafeMutablePointer" : "UnsafePointer" }

    static let functions: [ValueDeclaration] = ["withUnsafeMutablePointer", "withUnsafePointer"].map { name in
        ValueDeclaration(name, labels: ["to"]) { r, ev in
            guard let target = r.named("to") else { throw r.missing("'to:'") }
            guard let (body, node) = r.closure(nil) else { throw r.missing("a closure") }
            let mutable = name == "withUnsafeMutablePointer"
            let pointer = ScriptPointer(target.value, isMutable: mutable)
            let result = try ev.callValue(.closure(body), Args([Arg(label: nil, value: .native(pointer))]), node: node)
            // The copy goes back into the `&` variable (argument 0); `withUnsafePointer` takes a
            // value, which it cannot change.
            guard mutable, target.node?.is(InOutExprSyntax.self) ?? false else { return result }
            return .native(InOutResult(result: result, writes: [0: pointer.pointee]))
        }
    }

    /// `pointer.pointee`.
    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let p as ScriptPointer) = base, name == "pointee" else { return nil }
        return p.pointee
    }

    /// `pointer.pointee = value` (a mutable pointer's).
    static func setMember(_ base: Value, _ name: String, _ value: Value, node: Syntax?) throws -> Bool {
        guard case .native(let p as ScriptPointer) = base, name == "pointee" else { return false }
        guard p.isMutable else { throw EvalError("cannot assign to 'pointee': an UnsafePointer is read-only", node) }
        p.pointee = value
        return true
    }
}
