import Foundation
import SwiftSyntax
import Easel

/// Calls a modifier on a script value: first a method of the value's own type that keeps the type
/// (`Text.bold()` is still a Text), then the view modifier declared in `ScriptAPI`.
enum Modifiers {
    static func apply(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax, callee: BuiltinCallee? = nil) throws -> Value {
        let callee = callee ?? BuiltinCallee(name)
        if case .native(let receiver) = base, let methods = callee.methods {
            for m in methods {
                var r = ArgReader(args, name, ev, node: node, known: m.labels)
                if let v = try m.call(receiver, &r, ev) {
                    try r.finish()
                    return .native(v)
                }
            }
        }
        guard let d = callee.modifier else {
            let candidates = Array(ScriptAPI.modifiers.keys) + (ev.extensions["View"].map { Array($0.methods.keys) } ?? [])
            throw EvalError("unknown modifier '\(name)'" + Suggest.didYouMean(name, among: candidates), node)
        }
        switch d.action {
        case .stillImageNoOp:
            return base
        case .apply(let apply):
            var r = ArgReader(args, name, ev, node: node, known: d.labels)
            let out = try apply(try ev.view(base, node: node), &r, ev)
            try r.finish()
            return .native(out)
        }
    }
}
