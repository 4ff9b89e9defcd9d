import SwiftSyntax

/// The source text of syntax nodes the evaluator reads as names (a type annotation, a pattern),
/// found once per node: `trimmedDescription` builds a trimmed copy of the node's tree on every
/// read, which a property's getter or an `as` cast would otherwise pay at each evaluation.
struct SyntaxTexts {
    private var texts = SyntaxTable<String>()

    /// The node's text without its leading and trailing trivia.
    mutating func text(_ node: some SyntaxProtocol) -> String {
        if let known = texts[node.id] { return known }
        let text = node.trimmedDescription
        texts[node.id] = text
        return text
    }
}

extension Evaluator {
    /// The trimmed source text of `node` (a type, a pattern), read once per node.
    func text(_ node: some SyntaxProtocol) -> String { syntaxTexts.text(node) }

    /// The trimmed source text of an optional type annotation or clause.
    func text(ifPresent node: (some SyntaxProtocol)?) -> String? { node.map { syntaxTexts.text($0) } }
}
