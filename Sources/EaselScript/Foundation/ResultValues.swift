import Foundation
import SwiftSyntax

/// Swift's `Result` in scripts. A result is the `.success(value)` or `.failure(error)` a script
/// writes, kept as that member (which `switch` and `if case` match); `get()`, `map`, `mapError`,
/// `flatMap` and `flatMapError` work on it, and `Result { try … }` (or `Result(catching:)`) makes
/// one from a throwing closure.
enum ResultValues {
    static let methodNames: Set<String> = ["get", "map", "mapError", "flatMap", "flatMapError"]

    /// `Result { try load() }`: the closure's value as a success, or the error it threw as a failure.
    static let values: [ValueDeclaration] = [
        ValueDeclaration("Result", labels: ["catching"]) { r, ev in
            guard let body = r.named("catching") ?? r.trailingArgument() else { throw r.missing("'catching:' (a throwing closure)") }
            do {
                return success(try ev.callValue(body.value, Args(), node: body.node))
            } catch let thrown as ThrownError {
                return failure(thrown.value)
            }
        }
    ]

    static func success(_ v: Value) -> Value { .implicitMember("success", Args([Arg(label: nil, value: v)])) }
    static func failure(_ e: Value) -> Value { .implicitMember("failure", Args([Arg(label: nil, value: e)])) }

    /// A result's method, or nil for another value or name.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard methodNames.contains(name) else { return nil }
        let isSuccess: Bool
        let payload: Value
        switch base {
        case .implicitMember("success", let a?) where a.items.count == 1: (isSuccess, payload) = (true, a.items[0].value)
        case .implicitMember("failure", let a?) where a.items.count == 1: (isSuccess, payload) = (false, a.items[0].value)
        default: return nil
        }
        if name == "get" {
            if isSuccess { return payload }
            throw ThrownError(value: payload, node: node)
        }
        guard let f = args.items.first?.value else { throw EvalError("\(name) needs a closure", node) }
        let call = { try ev.callValue(f, Args([Arg(label: nil, value: payload)]), node: node) }
        switch name {
        case "map": return isSuccess ? success(try call()) : base
        case "flatMap": return isSuccess ? try call() : base
        case "mapError": return isSuccess ? base : failure(try call())
        default: return isSuccess ? base : try call()  // flatMapError
        }
    }
}
