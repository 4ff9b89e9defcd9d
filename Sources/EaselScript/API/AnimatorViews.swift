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

    /// Keyframes and their springs, as values: a script's own views take them (an array of
    /// `LinearKeyframe`s built by the project's result builder) and hand them to an animator, whose
    /// keyframes a still image never plays. Their arguments are read, and dropped as Easel's
    /// initialisers drop them.
    static let values: [ValueDeclaration] = [
        keyframe("LinearKeyframe", labels: ["duration", "timingCurve"]) { LinearKeyframe($0, duration: $1) },
        keyframe("SpringKeyframe", labels: ["duration", "spring", "startVelocity"]) { to, _ in SpringKeyframe(to) },
        keyframe("CubicKeyframe", labels: ["duration", "startVelocity", "endVelocity"]) { CubicKeyframe($0, duration: $1) },
        keyframe("MoveKeyframe", labels: []) { to, _ in MoveKeyframe(to) },
        ValueDeclaration("KeyframeTrack", labels: ["content"]) { r, _ in
            _ = r.positional()  // the key path of the property the track animates
            guard r.closure("content") != nil else { throw r.missing("the track's keyframes (a closure)") }
            return .native(KeyframeTrack<Value, Value> { KeyframeTrackContentBuilder<Value>.buildBlock() })
        },
        // Easel's initialiser's defaults, not restated: only the arguments written change them.
        ValueDeclaration("Spring", labels: ["duration", "bounce", "mass", "stiffness", "damping", "allowOverDamping", "response", "dampingRatio"]) { r, _ in
            if let k = try r.cgfloat("stiffness") {
                guard let c = try r.cgfloat("damping") else { throw r.missing("damping:") }
                let mass = try r.cgfloat("mass")
                let over = try r.named("allowOverDamping").map { try Conversions.bool($0.value, node: $0.node) }
                // Easel's defaults for what is not written.
                switch (mass, over) {
                case let (m?, o?): return .native(Spring(mass: Double(m), stiffness: Double(k), damping: Double(c), allowOverDamping: o))
                case let (m?, nil): return .native(Spring(mass: Double(m), stiffness: Double(k), damping: Double(c)))
                case let (nil, o?): return .native(Spring(stiffness: Double(k), damping: Double(c), allowOverDamping: o))
                case (nil, nil): return .native(Spring(stiffness: Double(k), damping: Double(c)))
                }
            }
            if let response = try r.cgfloat("response") {
                guard let ratio = try r.cgfloat("dampingRatio") else { throw r.missing("dampingRatio:") }
                return .native(Spring(response: Double(response), dampingRatio: Double(ratio)))
            }
            var spring = Spring()
            if let d = try r.cgfloat("duration") { spring.duration = Double(d) }
            if let b = try r.cgfloat("bounce") { spring.bounce = Double(b) }
            return .native(spring)
        },
    ]

    /// A spring's `duration` and `bounce`, and its physical form's values.
    @Sendable static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let spring as Spring) = base else { return nil }
        switch name {
        case "duration": return .double(spring.duration)
        case "bounce": return .double(spring.bounce)
        case "mass": return .double(spring.mass)
        case "stiffness": return .double(spring.stiffness)
        case "damping": return .double(spring.damping)
        case "response": return .double(spring.response)
        case "dampingRatio": return .double(spring.dampingRatio)
        default: return nil
        }
    }

    /// A keyframe type whose initialiser takes the value it moves to, then `labels` (its
    /// `duration:` given to `make`, 0 when the keyframe has none).
    private static func keyframe(
        _ type: String, labels: [String], make: @escaping @Sendable (Value, TimeInterval) -> Any
    ) -> ValueDeclaration {
        ValueDeclaration(type, labels: labels) { r, _ in
            guard let to = r.positional() else { throw r.missing("the value the keyframe moves to") }
            let duration = try r.cgfloat("duration").map(Double.init) ?? 0
            for label in labels { _ = r.named(label) }
            return .native(make(to.value, duration))
        }
    }

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
