import SwiftSyntax

/// What some syntax nodes name, found the first time they are evaluated and kept for the others.
///
/// Swift's names are lexical: an identifier that named one of Easel's types (`Color` in
/// `Color.red`) at its first evaluation — no local, no member of `self`, no file-scope name
/// before it — names it every time that node runs. Looking it up again walks every scope
/// (a dictionary each) and `self`'s members, which in a `ForEach` of 10,000 rows cost more than
/// the row's view. A member of such a type that is a registered constant (`Color.red`,
/// `Font.title`) is kept too. Nothing else is kept: locals, members and computed values are
/// read each time.
struct ResolvedReferences {
    private var typeNames = SyntaxTable<Value>()
    private var constants = SyntaxTable<Value>()

    /// The Easel type the identifier at `node` names, when it was found to name one.
    func typeName(at node: SyntaxIdentifier) -> Value? { typeNames.isEmpty ? nil : typeNames[node] }

    mutating func noteTypeName(_ type: Value, at node: SyntaxIdentifier) { typeNames[node] = type }

    /// The registered constant the member access at `node` reads, when it was found to read one.
    func constant(at node: SyntaxIdentifier) -> Value? { constants.isEmpty ? nil : constants[node] }

    mutating func noteConstant(_ value: Value, at node: SyntaxIdentifier) { constants[node] = value }
}
