import SwiftParser
import SwiftSyntax

/// Which types a generic function's parameters stand for, learnt as Swift learns them from the
/// type its result is expected to have: `-> AnyPublisher<T, APIError>` where an
/// `AnyPublisher<[String: Villager], APIError>` is expected gives `T = [String: Villager]`;
/// `-> [String: T]` against `[String: Astronaut]` gives `T = Astronaut`. Both types are written
/// as text; sugar and its spelled-out form match (`[T]` and `Array<T>`, `T?` and `Optional<T>`).
enum GenericReturnMatch {
    /// The generic parameters among `generics` that `returnType` binds when the result is expected
    /// to be `expected`, each to the text of its type; empty when the two do not match.
    static func bindings(returnType: String, expected: String, generics: [String]) -> [String: String] {
        let pattern = shape(parse(returnType)), want = shape(parse(expected))
        var found: [String: String] = [:]
        // `-> T` where `Landmark?` is expected: T is the wrapped type (an optional result of a
        // non-optional T would fail to decode, which the caller handles as nil).
        if case .optional(let inner) = want, case .named(let n, let args) = pattern, args.isEmpty, generics.contains(n) {
            found[n] = inner.text
            return found
        }
        // `-> T?` where a `Landmark` is expected (`load(…)!`): T is that type.
        var top = pattern
        if case .optional(let inner) = pattern, !want.isOptional { top = inner }
        guard match(top, want, Set(generics), &found) else { return [:] }
        return found
    }

    private static func parse(_ text: String) -> TypeSyntax {
        var parser = Parser(text)
        return TypeSyntax.parse(from: &parser)
    }

    /// A type reduced to what matching compares.
    private indirect enum Shape {
        case named(String, [Shape])
        case array(Shape)
        case dictionary(Shape, Shape)
        case optional(Shape)
        case tuple([Shape])
        case other(String)

        var isOptional: Bool {
            if case .optional = self { return true }
            return false
        }

        var text: String {
            switch self {
            case .named(let n, let args): return args.isEmpty ? n : "\(n)<\(args.map(\.text).joined(separator: ", "))>"
            case .array(let e): return "[\(e.text)]"
            case .dictionary(let k, let v): return "[\(k.text): \(v.text)]"
            case .optional(let w): return "\(w.text)?"
            case .tuple(let items): return "(\(items.map(\.text).joined(separator: ", ")))"
            case .other(let t): return t
            }
        }
    }

    private static func shape(_ t: TypeSyntax) -> Shape {
        if let a = t.as(ArrayTypeSyntax.self) { return .array(shape(a.element)) }
        if let d = t.as(DictionaryTypeSyntax.self) { return .dictionary(shape(d.key), shape(d.value)) }
        if let o = t.as(OptionalTypeSyntax.self) { return .optional(shape(o.wrappedType)) }
        if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .optional(shape(o.wrappedType)) }
        if let p = t.as(TupleTypeSyntax.self) {
            if p.elements.count == 1, let only = p.elements.first, only.firstName == nil { return shape(only.type) }
            return .tuple(p.elements.map { shape($0.type) })
        }
        if let i = t.as(IdentifierTypeSyntax.self) {
            let args = i.genericArgumentClause?.arguments.compactMap { $0.argument.as(TypeSyntax.self).map(shape) } ?? []
            switch (i.name.text, args.count) {
            case ("Array", 1): return .array(args[0])
            case ("Dictionary", 2): return .dictionary(args[0], args[1])
            case ("Optional", 1): return .optional(args[0])
            default: return .named(i.name.text, args)
            }
        }
        if let m = t.as(MemberTypeSyntax.self) {
            let args = m.genericArgumentClause?.arguments.compactMap { $0.argument.as(TypeSyntax.self).map(shape) } ?? []
            return .named(m.baseType.trimmedDescription + "." + m.name.text, args)
        }
        return .other(t.trimmedDescription)
    }

    private static func match(_ pattern: Shape, _ want: Shape, _ generics: Set<String>, _ found: inout [String: String]) -> Bool {
        switch (pattern, want) {
        case (.named(let n, let args), _) where args.isEmpty && generics.contains(n):
            if let earlier = found[n] { return earlier == want.text }
            found[n] = want.text
            return true
        case (.named(let n, let a), .named(let m, let b)):
            guard n == m || n.hasSuffix("." + m) || m.hasSuffix("." + n), a.count == b.count else { return false }
            return zip(a, b).allSatisfy { match($0, $1, generics, &found) }
        case (.array(let a), .array(let b)), (.optional(let a), .optional(let b)):
            return match(a, b, generics, &found)
        case (.dictionary(let k, let v), .dictionary(let k2, let v2)):
            return match(k, k2, generics, &found) && match(v, v2, generics, &found)
        case (.tuple(let a), .tuple(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { match($0, $1, generics, &found) }
        case (.other(let a), .other(let b)):
            return a == b
        default:
            return false
        }
    }
}
