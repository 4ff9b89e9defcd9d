import Foundation
import SwiftSyntax

/// An app's own result builders (`@resultBuilder struct ActionBuilder`): a closure passed for a
/// parameter or property marked with one (`@ActionBuilder var actions: [Action]`) makes its value
/// from the values of its statements with the builder's static functions, as Swift does:
/// `buildExpression` on each (when declared), `buildBlock` on them all, then `buildFinalResult`.
/// The statements of an `if` or `for` inside the closure give their values in line with the
/// others (as `buildOptional`, `buildEither` and `buildArray` usually pass them on).
enum ResultBuilders {
    /// Attributes that are not result builders.
    private static let known: Set<String> = ["ViewBuilder", "MainActor", "escaping", "Sendable", "autoclosure", "ToolbarContentBuilder", "SceneBuilder"]

    /// The name of an attribute that may be a result builder (a capitalised attribute without
    /// arguments that Easel does not know); whether it is one is decided when it is used, by
    /// the script's type of that name declaring `buildBlock`.
    static func attribute(_ attributes: AttributeListSyntax) -> String? {
        for attr in attributes {
            guard let a = attr.as(AttributeSyntax.self), a.arguments == nil else { continue }
            let name = a.attributeName.trimmedDescription
            if let first = name.first, first.isUppercase, !known.contains(name) { return name }
        }
        return nil
    }
}

extension Evaluator {
    /// The builder type of an attribute named `name`, when the script declares one.
    func resultBuilder(named name: String?) -> TypeDecl? {
        // `@ArrayBuilder<Element>`: the builder by its name, its generic arguments aside.
        guard let name, let d = typeDecl(name.split(separator: "<", maxSplits: 1).first.map(String.init) ?? name),
            d.staticFuncs["buildBlock"] != nil
        else { return nil }
        return d
    }

    /// Runs `c` and builds its value with `builder` (see `ResultBuilders`). A `return` in the
    /// closure gives its value as it is, as in Swift.
    func build(_ c: Closure, _ args: Args, with builder: TypeDecl, node: Syntax?) throws -> Value {
        let scope = Scope(parent: c.scope)
        _ = try bind(c, args, into: scope, node: node)
        var values: [Value] = []
        switch c.body {
        case .expression(let e): values = [try eval(e, scope)]
        case .statements(let s):
            if case .returned(let v) = try exec(s, scope, &values) { return v }
        case .native(let f): return try f(args.items.map(\.value))
        }
        values.removeAll { if case .void = $0 { return true } else { return false } }
        func callStatic(_ name: String, _ values: [Value]) throws -> Value {
            try callMethod(.type(.user(builder)), name, Args(values.map { Arg(label: nil, value: $0, node: node) }), node: node)
        }
        if builder.staticFuncs["buildExpression"] != nil { values = try values.map { try callStatic("buildExpression", [$0]) } }
        var result = try callStatic("buildBlock", values)
        if builder.staticFuncs["buildFinalResult"] != nil { result = try callStatic("buildFinalResult", [result]) }
        return result
    }
}
