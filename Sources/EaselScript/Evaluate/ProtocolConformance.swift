import Foundation
import Easel
import SwiftSyntax

/// What a script type gets from the protocols it conforms to: members a protocol extension
/// declares (`extension Greeter { var greeting: String { … } }`), and `allCases` of a
/// `CaseIterable` enum.
extension Evaluator {
    /// A computed property or method from an extension of one of the value's protocols (`self`
    /// is an instance or an enum case of `decl`).
    func protocolExtensionMember(_ selfValue: Value, _ decl: TypeDecl, _ name: String) throws -> Value? {
        for p in decl.conformances {
            guard let ext = extensions[p] else { continue }
            if let b = ext.computed[name] { return try computedValue(b, self: selfValue, decl: decl) }
            if ext.methods[name] != nil { return .native(BoundMethod(base: selfValue, name: name)) }
        }
        return nil
    }

    /// The protocols whose extensions a value's methods may come from, and `Optional` when the
    /// script extends it (`extension String? { var queryAllowedURL: URL? }`, `extension Optional
    /// where Wrapped == Int`): a script's optional holding a value is the value itself, so the
    /// extension's members are found on it as on nil.
    func conformances(of v: Value) -> [String] {
        let own = protocols(of: v)
        return extensions["Optional"] == nil ? own : own + ["Optional"]
    }

    private static func isSubview(_ v: Value) -> Bool {
        if case .native(is Subview) = v { return true }
        return false
    }

    /// The protocols a value conforms to, whose extensions may add to it.
    private func protocols(of v: Value) -> [String] {
        switch v {
        case .instance(let i): return i.decl.conformances
        case .enumCase(let t, _, _): return typeDecl(t)?.conformances ?? []
        // The subviews `Group(subviews:)` hands its transform are a `SubviewsCollection`, whose
        // extensions add to them (`extension SubviewsCollection { func index(_ id:) … }`).
        case .array(let xs): return xs.first.map(Self.isSubview) == true ? ["SubviewsCollection"] + Self.collectionProtocols : Self.collectionProtocols
        // `extension ClosedRange where Bound: AdditiveArithmetic { var overreach: Bound }` applies
        // to `0...5`, and `extension Range` to `0..<5`.
        case .range(_, _, let closed): return [closed ? "ClosedRange" : "Range", "RangeExpression"] + Self.collectionProtocols
        // `extension ClosedRange where Bound: BinaryFloatingPoint { func percent(for:) }` applies to
        // `350.0 ... 1000` (Apple's Food Truck), and to a range of dates.
        case .native(let r as DoubleRange): return [r.closed ? "ClosedRange" : "Range", "RangeExpression"]
        case .native(let r as ComparableRange) where r.lower != nil && r.upper != nil: return [r.closed ? "ClosedRange" : "Range", "RangeExpression"]
        case .dictionary: return ["Collection", "Sequence"]
        case .string: return ["StringProtocol", "BidirectionalCollection", "Collection", "Sequence", "Comparable", "Hashable", "Equatable"]
        case .int:
            return [
                "FixedWidthInteger", "SignedInteger", "BinaryInteger", "SignedNumeric", "Numeric", "AdditiveArithmetic", "Comparable", "Hashable", "Equatable",
            ]
        // A script's floating-point numbers are all Doubles: `extension Float { func fixedRating() }`,
        // `extension CGFloat` and `extension TimeInterval` add to them too (after Double's own).
        case .double:
            return [
                "CGFloat", "Float", "TimeInterval", "Float64", "BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric", "AdditiveArithmetic",
                "Comparable", "Hashable", "Equatable",
            ]
        case .bool: return ["Hashable", "Equatable"]
        case .binding(let b):
            if case .array = b.get() { return Self.collectionProtocols }
            return []
        default: return []
        }
    }

    /// The standard library's protocols an array (and a range) conforms to, whose extensions
    /// (`extension Collection { func element(at:) }`) add to it.
    static let collectionProtocols = [
        "RandomAccessCollection", "BidirectionalCollection", "MutableCollection", "RangeReplaceableCollection", "Collection", "Sequence",
    ]

    /// The type an extension adds to, as the evaluator names values' types: `[Item]` and
    /// `Array<Item>` are `Array`, `[String: Int]` is `Dictionary`, `Int?` is `Optional`.
    static func extendedTypeName(_ written: String) -> String {
        let t = ModuleNames.unqualified(written)
        if t.hasPrefix("["), t.hasSuffix("]") {
            // A colon outside nested brackets makes a dictionary.
            var depth = 0
            for c in t.dropFirst().dropLast() {
                if c == "[" || c == "<" || c == "(" {
                    depth += 1
                } else if c == "]" || c == ">" || c == ")" {
                    depth -= 1
                } else if c == ":", depth == 0 {
                    return "Dictionary"
                }
            }
            return "Array"
        }
        if t.hasSuffix("?") { return "Optional" }
        if let angle = t.firstIndex(of: "<"), t.hasSuffix(">") { return String(t[..<angle]) }
        return t
    }

    /// A style the script declares, given to a style modifier: an instance
    /// (`.labelStyle(RedBorderedLabelStyle())`) or a static that an extension of the style
    /// protocol adds (`extension LabelStyle where Self == RedBorderedLabelStyle { static var
    /// redBordered … }`, written `.labelStyle(.redBordered)`); nil for Easel's own styles.
    func scriptStyle(_ a: Arg, conformingTo style: String) throws -> Value? {
        switch a.value {
        case .instance: return a.value
        case .implicitMember(let name, let args):
            for d in types.values.sorted(by: { $0.name < $1.name }) where d.conformances.contains(style) {
                if args == nil, d.staticVars[name] != nil {
                    return try staticMember(d, name, node: a.node)
                }
                if let args, d.staticFuncs[name] != nil {
                    return try callMethod(.type(.user(d)), name, args, node: a.node)
                }
            }
            return nil
        default: return nil
        }
    }

    /// `Mood.allCases`: the cases without payloads, in declaration order.
    func synthesizedStatic(_ d: TypeDecl, _ name: String) -> Value? {
        if name == "ID", d.stored["id"] != nil || d.computed["id"] != nil {
            // `Order.ID.self`: Identifiable's associated type, the type of `id`.
            let declared = d.stored["id"]?.type ?? d.computed["id"]?.typeAnnotation?.type.trimmedDescription
            return .type(.builtin(declared ?? "AnyHashable"))
        }
        if name == "defaultValue", d.conformances.contains("PreferenceKey"), Self.preferenceValueIsOptional(d) {
            // SwiftUI's `extension PreferenceKey where Value: ExpressibleByNilLiteral`: nil.
            return .null
        }
        guard name == "allCases", d.kind == .enumeration, d.conformances.contains("CaseIterable") else { return nil }
        return .array(d.caseOrder.filter { d.cases[$0] == 0 }.map { .enumCase(type: d.name, name: $0, payload: []) })
    }

    /// Whether a preference key's value is optional: its `Value` alias, or the type of
    /// `reduce(value:nextValue:)`'s `value`, ends in `?` or is an `Optional<…>`.
    static func preferenceValueIsOptional(_ d: TypeDecl) -> Bool {
        let declared =
            d.aliases["Value"]
            ?? d.staticFuncs["reduce"]?.first?.signature.parameterClause.parameters.first?.type.trimmedDescription
        guard var t = declared?.trimmingCharacters(in: .whitespaces) else { return false }
        if t.hasPrefix("inout ") { t = String(t.dropFirst(6)).trimmingCharacters(in: .whitespaces) }
        return t.hasSuffix("?") || t.hasPrefix("Optional<")
    }

    /// Whether `name` read with an implicit `self` that is a case of `d` names one of its members.
    func enumCaseHasMember(_ d: TypeDecl, _ name: String) -> Bool {
        if name == "rawValue" || d.computed[name] != nil || d.methods[name] != nil || d.staticVars[name] != nil { return true }
        return d.conformances.contains { extensions[$0]?.computed[name] != nil || extensions[$0]?.methods[name] != nil }
    }
}
