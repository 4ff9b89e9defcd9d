import Foundation
import SwiftSyntax

/// `super` inside a class's method: `super.awakeFromInsert()` in an `NSManagedObject`,
/// `super.init()` in an `NSObject` subclass. A superclass the script declares runs its method on
/// the same object; a framework's (`NSManagedObject`, `NSObject`, `UIViewController`) does nothing
/// a still image shows, so its methods return nothing.
struct SuperRef: CustomStringConvertible {
    let object: Instance
    /// The class whose method says `super` (`Self` there), whose superclass is meant.
    let owner: TypeDecl
    var description: String { "super" }
}

extension Evaluator {
    func superValue(_ e: SuperExprSyntax, _ scope: Scope) throws -> Value {
        guard case .instance(let i)? = scope.lookup("self"), i.decl.kind == .classType else {
            throw EvalError("'super' is only available in a class's methods", e)
        }
        var owner = i.decl
        if case .type(.user(let d))? = scope.lookup("Self"), d.kind == .classType { owner = d }
        return .native(SuperRef(object: i, owner: owner))
    }

    /// `super.name(args)`: the nearest script superclass's method, else nothing.
    func superCall(_ s: SuperRef, _ name: String, _ args: Args, node: Syntax?) throws -> Value {
        // In a method the class inherited, `super` is the superclass of the class declaring it.
        let declaring = s.owner.inheritedFrom[name] ?? s.owner
        for parent in superclass(of: declaring).map({ [$0.name] }) ?? declaring.conformances {
            guard let d = types[parent], d.kind == .classType else { continue }
            if name == "init" {
                try superInit(d, on: s.object, args, node: node)
                return .void
            }
            if let fs = d.methods[name], let f = pick(fs, args) {
                let c = function(name, f.signature, f.body, scope: typeScope(d, selfValue: .instance(s.object)))
                return try call(c, args, node: node)
            }
        }
        return .void
    }
}
