import SwiftSyntax

/// Thrown where an optional chain meets nil (`launchDate?` when `launchDate` is nil): the rest of
/// the chain is skipped, and the chain's outermost expression is nil, as in Swift.
struct OptionalChainNil: Error {
    /// Whether `expr` is the outermost link of its postfix chain: its parent does not go on from
    /// it with a member, a call, a subscript, `?` or `!`.
    static func endsChain(_ expr: ExprSyntax) -> Bool {
        guard let parent = expr.parent else { return true }
        if let m = parent.as(MemberAccessExprSyntax.self) { return m.base?.id != expr.id }
        if let c = parent.as(FunctionCallExprSyntax.self) { return c.calledExpression.id != expr.id }
        if let s = parent.as(SubscriptCallExprSyntax.self) { return s.calledExpression.id != expr.id }
        if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { return false }
        if parent.is(PostfixOperatorExprSyntax.self) { return false }
        return true
    }
}
