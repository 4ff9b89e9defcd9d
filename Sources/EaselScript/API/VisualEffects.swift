import Foundation
import SwiftSyntax
import Easel

/// `visualEffect { content, proxy in content.offset(y: …) }` for scripts: the closure runs when the
/// view is placed, with the view's geometry; each effect called on `content` (one of
/// `VisualEffect`'s) is the view modifier of that name, applied then (so the effects take what
/// the modifiers take).
enum VisualEffects {
    static let modifiers: [ModifierDeclaration] = [
        ModifierDeclaration("visualEffect") { view, r, ev in
            guard let (closure, node) = r.closure("effect") else { throw r.missing("an effect closure") }
            return AnyView(
                view.visualEffect { empty, proxy in
                    ev.deferred(EmptyVisualEffect() as any VisualEffect) {
                        let args = Args([Arg(label: nil, value: .native(empty)), Arg(label: nil, value: .native(proxy))])
                        let result = try ev.call(closure, args, node: node)
                        guard case .native(let e as any VisualEffect) = result else {
                            throw EvalError("a visual effect closure returns its content with effects, not \(result.typeName)", node)
                        }
                        return e
                    }.erased
                })
        }
    ]

    /// `effect` followed by the modifier `name` with `args`, applied when the effect draws.
    static func adding(_ name: String, _ args: Args, to effect: any VisualEffect, _ ev: Evaluator, node: Syntax?) throws -> any VisualEffect {
        let syntax = node ?? Syntax(TokenSyntax.identifier(name))
        guard _VisualEffects.effectNames.contains(name) else {
            throw EvalError("'\(name)' is not a visual effect" + Suggest.didYouMean(name, among: Array(_VisualEffects.effectNames)), syntax)
        }
        return _VisualEffects(
            steps: effect._steps + [
                VisualEffectStep { view in
                    ev.deferred(view) { try ev.view(try Modifiers.apply(.native(view), name, args, ev, node: syntax), node: syntax) }
                }
            ])
    }
}

extension VisualEffect {
    /// As one concrete type, for the closure `visualEffect` takes.
    var erased: _VisualEffects { _VisualEffects(steps: _steps) }
}
