import SwiftSyntax

/// The source text of syntax nodes the evaluator reads as names (a type annotation, a pattern),
/// found once per node: `trimmedDescription` builds a trimmed copy of the node's tree on every
/// read, which a property's getter or an `as` cast would otherwise pay at each evaluation.
struct SyntaxTexts {
    private var texts = SyntaxTable<String>()
    private var names = SyntaxTable<String>()

    /// The name a reference (`row`) or a member access (`.top`, `Color.red`) names, without the
    /// backticks of an escaped identifier: read from the token once per node, since building the
    /// token's text allocates at every read.
    /// A name that another file's or module's declaration of it shadows in the node's file is read
    /// as that declaration's registered name (see `FileNames`).
    /// The name of a reference already read, or nil (`mutating`, so that the evaluator's table is
    /// read in place rather than copied).
    mutating func knownName(_ node: DeclReferenceExprSyntax) -> String? { names[node.id] }

    mutating func name(_ node: DeclReferenceExprSyntax, _ files: FileNames) -> String {
        if let known = names[node.id] { return known }
        let plain = node.baseName.plainText
        let name = files.isEmpty ? plain : files.name(plain, at: node)
        names[node.id] = name
        return name
    }

    /// The operator of an infix expression whose operator is a binary operator (`*`, `+`); nil for
    /// another (an assignment), which is not kept.
    mutating func binaryOperator(_ node: InfixOperatorExprSyntax) -> String? {
        if let known = names[node.id] { return known }
        guard let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
        names[node.id] = op
        return op
    }

    /// The operator of a prefix expression (`-` in `-10`).
    mutating func prefixOperator(_ node: PrefixOperatorExprSyntax) -> String {
        if let known = names[node.id] { return known }
        let op = node.operator.text
        names[node.id] = op
        return op
    }

    /// The member's name of a member access expression (see `name(_:)`).
    mutating func memberName(_ node: MemberAccessExprSyntax) -> String {
        if let known = names[node.id] { return known }
        let name = node.declName.baseName.plainText
        names[node.id] = name
        return name
    }

    /// The node's text without its leading and trailing trivia; a type written over several
    /// lines reads as written on one (`[\n  Tab: (text: String, image: String)\n]` is
    /// `[Tab: (text: String, image: String)]`).
    mutating func text(_ node: some SyntaxProtocol) -> String {
        if let known = texts[node.id] { return known }
        let text = node.typeText
        texts[node.id] = text
        return text
    }

    /// `text` with each run of white space (line breaks included) made one space, and none just
    /// inside brackets, parentheses and angle brackets.
    fileprivate static func oneLine(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        for c in text {
            if c.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace, let last = out.last, !"[(<".contains(last), !"])>,:".contains(c) { out.append(" ") }
            pendingSpace = false
            out.append(c)
        }
        return out
    }
}

extension Evaluator {
    /// The trimmed source text of `node` (a type, a pattern), read once per node.
    func text(_ node: some SyntaxProtocol) -> String { syntaxTexts.text(node) }

    /// The name a reference names, read once per node.
    func referenceName(_ node: DeclReferenceExprSyntax) -> String {
        // Read once per node: the file names are needed only the first time.
        if let known = syntaxTexts.knownName(node) { return known }
        return syntaxTexts.name(node, fileNames)
    }

    /// The operator of an infix expression, when it is a binary operator; read once per node.
    func binaryOperator(_ node: InfixOperatorExprSyntax) -> String? { syntaxTexts.binaryOperator(node) }

    /// The operator of a prefix expression, read once per node.
    func prefixOperator(_ node: PrefixOperatorExprSyntax) -> String { syntaxTexts.prefixOperator(node) }

    /// The member's name of a member access, read once per node.
    func memberName(_ node: MemberAccessExprSyntax) -> String { syntaxTexts.memberName(node) }

    /// The trimmed source text of an optional type annotation or clause.
    func text(ifPresent node: (some SyntaxProtocol)?) -> String? { node.map { syntaxTexts.text($0) } }
}

extension SyntaxProtocol {
    /// The trimmed source text, on one line when it was written over several (a type annotation
    /// such as `[\n  Tab: (text: String, image: String)\n]`; see `SyntaxTexts.text(_:)`).
    var typeText: String {
        let text = trimmedDescription
        return text.contains("\n") ? SyntaxTexts.oneLine(text) : text
    }
}
