import Foundation
import SwiftSyntax
import Easel

/// `onAppear`, `task`, `onChange` and `onGeometryChange` for scripts: the same lifecycle events as Easel's modifiers
/// (`View.lifecycle`), whose script actions may fail on code a still image cannot run (a network
/// call, an unknown API). Such an action stops there and the render warns, naming the file and
/// line; the picture shows what the action had changed by then.
enum LifecycleModifiers {
    static let all: [ModifierDeclaration] = [
        ModifierDeclaration("onAppear", labels: ["perform"]) { view, r, ev in
            guard let action = r.named("perform") ?? r.trailingArgument(), action.value != .null else { return view }
            return AnyView(
                view.lifecycle(
                    LifecycleEvent(kind: "onAppear", trigger: .appear, action: .run { _, _ in try run(action, [], ev) })))
        },
        ModifierDeclaration("task", labels: ["priority", "id", "name", "executorPreference"]) { view, r, ev in
            for label in ["priority", "name", "executorPreference"] { _ = r.named(label) }
            guard let action = r.trailingArgument() ?? r.positional() else { throw r.missing("the task's closure") }
            // A script's `await` runs at once, so its task is an action the render runs in place.
            let task = LifecycleEvent.Action.run { _, _ in try run(action, [], ev) }
            guard let id = r.named("id") else { return AnyView(view.lifecycle(LifecycleEvent(kind: LifecycleEvent.taskKind, trigger: .appear, action: task))) }
            return AnyView(view.lifecycle(LifecycleEvent(kind: LifecycleEvent.taskKind, trigger: .value(id.value, initial: true), action: task)))
        },
        ModifierDeclaration("onChange", labels: ["of", "initial", "perform"]) { view, r, ev in
            guard let value = r.named("of") else { throw r.missing("'of:'") }
            let initial = try r.named("initial").map { try Conversions.bool($0.value, node: $0.node) } ?? false
            if let action = r.named("perform") {
                // SwiftUI's older spelling: the action takes the new value.
                return AnyView(
                    view.lifecycle(
                        LifecycleEvent(
                            kind: "onChange", trigger: .value(value.value, initial: initial),
                            action: .run { _, new in try run(action, [new as! Value], ev) })))
            }
            guard let action = r.trailingArgument() ?? r.positional() else { throw r.missing("the closure to run on a change") }
            let arity = parameterCount(action.value)
            return AnyView(
                view.lifecycle(
                    LifecycleEvent(
                        kind: "onChange", trigger: .value(value.value, initial: initial),
                        action: .run { old, new in
                            let (old, new) = (old as! Value, new as! Value)
                            try run(action, arity == 0 ? [] : arity == 1 ? [new] : [old, new], ev)
                        })))
        },
        ModifierDeclaration("onGeometryChange", labels: ["for", "of", "action"]) { view, r, ev in
            _ = r.named("for")  // the value's type: the script's values carry their own
            guard let (transform, node) = r.closure("of") else { throw r.missing("'of:', the closure that reads the geometry") }
            guard let action = r.named("action") ?? r.trailingArgument() else { throw r.missing("'action:'") }
            let arity = parameterCount(action.value)
            return AnyView(
                view.geometryChange(
                    of: { proxy in
                        ev.deferred(Value.null) { try ev.call(transform, Args([Arg(label: nil, value: .native(proxy))]), node: node) }
                    },
                    action: .run { old, new in
                        let (old, new) = (old as! Value, new as! Value)
                        try run(action, arity == 0 ? [] : arity == 1 ? [new] : [old, new], ev)
                    }))
        },
    ]

    /// Calls a script action with `arguments`; an error says where in the file it stopped.
    /// The work it sends to dispatch queues runs after it (`DispatchValues.runDispatchedWork`).
    private static func run(_ action: Arg, _ arguments: [Value], _ ev: Evaluator) throws {
        ev.taskSleep = 0
        let outer = ev.dispatchedWork
        ev.dispatchedWork = []
        defer { ev.dispatchedWork = outer }
        do {
            _ = try ev.callValue(action.value, Args(arguments.map { Arg(label: nil, value: $0) }), node: action.node)
            try DispatchValues.runDispatchedWork(ev)
        } catch {
            let e = ev.scriptError(error)
            throw ActionStopped(description: (e.position.map { "\($0): " } ?? "") + e.message)
        }
    }

    /// Where and why a script's action stopped ("ContentView.swift:12:9: unknown identifier …").
    private struct ActionStopped: Error, CustomStringConvertible {
        let description: String
    }

    /// How many parameters an action takes: a closure's list, or for `$0`/`$1` closures the
    /// highest one used (Swift takes `{ print($0) }` for the one-parameter spelling).
    private static func parameterCount(_ value: Value) -> Int {
        guard case .closure(let c) = value else { return 2 }
        guard c.usesShorthand else { return c.params.count }
        let text: String
        switch c.body {
        case .statements(let s): text = s.description
        case .expression(let e): text = e.description
        case .native: return 2
        }
        return text.contains("$1") ? 2 : text.contains("$0") ? 1 : 0
    }
}
