import SwiftSyntax

/// A script's own `OptionSet` (`struct DonutLayer: OptionSet { let rawValue: Int; static let dough
/// = DonutLayer(rawValue: 1 << 1) … }`): the protocol's members, on the raw value's bits as Swift's
/// default implementations have them. An array literal where the type is expected (`static let all:
/// DonutLayer = [.dough, .glaze]`) is the union of its elements.
extension Evaluator {
    func isUserOptionSet(_ d: TypeDecl) -> Bool { d.conformances.contains("OptionSet") }

    /// `[.dough, .glaze]` as an option set of `d`.
    func userOptionSet(_ elements: [Value], _ d: TypeDecl, node: Syntax?) throws -> Value {
        var raw = 0
        for e in elements { raw |= try optionBits(e, d, node: node) }
        return try makeOption(d, raw, node: node)
    }

    /// The members of `OptionSet` and `SetAlgebra` that do not change the set.
    func userOptionSetMethod(_ i: Instance, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        guard isUserOptionSet(i.decl), args.items.count == 1 else { return nil }
        let mine = try optionBits(.instance(i), i.decl, node: node)
        let other = try optionBits(args.items[0].value, i.decl, node: args.items[0].node ?? node)
        switch name {
        case "contains", "isSuperset": return .bool(mine & other == other)
        case "isSubset": return .bool(mine & other == mine)
        case "isDisjoint": return .bool(mine & other == 0)
        case "union": return try makeOption(i.decl, mine | other, node: node)
        case "intersection": return try makeOption(i.decl, mine & other, node: node)
        case "subtracting": return try makeOption(i.decl, mine & ~other, node: node)
        case "symmetricDifference": return try makeOption(i.decl, mine ^ other, node: node)
        default: return nil
        }
    }

    /// The members that change the set: its new value and what the call returns.
    func userOptionSetMutation(_ i: Instance, _ name: String, _ args: Args, node: Syntax?) throws -> (newBase: Value, result: Value)? {
        guard isUserOptionSet(i.decl), args.items.count == 1 else { return nil }
        let mine = try optionBits(.instance(i), i.decl, node: node)
        let other = try optionBits(args.items[0].value, i.decl, node: args.items[0].node ?? node)
        let otherValue = try makeOption(i.decl, other, node: node)
        switch name {
        case "insert":
            return (
                try makeOption(i.decl, mine | other, node: node),
                .tuple([.bool(mine & other != other), otherValue], labels: ["inserted", "memberAfterInsert"])
            )
        case "remove":
            return (try makeOption(i.decl, mine & ~other, node: node), mine & other == 0 ? .null : try makeOption(i.decl, mine & other, node: node))
        case "formUnion": return (try makeOption(i.decl, mine | other, node: node), .void)
        case "subtract": return (try makeOption(i.decl, mine & ~other, node: node), .void)
        case "formIntersection": return (try makeOption(i.decl, mine & other, node: node), .void)
        case "formSymmetricDifference": return (try makeOption(i.decl, mine ^ other, node: node), .void)
        default: return nil
        }
    }

    /// `isEmpty` of an option set.
    func userOptionSetMember(_ i: Instance, _ name: String, node: Syntax?) throws -> Value? {
        guard name == "isEmpty", isUserOptionSet(i.decl), i.decl.stored["isEmpty"] == nil, i.decl.computed["isEmpty"] == nil else { return nil }
        return .bool(try optionBits(.instance(i), i.decl, node: node) == 0)
    }

    private func optionBits(_ v: Value, _ d: TypeDecl, node: Syntax?) throws -> Int {
        switch v {
        case .instance(let i) where i.decl === d:
            guard case .int(let raw)? = try instanceMember(i, "rawValue", node: node) else {
                throw EvalError("\(d.name)'s rawValue is not an Int", node)
            }
            return raw
        case .implicitMember(let name, nil):
            guard let member = try staticMember(d, name, node: node) else { throw EvalError("'.\(name)' is not a member of \(d.name)", node) }
            return try optionBits(member, d, node: node)
        case .array(let elements):
            return try elements.reduce(0) { $0 | (try optionBits($1, d, node: node)) }
        default:
            throw EvalError("expected a \(d.name), got \(v.typeName)", node)
        }
    }

    private func makeOption(_ d: TypeDecl, _ raw: Int, node: Syntax?) throws -> Value {
        try instantiate(d, Args([Arg(label: "rawValue", value: .int(raw))]), node: node)
    }
}
