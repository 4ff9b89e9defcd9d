import Foundation
import SwiftSyntax
import Easel

/// Swift concurrency in scripts: `Task { … }`, `Task.sleep`, `Task.yield()`, `MainActor.run`.
/// A script's `await` runs at once, so a task's body runs where the task is made (an `onAppear`
/// that starts one shows its result, as the screen does a moment later). Sleeping advances a
/// virtual clock instead of waiting: a task may sleep as long as a render waits for a compiled
/// task (`LifecycleEvent.taskTimeLimit`), and sleeping past that stops the action there, as the
/// render stops waiting for a compiled one.
enum TaskValues {
    static let typeNames: Set<String> = ["Task", "MainActor"]

    /// A task a script made: its body has run; `value` is what it returned.
    struct ScriptTask {
        let value: Value
    }

    /// `Task { … }`, `Task(priority: .background) { … }`.
    static func construct(_ type: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard type == "Task" else { return nil }
        var r = ArgReader(args, type, ev, node: node)
        _ = r.named("priority")
        _ = r.named("name")
        _ = r.named("executorPreference")
        guard let body = r.trailingArgument() ?? r.named("operation") else { throw r.missing("the task's closure") }
        try r.finish()
        return try started(body, ev)
    }

    /// A task whose body has run, on its own virtual clock. A task that sleeps longer than a render
    /// waits is still asleep when the picture is taken: it stops there, and the code that made it
    /// goes on (a model's initialiser that starts a task which adds an order every few seconds).
    private static func started(_ body: Arg, _ ev: Evaluator) throws -> Value {
        let outer = ev.taskSleep
        ev.taskSleep = 0
        defer { ev.taskSleep = outer }
        do {
            return .native(ScriptTask(value: try ev.callValue(body.value, Args(), node: body.node)))
        } catch  where ev.taskSleep > LifecycleEvent.taskTimeLimit {
            // Only the sleep that passed the wait gets the clock there, and it threw.
            return .native(ScriptTask(value: .void))
        }
    }

    /// `Task.sleep(nanoseconds:)`, `Task.sleep(for:)`, `Task.yield()`, `Task.detached { … }`,
    /// `Task.checkCancellation()`, `MainActor.run { … }`.
    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("Task", "sleep", labels: ["nanoseconds", "for", "tolerance", "clock"]) { r, ev in
            let seconds: Double
            if let n = r.named("nanoseconds") {
                guard let v = Conversions.double(n.value) else { throw EvalError("expected a number of nanoseconds", n.node) }
                seconds = v / 1e9
            } else if let d = r.named("for") {
                seconds = try duration(d)
            } else {
                throw r.missing("'nanoseconds:' or 'for:'")
            }
            _ = r.named("tolerance")
            _ = r.named("clock")
            try sleep(seconds, ev, node: r.node)
            return .void
        },
        StaticFunctionDeclaration("Task", "yield") { _, _ in .void },
        StaticFunctionDeclaration("Task", "checkCancellation") { _, _ in .void },
        StaticFunctionDeclaration("Task", "detached", labels: ["priority", "name", "operation"]) { r, ev in
            _ = r.named("priority")
            _ = r.named("name")
            guard let body = r.trailingArgument() ?? r.named("operation") else { throw r.missing("the task's closure") }
            return try started(body, ev)
        },
        StaticFunctionDeclaration("MainActor", "run", labels: ["resultType", "body"]) { r, ev in
            _ = r.named("resultType")
            guard let body = r.trailingArgument() ?? r.named("body") else { throw r.missing("the closure to run") }
            return try ev.callValue(body.value, Args(), node: body.node)
        },
    ]

    /// `task.cancel()`: the body has run; nothing is left to cancel.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        // The name first: every method call on a native value asks here, and a cast costs more.
        guard name == "cancel", args.items.isEmpty, case .native(is ScriptTask) = base else { return nil }
        return .void
    }

    /// `Task.isCancelled`: nothing cancels a script's task.
    static func staticMember(_ type: String, _ name: String) -> Value? {
        type == "Task" && name == "isCancelled" ? .bool(false) : nil
    }

    /// `task.value`, `task.isCancelled`.
    static func member(_ base: Value, _ name: String) -> Value? {
        // The name first: every member read of a native value asks here, and a cast costs more.
        guard name == "value" || name == "isCancelled" else { return nil }
        switch (base, name) {
        case (.native(let t as ScriptTask), "value"): return t.value
        case (.native(is ScriptTask), "isCancelled"): return .bool(false)
        default: return nil
        }
    }

    /// Advances the action's virtual clock; past the render's wait, the action stops here.
    private static func sleep(_ seconds: Double, _ ev: Evaluator, node: Syntax?) throws {
        guard seconds.isFinite, seconds >= 0 else { throw EvalError("a task cannot sleep \(seconds) seconds", node) }
        ev.taskSleep += seconds
        let limit = LifecycleEvent.taskTimeLimit
        if ev.taskSleep > limit {
            throw EvalError(
                "the task sleeps \(formatSeconds(ev.taskSleep)) in all, longer than a render waits for a task (\(formatSeconds(limit)))", node)
        }
    }

    /// `.seconds(2)`, `.milliseconds(300)`, `Duration.seconds(1)`, in seconds.
    private static func duration(_ a: Arg) throws -> Double {
        if let seconds = DurationValues.seconds(of: a.value) { return seconds }
        throw EvalError("expected a duration such as .seconds(1) or .milliseconds(300)", a.node)
    }
}
