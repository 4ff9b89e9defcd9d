import Foundation
import SwiftSyntax

/// `DispatchQueue.main.async { … }`, `asyncAfter(deadline: .now() + 0.3)`,
/// `DispatchQueue.global().async { … }`: work sent to a queue runs after the current update, and
/// a still image is the first frame, so it does not run; `sync { … }` runs at once, as it would.
struct ScriptDispatchQueue {
    let label: String
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

    /// `async`, `asyncAfter` (not run) and `sync` (run now).
    static func callMethod(_ q: ScriptDispatchQueue, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        switch name {
        case "async", "asyncAfter": return .void
        case "sync":
            guard let work = args.items.last else { throw EvalError("sync needs a closure", node) }
            return try ev.callValue(work.value, Args(), node: node)
        default: return nil
        }
    }

    /// `.now() + 0.5` and `DispatchTime.now() + delay`.
    static func binary(_ op: String, _ l: Value, _ r: Value) -> Value? {
        guard op == "+" || op == "-", let d = Conversions.double(r) else { return nil }
        let sign = op == "+" ? 1.0 : -1.0
        switch l {
        case .native(let t as ScriptDispatchTime): return .native(ScriptDispatchTime(seconds: t.seconds + sign * d))
        case .implicitMember("now", _): return .native(ScriptDispatchTime(seconds: sign * d))
        default: return nil
        }
    }
}
