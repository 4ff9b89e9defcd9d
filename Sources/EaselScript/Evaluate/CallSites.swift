import SwiftSyntax

/// The arguments of a call site as the evaluator reads them — each one's label and expression,
/// the trailing closure and the labelled ones after it — found once per call site: walking
/// SwiftSyntax's collections and reading a token's text each time cost more than evaluating a
/// literal argument (a grid of 10,000 `frame(width: 10, height: 10)` calls spent a third of its
/// argument time there).
struct CallSiteArguments {
    /// An argument written in the parentheses.
    struct Item {
        let label: String?
        let expression: ExprSyntax
        let node: Syntax
        /// The value of a number or Boolean literal (`width: 10`), which is the same at every call.
        let constant: Value?

        init(_ a: LabeledExprSyntax) {
            label = a.label?.text
            expression = a.expression
            node = Syntax(a.expression)
            if let i = a.expression.as(IntegerLiteralExprSyntax.self) {
                constant = NumericLiterals.integer(i.literal.text).map { .int($0) }  // an overflow is reported when evaluated
            } else if let f = a.expression.as(FloatLiteralExprSyntax.self) {
                constant = .double(NumericLiterals.floating(f.literal.text))
            } else if let b = a.expression.as(BooleanLiteralExprSyntax.self) {
                constant = .bool(b.literal.text == "true")
            } else {
                constant = nil
            }
        }
    }

    let items: [Item]
    let trailing: ClosureExprSyntax?
    let additional: [(label: String, closure: ClosureExprSyntax)]

    init(_ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?, additional: MultipleTrailingClosureElementListSyntax?) {
        items = list.map(Item.init)
        self.trailing = trailing
        self.additional = (additional ?? []).map { (label: $0.label.text, closure: $0.closure) }
    }

    /// How many arguments a call with these has.
    var count: Int { items.count + (trailing == nil ? 0 : 1) + additional.count }
}

/// Each call site's arguments, by the call's syntax node.
struct CallSites {
    private var known: [SyntaxIdentifier: CallSiteArguments] = [:]

    mutating func arguments(
        at node: Syntax, _ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?, additional: MultipleTrailingClosureElementListSyntax?
    ) -> CallSiteArguments {
        if let site = known[node.id] { return site }
        let site = CallSiteArguments(list, trailing: trailing, additional: additional)
        known[node.id] = site
        return site
    }
}
