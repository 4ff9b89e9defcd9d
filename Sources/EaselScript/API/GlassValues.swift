import Foundation
import SwiftSyntax
import Easel

/// iOS 26's Liquid Glass for scripts: `glassEffect(_:in:)`, `Glass` (`.regular.tint(.orange)
/// .interactive()`), `GlassEffectContainer`, and the modifiers that only morph glass in motion.
enum GlassValues {
    static let modifiers: [ModifierDeclaration] =
        [
            ModifierDeclaration("glassEffect", labels: ["in"]) { view, r, ev in
                let glass = try r.positional().map { try Conversions.native($0.value, Glass.self, "Glass", ev, node: $0.node) } ?? .regular
                guard let s = r.named("in") else { return AnyView(view.glassEffect(glass)) }
                func open<T: Shape>(_ t: T) -> AnyView { AnyView(view.glassEffect(glass, in: t)) }
                return open(try Conversions.shape(s, ev, what: "'in:'"))
            }
        ]
        // Morphing between glass shapes as views come and go: a still image shows them at rest.
        + ["glassEffectID", "glassEffectUnion", "glassEffectTransition"].map(ModifierDeclaration.noOp)

    static let views: [ViewDeclaration] = [
        ViewDeclaration("GlassEffectContainer", labels: ["spacing", "content"]) { r, ev in
            let spacing = try r.cgfloat("spacing")
            let content = try Views.content(&r, ev)
            return GlassEffectContainer(spacing: spacing) { content }
        },
        ViewDeclaration("DefaultGlassEffectShape") { _, _ in DefaultGlassEffectShape() },
    ]

    nonisolated(unsafe) static let statics: [String: [String: Any]] = [
        "Glass": ["regular": Glass.regular, "clear": Glass.clear, "identity": Glass.identity],
        "GlassEffectTransition": [
            "matchedGeometry": GlassEffectTransition.matchedGeometry, "materialize": GlassEffectTransition.materialize,
            "identity": GlassEffectTransition.identity,
        ],
    ]

    /// `glass.tint(_:)` and `glass.interactive(_:)`.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let glass as Glass) = base else { return nil }
        var r = ArgReader(args, name, ev, node: node, known: [])
        let result: Glass
        switch name {
        case "tint":
            guard let c = r.positional() else { throw r.missing("colour") }
            result = glass.tint(try Conversions.optionalColor(c.value, ev, node: c.node))
        case "interactive":
            result = try glass.interactive(r.positional().map { try Conversions.bool($0.value, node: $0.node) } ?? true)
        default:
            throw EvalError("value of type 'Glass' has no method '\(name)'" + Suggest.didYouMean(name, among: ["tint", "interactive"]), node)
        }
        try r.finish()
        return .native(result)
    }
}
