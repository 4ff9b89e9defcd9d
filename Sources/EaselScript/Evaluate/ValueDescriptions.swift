import Foundation
import SwiftSyntax

/// How Swift prints a value: `"\(x)"` and `String(describing: x)` (`describing`), and the
/// elements of a printed collection, `String(reflecting: x)` and `debugPrint` (`reflecting`).
///
/// A script type that conforms to `CustomStringConvertible` prints its `description`, one that
/// conforms to `CustomDebugStringConvertible` its `debugDescription` where Swift reflects (and
/// where it describes, when it has no `description`), as the standard library's printing does.
/// Other values print as `Value.description` shows them (a struct's fields, an enum's case).
extension Evaluator {
    /// `"\(v)"`, `String(describing: v)`, `print(v)`.
    func describing(_ v: Value, node: Syntax?) throws -> String {
        switch v {
        case .int, .double, .bool, .string, .null, .void, .range, .closure, .type, .implicitMember:
            return v.description  // the common case: no script type's member is asked
        default:
            return try printed(v, reflecting: false, node: node, depth: 0)
        }
    }

    /// `String(reflecting: v)`, and how a collection prints its elements.
    func reflecting(_ v: Value, node: Syntax?) throws -> String {
        try printed(v, reflecting: true, node: node, depth: 0)
    }

    private func printed(_ v: Value, reflecting: Bool, node: Syntax?, depth: Int) throws -> String {
        // A value nested deeper than any printable one (a class holding itself) prints as Swift's
        // own description does at that point rather than recursing without end.
        guard depth < 64 else { return reflecting ? v.debugText : v.description }
        func element(_ e: Value) throws -> String { try printed(e, reflecting: true, node: node, depth: depth + 1) }
        switch v {
        case .string(let s): return reflecting ? Self.quoted(s) : s
        case .array(let a): return "[" + (try a.map(element)).joined(separator: ", ") + "]"
        case .dictionary(let d):
            if d.isEmpty { return "[:]" }
            return "[" + (try d.map { try element($0.key) + ": " + element($0.value) }).joined(separator: ", ") + "]"
        case .tuple(let t, let labels):
            let items = try t.indices.map { i in
                let label = i < labels.count ? labels[i] : nil
                return (label.map { $0 + ": " } ?? "") + (try element(t[i]))
            }
            return "(" + items.joined(separator: ", ") + ")"
        case .binding(let b): return try printed(b.get(), reflecting: reflecting, node: node, depth: depth + 1)
        case .instance(let i):
            if let text = try customText(v, i.decl, reflecting: reflecting, node: node) { return text }
            let name = FileNames.plain(i.decl.name)
            if i.decl.kind == .classType { return name }
            let fields = try i.decl.storedOrder.compactMap { n in try i.fields[n].map { "\(n): " + (try element($0)) } }
            return name + "(" + fields.joined(separator: ", ") + ")"
        case .enumCase(let t, let name, let payload):
            if let d = typeDecl(t), let text = try customText(v, d, reflecting: reflecting, node: node) { return text }
            if payload.isEmpty { return name }
            let labels = typeDecl(t).flatMap { enumCaseLabels($0, name) } ?? []
            let items = try payload.indices.map { i in
                let label = i < labels.count ? labels[i] : nil
                return (label.map { $0 + ": " } ?? "") + (try element(payload[i]))
            }
            return name + "(" + items.joined(separator: ", ") + ")"
        default:
            return reflecting ? v.debugText : v.description
        }
    }

    /// A string as Swift's `debugDescription` writes it: quoted, with `"`, `'`, `\`, newlines,
    /// tabs and other control characters escaped (`["a\"b"]`).
    package static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "'": out += "\\'"
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(format: "%02x", scalar.value) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The `description` (or `debugDescription`) a script type declares for printing, when it
    /// conforms to the protocol that makes Swift print it.
    private func customText(_ v: Value, _ d: TypeDecl, reflecting: Bool, node: Syntax?) throws -> String? {
        let describes = d.conformances.contains("CustomStringConvertible")
        let debugs = d.conformances.contains("CustomDebugStringConvertible")
        guard describes || debugs else { return nil }
        let name = (reflecting && debugs) || !describes ? "debugDescription" : "description"
        let at = node ?? d.syntax ?? Syntax(MissingExprSyntax())
        return try Conversions.string(try member(of: v, name, node: at), node: at)
    }

    /// The argument labels of an enum case's associated values (`case word(String, count: Int)`:
    /// nil and "count"), which Swift prints before each value.
    private func enumCaseLabels(_ d: TypeDecl, _ name: String) -> [String?]? {
        guard let syntax = d.syntax?.as(EnumDeclSyntax.self) else { return nil }
        for item in syntax.memberBlock.members {
            guard let c = item.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for e in c.elements where e.name.text == name {
                return e.parameterClause?.parameters.map { $0.firstName?.text }
            }
        }
        return nil
    }
}
