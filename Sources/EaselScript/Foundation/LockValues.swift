import Foundation
import SwiftSyntax

/// `NSLock`, `NSRecursiveLock` and `NSCondition` for scripts. A script runs on one thread, so a lock
/// is never contended: `lock()` and `unlock()` do nothing, `try()` succeeds, and
/// `withLock { … }` runs its closure at once, giving its result.
struct ScriptLock {
    let typeName: String

    static let typeNames: Set<String> = ["NSLock", "NSRecursiveLock", "NSCondition"]

    /// `lock()`, `unlock()`, `try()`, `lock(before:)`, `withLock { … }`, `wait()`, `signal()`, `broadcast()`.
    func call(_ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value {
        switch name {
        case "lock", "unlock", "signal", "broadcast": return .void
        case "try", "lockBefore": return .bool(true)
        case "withLock":
            guard let work = args.items.last else { throw EvalError("withLock needs a closure", node) }
            return try ev.callValue(work.value, Args(), node: node)
        case "wait":
            // Waiting for a signal no other thread can send would never end.
            throw EvalError("\(typeName).wait() would wait for ever: a script runs on one thread", node)
        default: throw EvalError("\(typeName) has no method '\(name)' here", node)
        }
    }
}
