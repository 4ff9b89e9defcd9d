import Foundation
import SwiftSyntax

/// `#Predicate<Book> { $0.rating > 3 }`: the closure the macro is written with, called on each
/// object a fetch considers. Swift's macro accepts a subset of expressions; every one it accepts
/// evaluates here as the closure it reads as.
struct ScriptPredicate: CustomStringConvertible {
    let closure: Closure
    /// The model type written in the macro's generic argument (`Book`), when it is written.
    let typeName: String?

    var description: String { "Predicate<\(typeName ?? "_")>" }

    func evaluate(_ object: Value, _ ev: Evaluator, node: Syntax?) throws -> Bool {
        try Conversions.bool(ev.call(closure, Args([Arg(label: nil, value: object)]), node: node), node: node)
    }
}

extension Evaluator {
    /// `#Predicate<T> { … }`; nil for other macros.
    func predicateMacro(_ e: MacroExpansionExprSyntax, _ scope: Scope) throws -> Value? {
        guard e.macroName.text == "Predicate" else { return nil }
        guard let body = e.trailingClosure ?? e.arguments.first?.expression.as(ClosureExprSyntax.self) else {
            throw EvalError("#Predicate needs a closure: #Predicate<Book> { $0.rating > 3 }", e)
        }
        let typeName = e.genericArgumentClause?.arguments.first.map { $0.argument.trimmedDescription }
        return .native(ScriptPredicate(closure: makeClosure(body, scope), typeName: typeName))
    }
}
