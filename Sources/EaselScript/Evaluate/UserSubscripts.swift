import SwiftSyntax

/// Subscripts a script declares: on its own types (`subscript(row: Int, column: Int) -> Cell`)
/// and in extensions of the standard library's (`extension Collection { subscript(safe index:
/// Index) -> Element? }`). They are read like methods; a subscript's parameters have no argument
/// labels unless one is written before the name, as Swift has it. Index expressions that no
/// declared subscript takes are the built-in ones. A subscript with a `set` accessor is written
/// through (`profile[flavor] += 1`): the setter runs on a copy of a struct, which is stored back.
/// A type's static subscripts are read on the type (`Notifications[.didLoad]`).
extension Evaluator {
    func userSubscript(_ base: Value, _ args: Args, node: Syntax) throws -> Value? {
        let found = declaredSubscripts(of: base)
        guard !found.isEmpty else { return nil }
        let candidates = found.map { subscriptClosure($0.decl, scope: $0.scope) }
        guard let chosen = firstBinding(candidates, args, orNone: true) else { return nil }
        return try call(chosen, args, node: Syntax(node))
    }

    /// `bag.apples` on a `@dynamicMemberLookup` type: its `subscript(dynamicMember:)` with the
    /// member's name; nil for a type without that attribute.
    func dynamicMember(_ base: Value, _ d: TypeDecl, _ name: String, node: Syntax?) throws -> Value? {
        guard d.attributes.contains("dynamicMemberLookup"), !name.hasPrefix("$") else { return nil }
        let at = node ?? d.syntax ?? Syntax(MissingExprSyntax())
        // `subscript<T>(dynamicMember keyPath: KeyPath<Product, T>) -> T`: the member as a key path,
        // through the first such subscript whose root has it (Food Truck's `Subscription` forwards
        // to its `Product` and to the product's `SubscriptionInfo`).
        let keyPathSubscripts = declaredSubscripts(of: base).filter { s in
            guard let p = s.decl.parameterClause.parameters.first, p.firstName.text == "dynamicMember" else { return false }
            return p.type.trimmedDescription.contains("KeyPath<")
        }
        if !keyPathSubscripts.isEmpty {
            let args = Args([Arg(label: "dynamicMember", value: .native(KeyPathName(components: [name])))])
            // Swift picks the subscript by the member's type; here, the next is tried when a root
            // lacks the member, and any other error stops.
            var firstError: Error?
            for s in keyPathSubscripts {
                do { return try call(subscriptClosure(s.decl, scope: s.scope), args, node: at) } catch let e as EvalError
                    where e.message.contains("has no member '\(name)'")
                {
                    if firstError == nil { firstError = e }
                }
            }
            if let firstError { throw firstError }
        }
        return try userSubscript(base, Args([Arg(label: "dynamicMember", value: .string(name))]), node: at)
    }

    /// `base[args] = value` through a declared subscript's setter: the changed base (a copy, for a
    /// struct), or nil when no declared subscript with a setter takes `args`.
    func settingUserSubscript(_ base: Value, _ args: Args, _ value: Value, node: Syntax) throws -> Value? {
        var target = base
        if case .instance(let i) = base, i.decl.kind == .structure { target = .instance(i.copy()) }
        let found = declaredSubscripts(of: target).compactMap { d, scope -> Closure? in
            guard case .accessors(let list)? = d.accessorBlock?.accessors,
                let set = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }), let body = set.body
            else { return nil }
            let getter = subscriptClosure(d, scope: scope)
            let newValue = set.parameters?.name.text ?? "newValue"
            var params = getter.params
            let elementType = d.returnClause.type.typeText
            params.append(Closure.Param(label: "newValue", name: newValue, type: elementType, defaultValue: nil, isBuilder: false, isInout: false))
            let f = function("subscript", FunctionSignatureSyntax(parameterClause: d.parameterClause), body, scope: scope)
            return Closure(name: "subscript", params: params, usesShorthand: false, body: f.body, scope: scope, returnType: nil)
        }
        guard !found.isEmpty else { return nil }
        var withValue = args
        withValue.items.append(Arg(label: "newValue", value: value))
        guard let chosen = firstBinding(found, withValue, orNone: true) else { return nil }
        _ = try call(chosen, withValue, node: node)
        return target
    }

    /// The subscripts declared for `base`'s type and the protocols it conforms to, each with the
    /// scope its body runs in.
    private func declaredSubscripts(of base: Value) -> [(decl: SubscriptDeclSyntax, scope: Scope)] {
        var found: [(decl: SubscriptDeclSyntax, scope: Scope)] = []
        switch base {
        case .instance(let i):
            let s = typeScope(i.decl, selfValue: base)
            found += i.decl.subscripts.map { ($0, s) }
        case .enumCase(let t, _, _):
            if let d = typeDecl(t) {
                let s = typeScope(d, selfValue: base)
                found += d.subscripts.map { ($0, s) }
            }
        case .type(.user(let d)):
            // `Notifications[.didLoad]`: the type's static subscripts.
            if !d.staticSubscripts.isEmpty {
                let s = typeScope(d, selfValue: base)
                found += d.staticSubscripts.map { ($0, s) }
            }
            return found
        default: break
        }
        if !extensions.isEmpty {
            for t in [base.typeName] + conformances(of: base) {
                guard let ext = extensions[t], !ext.subscripts.isEmpty else { continue }
                let s = extensionScope(t, selfValue: base)
                found += ext.subscripts.map { ($0, s) }
            }
        }
        return found
    }

    /// A subscript's getter as a function: `subscript(i: Int)` takes `[i]`, `subscript(safe i:
    /// Int)` takes `[safe: i]`.
    private func subscriptClosure(_ d: SubscriptDeclSyntax, scope: Scope) -> Closure {
        let signature = FunctionSignatureSyntax(parameterClause: d.parameterClause, returnClause: d.returnClause)
        var statements = CodeBlockItemListSyntax([])
        switch d.accessorBlock?.accessors {
        case .getter(let s)?: statements = s
        case .accessors(let list)?:
            if let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = get.body { statements = body.statements }
        case nil: break
        }
        let f = function("subscript", signature, CodeBlockSyntax(statements: statements), scope: scope)
        let params = zip(f.params, d.parameterClause.parameters).map { p, written -> Closure.Param in
            var p = p
            p.label = written.secondName == nil || written.firstName.tokenKind == .wildcard ? nil : written.firstName.text
            return p
        }
        return Closure(name: "subscript", params: params, usesShorthand: false, body: f.body, scope: scope, returnType: f.returnType)
    }
}
