import SwiftSyntax

/// The values of closures whose body is a literal tree — number literals joined by arithmetic
/// (`LiteralArithmetic.isLiteralTree`), as in `.alignmentGuide(.top) { _ in -10 }` — by the body's
/// node. Such a body reads no name, and a number's operators are Swift's (a script's operators
/// apply to its own types and to the types it extends, not to numbers), so every closure made by
/// the same expression gives the same value, whatever its arguments and scope: it is evaluated at
/// the first call and kept, with the steps that evaluation counted (see
/// `Evaluator.callKeepingConstant`). Layout calls an alignment guide's closure at every layout of
/// every view made by it, and a call through `Evaluator.call` costs about 5,000 instructions.
struct ConstantClosures {
    /// What a closure body's first call found.
    enum Entry {
        /// A literal tree's value, and the evaluation steps its evaluation counted.
        case constant(Value, steps: Int)
        /// Not a literal tree (or a closure that is not called as one): called every time.
        case notConstant
    }

    private var entries = SyntaxTable<Entry>()

    subscript(body: SyntaxIdentifier) -> Entry? {
        get { entries[body] }
        set { entries[body] = newValue }
    }
}

extension Evaluator {
    /// Calls `c` with the arguments `arguments` makes, as `call(_:_:node:)` does. When `c` is a
    /// closure expression whose body is a literal tree and whose call binds nothing (its
    /// parameters are all `_`), the value found at the first such call of a closure made by the
    /// same expression is given again, without making the arguments or evaluating the body; the
    /// call counts the steps the first call counted, and leaves the evaluator's state as that
    /// call did. A call that might meet a limit (steps, the time limit's clock read every 1,024
    /// steps, nesting) is made in full, so that it stops where it would have.
    func callKeepingConstant(_ c: Closure, argumentCount: Int, node: Syntax?, arguments: () -> Args) throws -> Value {
        guard c.isLiteral, c.bodyNeedsNoCallScope, c.resultBuilder == nil, c.returnType == nil, case .expression(let e) = c.body,
            c.usesShorthand ? argumentCount == 0 : argumentCount == c.params.count
        else { return try call(c, arguments(), node: node) }
        let id = e.id
        switch constantClosures[id] {
        case .notConstant?:
            return try call(c, arguments(), node: node)
        case .constant(let value, let counted)?:
            // The steps `call` would count (`eval` counts one per expression, and nests no deeper
            // than that), none of them at a multiple of 1,024 (where `step` reads the clock).
            let after = steps + counted
            guard callDepth + 1 <= callDepthLimit, evalDepth + counted <= evalDepthLimit, after <= stepLimit, after >> 10 == steps >> 10
            else { return try call(c, arguments(), node: node) }
            steps = after
            // `call` leaves no return context behind (see `takeKeptCall`).
            if returnContext != nil { returnContext = nil }
            return value
        case nil:
            guard literalFacts(e).isLiteralTree else {
                constantClosures[id] = .notConstant
                return try call(c, arguments(), node: node)
            }
            let before = steps
            let value = try call(c, arguments(), node: node)
            constantClosures[id] = .constant(value, steps: steps - before)
            return value
        }
    }
}
