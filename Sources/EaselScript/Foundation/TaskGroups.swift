import Foundation
import SwiftSyntax

/// Structured concurrency in scripts: `withTaskGroup(of:)` (and its throwing and discarding
/// kinds) and `withCheckedContinuation` / `withCheckedThrowingContinuation`.
///
/// A script's `await` runs at once (see `TaskValues`), so a child task runs when it is added and
/// its result waits in the group; the group gives results in the order the tasks were added (a
/// real group gives them as they finish, an order that code which shows them sorts or does not
/// rely on). A continuation's closure runs at once; the value it resumes with is the call's.
enum TaskGroups {
    static let functionNames: Set<String> = [
        "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
        "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation", "withUnsafeThrowingContinuation",
    ]

    /// The group a `withTaskGroup` body receives: the results of the tasks added, not yet taken.
    final class Group {
        var results: [Value] = []
        let discarding: Bool
        init(discarding: Bool) { self.discarding = discarding }
    }

    /// A continuation: how it was resumed, once it was.
    final class Continuation {
        enum Outcome { case returned(Value), threw(Value) }
        var outcome: Outcome?
    }

    static func call(_ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value {
        guard let body = args.items.last(where: { $0.isTrailing || $0.label == "body" || $0.label == "function" }) ?? args.items.last else {
            throw EvalError("\(name) needs a closure", node)
        }
        if name.contains("Continuation") {
            let c = Continuation()
            _ = try ev.callValue(body.value, Args([Arg(label: nil, value: .native(c))]), node: body.node)
            switch c.outcome {
            case .returned(let v)?: return v
            case .threw(let e)?: throw ThrownError(value: e, node: node)
            case nil:
                // Nothing resumed it while the closure ran (a callback that never comes in a
                // still render): the task waits there, as the app's would until then.
                throw EvalError("\(name): the continuation was not resumed while its closure ran", node)
            }
        }
        let group = Group(discarding: name.contains("Discarding"))
        return try ev.callValue(body.value, Args([Arg(label: nil, value: .native(group))]), node: body.node)
    }

    /// `group.addTask { … }`, `group.next()`, `group.waitForAll()`, `continuation.resume(returning:)` …;
    /// nil for another method or value.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let object) = base else { return nil }
        if let c = object as? Continuation {
            guard name == "resume" else { return nil }
            guard c.outcome == nil else { throw EvalError("a continuation was resumed twice", node) }
            if let e = args.items.first(where: { $0.label == "throwing" }) {
                c.outcome = .threw(e.value)
            } else if let r = args.items.first(where: { $0.label == "with" }) {
                // `resume(with: result)`: a `Result`'s success or failure.
                switch r.value {
                case .implicitMember("failure", let a?): c.outcome = .threw(a.items.first?.value ?? .void)
                case .enumCase(_, "failure", let payload): c.outcome = .threw(payload.first ?? .void)
                default: c.outcome = .returned(Self.successValue(r.value))
                }
            } else {
                c.outcome = .returned(args.items.first?.value ?? .void)
            }
            return .void
        }
        guard let g = object as? Group else { return nil }
        switch name {
        case "addTask", "addTaskUnlessCancelled":
            guard let body = args.items.last(where: { $0.isTrailing || $0.label == "operation" }) else {
                throw EvalError("\(name) needs the task's closure", node)
            }
            let v = try ev.callValue(body.value, Args(), node: body.node)
            if !g.discarding { g.results.append(v) }
            return name == "addTaskUnlessCancelled" ? .bool(true) : .void
        case "next":
            return g.results.isEmpty ? .null : g.results.removeFirst()
        case "waitForAll", "cancelAll":
            if name == "waitForAll" { g.results.removeAll() }
            return .void
        default:
            // `group.reduce(into: [:]) { … }`, `group.map { … }`: the results as a sequence.
            let results = g.results
            g.results.removeAll()
            return try ev.callMethod(.array(results), name, args, node: node)
        }
    }

    /// `group.isEmpty`, `group.isCancelled`.
    static func member(_ base: Value, _ name: String) -> Value? {
        guard name == "isEmpty" || name == "isCancelled", case .native(let g as Group) = base else { return nil }
        return .bool(name == "isEmpty" ? g.results.isEmpty : false)
    }

    /// The results a `for await x in group` loop takes, in the order the tasks were added.
    static func drain(_ g: Group) -> [Value] {
        defer { g.results.removeAll() }
        return g.results
    }

    private static func successValue(_ v: Value) -> Value {
        switch v {
        case .implicitMember("success", let a?): return a.items.first?.value ?? .void
        case .enumCase(_, "success", let payload): return payload.first ?? .void
        default: return v
        }
    }
}
