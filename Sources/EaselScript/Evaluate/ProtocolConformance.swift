import Foundation
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

    /// The protocols whose extensions a value's methods may come from.
    func conformances(of v: Value) -> [String] {
        switch v {
        case .instance(let i): return i.decl.conformances
        case .enumCase(let t, _, _): return typeDecl(t)?.conformances ?? []
        default: return []
        }
    }

    /// `Mood.allCases`: the cases without payloads, in declaration order.
    func synthesizedStatic(_ d: TypeDecl, _ name: String) -> Value? {
        guard name == "allCases", d.kind == .enumeration, d.conformances.contains("CaseIterable") else { return nil }
        return .array(d.caseOrder.filter { d.cases[$0] == 0 }.map { .enumCase(type: d.name, name: $0, payload: []) })
    }

    /// Whether `name` read with an implicit `self` that is a case of `d` names one of its members.
    func enumCaseHasMember(_ d: TypeDecl, _ name: String) -> Bool {
        if name == "rawValue" || d.computed[name] != nil || d.methods[name] != nil || d.staticVars[name] != nil { return true }
        return d.conformances.contains { extensions[$0]?.computed[name] != nil || extensions[$0]?.methods[name] != nil }
    }
}
