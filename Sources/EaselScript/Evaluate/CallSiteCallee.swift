import SwiftSyntax

/// The called expression of a call site, taken apart once: which kind of expression it is and its
/// parts. Each call read them again from SwiftSyntax (`calledExpression`, the casts to
/// `GenericSpecializationExprSyntax` and `MemberAccessExprSyntax`, `base`, `declName`: about 400
/// instructions a call), though they are the same at every evaluation of the node.
enum CallSiteCallee {
    /// `base.name(…)`, or `.name(…)` without a base; `declName` is the member's name node, where
    /// errors about the call point.
    case member(MemberAccessExprSyntax, base: ExprSyntax?, declName: Syntax)
    /// `name(…)`, with the name's text.
    case reference(DeclReferenceExprSyntax, name: String)
    /// Anything else called (`makeView()(…)`, `{ … }()`, `items[0](…)`).
    case other(ExprSyntax)

    /// The callee of `call`, generic arguments left out (`Foo<Int>(…)` calls `Foo`); a name is
    /// read as `files` say it is in the call's file.
    init(_ call: FunctionCallExprSyntax, _ files: FileNames) {
        var callee = call.calledExpression
        if let g = callee.as(GenericSpecializationExprSyntax.self) { callee = g.expression }
        // `url.self(forResource: file)` calls what `url` names: postfix `.self` is the expression itself.
        while let m = callee.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self", let base = m.base { callee = base }
        if let m = callee.as(MemberAccessExprSyntax.self) {
            self = .member(m, base: m.base, declName: Syntax(m.declName))
        } else if let d = callee.as(DeclReferenceExprSyntax.self) {
            let plain = d.baseName.plainText
            self = .reference(d, name: files.isEmpty ? plain : files.name(plain, at: d))
        } else {
            self = .other(callee)
        }
    }
}
