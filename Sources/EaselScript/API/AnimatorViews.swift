import Foundation
import SwiftSyntax
import Easel

/// `KeyframeAnimator`, `PhaseAnimator` and their modifiers, for scripts: Easel's animators, whose
/// content is built from the initial value or the first phase (the keyframes and the phases'
/// animations, never played in a still image, are not evaluated).
enum AnimatorViews {
    static let views: [ViewDeclaration] = [
        ViewDeclaration("KeyframeAnimator", labels: ["initialValue", "repeating", "trigger", "content", "keyframes"]) { r, ev in
            guard let initial = r.named("initialValue") else { throw r.missing("'initialValue:'") }
            _ = r.named("repeating")
            _ = r.named("trigger")
            _ = r.named("keyframes")
            guard let (c, node) = r.closure("content") else { throw r.missing("'content:' (a closure)") }
            return KeyframeAnimator(initialValue: initial.value) { value in
                ev.deferred(AnyView(EmptyView())) { try ev.view(try ev.call(c, Args([Arg(label: nil, value: value)]), node: node), node: node) }
            }
        },
        ViewDeclaration("PhaseAnimator", labels: ["trigger", "content", "animation"]) { r, ev in
            guard let phases = r.positional() else { throw r.missing("phases") }
            _ = r.named("trigger")
            _ = r.named("animation")
            guard let (c, node) = r.closure("content") else { throw r.missing("'content:' (a closure)") }
            return PhaseAnimator(firstPhase: try firstPhase(phases, ev)) { phase in
                ev.deferred(AnyView(EmptyView())) { try ev.view(try ev.call(c, Args([Arg(label: nil, value: phase)]), node: node), node: node) }
            }
        },
    ]

    static let modifiers: [ModifierDeclaration] = [
        ModifierDeclaration("keyframeAnimator", labels: ["initialValue", "repeating", "trigger", "content", "keyframes"]) { view, r, ev in
            guard let initial = r.named("initialValue") else { throw r.missing("'initialValue:'") }
            _ = r.named("repeating")
            _ = r.named("trigger")
            _ = r.named("keyframes")
            guard let (c, node) = r.closure("content") else { throw r.missing("'content:' (a closure)") }
            return try placeholderContent(view, initial.value, c, node, ev)
        },
        ModifierDeclaration("phaseAnimator", labels: ["trigger", "content", "animation"]) { view, r, ev in
            guard let phases = r.positional() else { throw r.missing("phases") }
            _ = r.named("trigger")
            _ = r.named("animation")
            guard let (c, node) = r.closure("content") else { throw r.missing("'content:' (a closure)") }
            guard let first = try firstPhase(phases, ev) else { return AnyView(EmptyView()) }
            return try placeholderContent(view, first, c, node, ev)
        },
    ]

    /// The content closure called with the modified view and a value, as the compiled modifiers call it.
    private static func placeholderContent(_ view: AnyView, _ value: Value, _ c: Closure, _ node: Syntax?, _ ev: Evaluator) throws -> AnyView {
        let placeholder = PlaceholderContentView(content: view)
        return try ev.view(try ev.call(c, Args([Arg(label: nil, value: .native(placeholder)), Arg(label: nil, value: value)]), node: node), node: node)
    }

    /// The first of the phases (`[false, true]`, `Phase.allCases`, `0..<3`); nil when there are none.
    private static func firstPhase(_ phases: Arg, _ ev: Evaluator) throws -> Value? {
        var first: Value?
        try ev.iterate(phases.value, node: phases.node ?? Syntax(TokenSyntax.identifier("phases"))) {
            first = $0
            return false
        }
        return first
    }
}
