import SwiftSyntax

/// The type of a closure's parameter that is written without one, as Swift's type checker finds
/// it from the closure's body: `ModelPreview { bird in ComposedBird(bird: bird) }` passes `bird`
/// as `ComposedBird`'s `bird`, declared `Bird`, so the preview's `Model` is `Bird`.
extension Evaluator {
    /// The type the body of `c` gives its parameter `index`: the declared type of a script
    /// type's stored property (its memberwise parameter) that the parameter is passed to by label
    /// in the body (`Type(label: name)`); nil when the body passes it to none.
    func inferredParameterType(of c: Closure, at index: Int) -> TypeRef? {
        guard c.params.indices.contains(index), c.params[index].type == nil else { return nil }
        let name = c.params[index].name
        let finder = ArgumentUseFinder(name: name)
        switch c.body {
        case .statements(let s): finder.walk(s)
        case .expression(let e): finder.walk(e)
        case .native: return nil
        }
        for (callee, label) in finder.uses {
            guard let t = typeDecl(callee), let written = t.stored[label]?.type?.replacingOccurrences(of: " ", with: "") else { continue }
            let plain = written.hasSuffix("?") || written.hasSuffix("!") ? String(written.dropLast()) : written
            if let d = typeDecl(plain) { return .user(d) }
        }
        return nil
    }

    /// The parameter types of a written function type, `(Model) -> Content` → `["Model"]`; nil
    /// when `written` is not a function type.
    static func functionParameterTypes(_ written: String) -> [String]? {
        var text = Substring(written.replacingOccurrences(of: " ", with: ""))
        while text.hasPrefix("@") {  // @escaping, @MainActor, @Sendable
            guard let end = text.firstIndex(of: "(") else { return nil }
            text = text[end...]
        }
        guard text.hasPrefix("("), text.contains("->") else { return nil }
        var depth = 0, current = "", out: [String] = []
        for ch in text.dropFirst() {
            switch ch {
            case "(", "<", "[": depth += 1
            case ">" where depth > 0, "]": depth -= 1
            case ")":
                if depth == 0 {
                    if !current.isEmpty { out.append(current) }
                    return out
                }
                depth -= 1
            case "," where depth == 0:
                out.append(current)
                current = ""
                continue
            default: break
            }
            current.append(ch)
        }
        return nil
    }
}

/// The calls in a closure's body that pass one name as a labelled argument to a type's
/// initialiser (`Bird(…)`, `Detail(bird: bird)`): the callee's name and the label.
private final class ArgumentUseFinder: SyntaxVisitor {
    let name: String
    var uses: [(callee: String, label: String)] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, callee.first?.isUppercase == true {
            for a in node.arguments {
                guard let label = a.label?.text, a.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name else { continue }
                uses.append((callee, label))
            }
        }
        return .visitChildren
    }
}
