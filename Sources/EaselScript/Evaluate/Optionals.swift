import Foundation
import SwiftSyntax
import Easel

/// `Optional.map` / `flatMap`: nil stays nil, a value is passed to the closure. (Values carry no
/// static type here, so a collection's own `map` wins; an optional array is mapped element-wise.)
extension Evaluator {
    func optionalMap(_ base: Value, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        guard name == "map" || name == "flatMap", args.items.count == 1, case .closure = args.items[0].value else { return nil }
        switch base {
        case .null: return .null
        case .int, .double, .bool, .instance, .enumCase, .tuple:
            return try callValue(args.items[0].value, Args([Arg(label: nil, value: base)]), node: node)
        case .native(let n) where !(n is StrideValue || n is LayoutSubviews || n is PartialRange):
            // `proxy.bounds(of: .scrollView).map { $0.minX }`: any of Easel's or Foundation's values but sequences.
            return try callValue(args.items[0].value, Args([Arg(label: nil, value: base)]), node: node)
        default: return nil
        }
    }

    /// Whether a string's `map` / `flatMap` is `Optional`'s (the closure takes the whole string)
    /// rather than the characters' (`Sequence`'s): strings and optional strings are the same
    /// values here, so the expression decides. A variable's declared type answers (a local,
    /// a parameter, a stored property of `self` or of an instance a name holds); a string literal
    /// or a `String(…)`, and a string method's result, are strings; anything else (`names.first`,
    /// `dict[key]`, `defaults.string(forKey:)`, a call) is taken as optional, which
    /// `icon.map { Image(systemName: $0) }` needs.
    func stringMapIsOptionalMap(_ e: ExprSyntax, _ scope: Scope) -> Bool {
        func optional(_ t: String) -> Bool { t.hasSuffix("?") || t.hasSuffix("!") || t.hasPrefix("Optional<") }
        if e.is(StringLiteralExprSyntax.self) { return false }
        if let call = e.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String" { return false }
            if let m = call.calledExpression.as(MemberAccessExprSyntax.self), Self.stringResultMethods.contains(m.declName.baseName.text) { return false }
            return true
        }
        var name: String?
        if let r = e.as(DeclReferenceExprSyntax.self) {
            if let d = LexicalTypes.declaration(of: r) {
                if let t = d.type { return optional(t) }
                // `let word = "hello"`: the value's expression decides.
                if let i = d.initializer { return stringMapIsOptionalMap(i, scope) }
            }
            name = r.baseName.plainText
        } else if let m = e.as(MemberAccessExprSyntax.self), let b = m.base?.as(DeclReferenceExprSyntax.self) {
            // `item.icon.map { … }`: a stored property of the instance a name holds.
            var held = scope.lookup(b.baseName.plainText)
            if held == nil, case .instance(let s)? = scope.lookup("self") { held = s.fields[b.baseName.plainText] }
            if b.baseName.tokenKind != .keyword(.self), case .instance(let owner)? = held,
                let t = owner.decl.stored[m.declName.baseName.plainText]?.type
            {
                return optional(t)
            }
            if b.baseName.tokenKind == .keyword(.self) { name = m.declName.baseName.plainText }
        }
        if let name, case .instance(let i)? = scope.lookup("self"), let t = i.decl.stored[name]?.type { return optional(t) }
        return true
    }

    /// String methods whose result is a string (not an optional one).
    static let stringResultMethods: Set<String> = [
        "uppercased", "lowercased", "capitalized", "trimmingCharacters", "replacingOccurrences", "appending", "padding",
        "applyingTransform", "folding", "localizedCapitalized", "localizedUppercase", "localizedLowercase",
    ]
}
