import Foundation
import SwiftSyntax
import Easel

/// Calls a modifier on a script value: first a method of the value's own type that keeps the type
/// (`Text.bold()` is still a Text), then the view modifier declared in `ScriptAPI`.
enum Modifiers {
    /// `site`: the call site, when `base` is the value of its base expression (a constant base's
    /// erasure is kept there).
    static func apply(
        _ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax, callee: BuiltinCallee? = nil, site: CallSiteArguments? = nil
    ) throws -> Value {
        let callee = callee ?? BuiltinCallee(name)
        // The methods first: most modifiers have none, and binding `receiver` copies the value.
        if let methods = callee.methods, case .native(let receiver) = base {
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
            let out = try apply(try view(of: base, ev, node: node, site: site), &r, ev)
            try r.finish()
            return .native(out)
        }
    }

    /// The base of a modifier call as a view. A base that is its call site's registered constant
    /// (`Color.red` in `Color.red.frame(…)`) is erased once and the erasure kept at the site
    /// (`CallSiteArguments.baseConstantView`).
    private static func view(of base: Value, _ ev: Evaluator, node: Syntax, site: CallSiteArguments?) throws -> AnyView {
        guard let site, site.baseConstant != nil else { return try ev.view(base, node: node) }
        if let kept = site.baseConstantView { return kept }
        let view = try ev.view(base, node: node)
        site.baseConstantView = view
        return view
    }
}
