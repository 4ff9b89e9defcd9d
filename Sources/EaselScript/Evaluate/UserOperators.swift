import SwiftSyntax

/// Operators a script defines: `static func < (lhs: Self, rhs: Self) -> Bool` in a type or an
/// extension (`extension CGPoint { static func + … }`), and those Swift derives from them —
/// `>`, `<=`, `>=` from a Comparable type's `<`, `!=` from `==` — and the `<` Swift synthesizes
/// for a Comparable enum without associated values (the order of its cases).
extension Evaluator {
    /// `l op r` with the script's operators first, then Swift's on numbers, strings and Easel's values.
    func binary(_ op: String, _ l: Value, _ r: Value, node: Syntax?) throws -> Value {
        if case .tuple = l, let v = try tupleComparison(op, l, r, node: node) { return v }
        if let v = try userOperator(op, l, r, node: node) { return v }
        if l.isImplicitMember || r.isImplicitMember, !extensions.isEmpty {
            // `.layoutPadding * 2`: a static the script declares on the number type, as Swift
            // types an implicit member beside a number.
            if let n = try numberStatic(l, beside: r, node: node) { return try Operators.binary(op, n, r, node: node) }
            if let n = try numberStatic(r, beside: l, node: node) { return try Operators.binary(op, l, n, node: node) }
        }
        do {
            return try Operators.binary(op, l, r, node: node)
        } catch {
            // `func + (lhs: Vector, rhs: Vector) -> Vector` at file scope.
            if let v = try fileScopeOperator(op, [l, r], node: node) { return v }
            throw error
        }
    }

    /// Calls a file-scope operator function (`prefix func ~ (t: Translation) -> LocalizedStringKey`,
    /// `func + (lhs: V, rhs: V) -> V`) on `operands`; nil when the file declares none that takes
    /// them. An operator's parameters have no argument labels, whatever their names.
    private func fileScopeOperator(_ op: String, _ operands: [Value], node: Syntax?) throws -> Value? {
        guard let f = globalFunctionValues[op] else { return nil }
        let closures: [Closure]
        switch f {
        case .closure(let c): closures = [c]
        case .native(let o as FunctionOverloads): closures = o.closures
        default: return nil
        }
        for c in closures where c.params.count == operands.count {
            let args = Args(zip(c.params, operands).map { Arg(label: $0.label, value: $1) })
            if closures.count == 1 || firstBinding([c], args, orNone: true) != nil { return try call(c, args, node: node) }
        }
        return nil
    }

    /// An implicit member (`.layoutPadding`) beside a number, as the static of the script's
    /// `extension CGFloat` (or `Double`, `Int`) that declares it; nil otherwise.
    private func numberStatic(_ v: Value, beside other: Value, node: Syntax?) throws -> Value? {
        guard case .implicitMember(let name, nil) = v, Conversions.double(v) == nil else { return nil }
        let types: [String]
        switch other {
        case .int: types = ["Int", "CGFloat", "Double"]
        case .double: types = ["CGFloat", "Double"]
        default: return nil
        }
        guard let t = numberType(declaringStatic: name, among: types) else { return nil }
        return try Conversions.coerce(v, to: t, self, node: node)
    }

    /// The first of the number types `types` whose extension in the script declares a static
    /// `name` (`extension CGFloat { static var layoutPadding: CGFloat }`), or nil.
    func numberType(declaringStatic name: String, among types: [String]) -> String? {
        extensions.isEmpty ? nil : types.first { extensions[$0]?.staticVars[name] != nil }
    }

    /// `(a.group, a.name) < (b.group, b.name)`: tuples compare element by element, as Swift's do;
    /// nil for another operator or operands.
    @inline(never)
    private func tupleComparison(_ op: String, _ l: Value, _ r: Value, node: Syntax?) throws -> Value? {
        guard case .tuple(let a, _) = l, case .tuple(let b, _) = r, a.count == b.count, ["<", ">", "<=", ">="].contains(op) else { return nil }
        for (x, y) in zip(a, b) where !(try Conversions.bool(binary("==", x, y, node: node), node: node)) {
            let less = try isLess(x, y, node: node)
            return .bool(op == "<" || op == "<=" ? less : !less)
        }
        return .bool(op == "<=" || op == ">=")
    }

    /// Whether `a < b` as `sorted()`, `min()` and `max()` compare elements.
    func isLess(_ a: Value, _ b: Value, node: Syntax?) throws -> Bool {
        try Conversions.bool(binary("<", a, b, node: node), node: node)
    }

    private func userOperator(_ op: String, _ l: Value, _ r: Value, node: Syntax?) throws -> Value? {
        guard let owner = operatorOwner(l) ?? operatorOwner(r) else { return nil }
        if let v = try callOperator(op, owner, l, r, node: node) { return v }
        switch op {
        case ">": return try callOperator("<", owner, r, l, node: node)
        case "<=": return try callOperator("<", owner, r, l, node: node).map(negated)
        case ">=": return try callOperator("<", owner, l, r, node: node).map(negated)
        case "!=": return try callOperator("==", owner, l, r, node: node).map(negated)
        default: return nil
        }
    }

    private func negated(_ v: Value) -> Value {
        if case .bool(let b) = v { return .bool(!b) }
        return v
    }

    /// The type whose operators apply to `v`: a type the script declares, or one of Easel's types
    /// the script extends. Numbers, strings and booleans keep Swift's operators.
    private func operatorOwner(_ v: Value) -> TypeRef? {
        switch v {
        case .instance(let i): return .user(i.decl)
        case .enumCase(let t, _, _): return typeDecl(t).map { .user($0) }
        case .native:
            let t = v.typeName
            return extensions[t].map { _ in .builtin(t) }
        default: return nil
        }
    }

    /// `op v` with the script's `static prefix func` first (`-vector`), then Swift's.
    func prefix(_ op: String, _ v: Value, node: Syntax?) throws -> Value {
        if let owner = operatorOwner(v) {
            let functions: [FunctionDeclSyntax]?
            switch owner {
            case .user(let d): functions = d.staticFuncs[op]
            case .builtin(let t): functions = extensions[t]?.staticFuncs[op]
            }
            if let f = functions?.first(where: { f in
                f.modifiers.contains { $0.name.tokenKind == .keyword(.prefix) } && f.signature.parameterClause.parameters.count == 1
            }) {
                let p = f.signature.parameterClause.parameters.first!
                return try callMethod(.type(owner), op, Args([Arg(label: p.firstName.text == "_" ? nil : p.firstName.text, value: v)]), node: node)
            }
        }
        do {
            return try Operators.prefix(op, v)
        } catch {
            // `prefix func ~ (t: Translation) -> LocalizedStringKey` at file scope.
            if let made = try fileScopeOperator(op, [v], node: node) { return made }
            throw error
        }
    }

    private func callOperator(_ op: String, _ owner: TypeRef, _ l: Value, _ r: Value, node: Syntax?) throws -> Value? {
        let functions: [FunctionDeclSyntax]?
        switch owner {
        case .user(let d):
            functions = d.staticFuncs[op]
            if functions == nil, op == "<", let v = enumCaseOrder(d, l, r) { return .bool(v) }
        case .builtin(let t): functions = extensions[t]?.staticFuncs[op]
        }
        guard let f = functions?.first(where: { $0.signature.parameterClause.parameters.count == 2 }) else { return nil }
        // An operator's parameters have no argument labels, whatever their names (`lhs`, `rhs`).
        let labels = f.signature.parameterClause.parameters.map { p -> String? in p.firstName.text == "_" ? nil : p.firstName.text }
        guard labels.count == 2 else { return nil }
        let args = Args([Arg(label: labels[0], value: l), Arg(label: labels[1], value: r)])
        return try callMethod(.type(owner), op, args, node: node)
    }

    /// `<` that Swift synthesizes for an enum declared Comparable: the earlier case is less.
    private func enumCaseOrder(_ d: TypeDecl, _ l: Value, _ r: Value) -> Bool? {
        guard d.kind == .enumeration, d.conformances.contains("Comparable"),
            case .enumCase(_, let a, _) = l, case .enumCase(_, let b, _) = r,
            let i = d.caseOrder.firstIndex(of: a), let j = d.caseOrder.firstIndex(of: b)
        else { return nil }
        return i < j
    }
}
