import SwiftSyntax

/// What a closure expression's syntax says about every closure it makes — its parameters,
/// whether it uses `$0`, its body and what follows from them — read once per expression: each
/// evaluation of `{ d in d[.lastTextBaseline] - 78 }` makes a closure, and reading the parameter
/// list and the statements from the syntax tree at each one cost about 4,000 instructions.
struct ClosureLiterals {
    /// One closure expression's reading.
    struct Literal {
        let params: [Closure.Param]
        let usesShorthand: Bool
        /// The highest `$n` the body uses, plus one (`{ "\($1). \($0)" }` takes 2), not
        /// counting closures inside it.
        let shorthandArity: Int
        let body: BodySyntax
        let hasPlainLiteralParameters: Bool
        let bodyNeedsNoCallScope: Bool
    }

    private var literals = SyntaxTable<Literal>()

    /// The reading of `e`, made by `read` the first time.
    mutating func literal(_ e: ClosureExprSyntax, read: (ClosureExprSyntax) -> Literal) -> Literal {
        if let known = literals[e.id] { return known }
        let literal = read(e)
        literals[e.id] = literal
        return literal
    }
}

/// Finds the highest `$n` a closure's body uses outside the closures nested in it.
final class ShorthandArity: SyntaxVisitor {
    private(set) var arity = 0

    static func of(_ e: ClosureExprSyntax) -> Int {
        let v = ShorthandArity(viewMode: .sourceAccurate)
        v.walk(e.statements)
        return v.arity
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let t) = node.baseName.tokenKind, let n = Int(t.dropFirst()) { arity = max(arity, n + 1) }
        return .skipChildren
    }
}
