import Foundation
import SwiftSyntax
import Easel

/// LocalAuthentication in scripts: Easel's `LAContext`, which, as in Xcode's previews, can
/// evaluate nothing (`canEvaluatePolicy` is false, the sensor `.none`, an evaluation fails with
/// `biometryNotAvailable`).
enum LocalAuthenticationValues {
    static let values: [ValueDeclaration] = [
        ValueDeclaration("LAContext") { _, _ in .native(LAContext()) }
    ]

    nonisolated(unsafe) static let statics: [String: [String: Any]] = [
        "LAPolicy": ControlValues.named(LAPolicy.self),
        "LABiometryType": ControlValues.named(LABiometryType.self),
        "LAError": ControlValues.named(LAError.Code.self),
        "LAError.Code": ControlValues.named(LAError.Code.self),
    ]

    /// `context.biometryType` and the prompt's texts.
    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let c as LAContext) = base else { return nil }
        switch name {
        case "biometryType": return .native(c.biometryType)
        case "localizedReason": return .string(c.localizedReason)
        case "localizedCancelTitle": return c.localizedCancelTitle.map { .string($0) } ?? .null
        case "localizedFallbackTitle": return c.localizedFallbackTitle.map { .string($0) } ?? .null
        default: return nil
        }
    }

    /// The prompt's texts set (never shown in a still image).
    static func setMember(_ base: Value, _ name: String, _ value: Value, _ node: Syntax?) throws -> Bool {
        guard case .native(let c as LAContext) = base else { return false }
        switch name {
        case "localizedReason": c.localizedReason = value.description
        case "localizedCancelTitle": c.localizedCancelTitle = value.isNone ? nil : value.description
        case "localizedFallbackTitle": c.localizedFallbackTitle = value.isNone ? nil : value.description
        case "touchIDAuthenticationAllowableReuseDuration", "interactionNotAllowed": break
        default: return false
        }
        return true
    }

    /// `canEvaluatePolicy(_:error:)` and `evaluatePolicy(_:localizedReason:reply:)` answer as the
    /// compiled context does (false; the reply gets false and its error); without a reply
    /// (`try await`) the evaluation throws that error.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let c as LAContext) = base else { return nil }
        switch name {
        case "canEvaluatePolicy":
            // (`&error` is left as it was: nothing reads why in a still image.)
            return .bool(c.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil))
        case "evaluatePolicy":
            let answer = Answer()
            c.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "") { ok, error in (answer.ok, answer.error) = (ok, error) }
            let error = answer.error.map { Value.native($0) } ?? .null
            if let reply = args.items.first(where: { $0.label == "reply" || $0.isTrailing }) {
                _ = try ev.callValue(reply.value, Args([Arg(label: nil, value: .bool(answer.ok)), Arg(label: nil, value: error)]), node: node)
                return .void
            }
            if answer.error != nil { throw ThrownError(value: error, node: node) }
            return .bool(answer.ok)
        case "invalidate": return .void
        default: throw EvalError("LAContext has no method '\(name)' here", node)
        }
    }

    /// What the compiled context's reply gave.
    private final class Answer: @unchecked Sendable {
        var ok = false
        var error: Error?
    }
}
