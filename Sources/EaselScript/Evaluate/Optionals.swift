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

    /// Whether the expression names a variable declared optional: a local or parameter
    /// (`let icon: String?`), or a stored property of `self` (`var icon: String? = "star"`,
    /// written `icon` or `self.icon`). A string's `map` is then `Optional.map`, not the
    /// characters' (`icon.map { Image(systemName: $0) }`).
    func isDeclaredOptional(_ e: ExprSyntax, _ scope: Scope) -> Bool {
        var name: String?
        if let r = e.as(DeclReferenceExprSyntax.self) {
            if let t = LexicalTypes.declaredType(of: r) { return t.hasSuffix("?") || t.hasSuffix("!") || t.hasPrefix("Optional<") }
            name = r.baseName.plainText
        } else if let m = e.as(MemberAccessExprSyntax.self), let b = m.base?.as(DeclReferenceExprSyntax.self) {
            // `item.icon.map { … }`: a stored property of the instance a name holds.
            var held = scope.lookup(b.baseName.plainText)
            if held == nil, case .instance(let s)? = scope.lookup("self") { held = s.fields[b.baseName.plainText] }
            if b.baseName.tokenKind != .keyword(.self), case .instance(let owner)? = held,
                let t = owner.decl.stored[m.declName.baseName.plainText]?.type
            {
                return t.hasSuffix("?") || t.hasSuffix("!") || t.hasPrefix("Optional<")
            }
            name = m.declName.baseName.plainText
        }
        guard let name, case .instance(let i)? = scope.lookup("self"),
            e.is(DeclReferenceExprSyntax.self)
                || e.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
            let t = i.decl.stored[name]?.type
        else { return false }
        return t.hasSuffix("?") || t.hasSuffix("!") || t.hasPrefix("Optional<")
    }
}
