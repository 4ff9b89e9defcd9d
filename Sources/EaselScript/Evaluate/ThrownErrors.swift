import Foundation
import SwiftSyntax
import Easel

/// An error the script's own Swift throws — `throw MyError.bad`, a failed `JSONDecoder.decode`, a
/// bundle file that cannot be read — as opposed to an `EvalError` (code Easel cannot evaluate, a
/// limit). Only these are caught by `do`/`catch`, `try?` and `try!`, so an unsupported API is never
/// silently turned into `nil`.
///
/// Unchecked Sendable: a thrown script value never leaves the thread that evaluates the script.
struct ThrownError: Error, @unchecked Sendable {
    /// What was thrown: a script value (`MyError.bad`) or a Foundation error as a native value.
    let value: Value
    /// Where it was thrown.
    let node: Syntax?

    /// The text an uncaught error reports, as Swift prints it in a crash log.
    var message: String {
        switch value {
        case .native(let e as Error): return "\(e)"
        default: return value.description
        }
    }
}

extension Evaluator {
    /// `try x`, `try? x` and `try! x`: `try?` makes a thrown error `nil`, `try!` makes it fatal.
    func evalTry(_ e: TryExprSyntax, _ scope: Scope) throws -> Value {
        switch e.questionOrExclamationMark?.text {
        case "?":
            do { return try eval(e.expression, scope) } catch is ThrownError { return .null }
        case "!":
            do { return try eval(e.expression, scope) } catch let t as ThrownError {
                throw EvalError("'try!' expression unexpectedly raised an error: \(t.message)", e)
            }
        default:
            return try eval(e.expression, scope)
        }
    }

    /// `do { … } catch pattern { … }`: the first catch clause whose pattern (and `where`) matches a
    /// thrown error runs with it bound (`error` when the clause has no pattern).
    func execDo(_ d: DoStmtSyntax, _ scope: Scope, _ out: inout [Value]) throws -> Flow {
        do {
            return try block(d.body, scope, &out)
        } catch let thrown as ThrownError {
            for clause in d.catchClauses {
                let s = Scope(parent: scope)
                if clause.catchItems.isEmpty {
                    s.declare("error", thrown.value)
                    return try block(clause.body, s, &out)
                }
                for item in clause.catchItems {
                    guard let pattern = item.pattern else {
                        s.declare("error", thrown.value)
                        return try block(clause.body, s, &out)
                    }
                    if try catchMatches(pattern, thrown.value, s),
                        try item.whereClause.map({ try truth(eval($0.condition, s), $0.condition) }) ?? true
                    {
                        return try block(clause.body, s, &out)
                    }
                }
            }
            throw thrown
        }
    }

    /// A catch pattern: `let e`, `MyError.bad`, `.bad`, `let e as MyError`, `is DecodingError`.
    private func catchMatches(_ p: PatternSyntax, _ v: Value, _ scope: Scope) throws -> Bool {
        if let b = p.as(ValueBindingPatternSyntax.self) {
            if let id = b.pattern.as(IdentifierPatternSyntax.self) {
                scope.declare(id.identifier.plainText, v)
                return true
            }
            if let e = b.pattern.as(ExpressionPatternSyntax.self), let cast = e.expression.as(AsExprSyntax.self),
                let name = cast.expression.as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText
            {
                guard isOfType(v, cast.type.trimmedDescription) else { return false }
                // `catch let e as URLError`: the error seen as that type (`e.code` is its case).
                scope.declare(name, try foundationErrorCast(v, to: cast.type.trimmedDescription, mark: "?", node: Syntax(cast)) ?? v)
                return true
            }
            return false
        }
        if let e = p.as(ExpressionPatternSyntax.self) {
            if let isExpr = e.expression.as(IsExprSyntax.self) { return isOfType(v, isExpr.type.trimmedDescription) }
            // `catch MyError.bad(let why)`: a case with its values bound, as a switch's case matches.
            if let call = e.expression.as(FunctionCallExprSyntax.self), call.calledExpression.is(MemberAccessExprSyntax.self) {
                return try matchExpression(e.expression, v, scope)
            }
            let wanted = try eval(e.expression, scope)
            // `catch LAError.userCancel`: a code of the thrown error.
            if case .native(let code) = wanted, case .native(let error as any CodedError) = v { return error.hasCode(code) }
            return wanted == v
        }
        return false
    }

    /// `throw value`.
    func execThrow(_ t: ThrowStmtSyntax, _ scope: Scope) throws -> Never {
        throw ThrownError(value: try eval(t.expression, scope), node: Syntax(t))
    }
}

extension Evaluator {
    /// `error.localizedDescription` of an error the script declares: its `errorDescription` when it
    /// is a `LocalizedError` that gives one, else Swift's default for an enum case
    /// ("The operation couldn’t be completed. (Type error 0.)", without the app's module name,
    /// which a script does not know).
    func localizedDescription(of v: Value, node: Syntax?) throws -> Value? {
        let decl: TypeDecl
        var index = 0
        switch v {
        case .enumCase(let t, let c, _):
            guard let d = typeDecl(t) else { return nil }
            decl = d
            index = d.caseOrder.firstIndex(of: c) ?? 0
        case .instance(let i): decl = i.decl
        default: return nil
        }
        guard decl.conformances.contains(where: { $0 == "Error" || $0 == "LocalizedError" || $0 == "Swift.Error" }) else { return nil }
        if decl.computed["errorDescription"] != nil || decl.stored["errorDescription"] != nil {
            let d = try member(of: v, "errorDescription", node: node ?? Syntax(TokenSyntax.identifier("errorDescription")))
            if case .string = d { return d }
        }
        return .string("The operation couldn’t be completed. (\(decl.name) error \(index).)")
    }
}
