import SwiftSyntax

/// Declared types found from the source alone: Swift's names are lexical, so the declaration a
/// name refers to is the nearest one before it in the blocks around it (`let h: CGFloat? = nil`
/// above `h ?? -1`), or a parameter of the function or closure it is in.
enum LexicalTypes {
    /// The type written for the local or parameter `ref` names; nil when it is not one, or its
    /// type is inferred (`let h = f()`).
    static func declaredType(of ref: DeclReferenceExprSyntax) -> String? { declaration(of: ref)?.type }

    /// The declaration of the local or parameter `ref` names: its written type (nil when
    /// inferred) and, for a local, its initial value; nil when `ref` names neither.
    static func declaration(of ref: DeclReferenceExprSyntax) -> (type: String?, initializer: ExprSyntax?)? {
        let name = ref.baseName.plainText
        var current = Syntax(ref)
        while let parent = current.parent {
            if let list = parent.as(CodeBlockItemListSyntax.self) {
                for item in list where item.position < current.position {
                    guard let v = item.item.as(VariableDeclSyntax.self) else { continue }
                    for b in v.bindings.reversed() where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText == name {
                        let shared = b.initializer == nil ? TypeDecl.sharedAnnotation(after: b, in: v.bindings) : nil
                        return ((b.typeAnnotation ?? shared)?.type.typeText, b.initializer?.value)
                    }
                }
            }
            if let f = parent.as(FunctionDeclSyntax.self) {
                for p in f.signature.parameterClause.parameters where (p.secondName ?? p.firstName).plainText == name {
                    return (p.type.typeText, nil)
                }
            }
            if let c = parent.as(ClosureExprSyntax.self), case .parameterClause(let clause)? = c.signature?.parameterClause {
                for p in clause.parameters where (p.secondName ?? p.firstName).plainText == name { return (p.type?.trimmedDescription, nil) }
            }
            // A type's members are not locals (`self`'s stored properties are found by value).
            if parent.is(MemberBlockSyntax.self) { return nil }
            current = parent
        }
        return nil
    }
}
