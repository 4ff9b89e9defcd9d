import Foundation
import SwiftSyntax
import Easel

/// `DispatchQueue.main.async { … }`, `asyncAfter(deadline: .now() + 0.3)`,
/// `DispatchQueue.global().async { … }`: work sent to a queue during a lifecycle action runs after
/// the action, in the order it falls due on the action's virtual clock (the one `Task.sleep`
/// advances), as long as it falls due before the render stops waiting
/// (`LifecycleEvent.taskTimeLimit`): the picture shows the screen a moment after it appeared, as
/// for tasks. Work sent elsewhere (an initialiser, a view's body) does not run, nor does work due
/// later. `sync { … }` runs at once, as it would.
struct ScriptDispatchQueue {
    let label: String
}

/// Work sent to a queue during a lifecycle action: due `time` seconds into the action.
struct DispatchedWork {
    let time: Double
    let work: Value
    let node: Syntax?
}

/// A dispatch time (`.now() + 0.5`): only its offset in seconds matters to a script.
struct ScriptDispatchTime {
    let seconds: Double
}

enum DispatchValues {
    /// `DispatchQueue.main`, `DispatchTime.now`.
    static func staticMember(_ type: String, _ name: String) -> Value? {
        switch (type, name) {
        case ("DispatchQueue", "main"): return .native(ScriptDispatchQueue(label: "main"))
        default: return nil
        }
    }

    /// `DispatchQueue.global(qos:)`, `DispatchTime.now()`.
    static func callStatic(_ type: String, _ name: String) -> Value? {
        switch (type, name) {
        case ("DispatchQueue", "global"): return .native(ScriptDispatchQueue(label: "global"))
        case ("DispatchTime", "now"): return .native(ScriptDispatchTime(seconds: 0))
        default: return nil
        }
    }

    /// `async` and `asyncAfter` (sent for after the running action) and `sync` (run now).
    static func callMethod(_ q: ScriptDispatchQueue, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        switch name {
        case "async", "asyncAfter":
            var r = ArgReader(args, name, ev, node: node)
            var delay = 0.0
            if name == "asyncAfter" {
                guard let deadline = r.named("deadline") ?? r.named("wallDeadline") else { throw r.missing("'deadline:'") }
                delay = try seconds(deadline)
            }
            for label in ["group", "qos", "flags"] { _ = r.named(label) }
            guard let work = r.trailingArgument() ?? r.named("execute") else { throw r.missing("the work to run") }
            try r.finish()
            // Outside a lifecycle action nothing runs the queues: the work does not reach the picture.
            guard ev.dispatchedWork != nil else { return .void }
            ev.dispatchedWork!.append(DispatchedWork(time: ev.taskSleep + max(0, delay), work: work.value, node: work.node))
            return .void
        case "sync":
            guard let work = args.items.last else { throw EvalError("sync needs a closure", node) }
            return try ev.callValue(work.value, Args(), node: node)
        default: return nil
        }
    }

    /// Most work items one action may send (each may send more): past it, the action stops.
    static let workLimit = 1_000

    /// Runs the work the running action sent to queues, earliest first (in the order sent when
    /// due together), each on the action's clock at its time; what it sends joins the queue. Work
    /// due after the render's wait is left.
    static func runDispatchedWork(_ ev: Evaluator) throws {
        var ran = 0
        while let queue = ev.dispatchedWork, !queue.isEmpty {
            var next = 0
            for i in queue.indices where queue[i].time < queue[next].time { next = i }
            let item = ev.dispatchedWork!.remove(at: next)
            guard item.time <= LifecycleEvent.taskTimeLimit else { continue }
            ran += 1
            guard ran <= workLimit else {
                throw EvalError("the action sent more than \(workLimit) pieces of work to dispatch queues", item.node)
            }
            ev.taskSleep = item.time
            _ = try ev.callValue(item.work, Args(), node: item.node)
        }
    }

    /// A deadline's offset in seconds: `.now() + 0.5`, `DispatchTime.now() + .milliseconds(300)`.
    private static func seconds(_ a: Arg) throws -> Double {
        switch a.value {
        case .native(let t as ScriptDispatchTime): return t.seconds
        case .implicitMember("now", _): return 0
        default: throw EvalError("expected a dispatch time such as .now() + 0.5", a.node)
        }
    }

    /// A `DispatchTimeInterval` (`.seconds(1)`, `.milliseconds(300)`) or a number, in seconds.
    private static func interval(_ v: Value) -> Double? {
        Conversions.double(v) ?? DurationValues.seconds(of: v)
    }

    /// `.now() + 0.5` and `DispatchTime.now() + delay`.
    static func binary(_ op: String, _ l: Value, _ r: Value) -> Value? {
        guard op == "+" || op == "-", let d = interval(r) else { return nil }
        let sign = op == "+" ? 1.0 : -1.0
        switch l {
        case .native(let t as ScriptDispatchTime): return .native(ScriptDispatchTime(seconds: t.seconds + sign * d))
        case .implicitMember("now", _): return .native(ScriptDispatchTime(seconds: sign * d))
        default: return nil
        }
    }
}
