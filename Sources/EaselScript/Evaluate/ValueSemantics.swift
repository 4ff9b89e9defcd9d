import Foundation
import SwiftSyntax

/// Structs are values: changing `b.quantity` or calling a `mutating` method on `b` changes `b`
/// only, never another variable, array element or property that held the same value. A script
/// struct instance is shared until it is changed; a change through anything but `self` changes a
/// copy and stores it back where it came from (`items[0].quantity = 7` stores the element back
/// into `items`, `order.bump()` stores the order back into its @State). Classes stay shared.
extension Evaluator {
    static func isSelf(_ e: ExprSyntax) -> Bool {
        e.as(DeclReferenceExprSyntax.self)?.baseName.plainText == "self"
    }

    /// `base.name = value` on a struct instance reached by `baseExpr`.
    func assignMember(of i: Instance, _ name: String, _ value: Value, baseExpr: ExprSyntax, node: Syntax, _ scope: Scope) throws {
        guard i.decl.kind == .structure, !Self.isSelf(baseExpr) else {
            try setInstanceMember(i, name, value, node: node)
            return
        }
        let copy = i.copy()
        try setInstanceMember(copy, name, value, node: node)
        try assign(baseExpr, .instance(copy), scope)
    }

    /// `order.bump()` for a `mutating func` of a struct: runs on a copy, stored back into `baseExpr`.
    func callMutating(_ i: Instance, _ name: String, _ args: Args, baseExpr: ExprSyntax, node: Syntax, _ scope: Scope) throws -> Value? {
        guard i.decl.kind == .structure, !Self.isSelf(baseExpr), let fs = i.decl.methods[name],
            fs.contains(where: { f in f.modifiers.contains { $0.name.plainText == "mutating" } })
        else { return nil }
        let copy = i.copy()
        let result = try callMethod(.instance(copy), name, args, node: node, callerScope: scope)
        try assign(baseExpr, .instance(copy), scope)
        return result
    }

    /// `direction.turn()` for a `mutating func` of an enum whose body assigns `self` (`self =
    /// .north`): the method runs with its own `self`, and the case it leaves there is stored back
    /// into `baseExpr` (`self` too, when one mutating method calls another). Nil when the method
    /// is not a mutating method of the value's enum.
    func callMutatingEnum(_ base: Value, _ name: String, _ args: Args, baseExpr: ExprSyntax?, node: Syntax, _ scope: Scope) throws -> Value? {
        guard case .enumCase(let t, _, _) = base, let d = typeDecl(t), let fs = d.methods[name], let f = pick(fs, args),
            f.modifiers.contains(where: { $0.name.plainText == "mutating" })
        else { return nil }
        let methodScope = typeScope(d, selfValue: base)
        let result = try call(function(name, f.signature, f.body, scope: methodScope), args, node: node, callerScope: scope)
        if let changed = methodScope.lookup("self") {
            if let baseExpr { try assign(baseExpr, changed, scope) } else { _ = scope.assign("self", changed) }
        }
        return result
    }
}
