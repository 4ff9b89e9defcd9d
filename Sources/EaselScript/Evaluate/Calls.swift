import Foundation
import SwiftSyntax
import Easel

extension Evaluator {
    func evalArgs(
        _ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?, additional: MultipleTrailingClosureElementListSyntax?,
        _ scope: Scope, node: Syntax
    ) throws -> Args {
        try evalArgs(
            callSites.known(at: node) ?? callSites.arguments(at: node, list, trailing: trailing, additional: additional, fileNames), scope, node: node)
    }

    /// The arguments of a call site, evaluated in `scope`.
    func evalArgs(_ site: CallSiteArguments, _ scope: Scope, node: Syntax) throws -> Args {
        // The site's spare storage when the last call left it (`evalCallInner` recycles it).
        var items = site.takeSpareItems()
        items.reserveCapacity(site.count)
        // By index: `for a in site.items` copied each item (its label, syntax nodes and constant,
        // each retained and released) before reading what it needs.
        let siteItems = site.items
        for k in siteItems.indices {
            if let literal = siteItems[k].interpolatedLiteral {
                // Evaluated once, its interpolated values kept for a `LocalizedStringKey` (`Text`).
                try step(literal)
                var values: [Value]? = []
                let text = try stringLiteral(literal, scope, values: &values)
                items.append(
                    Arg(
                        label: siteItems[k].label, value: .string(text), node: siteItems[k].node, scope: scope,
                        needsContext: siteItems[k].needsContext, interpolations: values))
                continue
            }
            var value: Value
            if let constant = siteItems[k].constant {
                value = constant
            } else if let label = siteItems[k].label, siteItems[k].expression.is(FunctionCallExprSyntax.self),
                let type = memberwiseParameterType(site, label: label)
            {
                // `ListLayout(missions: Bundle.main.decode("missions.json"))`: a generic function learns
                // T from the property the argument initialises.
                value = try typedEval(siteItems[k].expression, as: type, scope) ?? eval(siteItems[k].expression, scope)
            } else {
                value = try eval(siteItems[k].expression, scope)
            }
            items.append(Arg(label: siteItems[k].label, value: value, node: siteItems[k].node, scope: scope, needsContext: siteItems[k].needsContext))
        }
        if let trailing = site.trailing {
            items.append(Arg(label: nil, value: .closure(makeClosure(trailing, scope)), node: Syntax(trailing), isTrailing: true))
        }
        for t in site.additional {
            items.append(Arg(label: t.label, value: .closure(makeClosure(t.closure, scope)), node: Syntax(t.closure)))
        }
        return Args(items, node: node)
    }

    /// The declared type of the stored property `label` when the site calls a script type's
    /// memberwise initialiser (`ListLayout(missions: …)`), else nil.
    private func memberwiseParameterType(_ site: CallSiteArguments, label: String) -> String? {
        guard case .reference(_, let name)? = site.callee, let t = types[name], t.inits.isEmpty else { return nil }
        return t.stored[label]?.type
    }

    func makeClosure(_ e: ClosureExprSyntax, _ scope: Scope) -> Closure {
        Closure(literal: closureLiterals.literal(e) { readClosureLiteral($0) }, scope: scope)
    }

    /// A closure expression's parameters and body, as `makeClosure` reads them once per expression.
    private func readClosureLiteral(_ e: ClosureExprSyntax) -> ClosureLiterals.Literal {
        var params: [Closure.Param] = []
        var shorthand = true
        if let clause = e.signature?.parameterClause {
            shorthand = false
            switch clause {
            case .simpleInput(let list):
                params = list.map { Closure.Param(label: nil, name: $0.name.plainText, type: nil, defaultValue: nil, isBuilder: false, isInout: false) }
            case .parameterClause(let c):
                params = c.parameters.map {
                    Closure.Param(
                        label: nil, name: ($0.secondName ?? $0.firstName).text, type: text(ifPresent: $0.type),
                        defaultValue: nil, isBuilder: false, isInout: false)
                }
            }
        }
        let body: BodySyntax =
            e.statements.count == 1 && e.statements.first!.item.is(ExprSyntax.self)
            ? .expression(e.statements.first!.item.cast(ExprSyntax.self)) : .statements(e.statements)
        let c = Closure(name: "closure", params: params, usesShorthand: shorthand, body: body, scope: globals)
        return ClosureLiterals.Literal(
            params: params, usesShorthand: shorthand, shorthandArity: shorthand ? ShorthandArity.of(e) : 0, body: body,
            hasPlainLiteralParameters: c.hasPlainLiteralParameters,
            bodyNeedsNoCallScope: c.bodyNeedsNoCallScope)
    }

    /// A method, initialiser or function declaration as a closure over `scope` (which binds self).
    func function(_ name: String, _ sig: FunctionSignatureSyntax, _ body: CodeBlockSyntax?, scope: Scope) -> Closure {
        let reading: FunctionSignatureReading
        if let known = functionSignatures[sig.id] {
            reading = known
        } else {
            reading = FunctionSignatureReading(sig, self)
            functionSignatures[sig.id] = reading
        }
        let b: BodySyntax = body.map { .statements($0.statements) } ?? .statements(CodeBlockItemListSyntax([]))
        let c = Closure(name: name, params: reading.params, usesShorthand: false, body: b, scope: scope, returnType: reading.returnType)
        c.genericParams = reading.genericParams
        return c
    }

    /// A parameter type that names a type nested in the function's own type, as the evaluator
    /// knows it: `vm: Self.ViewModel = .init()` inside `HomeView` is `HomeView`'s nested
    /// `ViewModel`, and so is `types: Types = .basic` inside `Theme` where other types nest a
    /// `Types` of their own (the nested types then have qualified names).
    /// `SkeletonView(.circle)` for `init(_ shape: S)` of `SkeletonView<S: Shape>`: the built-in
    /// shape an implicit member names, as the generic parameter's constraint resolves it; nil for
    /// other values and parameters.
    private func implicitShape(_ v: Value, ofGenericParameter t: String, in s: Scope, node: Syntax?) throws -> Value? {
        switch v {
        case .implicitMember, .native(is ImplicitChain): break
        default: return nil
        }
        guard case .type(.user(let d))? = s.lookup("Self"), let constraint = d.genericConstraints[t],
            constraint == "Shape" || constraint == "InsettableShape"
        else { return nil }
        return .native(try Conversions.native(v, (any Shape).self, "Shape", self, node: node))
    }

    func selfSpelledOut(_ t: String, in s: Scope) -> String {
        guard let first = t.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
            case .type(.user(let d))? = s.lookup("Self")
        else { return t }
        if !t.hasPrefix("Self.") {
            guard !d.nested.isEmpty || d.outer != nil else { return t }
            var name = Substring(t), suffix = ""
            while let last = name.last, last == "?" || last == "!" { suffix = String(last) + suffix; name = name.dropLast() }
            // `Key<Payload>`: the nested type by its name, its generic arguments kept.
            if name.hasSuffix(">"), let open = name.firstIndex(of: "<") {
                suffix = String(name[open...]) + suffix
                name = name[..<open]
            }
            var owner: TypeDecl? = d
            while let o = owner {
                if let n = o.nested[String(name)] { return n.name + suffix }
                owner = o.outer
            }
            // `Binding<Model>`, `[Model]`: the nested types among the generic arguments
            // (`ParkFilterScreen.Model`, not another type's `Model`).
            guard t.contains("<") || t.contains("[") else { return t }
            var spelled = t
            owner = d
            while let o = owner {
                if !o.nested.isEmpty { spelled = TypeNames.qualifying(spelled, names: Set(o.nested.keys), in: o.name) }
                owner = o.outer
            }
            return spelled
        }
        var rest = Substring(t.dropFirst(5)), suffix = ""
        while let last = rest.last, last == "?" || last == "!" { suffix = String(last) + suffix; rest = rest.dropLast() }
        var owner = d
        for part in rest.split(separator: ".") {
            guard let n = owner.nested[String(part)] else { return t }
            owner = n
        }
        return owner.name + suffix
    }

    /// Matches arguments to parameters as Swift does (labels in order, defaults, one trailing closure).
    func bind(_ c: Closure, _ args: Args, into scope: Scope, node: Syntax?) throws -> [(String, Arg)] {
        if c.usesShorthand {
            // `zip(names, 1...).map { "\($1). \($0)" }`: one tuple for a closure using `$0` and
            // `$1` gives its elements.
            if c.shorthandArity > 1, args.items.count == 1, case .tuple(let parts, _) = args.items[0].value, parts.count == c.shorthandArity {
                for (i, v) in parts.enumerated() { scope.declare("$\(i)", v) }
                return []
            }
            for (i, a) in args.items.enumerated() { scope.declare("$\(i)", a.value) }
            return []
        }
        var args = args
        // `ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`: a closure
        // literal with several parameters called with one tuple takes the tuple's elements.
        if c.isLiteral, c.params.count > 1, args.items.count == 1,
            case .tuple(let parts, _) = args.items[0].value, parts.count == c.params.count
        {
            let a = args.items[0]
            args = Args(parts.map { Arg(label: nil, value: $0, node: a.node) }, node: args.node)
        }
        if c.hasPlainLiteralParameters, args.items.count == c.params.count {
            // `{ row in … }`, `{ _ in … }`: each argument binds its parameter's name as it is (what
            // the loop below does for such parameters, without copying each parameter and argument).
            for k in c.params.indices {
                let name = c.params[k].name
                guard name != "_" else { continue }
                scope.declare(name, args.items[k].value)
                if c.params[k].isDollarName { scope.declare(String(name.dropFirst()), args.items[k].value) }
            }
            return []
        }
        var i = 0
        var inouts: [(String, Arg)] = []
        for p in c.params {
            if p.isVariadic {
                // `total(1, 2, 3)`, `filterKeys: \.name, \.address`: the first argument by its label,
                // then the unlabelled ones after it.
                var values: [Value] = []
                if i < args.items.count, !args.items[i].isTrailing, args.items[i].label == p.label {
                    repeat {
                        let a = args.items[i]
                        var v = a.value
                        if let t = p.type, t.hasPrefix("["), t.hasSuffix("]") { v = try coerce(v, to: String(t.dropFirst().dropLast()), node: a.node) }
                        values.append(v)
                        i += 1
                    } while i < args.items.count && args.items[i].label == nil && !args.items[i].isTrailing
                }
                scope.declare(p.name, .array(values))
                continue
            }
            var taken: Arg?
            if i < args.items.count {
                let a = args.items[i]
                if a.isTrailing || c.isLiteral {
                    if !(p.defaultValue != nil && !p.isFunctionType && a.isTrailing) { taken = a }
                } else if a.label == p.label {
                    taken = a
                }
            }
            if let a = taken {
                i += 1
                var v = a.value
                if case .int = v, let e = a.node?.as(ExprSyntax.self), let s = a.scope, let typed = try typedEval(e, as: p.type, s) { v = typed }
                if let t = p.type {
                    if t.contains("@autoclosure") {
                        v = .native(AutoClosure(value: v))
                    } else if let shape = try implicitShape(v, ofGenericParameter: t, in: c.scope, node: a.node) {
                        v = shape
                    } else {
                        v = try coerce(v, to: selfSpelledOut(t, in: c.scope), node: a.node)
                    }
                }
                if p.isInout { inouts.append((p.name, a)) }
                if let b = p.resultBuilder, case .closure(let built) = v, let d = resultBuilder(named: b) { built.resultBuilder = d }
                if p.name != "_" { scope.declare(p.name, v) }
                // `{ $item in … }`: `$item` is the binding, `item` its value.
                if p.name.hasPrefix("$"), p.name.count > 1 { scope.declare(String(p.name.dropFirst()), v) }
            } else if let d = p.defaultValue {
                // `as type: T.Type = T.self` in a generic function: `T` is known only once the
                // call's generic parameters are bound (`bindGenericParameters` binds this one).
                if let g = c.metatypeGenericParameter(p), d.expr.trimmedDescription == "\(g).self" { continue }
                // `line: Int = #line`: the caller's line (file, function).
                if let m = d.expr.as(MacroExpansionExprSyntax.self), let node, let v = sourceLocationLiteral(m, at: node) {
                    scope.declare(p.name, v)
                    continue
                }
                var v = try typedEval(d.expr, as: p.type, c.scope) ?? eval(d.expr, c.scope)
                if let t = p.type { v = try coerce(v, to: selfSpelledOut(t, in: c.scope), node: Syntax(d.expr)) }
                scope.declare(p.name, v)
            } else {
                let what = p.label.map { "'\($0):'" } ?? "#\(c.params.firstIndex { $0.name == p.name }! + 1)"
                throw EvalError("missing argument \(what) in call to '\(c.name)'", args.items.indices.contains(i) ? args.items[i].node : node)
            }
        }
        if i < args.items.count {
            let a = args.items[i]
            let labels = c.params.compactMap(\.label)
            throw EvalError(
                "extra argument\(a.label.map { " '\($0):'" } ?? "") in call to '\(c.name)'"
                    + (a.label.map { Suggest.didYouMean($0, among: labels) } ?? ""), a.node ?? node)
        }
        return inouts
    }

    /// Calls a script closure or function.
    func call(_ c: Closure, _ args: Args, node: Syntax?, callerScope: Scope? = nil) throws -> Value {
        try call(c, args, node: node, callerScope: callerScope, updatedFirst: nil)
    }

    /// A closure whose call with `argumentCount` arguments only evaluates a constant call (see
    /// `ConstantCalls`) in the closure's own scope, once that call's value is kept at its site:
    /// `{ _ in Color.red.frame(width: 10, height: 10) }` after its first call. nil for any other
    /// closure. `takeKeptCall` then does what `call` would, without the call's dispatch.
    func keptCall(of c: Closure, argumentCount: Int) -> KeptCall? {
        guard c.bodyNeedsNoCallScope, c.resultBuilder == nil, c.returnType == nil, case .expression(let e) = c.body,
            c.usesShorthand ? argumentCount == 0 : argumentCount == c.params.count,
            let call = e.as(FunctionCallExprSyntax.self), let site = callSites.known(call), let value = site.constantValue
        else { return nil }
        return KeptCall(expression: e, value: value)
    }

    /// Whether the closure is as it was when `keptCall(of:argumentCount:)` found its kept call
    /// (no result builder or result type given to it since): then `takeKeptCall` does what
    /// calling it does.
    func keptCallApplies(_ c: Closure) -> Bool { c.resultBuilder == nil && c.returnType == nil }

    /// Does what `call(c, args, node: node)` does when `keptCall(of: c, argumentCount:
    /// args.count)` found its `expression` and `keptCallApplies(c)`: the call's and its body's
    /// checks and step, as `call`, `eval` and `evalCallInner` take them; the call's value is then
    /// the kept value.
    func takeKeptCall(_ c: Closure, _ expression: ExprSyntax, node: Syntax?) throws {
        // `call`:
        if callDepth + 1 > callDepthLimit { throw callsTooDeep(c, node) }
        // `eval` of the body:
        try step(expression)
        if evalDepth + 1 > evalDepthLimit { throw expressionsTooDeep(expression) }
        // `call`, `evalCall` and `evalCallInner` (at a constant site) leave these nil (set only
        // when they are not: releasing a nil string is a runtime call).
        if expectedCallType != nil { expectedCallType = nil }
        if returnContext != nil { returnContext = nil }
    }

    func callsTooDeep(_ c: Closure, _ node: Syntax?) -> EvalError {
        EvalError("calls nest deeper than \(callDepthLimit) levels in '\(c.name)' (infinite recursion?)", node)
    }

    /// Runs an initialiser: its arguments bound in a call scope under its own scope (which binds
    /// `self`), then its statements; gives the call scope, where an extension initialiser leaves
    /// the `self` it made.
    /// A failable initialiser's `return nil` (`init?(celsius:)`) throws `InitializerFailed`,
    /// which the construction that ran it turns into nil.
    @discardableResult
    func runInitializer(_ c: Closure, _ args: Args, node: Syntax?) throws -> Scope {
        let callScope = Scope(parent: c.scope)
        _ = try bind(c, args, into: callScope, node: node)
        if case .statements(let s) = c.body {
            var out: [Value] = []
            if case .returned(.null) = try exec(s, callScope, &out) { throw InitializerFailed() }
        }
        return callScope
    }

    /// Calls a closure whose first parameter is `inout` without an `&` argument
    /// (`reduce(into:)`'s), and gives that parameter's value after the body ran.
    func callUpdatingFirst(_ callee: Value, _ args: Args, node: Syntax?) throws -> Value {
        guard case .closure(let c) = callee, !args.items.isEmpty else { return try callValue(callee, args, node: node) }
        var updated = args.items[0].value
        _ = try call(c, args, node: node, callerScope: nil, updatedFirst: { updated = $0 })
        return updated
    }

    private func call(
        _ c: Closure, _ args: Args, node: Syntax?, callerScope: Scope?, updatedFirst: ((Value) -> Void)?
    ) throws -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > callDepthLimit {
            throw callsTooDeep(c, node)
        }
        let context = returnContext
        returnContext = nil
        if case .native(let f) = c.body { return try f(args.items.map(\.value)) }
        if let builder = c.resultBuilder { return try build(c, args, with: builder, node: node) }
        if updatedFirst == nil, c.bodyNeedsNoCallScope, case .expression(let e) = c.body,
            c.usesShorthand ? args.items.isEmpty : args.items.count == c.params.count
        {
            // Nothing to bind (no arguments for `$0`, or only `_` parameters): the body runs in
            // the closure's scope, as it would in an empty call scope under it (making one,
            // linking it into the arena and freeing it cost about 1,000 instructions a call).
            var result = try typedEval(e, as: c.returnType, c.scope) ?? eval(e, c.scope)
            if let t = returnType(of: c), t != "some View" { result = try coerce(result, to: t, node: node) }
            return result
        }
        let scope = Scope(parent: c.scope)
        let inouts = try bind(c, args, into: scope, node: node)
        if !c.genericParams.isEmpty { bindGenericParameters(c, scope, expected: context) }
        // `return 1 / 2` in a function returning Double: the literals are Double.
        scope.beginCall(returning: c.returnType)
        var result: Value
        switch c.body {
        case .expression(let e): result = try typedEval(e, as: c.returnType, scope) ?? eval(e, scope)
        // The declared return type first: a view body's (`some View`) is not floating, and reading
        // its one statement and walking its expression for literal arithmetic cost about 2,000
        // instructions a call.
        case .statements(let s)
        where c.returnType.map(LiteralArithmetic.isFloatingType) == true && s.count == 1 && s.first!.item.is(ExprSyntax.self)
            && LiteralArithmetic.needsContext(s.first!.item.cast(ExprSyntax.self)):
            result = try evalFloating(s.first!.item.cast(ExprSyntax.self), scope)
        case .statements(let s)
        where s.count == 1 && c.returnType != nil && c.returnType != "some View" && s.first!.item.is(FunctionCallExprSyntax.self):
            // `func total() -> Summary { days.reduce(into: .empty) { … } }`: the implicit return's
            // call learns its type from the declared result, as an explicit `return` does.
            let e = s.first!.item.cast(ExprSyntax.self)
            result = try typedEval(e, as: c.returnType, scope) ?? eval(e, scope)
        case .statements(let s):
            var out: [Value] = []
            switch try exec(s, scope, &out) {
            case .returned(let v): result = v
            default:
                result = Builder.combine(out)
                // A view builder that built nothing (`if let error { … }` with no error) made an
                // EmptyView, which takes modifiers (`errorView.padding()`).
                if case .void = result, c.returnType == "some View" { result = try constructEaselType("EmptyView", Args(), node: node) }
            }
        case .native: result = .void
        }
        if let updatedFirst, let name = c.usesShorthand ? "$0" : c.params.first?.name, name != "_" {
            updatedFirst(scope.lookup(name) ?? args.items[0].value)
        }
        if let callerScope {
            for (name, a) in inouts {
                if let e = a.node?.as(InOutExprSyntax.self), let v = scope.lookup(name) { try assign(e.expression, v, callerScope) }
            }
        }
        if let t = returnType(of: c), t != "some View" { result = try coerce(result, to: t, node: node) }
        return result
    }

    /// A closure's declared result type, with `Self` (`static var placeholder: Self { .init(…) }`)
    /// named as the type it is declared in.
    private func returnType(of c: Closure) -> String? {
        guard let t = c.returnType, t == "Self" || t == "Self?" else { return c.returnType }
        guard case .type(.user(let d))? = c.scope.lookup("Self") else { return t }
        return d.name + (t == "Self?" ? "?" : "")
    }

    /// Calls any callable value.
    func callValue(_ callee: Value, _ args: Args, node: Syntax?, callerScope: Scope? = nil) throws -> Value {
        switch callee {
        case .closure(let c): return try call(c, args, node: node, callerScope: callerScope)
        case .native(let o as FunctionOverloads):
            return try call(firstBinding(o.closures, args, orNone: true) ?? o.closures[0], args, node: node, callerScope: callerScope)
        case .type(let t): return try construct(t, args, node: node)
        case .native(let f as BuiltinFunction): return try Builtins.callFunction(f.name, try apiArgs(args, callee: f.name), self, node: node)
        case .native(let a as AutoClosure): return a.value
        case .native(let m as BoundMethod) where m.labels != nil:
            let labels = m.labels ?? []
            let labelled = args.items.enumerated().map { i, a in
                a.label == nil && i < labels.count ? Arg(label: labels[i], value: a.value, node: a.node) : a
            }
            return try callValue(.native(BoundMethod(base: m.base, name: m.name)), Args(labelled, node: args.node), node: node, callerScope: callerScope)
        case .native(let m as BoundMethod):
            // `names.map(Facility.init)`: a reference to a memberwise initialiser takes its
            // arguments in order, without their labels.
            if m.name == "init", case .type(.user(let d)) = m.base, d.inits.isEmpty, d.kind != .enumeration,
                args.items.allSatisfy({ $0.label == nil && !$0.isTrailing })
            {
                let params = memberwiseParameters(d)
                let labelled = args.items.enumerated().map { i, a in
                    Arg(label: i < params.count ? params[i].name : nil, value: a.value, node: a.node)
                }
                return try construct(.user(d), Args(labelled, node: args.node), node: node)
            }
            // `StoreConnector(content: render)` called as `content(state, dispatch)`: a method
            // passed as a closure takes its arguments in order, as closures do, without labels.
            if let labels = referencedMethodLabels(m, args) {
                return try callValue(.native(BoundMethod(base: m.base, name: m.name, labels: labels)), args, node: node, callerScope: callerScope)
            }
            return try callMethod(m.base, m.name, args, node: node)
        case .instance(let i) where i.decl.isLayout:
            guard let content = args.items.first else { throw EvalError("a layout is called with a view builder closure", node) }
            return try layoutView(scriptLayout(i), content: content, node: node)
        case .instance(let i) where i.decl.methods["callAsFunction"] != nil:
            // `let triple = Multiplier(k: 3); triple(4)`: a value with `callAsFunction` is called.
            return try callMethod(callee, "callAsFunction", args, node: node, callerScope: callerScope)
        case .native(let l as any Layout):
            guard let content = args.items.first else { throw EvalError("a layout is called with a view builder closure", node) }
            return try layoutView(l, content: content, node: node)
        case .implicitMember(let n, nil): return .implicitMember(n, args)
        case .native(let k as KeyPathName) where args.items.count == 1:
            // `items.map(\.name)`: a key path used as a function reads its members in turn.
            var v = args.items[0].value
            for c in k.components where c != "self" {
                v = try member(of: v, c, node: node ?? Syntax(TokenSyntax.identifier(c)))
            }
            return v
        default:
            if let v = try collectionInit(callee, args, node: node) { return v }
            throw EvalError("cannot call a value of type \(callee.typeName)", node)
        }
    }

    func evalCall(_ e: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let expected = expectedCallType
        expectedCallType = nil
        guard let expected else { return try evalCallInner(e, scope) }
        // Arguments and the callee are evaluated first; the function called gets the context.
        return try evalCallInner(e, scope, expected: expected)
    }

    private func evalCallInner(_ e: FunctionCallExprSyntax, _ scope: Scope, expected: String? = nil) throws -> Value {
        // Made once per node: the file names are needed only the first time (an `if`, not `??`,
        // whose closure retained more at every call).
        let site: CallSiteArguments
        if let known = callSites.known(e) { site = known } else { site = callSites.site(of: e, fileNames) }
        if let constant = site.constantValue {
            returnContext = nil
            return constant
        }
        var args = try evalArgs(site, scope, node: Syntax(e))
        defer {
            returnContext = nil
            site.recycle(&args.items)
        }
        switch site.callee {
        case .member(_, let base, let declName)?:
            return try evalMemberCall(e, site, base: base, declName: declName, args, scope, expected: expected)
        case .reference(let d, let name)?:
            return try evalReferenceCall(d, name: name, site, args, scope, expected: expected)
        case .other(let calleeExpr)?:
            let callee = try eval(calleeExpr, scope)
            return try callValue(callee, args, node: Syntax(e), callerScope: scope)
        case nil:
            throw EvalError("internal error: a call site without its callee", e)
        }
    }

    /// The base of a member call: kept at the call site once it is known to be a registered
    /// constant (`Color.red`), evaluated otherwise. The kept value counts a step and an
    /// expression level as evaluating it did.
    private func memberCallBase(_ baseExpr: ExprSyntax, _ site: CallSiteArguments, _ scope: Scope) throws -> Value {
        if let constant = site.baseConstant {
            try step(baseExpr)
            if evalDepth + 1 > evalDepthLimit {
                throw expressionsTooDeep(baseExpr)
            }
            return constant
        }
        let base = try eval(baseExpr, scope)
        if !site.baseConstantLookedFor {
            site.baseConstantLookedFor = true
            site.baseConstant = resolvedReferences.constant(at: baseExpr.id)
        }
        return base
    }

    /// `base.name(…)` and `.name(…)`.
    private func evalMemberCall(
        _ e: FunctionCallExprSyntax, _ site: CallSiteArguments, base baseExpr: ExprSyntax?, declName: Syntax, _ args: Args, _ scope: Scope,
        expected: String?
    ) throws -> Value {
        let name = site.memberName!
        // `random(in:using:)`, `shuffled(using:)`, `randomElement(using:)`: only these take a generator.
        let args =
            (name == "random" || name == "shuffled" || name == "randomElement") && args.items.contains(where: { $0.label == "using" })
            ? generatorArguments(args, scope) : args
        guard let baseExpr else {
            if name == "random", let v = try implicitRandomCall(e, args, expected: expected) { return v }
            if !extensions.isEmpty, let v = try numberExtensionCall(name, args, node: declName, scope) { return v }
            let v = Value.implicitMember(name, args)
            if !site.constantLookedFor { noteConstantCall(site, v, callee: .implicitMember) }
            return v
        }
        if name == "init", Evaluator.isSelf(baseExpr), let v = try delegatingBuiltinInit(args, scope, node: Syntax(e)) { return v }
        // `self.init(rawValue: …)` inside an enum's initialiser: the case that initialiser makes.
        if name == "init", Evaluator.isSelf(baseExpr), case .null? = scope.lookup("self"), case .type(.user(let d))? = scope.lookup("Self"),
            d.kind == .enumeration
        {
            let made = try instantiate(d, args, node: Syntax(e))
            if case .null = made { throw InitializerFailed() }
            _ = scope.assign("self", made)
            return .void
        }
        let base = try memberCallBase(baseExpr, site, scope)
        returnContext = expected
        if case .instance(let i) = base,
            let result = try callMutating(i, name, args, baseExpr: baseExpr, node: declName, scope)
        {
            return result
        }
        if case .enumCase = base, let result = try callMutatingEnum(base, name, args, baseExpr: baseExpr, node: declName, scope) {
            return result
        }
        if let v = try builtInModifierCall(base, name, args, node: declName, site: site) {
            if !site.constantLookedFor { noteConstantCall(site, v, callee: .builtinMember(base: baseExpr)) }
            return v
        }
        if case .instance(let i) = base, let mutated = try userOptionSetMutation(i, name, args, node: declName) {
            try assign(baseExpr, mutated.newBase, scope)
            return mutated.result
        }
        if let mutated = try Builtins.mutatingMethod(base, name, args, self, node: declName) {
            try assign(baseExpr, mutated.newBase, scope)
            return mutated.result
        }
        if case .string = base, name == "map" || name == "flatMap", args.items.count == 1, stringMapIsOptionalMap(baseExpr, scope) {
            return try callValue(args.items[0].value, Args([Arg(label: nil, value: base)]), node: declName)
        }
        // `scanner.scanHexInt64(&rgb)`: the method's writes go to its `&` arguments.
        return try writingBack(try callMethod(base, name, args, node: declName, callerScope: scope), name, args, node: declName, scope)
    }

    /// A call's result, with the writes an `InOutResult` makes to the call's `&` arguments
    /// (`scanner.scanInt(&n)`, `swap(&a, &b)`) stored back; any other result as it is.
    private func writingBack(_ result: Value, _ name: String, _ args: Args, node: Syntax, _ scope: Scope) throws -> Value {
        guard case .native(let io as InOutResult) = result else { return result }
        for (i, v) in io.writes where args.items.indices.contains(i) {
            guard let target = args.items[i].node?.as(InOutExprSyntax.self) else {
                throw EvalError("'\(name)' writes its argument: pass it with &", args.items[i].node ?? node)
            }
            try assign(target.expression, v, scope)
        }
        return io.result
    }

    /// `.secondsToNanoseconds(5)` where the app's `extension UInt64` declares that static function:
    /// a number type's own static functions are not SwiftUI's implicit members, so the one
    /// extension of a number type that declares the name is called.
    private func numberExtensionCall(_ name: String, _ args: Args, node: Syntax, _ scope: Scope) throws -> Value? {
        let owners = Self.numberTypes.filter { extensions[$0]?.staticFuncs[name] != nil }
        guard owners.count == 1, let t = owners.first else { return nil }
        return try callMethod(.type(.builtin(t)), name, args, node: node, callerScope: scope)
    }

    /// The number types whose extensions may declare such statics: Int, the floating types and the sized integers.
    static let numberTypes = ["Int", "Double", "CGFloat", "Float", "TimeInterval"] + IntegerTypes.names.sorted()

    /// Whether `name(…)` with `args` is Easel's type of that name made, not the script's function
    /// `value` of the same name: `func LinearGradient(grad1:grad2:grad3:) -> some View` calling
    /// `LinearGradient(gradient:startPoint:endPoint:)` in its body, arguments its parameters do
    /// not take.
    private func isTypeInitializerBesideFunction(_ value: Value, _ name: String, _ args: Args) -> Bool {
        guard case .closure(let c) = value, name.first?.isUppercase == true, Builtins.isTypeName(name) else { return false }
        return firstBinding([c], args, orNone: true) == nil
    }

    /// `name(…)`: a local or global function or closure, a method of `self`, a type's initialiser.
    private func evalReferenceCall(
        _ d: DeclReferenceExprSyntax, name: String, _ site: CallSiteArguments, _ args: Args, _ scope: Scope, expected: String?
    ) throws -> Value {
        returnContext = expected
        if let type = site.easelTypeConstructed { return try constructEaselType(type, args, node: Syntax(d)) }
        if let t = site.scriptTypeConstructed { return try construct(.user(t), args, node: Syntax(d)) }
        if var v = try scope.lookup(name) ?? pendingGlobal(name), !isTypeInitializerBesideFunction(v, name, args) {
            // A file-scope variable that took a function's name in `globals`: the call is the function's.
            if !Self.isFunctionValue(v), let f = globalFunctionValues[name], scope.lookup(name, below: globals) == nil { v = f }
            if case .binding(let b) = v { return try callValue(b.get(), args, node: Syntax(d), callerScope: scope) }
            return try callValue(v, args, node: Syntax(d), callerScope: scope)
        }
        if let selfValue = scope.lookup("self") {
            if case .instance(let i) = selfValue, i.decl.methods[name] != nil || i.decl.stored[name] != nil {
                return try callMethod(selfValue, name, args, node: Syntax(d), callerScope: scope)
            }
            if case .type(.user(let t)) = selfValue, t.staticFuncs[name] != nil {
                return try callMethod(selfValue, name, args, node: Syntax(d), callerScope: scope)
            }
            if case .instance(let i) = selfValue, let sf = i.decl.staticFuncs[name], !sf.isEmpty {
                return try callMethod(.type(.user(i.decl)), name, args, node: Syntax(d), callerScope: scope)
            }
            // `x(in: rect)` inside another method of an enum: a method of the case, or a static
            // function of its type.
            if case .enumCase(let t, _, _) = selfValue, let e = typeDecl(t) {
                if let v = try callMutatingEnum(selfValue, name, args, baseExpr: nil, node: Syntax(d), scope) { return v }
                if e.methods[name] != nil { return try callMethod(selfValue, name, args, node: Syntax(d), callerScope: scope) }
                if e.staticFuncs[name] != nil { return try callMethod(.type(.user(e)), name, args, node: Syntax(d), callerScope: scope) }
            }
            // `startOfDayTomorrow(using: calendar)` inside `extension Date { static func … }` (or
            // one of its instance methods): a static function of the extended type.
            if !extensions.isEmpty, case .type(.builtin(let t))? = scope.lookup("Self"), extensions[t]?.staticFuncs[name] != nil {
                return try callMethod(.type(.builtin(t)), name, args, node: Syntax(d), callerScope: scope)
            }
            // `getSafeArea()` inside a view's body, declared in the script's `extension View` (or an
            // extension of a protocol the type conforms to): a method of `self`.
            if case .instance = selfValue, !extensions.isEmpty, name.first?.isLowercase == true,
                extensions["View"]?.methods[name] != nil
                    || (!Builtins.functionNames.contains(name) && conformances(of: selfValue).contains { extensions[$0]?.methods[name] != nil })
            {
                return try callMethod(selfValue, name, args, node: Syntax(d), callerScope: scope)
            }
            // A static function of an enclosing type (`localized(…)` inside `L10n.HomePage`).
            let own: TypeDecl?
            switch selfValue {
            case .instance(let i): own = i.decl
            case .type(.user(let t)): own = t
            default: own = nil
            }
            var outer = own?.outer
            while let o = outer {
                if o.staticFuncs[name] != nil { return try callMethod(.type(.user(o)), name, args, node: Syntax(d), callerScope: scope) }
                outer = o.outer
            }
            if case .native = selfValue, case .type(let t)? = scope.lookup("Self"),
                extensions[t.name]?.methods[name] != nil || extensions["View"]?.methods[name] != nil || Builtins.isModifier(name)
            {
                return try callMethod(selfValue, name, args, node: Syntax(d), callerScope: scope)
            }
            // `modifier(Framed())` inside `extension View { func framed() … }` called on a view the
            // script declares (or `padding()` in its own body): SwiftUI's modifier of that view.
            if case .instance(let i) = selfValue, i.decl.isView, Builtins.isModifier(name) {
                return try callMethod(selfValue, name, args, node: Syntax(d), callerScope: scope)
            }
        }
        if let t = types[name] {
            // Found by the same steps at every evaluation of the site (Swift's names are lexical).
            site.scriptTypeConstructed = t
            return try construct(.user(t), args, node: Syntax(d))
        }
        // `Names()` with `typealias Names = [String]` at file scope: what the alias stands for, called
        // (a script's alias shadows Easel's name, as an app's shadows SwiftUI's).
        if !typeAliases.isEmpty, let target = typeAliases[name] { return try callValue(aliasValue(resolvingAliases(target)), args, node: Syntax(d)) }
        if let v = try rangeInit(name, args, node: Syntax(d)) { return v }
        if Builtins.isTypeName(name) {
            if let v = try evaluatorInit(name, args, node: Syntax(d)) { return v }
            // Which of those initialisers applies depends on the name alone, except a script
            // extension's, which depends on the arguments.
            guard extensions[name]?.inits.isEmpty ?? true else { return try constructEaselType(name, args, node: Syntax(d)) }
            site.easelTypeConstructed = name
            let v = try constructEaselType(name, args, node: Syntax(d))
            if !site.constantLookedFor { noteConstantCall(site, v, callee: .easelType(name)) }
            return v
        }
        if Builtins.functionNames.contains(name) {
            let result = try Builtins.callFunction(name, try apiArgs(args, callee: name), self, node: Syntax(d))
            return try writingBack(result, name, args, node: Syntax(d), scope)
        }
        if let v = try animationFunction(name, args, node: Syntax(d)) { return v }
        // `uppercased()` inside `extension String { … }`: a method of the extended value.
        if let selfValue = scope.lookup("self"), selfValue.isBuiltinValue, case .type(.builtin)? = scope.lookup("Self") {
            return try callMethod(selfValue, name, args, node: Syntax(d), callerScope: scope)
        }
        // A type nested in another, constructed inside a sibling (`struct Screen { struct Item
        // {…}; struct Row { … Item(…) … } }`), as Swift finds it in the enclosing type's scope.
        if name.first?.isUppercase == true, let t = typeDecl(name) { return try construct(.user(t), args, node: Syntax(d)) }
        let known = Array(Builtins.viewNames) + Array(Builtins.functionNames) + Array(types.keys) + scope.allNames
        let what = name.first?.isUppercase == true ? "unknown view or type" : "unknown function"
        throw EvalError("\(what) '\(name)'" + Suggest.didYouMean(name, among: known), d)
    }

    // MARK: Construction

    func construct(_ t: TypeRef, _ args: Args, node: Syntax?) throws -> Value {
        switch t {
        case .builtin(let name):
            if let v = try evaluatorInit(name, args, node: node) { return v }
            return try constructEaselType(name, args, node: node)
        case .user(let d):
            // `Diagonal { … }`, `Diagonal(spacing: 4) { … }`: the layout called with its content.
            if d.isLayout, let last = args.items.last, last.isTrailing, case .closure = last.value {
                let layout = try instantiate(d, Args(Array(args.items.dropLast()), node: args.node), node: node)
                guard case .instance(let i) = layout else { return layout }
                return try layoutView(scriptLayout(i), content: last, node: node)
            }
            // A model named like a SwiftUI view (a Mastodon client's `struct List`), called as the
            // view (`List { … }`): Swift picks SwiftUI's initialiser, the one that takes the content.
            if let last = args.items.last, last.isTrailing, case .closure = last.value, ScriptAPI.views[d.name] != nil,
                !d.conformances.contains("View")
            {
                do { return try instantiate(d, args, node: node) } catch is EvalError { return try construct(.builtin(d.name), args, node: node) }
            }
            return try instantiate(d, args, node: node)
        }
    }

    /// A built-in type's initialiser that the evaluator implements itself (a script extension's
    /// `init`, collections, integers, Foundation, SwiftData, Core Data), or nil when the type is
    /// constructed by Easel's declaration of it (`constructEaselType`).
    func evaluatorInit(_ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        if let v = try extensionInit(name, args, node: node) { return v }
        if name == "Array", args.items.contains(where: { $0.label == "repeating" }),
            let v = try collectionInit(.array([.type(.builtin("Any"))]), args, node: node)
        {
            return v
        }
        if let v = try namedCollectionInit(name, args, node: node) { return v }
        if let v = try IntegerTypes.construct(name, args, self, node: node) { return v }
        if let v = try FoundationValues.construct(name, args, self, node: node) { return v }
        return nil
    }

    /// One of Easel's types made by its declaration in `ScriptAPI` (`Text`, `HStack`, `Color`).
    func constructEaselType(_ name: String, _ args: Args, node: Syntax?) throws -> Value {
        try Builtins.construct(name, try apiArgs(args, callee: name), self, node: node)
    }

    /// Scope for a type's members: globals, then `Self`'s statics through `self`.
    func typeScope(_ d: TypeDecl, selfValue: Value) -> Scope {
        let s = Scope(parent: globals)
        for (n, t) in d.nested { s.declare(n, .type(.user(t))) }
        // The types the enclosing types nest, innermost first (`Entry` in `Widget.Provider` is
        // `Widget.Entry`).
        var outer = d.outer
        while let o = outer {
            for (n, t) in o.nested where d.nested[n] == nil && s.lookup(n, below: globals) == nil { s.declare(n, .type(.user(t))) }
            outer = o.outer
        }
        // `private var handlers = [Handler]()` with `typealias Handler = (String) -> String`
        // inside the type: the alias names its type (a function type is only checked as `Any`).
        for (n, target) in d.aliases where d.nested[n] == nil { s.declare(n, aliasValue(target)) }
        // `@State private var items = [T]()` in `struct FilteringList<T: Identifiable>`: a generic
        // parameter names a type the evaluator does not check.
        // In an instance, a parameter is the type its stored values have (`T.title` in
        // `struct SettingsRow<T: Setting>` with `@Binding var selectedValue: T`).
        let generics = Self.genericParameters(in: d)
        if !generics.isEmpty {
            let inferred: [String: TypeRef]
            if case .instance(let i) = selfValue { inferred = genericArguments(of: i) } else { inferred = [:] }
            for g in generics where d.genericParams.contains(g) || inferred[g] != nil { s.declare(g, .type(inferred[g] ?? .builtin("Any"))) }
        }
        s.declare("self", selfValue)
        s.declare("Self", .type(.user(d)))
        return s
    }

    /// The types an instance's generic parameters stand for, as Swift infers them: from a stored
    /// property declared as the parameter (`T`, `T?`, `[T]`, `Binding<T>`) that holds a value of a
    /// type the script declares, or of a Swift type; or declared as a function of it (`(T) -> V`)
    /// holding a closure whose body passes its parameter to a script type's initialiser.
    func genericArguments(of i: Instance) -> [String: TypeRef] {
        var out: [String: TypeRef] = [:]
        let generics = Self.genericParameters(in: i.decl)
        guard !generics.isEmpty else { return out }
        for name in i.decl.storedOrder {
            guard var written = i.decl.stored[name]?.type?.replacingOccurrences(of: " ", with: ""), var value = i.fields[name] else { continue }
            if written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
            if written.hasPrefix("Binding<"), written.hasSuffix(">") { written = String(written.dropFirst(8).dropLast()) }
            if case .binding(let b) = value { value = b.get() }
            // `var content: (Model) -> Content` holding `{ bird in ComposedBird(bird: bird) }`:
            // the parameter's type as the closure's body uses it.
            if case .closure(let c) = value, let parameters = Self.functionParameterTypes(written) {
                for (k, g) in parameters.enumerated() where generics.contains(g) && out[g] == nil {
                    if let t = inferredParameterType(of: c, at: k) { out[g] = t }
                }
                continue
            }
            if written.hasPrefix("["), written.hasSuffix("]") {
                written = String(written.dropFirst().dropLast())
                guard case .array(let items) = value, let first = items.first else { continue }
                value = first
            }
            guard generics.contains(written), out[written] == nil else { continue }
            if let t = typeOfValue(value) { out[written] = t }
        }
        return out
    }

    /// The generic parameters a type's members may name: its own and those of the types it is
    /// nested in (`Model` in `ModelPreview<Model, Content>.PreviewContentView`).
    static func genericParameters(in d: TypeDecl) -> [String] {
        var out = d.genericParams
        var outer = d.outer
        while let o = outer {
            out += o.genericParams
            outer = o.outer
        }
        return out
    }

    /// The type a value is of, for binding a generic parameter: a script type's, or a Swift
    /// value type's; nil for other values.
    private func typeOfValue(_ value: Value) -> TypeRef? {
        switch value {
        case .instance(let v): return .user(v.decl)
        case .enumCase(let t, _, _): return typeDecl(t).map { .user($0) } ?? .builtin(t)
        case .int, .double, .bool, .string: return .builtin(value.typeName)
        default: return nil
        }
    }

    /// The type a generic function's parameter `g` stands for in a call, from the argument of a
    /// parameter declared as `g`, `g?` or `[g]`.
    private func genericArgument(_ g: String, fromParametersOf c: Closure, _ scope: Scope) -> TypeRef? {
        for p in c.params {
            guard var written = p.type?.replacingOccurrences(of: " ", with: "") else { continue }
            if written.hasPrefix("inout") { written.removeFirst(5) }
            if written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
            guard var value = scope.lookup(p.name) else { continue }
            if case .binding(let b) = value { value = b.get() }
            if written == "[\(g)]" {
                guard case .array(let items) = value, let first = items.first else { continue }
                value = first
            } else if written != g {
                continue
            }
            if let t = typeOfValue(value) { return t }
        }
        return nil
    }

    /// What a type alias's target evaluates to as an expression: a type, or for `[T]` and
    /// `[K: V]` the collection literal of types that `[T]()` calls.
    func aliasValue(_ target: String) -> Value {
        let t = target.trimmingCharacters(in: .whitespaces)
        if t.contains("->") || t.hasPrefix("(") { return .type(.builtin("Any")) }
        if t.hasPrefix("["), t.hasSuffix("]") {
            // The colon of `[K: V]` is at depth 1 of the whole text (not of the text inside).
            if let colon = Conversions.topLevelColon(t) {
                let key = String(t[t.index(after: t.startIndex)..<colon])
                let value = String(t[t.index(after: colon)..<t.index(before: t.endIndex)])
                return .dictionary([(key: aliasValue(key), value: aliasValue(value))])
            }
            return .array([aliasValue(String(t.dropFirst().dropLast()))])
        }
        return .type((try? typeRef(t, node: nil)) ?? .builtin("Any"))
    }

    /// Scope for the members an extension adds to one of Easel's types: its nested types and `Self`.
    func extensionScope(_ typeName: String, selfValue: Value) -> Scope {
        let s = Scope(parent: globals)
        if let ext = extensions[typeName] { for (n, t) in ext.nested { s.declare(n, .type(.user(t))) } }
        s.declare("self", selfValue)
        // In a protocol's extension, `Self` is the conforming type (`Self.imageAssetPrefix` of a
        // `Dough`); in an extension of a concrete type, that type.
        switch selfValue {
        case .instance(let i) where i.decl.conformances.contains(typeName): s.declare("Self", .type(.user(i.decl)))
        case .type(.user(let d)) where d.conformances.contains(typeName): s.declare("Self", selfValue)
        default: s.declare("Self", .type(.builtin(typeName)))
        }
        return s
    }

    func instantiate(_ d: TypeDecl, _ args: Args, node: Syntax?) throws -> Value {
        // Making an instance counts as a call: a stored property whose initial value makes
        // another instance of its type (`var next = Node()` in `struct Node`) stops here.
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > callDepthLimit {
            throw EvalError("making '\(d.name)' nests deeper than \(callDepthLimit) levels (a stored property's initial value makes another, for ever?)", node)
        }
        // `Item(context: moc)`, `Item(entity: Item.entity(), insertInto: moc)`: a new managed object.
        if d.isPersistentModel, d.conformances.contains("NSManagedObject") || d.inits.isEmpty,
            let ctx = args.items.first(where: { $0.label == "context" || $0.label == "insertInto" }), args.items.count <= 2
        {
            return try makeManagedObject(d, context: ctx, node: node)
        }
        if d.kind == .enumeration {
            if let raw = args.items.first(where: { $0.label == "rawValue" })?.value {
                for c in d.caseOrder {
                    let rv = try rawValue(of: d, case: c)
                    if rv == raw { return .enumCase(type: d.name, name: c, payload: []) }
                }
                return .null
            }
            // `init(from decoder:)`, `init?(code:)`: the initialiser assigns `self` a case (or
            // fails with `return nil`).
            if !d.inits.isEmpty {
                let scope = typeScope(d, selfValue: .null)
                let candidates = d.inits.map { function("\(d.name).init", $0.signature, $0.body, scope: scope) }
                if let chosen = firstBinding(candidates, args, orNone: true) {
                    do { try runInitializer(chosen, args, node: node) } catch is InitializerFailed { return .null }
                    guard let made = scope.lookup("self"), made != .null else {
                        throw EvalError("initialiser '\(d.name).init' must assign self", node)
                    }
                    return try coerce(made, to: d.name, node: node)
                }
            }
            throw EvalError("enum '\(d.name)' has no initialiser here", node)
        }
        // The fields' storage made once at its size: growing it as each property is set rehashed it.
        let inst = Instance(decl: d, fields: Dictionary(minimumCapacity: d.storedOrder.count))
        let selfValue = Value.instance(inst)
        let scope = typeScope(d, selfValue: selfValue)
        if !d.genericParams.isEmpty, d.inits.isEmpty {
            // `@State var flags = Array(repeating: false, count: Value.allCases.count)` in
            // `struct Bar<Value: CaseIterable>` made as `Bar(activeTab: $tab)`: the initial values
            // see the generic parameters the memberwise arguments give, as Swift types them.
            let probe = Instance(decl: d, fields: [:])
            for a in args.items { if let l = a.label, d.stored[l] != nil { probe.fields[l] = a.value } }
            for (g, t) in genericArguments(of: probe) { scope.declare(g, .type(t)) }
        }
        try initializeStoredProperties(inst, scope) { p in
            // An optional `var` without a value starts as nil (`var item: Item?`, `@State var bag: Bag!`).
            p.implicitDefault ?? (p.type.map { $0.hasSuffix("?") || ($0.hasSuffix("!") && !p.isLet) } == true ? .null : nil)
        }
        if !d.inits.isEmpty {
            let candidates = d.inits.map { function("\(d.name).init", $0.signature, $0.body, scope: scope) }
            let labels = args.items.filter { !$0.isTrailing }.map(\.label)
            let fallback = {
                candidates.first { c in
                    let required = c.params.filter { $0.defaultValue == nil }.compactMap(\.label)
                    return labels.allSatisfy { l in l == nil || c.params.contains { $0.label == l } }
                        && required.allSatisfy { r in labels.contains(r) || (args.items.last?.isTrailing == true && c.params.last?.label == r) }
                } ?? candidates[0]
            }
            // Initialisers declared only in extensions leave the implicit one (`self.init()` in a
            // `convenience init(rootWords:)`): arguments no declared one takes go to it.
            if let chosen = firstBinding(candidates, args, orNone: d.bodyInitCount == 0) ?? (d.bodyInitCount == 0 ? nil : fallback()) {
                do { try runInitializer(chosen, args, node: node) } catch is InitializerFailed { return .null }
                return selfValue
            }
        }
        // Memberwise initialiser: stored properties in order; those with defaults may be left out.
        var i = 0
        let params = memberwiseParameters(d)
        for p in params {
            guard i < args.items.count else { break }
            let a = args.items[i]
            // Swift's forward scan: a trailing closure skips a defaulted property that is not a function.
            let isFunction = isFunctionType(p.type) || p.isBuilder
            let matches =
                a.label == p.name
                || (a.isTrailing && (isFunction || (i == args.items.count - 1 && inst.fields[p.name] == nil)))
            if matches {
                var v = a.value
                if let b = p.resultBuilder, case .closure(let c) = v, let d = resultBuilder(named: b) { c.resultBuilder = d }
                if case .closure(let c) = v, !isFunctionType(p.type) { v = try call(c, Args(), node: a.node) }
                if case .binding = p.wrapper {
                    if case .implicitMember("constant", let cargs?) = v, var inner = cargs.items.first?.value {
                        // `.constant(.example)`: the inner member is of the binding's value type.
                        if let t = p.type { inner = try coerce(inner, to: t, node: a.node) }
                        v = .binding(BindingBox(get: { inner }, set: { _ in }))
                    } else if case .binding = v {
                    } else if let r = a.node?.as(DeclReferenceExprSyntax.self), case .binding(let b)? = a.scope?.lookup(r.baseName.plainText) {
                        // `Dim(isOn: isOn)` where `isOn` is a `Binding<Bool>` parameter: the binding
                        // itself (reading the name gave its value).
                        v = .binding(b)
                    } else {
                        throw EvalError("'\(p.name)' is a @Binding: pass $state or .constant(value)", a.node)
                    }
                } else if let t = p.type {
                    // `viewModel: .init()` for a property of type `Self.ViewModel`; `mode: .user(id: 1)`
                    // for one of type `Mode`, the type's own (declared in an extension too), not
                    // another type's `Mode`.
                    v = try coerce(v, to: selfSpelledOut(t, in: scope), node: a.node)
                }
                if case .custom(let attribute, let wrapper) = p.wrapper {
                    // The wrapped value: the wrapper is made with it.
                    inst.fields[p.name] = try makeWrapper(attribute, wrapper, wrappedValue: v, typeScope(d, selfValue: selfValue))
                } else {
                    inst.fields[p.name] = v
                }
                i += 1
            } else if inst.fields[p.name] == nil, !p.isLazy {
                throw EvalError("missing argument '\(p.name):' in call to '\(d.name)'", a.node ?? node)
            }
        }
        if i < args.items.count {
            let a = args.items[i]
            throw EvalError(
                "extra argument\(a.label.map { " '\($0):'" } ?? "") in call to '\(d.name)'"
                    + (a.label.map { Suggest.didYouMean($0, among: params.map(\.name)) } ?? ""), a.node ?? node)
        }
        for p in params where inst.fields[p.name] == nil && !p.isLazy {
            throw EvalError("missing argument '\(p.name):' in call to '\(d.name)'", node)
        }
        return selfValue
    }

    /// Gives each stored property of a new instance its initial value: its initialiser's, evaluated
    /// in the type's scope and converted to its type, else `otherwise`'s (nil: none yet).
    func initializeStoredProperties(_ inst: Instance, _ scope: Scope, otherwise: (StoredProperty) -> Value?) throws {
        for name in inst.decl.storedOrder {
            guard let p = inst.decl.stored[name] else { continue }
            if case .custom(let attribute, let wrapper) = p.wrapper {
                if let w = try initialWrapper(p, attribute, wrapper, scope) { inst.fields[name] = w }
                continue
            }
            if p.isLazy { continue }  // made at its first read (`lazyValue`)
            if case .applicationDelegate(let className) = p.wrapper {
                inst.fields[name] = try applicationDelegate(className, of: inst.decl)
                continue
            }
            if let e = p.initializer {
                var v = try typedEval(e, as: p.type, scope) ?? eval(e, scope)
                if let t = p.type { v = try coerce(v, to: t, node: Syntax(e)) }
                inst.fields[name] = v
            } else if let v = otherwise(p) {
                inst.fields[name] = v
            }
        }
    }

    /// A `lazy var`'s value at its first read: its initializer, evaluated with `self`, kept.
    private func lazyValue(_ i: Instance, _ p: StoredProperty) throws -> Value {
        guard let e = p.initializer else { return .null }
        let scope = typeScope(i.decl, selfValue: .instance(i))
        var v = try typedEval(e, as: p.type, scope) ?? eval(e, scope)
        if let t = p.type { v = try coerce(v, to: t, node: Syntax(e)) }
        i.fields[p.name] = v
        return v
    }

    /// The parameters of a type's memberwise initialiser: its stored properties in order, less the
    /// environment's and the constants with a value.
    func memberwiseParameters(_ d: TypeDecl) -> [StoredProperty] {
        if let known = d.memberwiseParameters { return known }
        let params = d.storedOrder.compactMap { d.stored[$0] }.filter { p in
            switch p.wrapper {
            case .environment, .environmentObject, .namespace, .query, .fetchRequest, .applicationDelegate: return false
            default: break
            }
            return !(p.isLet && p.initializer != nil)
        }
        d.memberwiseParameters = params
        return params
    }

    // MARK: Members

    /// `@Environment(\\.key)`'s value in `env`: a script's own key, one of Easel's, else the
    /// default a key Easel lacks reads as.
    func environmentValue(_ key: String, in env: EnvironmentValues, node: Syntax?) throws -> Value {
        // `@Environment(\.passIDs.group)`: a member of an environment value.
        if let dot = key.firstIndex(of: "."), dot > key.startIndex {
            var v = try environmentValue(String(key[..<dot]), in: env, node: node)
            for part in key[key.index(after: dot)...].split(separator: ".") {
                v = try member(of: v, String(part), node: node ?? Syntax(TokenSyntax.identifier(String(part))))
            }
            return v
        }
        if let b = extensions["EnvironmentValues"]?.computed[key] {
            return try computedValue(b, self: .native(env), decl: nil, extensionOf: "EnvironmentValues")
        }
        // `extension EnvironmentValues { @Entry var accent: Color = .orange }`: the value set above,
        // else the declared default.
        if let p = extensions["EnvironmentValues"]?.stored[key] {
            if let v = env[dynamicKey: Self.entryKeyName(key)] as? Value { return v }
            guard let initial = p.initializer else { return .null }
            let s = extensionScope("EnvironmentValues", selfValue: .native(env))
            let v = try typedEval(initial, as: p.type, s) ?? eval(initial, s)
            return try p.type.map { try coerce(v, to: $0, node: Syntax(initial)) } ?? v
        }
        do { return try EnvironmentModifiers.read(key, env, node: node) } catch {
            if let v = EnvironmentDefaults.value(key, in: env) { return v }
            throw error
        }
    }

    /// The environment's storage name of an `@Entry` value.
    static func entryKeyName(_ key: String) -> String { "@Entry." + key }

    /// `subview.containerValues.badge` for `extension ContainerValues { @Entry var badge: String? }`:
    /// the value the subview's view set, else the declared default; nil when the script declares no
    /// such entry.
    func containerValue(_ values: ContainerValues, _ key: String) throws -> Value? {
        guard let p = extensions["ContainerValues"]?.stored[key] else { return nil }
        if let v = values[dynamicKey: key] as? Value { return v }
        guard let initial = p.initializer else { return .null }
        let s = extensionScope("ContainerValues", selfValue: .native(values))
        let v = try typedEval(initial, as: p.type, s) ?? eval(initial, s)
        return try p.type.map { try coerce(v, to: $0, node: Syntax(initial)) } ?? v
    }

    func instanceMember(_ i: Instance, _ name: String, node: Syntax?, orNil: Bool = false) throws -> Value? {
        if let p = i.decl.stored[name] {
            switch p.wrapper {
            case .state:
                let initial = i.fields[name] ?? .null
                // Given another view's wrapper (`BottomBar(focus: _focus)`): that view's storage.
                if case .binding(let b) = initial { return b.get() }
                guard let ctx = i.context else { return initial }
                return ctx.state(name, initial: { initial }) as? Value ?? initial
            case .environment(let key):
                return try environmentValue(key, in: i.context?.environment ?? EnvironmentValues(), node: node)
            case .environmentObject(let type):
                // `var vm: Self.ViewModel` or `ViewModel` names the declaring view's nested type, whose
                // name is qualified when several views nest a `ViewModel`.
                let declared = i.decl.nested[type]?.name ?? typeDecl(type)?.name ?? type
                return try environmentObject(declared, i.context?.environment, context: i.context, property: name, node: node)
            case .query(let attribute):
                return try queryResults(i, p, attribute: attribute, node: node)
            case .fetchRequest(let attribute):
                return try fetchRequestResults(i, p, attribute: attribute, node: node)
            case .custom:
                return try wrappedValue(of: i.fields[name], node: node)
            case .scaledMetric(let styleName):
                let v = i.fields[name] ?? .null
                guard let d = Conversions.double(v) else { return v }
                guard let style = Font.TextStyle(rawValue: styleName) else {
                    throw EvalError("'.\(styleName)' is not a text style for @ScaledMetric(relativeTo:)", node)
                }
                return .double(d * Double(style.scale(at: (i.context?.environment ?? EnvironmentValues()).dynamicTypeSize)))
            default:
                guard let v = i.fields[name] else { return p.isLazy ? try lazyValue(i, p) : .null }
                if case .binding(let b) = v { return b.get() }
                return v
            }
        }
        // `$name`, and `_name` (a wrapper's storage, passed on as `BottomBar(focus: _focus)`): a binding
        // to the wrapped property.
        if name.hasPrefix("$") || name.hasPrefix("_"), name.count > 1, let p = i.decl.stored[String(name.dropFirst())],
            name.hasPrefix("$") || p.wrapper.isWrapper
        {
            let n = String(name.dropFirst())
            if case .binding = p.wrapper, case .binding(let b)? = i.fields[n] { return .binding(b) }
            // A script's wrapper: `_name` is its instance, `$name` its projected value.
            if case .custom = p.wrapper, case .instance(let w)? = i.fields[n] {
                return name.hasPrefix("_") ? .instance(w) : try instanceMember(w, "projectedValue", node: node) ?? .null
            }
            if name.hasPrefix("$"), i.decl.kind == .classType, case .none = p.wrapper {
                // `$query` inside an `ObservableObject`: the `@Published` property's publisher.
                return .native(
                    CombinePipeline(
                        current: { [unowned self] in try self.instanceMember(i, n, node: nil) },
                        set: { [unowned self] v in try self.setInstanceMember(i, n, v, node: nil) }))
            }
            return .binding(
                BindingBox(
                    get: { [unowned self] in (try? self.instanceMember(i, n, node: nil)) ?? .null },
                    set: { [unowned self] v in try? self.setInstanceMember(i, n, v, node: nil) }))
        }
        if let b = i.decl.computed[name] { return try computedValue(b, self: .instance(i), decl: i.decl) }
        if i.decl.methods[name] != nil { return .native(BoundMethod(base: .instance(i), name: name)) }
        if let v = try staticMember(i.decl, name, node: node, orNil: true) { return v }
        if let v = try protocolExtensionMember(.instance(i), i.decl, name) { return v }
        if name == "localizedDescription", let v = try localizedDescription(of: .instance(i), node: node) { return v }
        if let v = managedObjectMember(i, name) ?? ObjectWillChange.member(i, name) { return v }
        if let v = try userOptionSetMember(i, name, node: node) { return v }
        if let v = try dynamicMember(.instance(i), i.decl, name, node: node) { return v }
        // `.matchedGeometryEffect(id: award.hashValue, …)`: equal values give equal numbers (Swift's
        // own differ from run to run; this one is the same in every render).
        if name == "hashValue", i.decl.conformances.contains(where: { ["Hashable", "Identifiable"].contains($0) }) {
            return .int(Value.instance(i).stableHashValue)
        }
        // `config.wrappedValue` where the name `config` (a `Binding<PickerConfig>` parameter) already
        // read the binding's value.
        if name == "wrappedValue" { return .instance(i) }
        if orNil { return nil }
        throw EvalError("value of type '\(i.decl.name)' has no member '\(name)'" + Suggest.didYouMean(name, among: i.decl.memberNames), node)
    }

    func setInstanceMember(_ i: Instance, _ name: String, _ value: Value, node: Syntax?) throws {
        var name = name
        var value = value
        if name.hasPrefix("_"), let p = i.decl.stored[String(name.dropFirst())] {
            name = String(name.dropFirst())
            // `_isEditing = .constant(false)`: a member of the wrapper's type (`Binding.constant`).
            if case .binding = p.wrapper, case .implicitMember(let n, let args) = value {
                value =
                    try args.map { try callMethod(.type(.builtin("Binding")), n, $0, node: node) }
                    ?? member(of: .type(.builtin("Binding")), n, node: node ?? Syntax(TokenSyntax.identifier(n)))
            }
            // `_name = UserDefault(…)`: a script wrapper's storage itself.
            if case .custom = p.wrapper {
                i.fields[name] = value
                return
            }
        } else if let p = i.decl.stored[name], case .custom(let attribute, let wrapper) = p.wrapper {
            var v = value
            if let t = p.type { v = try coerce(v, to: t, node: node) }
            return try setWrapped(i, name, attribute, wrapper, v, node: node)
        }
        guard let p = i.decl.stored[name] else {
            if let b = i.decl.computed[name], case .accessors(let list)? = b.accessorBlock?.accessors,
                let setter = list.first(where: { $0.accessorSpecifier.text == "set" }), let body = setter.body
            {
                let s = Scope(parent: typeScope(i.decl, selfValue: .instance(i)))
                // `book.genre = .economics`: the new value in the property's type.
                var newValue = value
                if let t = text(ifPresent: b.typeAnnotation?.type) { newValue = try coerce(newValue, to: t, node: node) }
                s.declare(setter.parameters?.name.plainText ?? "newValue", newValue)
                var out: [Value] = []
                _ = try exec(body.statements, s, &out)
                return
            }
            throw EvalError("value of type '\(i.decl.name)' has no stored property '\(name)'" + Suggest.didYouMean(name, among: i.decl.storedOrder), node)
        }
        var v = value
        // `_books = Query(sort: order)`, `_items = FetchRequest(…)`: the request is the wrapper's storage.
        switch (p.wrapper, v) {
        case (.query, .native(is SwiftData.Query)), (.fetchRequest, .native(is CoreData.SwiftUIFetchRequest)):
            i.fields[name] = v
            return
        default: break
        }
        if let t = p.type ?? implicitMemberType(v, i.fields[name]) { v = try coerce(v, to: t, node: node) }
        // `var request: FetchRequest<Ship>` given `FetchRequest(sortDescriptors: …)`: the type the property names.
        if case .native(var q as CoreData.SwiftUIFetchRequest) = v, q.spec.typeName == nil, let t = p.type {
            q.spec.typeName = TypeNames.elementType(t)
            v = .native(q)
        }
        let old = i.decl.isPersistentModel ? i.fields[name] : nil
        try observedSet(i, p, v, node: node) { try storeMember(i, p, name, v) }
        // Core Data keeps a relationship's inverse in step.
        if i.decl.isPersistentModel { try updateInverse(i, name, old: old, new: v) }
    }

    /// The type an implicit member set to a property declared without a type takes: that of the
    /// script's enum case or instance the property holds (`@Published var state = State.empty`, then
    /// `state = .loading`).
    private func implicitMemberType(_ v: Value, _ current: Value?) -> String? {
        guard v.isImplicitMember, var current else { return nil }
        if case .binding(let b) = current { current = b.get() }
        switch current {
        case .enumCase(let type, _, _): return type
        case .instance(let held): return held.decl.name
        default: return nil
        }
    }

    private func storeMember(_ i: Instance, _ p: StoredProperty, _ name: String, _ v: Value) throws {
        switch p.wrapper {
        case .state:
            if case .binding(let b)? = i.fields[name], !isBindingValue(v) {
                b.set(v)  // the storage of the view whose wrapper this one was given
            } else if let ctx = i.context {
                let initial = i.fields[name] ?? .null
                ctx.setState(name, v, initial: { initial })
            } else {
                i.fields[name] = v
            }
        case .binding:
            if case .binding(let b)? = i.fields[name], !isBindingValue(v) { b.set(v) } else { i.fields[name] = v }
        default:
            i.fields[name] = v
        }
    }

    private func isBindingValue(_ v: Value) -> Bool { if case .binding = v { return true }; return false }

    func computedValue(_ b: PatternBindingSyntax, self selfValue: Value, decl: TypeDecl?, extensionOf: String? = nil) throws -> Value {
        let scope: Scope
        if let decl {
            scope = typeScope(decl, selfValue: selfValue)
        } else if let extensionOf {
            scope = extensionScope(extensionOf, selfValue: selfValue)
        } else {
            scope = Scope(parent: globals)
            scope.declare("self", selfValue)
        }
        let type = text(ifPresent: b.typeAnnotation?.type)
        let name = text(b.pattern)
        let c: Closure
        switch b.accessorBlock?.accessors {
        case .getter(let items)?:
            c = Closure(name: name, params: [], usesShorthand: false, body: .statements(items), scope: scope, returnType: type)
        case .accessors(let list)?:
            guard let g = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = g.body else {
                throw EvalError("property '\(name)' has no getter", b)
            }
            c = Closure(name: name, params: [], usesShorthand: false, body: .statements(body.statements), scope: scope, returnType: type)
        case nil:
            // `@UserDefault("original_title", defaultValue: false) static var alwaysOriginalTitle: Bool`
            // (MovieSwiftUI's preferences): the wrapper the script declares, read for its value.
            if let d = b.parent?.parent?.as(VariableDeclSyntax.self), let (attribute, wrapper) = scriptPropertyWrapper(of: d) {
                let initial = try b.initializer.map { i -> Value in
                    let v = try typedEval(i.value, as: type, scope) ?? eval(i.value, scope)
                    return try type.map { try coerce(v, to: $0, node: Syntax(i.value)) } ?? v
                }
                return try wrappedValue(of: makeWrapper(attribute, wrapper, wrappedValue: initial, scope), node: Syntax(b))
            }
            guard let e = b.initializer?.value else {
                // `@Namespace static var namespace` in a preview provider: the wrapper's own start.
                if let d = b.parent?.parent?.as(VariableDeclSyntax.self) {
                    for case .attribute(let a) in d.attributes {
                        // `@Environment(\.currentDate) private static var currentDate` (ACHNBrowserUI):
                        // read outside any view, SwiftUI gives the key's default value.
                        if case .environment(let key)? = PropertyWrappers.wrapper(a, type: type) {
                            return try environmentValue(key, in: EnvironmentValues(), node: Syntax(b))
                        }
                        guard let w = PropertyWrappers.wrapper(a, type: type),
                            let v = PropertyWrappers.implicitDefault(w, attribute: a.attributeName.trimmedDescription, type: type)
                        else { continue }
                        return v
                    }
                }
                // `private static var islands: [Island]?`: an optional `var` starts as nil.
                if let type, type.hasSuffix("?") || type.hasSuffix("!"),
                    b.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.var)
                {
                    return .null
                }
                throw EvalError("property '\(name)' has no value", b)
            }
            var v = try typedEval(e, as: type, scope) ?? eval(e, scope)
            if let type { v = try coerce(v, to: type, node: Syntax(e)) }
            return v
        }
        return try call(c, Args(), node: Syntax(b))
    }

    func staticMember(_ d: TypeDecl, _ name: String, node: Syntax?, orNil: Bool = false) throws -> Value? {
        if let v = d.staticCache[name] { return v }
        if let b = d.staticVars[name] {
            let v = try computedValue(b, self: .type(.user(d)), decl: d)
            if b.accessorBlock == nil { d.staticCache[name] = v }
            return v
        }
        if let n = d.cases[name] {
            if n == 0 { return .enumCase(type: d.name, name: name, payload: []) }
            return .native(BoundMethod(base: .type(.user(d)), name: name))
        }
        if let t = d.nested[name] { return .type(.user(t)) }
        if name == "self" { return .type(.user(d)) }
        // `$text` of `@State static var text` (a preview provider's state): a binding to the static.
        if name.hasPrefix("$"), name.count > 1, let b = d.staticVars[String(name.dropFirst())], b.accessorBlock == nil {
            let stored = String(name.dropFirst())
            let node = node ?? Syntax(b)
            return .binding(
                BindingBox(
                    get: { [unowned self] in (try? self.staticMember(d, stored, node: node)) ?? .null },
                    set: { [unowned self] in _ = try? self.setStatic(d, stored, $0, node: node) }))
        }
        if d.staticFuncs[name] != nil { return .native(BoundMethod(base: .type(.user(d)), name: name)) }
        if let v = synthesizedStatic(d, name) { return v }
        // `extension PreviewProvider { static var dev: DeveloperPreview { … } }`, read as `dev`
        // in a preview provider: a static property an extension of one of its protocols adds.
        for p in d.conformances {
            guard let ext = extensions[p], let b = ext.staticVars[name] else { continue }
            return try computedValue(b, self: .type(.user(d)), decl: d)
        }
        if orNil { return nil }
        throw EvalError("type '\(d.name)' has no member '\(name)'" + Suggest.didYouMean(name, among: d.memberNames), node)
    }

    /// A computed property added to one of Easel's types or to View by an extension.
    func extensionMember(of base: Value, typeName: String, _ name: String, node: Syntax?) throws -> Value? {
        for t in [typeName] + conformances(of: base) + ["View"] {
            guard let ext = extensions[t] else { continue }
            if let b = ext.computed[name] {
                let v = try computedValue(b, self: base, decl: nil, extensionOf: t)
                return v
            }
            if ext.methods[name] != nil { return .native(BoundMethod(base: base, name: name)) }
        }
        return nil
    }

    /// `Type.name` of one of Easel's types: a script extension's static first, then Foundation's,
    /// animations', the device's, and Easel's registered statics. `isConstant`: it is one of the
    /// last, which never change (`Color.red`), so a syntax node may keep it.
    func builtinTypeMember(_ t: String, _ name: String, node: Syntax) throws -> (value: Value, isConstant: Bool) {
        let base = Value.type(.builtin(t))
        if name == "self" { return (base, false) }
        if let ext = extensions[t] {
            if let v = ext.staticCache[name] { return (v, false) }
            if let b = ext.staticVars[name] {
                let v = try computedValue(b, self: base, decl: nil, extensionOf: t)
                if b.accessorBlock == nil { ext.staticCache[name] = v }
                return (v, false)
            }
            if let n = ext.nested[name] { return (.type(.user(n)), false) }
        }
        if let v = FoundationValues.staticMember(t, name, self) { return (v, false) }
        if let v = AnimationValue.staticMember(t, name) { return (v, false) }
        if let v = DeviceScreen.staticMember(t, name) { return (v, false) }
        return (try Builtins.staticMember(t, name, self, node: node), ScriptAPI.statics[t]?[name] != nil)
    }

    func member(of base: Value, _ name: String, node: Syntax) throws -> Value {
        // `optional.unsafelyUnwrapped`: the wrapped value (scripts hold it as it is).
        if name == "unsafelyUnwrapped" {
            if case .null = base { throw EvalError("unexpectedly found nil while unwrapping an optional value (unsafelyUnwrapped)", node) }
            return base
        }
        switch base {
        case .instance(let i): return try instanceMember(i, name, node: node)!
        case .type where name == "init":
            return .native(BoundMethod(base: base, name: name))  // `map(String.init)`: the initializer as a function
        case .type(.user(let d)): return try staticMember(d, name, node: node)!
        case .type(.builtin(let t)):
            return try builtinTypeMember(t, name, node: node).value
        case .enumCase(let t, let c, _):
            if let d = typeDecl(t) {
                if name == "rawValue" { return try rawValue(of: d, case: c) }
                if let b = d.computed[name] { return try computedValue(b, self: base, decl: d) }
                if d.methods[name] != nil { return .native(BoundMethod(base: base, name: name)) }
                if let v = try staticMember(d, name, node: node, orNil: true) { return v }
                if let v = try protocolExtensionMember(base, d, name) { return v }
                if name == "localizedDescription", let v = try localizedDescription(of: base, node: node) { return v }
            }
            if let v = ContainerViews.phaseMember(t, name) { return v }
            if name == "hashValue" { return .int(base.stableHashValue) }
            if name == "wrappedValue" { return base }  // the binding's value, already read (as above)
            throw EvalError("enum case '\(c)' has no member '\(name)'", node)
        case .native(let m as ModuleRef): return try moduleMember(m, name, node: node)
        case .implicitMember, .native(is ImplicitChain): return extendImplicit(base, name, args: nil, node: node)!
        case .binding(let b):
            if name == "wrappedValue" { return b.get() }
            if let projected = memberBinding(b, name, node: node) { return projected }
            return try member(of: b.get(), name, node: node)
        case .native(let c as Children) where name == "value":
            // A view builder's several views are a `TupleView`, whose `value` is their tuple
            // (`let (first, second) = content().value`).
            return .tuple(c.items, labels: Array(repeating: nil, count: c.items.count))
        case .array where name == "self", .dictionary where name == "self":
            return base  // `[Landmark].self`, `[String: Int].self`: the type written as a literal
        default:
            // Postfix `.self` on a value (`5.self`, `count.self`) is the value.
            if name == "self" { return base }
            // A `FetchRequest` or `Query` kept in a plain property: its results in the view's environment.
            if name == "wrappedValue", let v = try fetchedWrappedValue(base, node: node) { return v }
            // `binding.wrappedValue` where the name `binding` already read the binding's value.
            if name == "wrappedValue" { return base }
            if case .native(let values as ContainerValues) = base, let v = try containerValue(values, name) { return v }
            if let v = FoundationValues.member(base, name) { return v }
            if let v = DeviceScreen.member(base, name) { return v }
            if case .native(is UIApplication) = base, name == "delegate" { return try applicationDelegate(node: node) }
            // `imageURL.queryAllowedURL` on nil, of `extension String? { … }`: the extension's
            // member, not optional chaining's nil.
            if case .null = base, extensions["Optional"] != nil, let v = try extensionMember(of: base, typeName: "Optional", name, node: node) { return v }
            if let v = try Builtins.member(of: base, name, self, node: node, orNil: true) { return v }
            if let v = try extensionMember(of: base, typeName: base.typeName, name, node: node) { return v }
            return try Builtins.member(of: base, name, self, node: node, orNil: false)!
        }
    }

    func callMethod(_ base: Value, _ name: String, _ args: Args, node: Syntax?, callerScope: Scope? = nil) throws -> Value {
        if let v = try builtInModifierCall(base, name, args, node: node) { return v }
        switch base {
        // `[Int].init(repeating: 0, count: 3)`: the collection type's initialiser.
        case .array, .dictionary:
            if name == "init", let v = try collectionInit(base, args, node: node) { return v }
        case .instance(let i):
            if let fs = i.decl.methods[name], let f = pick(fs, args) {
                let c = function(name, f.signature, f.body, scope: typeScope(i.decl, selfValue: base))
                return try call(c, args, node: node, callerScope: callerScope)
            }
            if i.decl.stored[name] != nil || i.decl.computed[name] != nil {
                // A property holding a function is called; one holding a value (a view's
                // `offset: CGFloat`) leaves `.offset(y:)` to the view modifier of that name, as
                // Swift's overload resolution does.
                let member = try instanceMember(i, name, node: node)!
                if !(Builtins.isModifier(name) && !member.isCallable) {
                    return try callValue(member, args, node: node, callerScope: callerScope)
                }
            }
            if i.decl.staticFuncs[name] != nil { return try callMethod(.type(.user(i.decl)), name, args, node: node) }
            if name == "callAsFunction", i.decl.isLayout { return try callValue(base, args, node: node) }
            if name == "init" { return try delegatingInit(i, args, node: node) }
            if let v = try managedObjectMethod(i, name, args, node: node) { return v }
            if let v = try userOptionSetMethod(i, name, args, node: node) { return v }
            if i.decl.isShape, extensions["Shape"]?.methods[name] == nil, extensions["View"]?.methods[name] == nil {
                return try callMethod(.native(dynamicShape(i)), name, args, node: node, callerScope: callerScope)
            }
        case .type(.user(let d)):
            if let fs = d.staticFuncs[name], let f = pick(fs, args) {
                let c = function("\(d.name).\(name)", f.signature, f.body, scope: typeScope(d, selfValue: base))
                return try call(c, args, node: node, callerScope: callerScope)
            }
            if d.cases[name] != nil { return .enumCase(type: d.name, name: name, payload: try enumPayload(d, name, args)) }
            if name == "init" { return try instantiate(d, args, node: node) }
            if let v = try staticMember(d, name, node: node, orNil: true) { return try callValue(v, args, node: node) }
            if let v = try managedObjectClassMethod(d, name, args, node: node) { return v }
            // `Self.make()` where the protocol's extension declares `static func make()`.
            for p in d.conformances {
                if let fs = extensions[p]?.staticFuncs[name], let f = pick(fs, args) {
                    return try call(
                        function("\(d.name).\(name)", f.signature, f.body, scope: extensionScope(p, selfValue: base)), args, node: node,
                        callerScope: callerScope)
                }
            }
            // `let _ = Self._printChanges()` in a view's body: SwiftUI's debugging aid prints why
            // the body ran; a still image prints nothing (Easel's `View._printChanges()`).
            if name == "_printChanges" || name == "_logChanges", d.isView, args.isEmpty { return .void }
            throw EvalError("type '\(d.name)' has no function '\(name)'" + Suggest.didYouMean(name, among: d.memberNames), node)
        case .type(.builtin(let t)):
            if let ext = extensions[t], let fs = ext.staticFuncs[name], let f = pick(fs, args) {
                // `extension Int { static func random(min:max:) }` beside the standard
                // `random(in:)`: a call with the standard labels is the standard function.
                if !labelsFit(f, args), let v = try randomStatic(t, name, args, node: node) { return v }
                let s = extensionScope(t, selfValue: base)
                let c = function("\(t).\(name)", f.signature, f.body, scope: s)
                // `extension Font { static func system(size:weight:width:) }` beside SwiftUI's
                // `system(size:weight:)`: a call the app's overload cannot take is SwiftUI's, when
                // SwiftUI has one (else the app's function says what is missing).
                if firstBinding([c], args, orNone: true) == nil,
                    let v = try? builtinStaticCall(t, name, args, node: node)
                {
                    return v
                }
                return try call(c, args, node: node, callerScope: callerScope)
            }
            return try builtinStaticCall(t, name, args, node: node)
        case .enumCase(let t, _, _):
            if let d = typeDecl(t), let fs = d.methods[name], let f = pick(fs, args) {
                return try call(function(name, f.signature, f.body, scope: typeScope(d, selfValue: base)), args, node: node, callerScope: callerScope)
            }
            // `style.borderColor(isActive)` where `var borderColor: (Bool) -> Color` is computed:
            // the closure it gives, called.
            if let d = typeDecl(t), d.methods[name] == nil, d.computed[name] != nil {
                return try callValue(try member(of: base, name, node: node ?? Syntax(TokenSyntax.identifier(name))), args, node: node, callerScope: callerScope)
            }
        case .binding(let b):
            // `$isOn.animation()`, `$x.transaction(t)`: Binding's own methods, which give the same binding
            // in a still image (as Easel's compiled `Binding.animation(_:)`).
            if name == "animation" || name == "transaction" { return base }
            // A method a script's `extension Binding` adds (`$text.onChange(apply)`) is the binding's, and
            // so is one of an `extension Collection` on a binding to an array, a collection of element
            // bindings as SwiftUI's `Binding` is (`$items.element(at: i)`); any other is its value's.
            let isBindingMethod = (["Binding"] + conformances(of: base)).contains { extensions[$0]?.methods[name] != nil }
            if !isBindingMethod {
                // A binding to an array is a collection of element bindings (`$items.enumerated()`,
                // `$items.forEach { $0.wrappedValue.done = true }`), which has no mutating methods.
                if let elements = b.elementBindings() { return try callMethod(elements, name, args, node: node, callerScope: callerScope) }
                return try callMethod(b.get(), name, args, node: node, callerScope: callerScope)
            }
        case .closure:
            if name == "callAsFunction" { return try callValue(base, args, node: node) }
        case .implicitMember, .native(is ImplicitChain):
            // `result.get()`, `result.map { … }`: a `.success(…)` or `.failure(…)` the script made.
            if let v = try ResultValues.method(base, name, args, self, node: node) { return v }
            if name != "callAsFunction", let n = node { return extendImplicit(base, name, args: args, node: n)! }
        case .native(let p as CombinePipeline):
            return try p.call(name, args, self, node: node)
        case .native(let m as ModuleRef):
            return try callValue(try moduleMember(m, name, node: node ?? Syntax(TokenSyntax.identifier(name))), args, node: node, callerScope: callerScope)
        case .native(let s as SuperRef):
            return try superCall(s, name, args, node: node)
        case .native(is any Layout) where name == "callAsFunction":
            return try callValue(base, args, node: node)
        default: break
        }
        // Extensions the script added to Easel's types, then to View.
        let tn = base.typeName
        // `extension Double { func rounded(toPlaces:) }` beside the standard `rounded()`: a call
        // missing the script method's arguments is the standard library's; when there is none,
        // the script method's own error is the one reported.
        var unfitting: Closure?
        for t in extensions.isEmpty ? [] : [tn, Builtins.extensionFamily(tn), "View"] + conformances(of: base) {
            if let ext = extensions[t], let fs = ext.methods[name], let f = pick(fs, args) {
                if t == "View", !Builtins.isViewLike(base, self) { continue }
                // `extension Shape { func fill(offset: Double) }` beside SwiftUI's `fill(_:)`: a call
                // whose labels the script's overload does not take is SwiftUI's.
                // So is one whose number parameter would get an implicit member that only
                // SwiftUI's takes (`func padding(_ h: CGFloat, _ v: CGFloat)` calling
                // `self.padding(.horizontal, h)`).
                if Builtins.isModifier(name) || ScriptAPI.methods[name] != nil, !labelsFit(f, args) || !implicitMembersFit(f, args) { continue }
                let s = extensionScope(t, selfValue: base)
                let c = function(name, f.signature, f.body, scope: s)
                if !requiredArgumentsGiven(f, args) {
                    unfitting = unfitting ?? c
                    continue
                }
                return try call(c, args, node: node, callerScope: callerScope)
            }
        }
        guard let unfitting else { return try builtinMethodCall(base, name, args, node: node) }
        do {
            return try builtinMethodCall(base, name, args, node: node)
        } catch {
            return try call(unfitting, args, node: node, callerScope: callerScope)
        }
    }

    /// A method of a value of Swift's, Foundation's or Easel's, as the evaluator implements them.
    private func builtinMethodCall(_ base: Value, _ name: String, _ args: Args, node: Syntax?) throws -> Value {
        // A method of a native type that one of Easel's topic tables answered before (a GameKit
        // source's `nextInt()` in a loop): Foundation's methods and the others below had no answer
        // for that type and name then, and the casts that tell cost more than the call.
        if let key = NativeMethodKey(base, name), nativeMethodCallers[key] != nil {
            return try Builtins.callMethod(base, name, try apiArgs(args, callee: name, base: base), self, node: node)
        }
        if let v = try FoundationValues.callMethod(base, name, args, self, node: node) { return v }
        if let v = try randomMethod(base, name, args, node: node) { return v }
        if let v = AnimationValue.method(base, name) { return v }
        if let v = try optionalMap(base, name, args, node: node) { return v }
        return try Builtins.callMethod(base, name, try apiArgs(args, callee: name, base: base), self, node: node)
    }

    /// The common case of a method call, a built-in modifier on a built-in view that the script
    /// did not extend, applied directly; nil for any other call.
    func builtInModifierCall(_ base: Value, _ name: String, _ args: Args, node: Syntax?, site: CallSiteArguments? = nil) throws -> Value? {
        let callee: BuiltinCallee
        if let known = site?.builtinCallee {
            callee = known
        } else {
            callee = BuiltinCallee(name)
            site?.builtinCallee = callee
        }
        // A site whose constant base was erased (`baseConstantView`) passed these checks at its
        // first call, and their answers depend only on the constant's type, the name and the
        // script's extensions, which do not change: `base` is that constant again.
        if site?.baseConstantView == nil {
            guard case .native(let v) = base, callee.exists, nativeKinds.isModifierCall(on: v, name),
                !extensions.values.contains(where: { $0.methods[name] != nil })
            else { return nil }
        }
        return try Modifiers.apply(
            base, name, try apiArgs(args, callee: name, base: base), self,
            node: node ?? Syntax(TokenSyntax.identifier(name)), callee: callee, site: site)
    }

    /// Whether a call gives each parameter of `f` that has no default: a labelled one by its
    /// label, and as many arguments as there are such parameters.
    func requiredArgumentsGiven(_ f: FunctionDeclSyntax, _ args: Args) -> Bool {
        var required = 0
        for p in f.signature.parameterClause.parameters where p.defaultValue == nil && p.ellipsis == nil {
            required += 1
            if p.firstName.tokenKind != .wildcard, !args.items.contains(where: { $0.label == p.firstName.text || $0.isTrailing }) { return false }
        }
        return args.items.count >= required
    }

    /// Whether no argument written as an implicit member (`.horizontal`) goes to a number
    /// parameter (`CGFloat`, `Double`, `Int`, `Float`) whose type has no such static member.
    func implicitMembersFit(_ f: FunctionDeclSyntax, _ args: Args) -> Bool {
        let ps = Array(f.signature.parameterClause.parameters)
        var next = 0
        for a in args.items where !a.isTrailing {
            guard let i = ps[next...].firstIndex(where: { ($0.firstName.text == "_" ? nil : $0.firstName.text) == a.label }) else { return true }
            next = i + 1
            guard case .implicitMember(let member, nil) = a.value else { continue }
            let type = ps[i].type.trimmedDescription
            guard Self.numberTypes.contains(type) else { continue }
            if (try? self.member(of: .type(.builtin(type)), member, node: a.node ?? Syntax(ps[i]))) == nil { return false }
        }
        return true
    }

    /// Whether a function takes a call's argument labels (and no more arguments than it has).
    /// A static function of a type Easel or Foundation declares (`Font.system(size:)`,
    /// `Int.random(in:)`, `Date.now.addingTimeInterval`), without the script's extensions.
    private func builtinStaticCall(_ t: String, _ name: String, _ args: Args, node: Syntax?) throws -> Value {
        let base = Value.type(.builtin(t))
        if let v = try randomStatic(t, name, args, node: node) { return v }
        if let v = try FoundationValues.callMethod(base, name, args, self, node: node) { return v }
        if case .native(let a as AnimationValue)? = AnimationValue.staticMember(t, name) { return .native(a) }
        if name == "init" { return try construct(.builtin(t), args, node: node) }
        // A nested type made (`FloatingPointFormatStyle<Double>.Currency(code: "EUR")`).
        if name.first?.isUppercase == true, FoundationValues.typeNames.contains("\(t).\(name)") {
            return try construct(.builtin("\(t).\(name)"), args, node: node)
        }
        return try Builtins.callStatic(t, name, try apiArgs(args, callee: name), self, node: node)
    }

    func labelsFit(_ f: FunctionDeclSyntax, _ args: Args) -> Bool {
        let ps = f.signature.parameterClause.parameters
        let pl = ps.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        return args.items.filter { !$0.isTrailing }.allSatisfy { pl.contains($0.label) } && ps.count >= args.items.count
    }

    func pick(_ fs: [FunctionDeclSyntax], _ args: Args) -> FunctionDeclSyntax? {
        if fs.count == 1 { return fs[0] }
        let closures = fs.map { function($0.name.plainText, $0.signature, $0.body, scope: globals) }
        if let c = firstBinding(closures, args), let i = closures.firstIndex(where: { $0 === c }) { return fs[i] }
        let labels = args.items.filter { !$0.isTrailing }.map(\.label)
        return fs.first { f in
            let ps = f.signature.parameterClause.parameters
            let pl = ps.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
            return labels.allSatisfy { l in pl.contains(l) } && ps.count >= args.items.count
        } ?? fs.first
    }

    func subscriptValue(_ base: Value, _ args: Args, node: Syntax) throws -> Value {
        guard let key = args.items.first?.value else { throw EvalError("missing subscript index", node) }
        if args.items.first?.label == "keyPath" {
            // `point[keyPath: \.elevation]`: the key path's members read in turn.
            guard case .native(let k as KeyPathName) = key else { throw EvalError("subscript(keyPath:) needs a key path, got \(key.typeName)", node) }
            return try k.components.filter { $0 != "self" }.reduce(base) { try member(of: $0, $1, node: node) }
        }
        if let v = try userSubscript(base, args, node: node) { return v }
        if case .native(let r as PartialRange) = key, let v = try partialSlice(base, r, node: node) { return v }
        switch base {
        case .array(let a):
            if case .range(let l, let u, _) = key {
                guard l >= 0, u <= a.count, l <= u else { throw EvalError("range \(l)..<\(u) out of bounds for \(a.count) elements", node) }
                return .array(Array(a[l..<u]))
            }
            guard case .int(let i) = key else { throw EvalError("array index must be an Int, got \(key.typeName)", node) }
            guard i >= 0, i < a.count else { throw EvalError("index \(i) out of range (count \(a.count))", node) }
            return a[i]
        case .dictionary(let d):
            let found = d.first { $0.key == key }?.value
            if let dflt = args.items.first(where: { $0.label == "default" }) { return found ?? dflt.value }
            return found ?? .null
        case .string(let s):
            // `s[s.startIndex..<i]`: a string's indices are character offsets here.
            if case .range(let l, let u, _) = key {
                guard l >= 0, u <= s.count, l <= u else { throw EvalError("range \(l)..<\(u) out of bounds for a string of \(s.count) characters", node) }
                return .string(String(s.dropFirst(l).prefix(u - l)))
            }
            guard case .int(let i) = key, i >= 0, i < s.count else { throw EvalError("string index out of range", node) }
            return .string(String(s[s.index(s.startIndex, offsetBy: i)]))
        case .binding(let b):
            // `$model.items[i]`: a binding to one element, as `Binding`'s dynamic member lookup
            // gives; reading it now checks the index.
            let element = try subscriptValue(b.get(), args, node: node)
            guard args.items.count == 1, args.items[0].label == nil else { return element }
            switch (b.get(), key) {
            case (.array, .int(let i)):
                return .binding(b.element(i))
            case (.dictionary, _):
                return .binding(
                    BindingBox(
                        get: {
                            guard case .dictionary(let d) = b.get() else { return .null }
                            return d.first { $0.key == key }?.value ?? .null
                        },
                        set: { v in
                            guard case .dictionary(var d) = b.get() else { return }
                            if let j = d.firstIndex(where: { $0.key == key }) { d[j].value = v } else { d.append((key, v)) }
                            b.set(.dictionary(d))
                        }))
            default: return element
            }
        default:
            return try Builtins.subscriptNative(base, args, self, node: node)
        }
    }
}

/// A failable initialiser returned nil; the construction it was running for gives nil.
struct InitializerFailed: Error {}

/// A method or case constructor not yet called (`items.map(format)`).
extension Evaluator {
    /// The argument labels of the one method of a script instance (its own, or its protocols'
    /// extensions') that a reference `m` names, when it is called with unlabelled arguments, as
    /// many as the method has parameters; nil otherwise.
    func referencedMethodLabels(_ m: BoundMethod, _ args: Args) -> [String?]? {
        guard case .instance(let i) = m.base, !args.items.isEmpty, args.items.allSatisfy({ $0.label == nil && !$0.isTrailing }) else { return nil }
        var declarations = i.decl.methods[m.name] ?? []
        if declarations.isEmpty {
            for p in i.decl.conformances { declarations += extensions[p]?.methods[m.name] ?? [] }
        }
        let matching = declarations.filter { $0.signature.parameterClause.parameters.count == args.items.count }
        guard matching.count == 1, let f = matching.first else { return nil }
        let labels = f.signature.parameterClause.parameters.map { p -> String? in p.firstName.text == "_" ? nil : p.firstName.text }
        return labels.contains(where: { $0 != nil }) ? labels : nil
    }
}

struct BoundMethod {
    let base: Value
    let name: String
    /// The argument labels a reference names (`URL.init(string:)`), which its unlabelled
    /// arguments take; nil when it names none.
    var labels: [String?]? = nil
}

extension Evaluator {
    /// Binds a generic function's parameters as Swift infers them: from an argument of type
    /// `T.Type` (`decode(_ type: T.Type, …)`), else from the type the call's result is expected to
    /// have (`let astronauts: [String: Astronaut] = Bundle.main.decode("astronauts.json")`).
    func bindGenericParameters(_ c: Closure, _ scope: Scope, expected: String?) {
        for g in c.genericParams {
            if let p = c.params.first(where: { $0.type == "\(g).Type" }), let v = scope.lookup(p.name) {
                switch v {
                case .type, .array, .dictionary:
                    // `decode([Mission].self, …)`: a collection type is written as its literal.
                    scope.declare(g, v)
                    continue
                default: break
                }
            }
            defer {
                // A parameter `T.Type` left to its default `T.self` is the type bound here.
                if let p = c.params.first(where: { $0.type == "\(g).Type" }), scope.lookup(p.name, below: c.scope) == nil {
                    scope.declare(p.name, scope.lookup(g, below: c.scope) ?? .type(.builtin("Any")))
                }
            }
            // `func describe<A: Animal>(_ a: A)`: the type of the value passed for a parameter of
            // type `A` (`A?`, `[A]`), so that `A.kind` reads that type's static member.
            if let t = genericArgument(g, fromParametersOf: c, scope) {
                scope.declare(g, .type(t))
                continue
            }
            guard let expected, let written = c.returnType,
                let bound = genericReturnBindings(written, expected: expected, generics: c.genericParams)[g]
            else {
                // Undecided here; a later step may decide it (see `UnboundGenericType`).
                if scope.lookup(g, below: c.scope) == nil { scope.declare(g, .native(UnboundGenericType(name: g))) }
                continue
            }
            if bound.hasPrefix("[") {
                // `[Mission]`, `[String: Astronaut]`: the collection literal of types that
                // `decode([Mission].self, …)` passes.
                scope.declare(g, aliasValue(bound))
            } else {
                scope.declare(
                    g,
                    .type(
                        (try? typeRef(bound, node: nil)).map { t in
                            if case .user = t { return t }
                            return .builtin(bound)
                        } ?? .builtin(bound)))
            }
        }
    }

    /// `GenericReturnMatch.bindings`, found once for each pair of types.
    private func genericReturnBindings(_ returnType: String, expected: String, generics: [String]) -> [String: String] {
        let key = returnType + "\u{1}" + expected + "\u{1}" + generics.joined(separator: ",")
        if let known = genericReturnMatches[key] { return known }
        let found = GenericReturnMatch.bindings(returnType: returnType, expected: expected, generics: generics)
        genericReturnMatches[key] = found
        return found
    }
}

/// A function's parameters, return type and generic parameters, as its signature declares them.
struct FunctionSignatureReading {
    let params: [Closure.Param]
    let returnType: String?
    let genericParams: [String]

    init(_ sig: FunctionSignatureSyntax, _ ev: Evaluator) {
        params = sig.parameterClause.parameters.map { p -> Closure.Param in
            let label = p.firstName.text == "_" ? nil : p.firstName.text
            let isBuilder = p.attributes.contains { $0.as(AttributeSyntax.self).map { ev.text($0.attributeName) } == "ViewBuilder" }
            let builder = ResultBuilders.attribute(p.attributes)
            var typeText = ev.text(p.type)
            let isInout = typeText.hasPrefix("inout ")
            if isInout { typeText = String(typeText.dropFirst(6)) }
            if p.ellipsis != nil { typeText += "..." }  // variadic: `Closure.Param` makes it an array
            var param = Closure.Param(
                label: label, name: (p.secondName ?? p.firstName).text, type: typeText,
                defaultValue: p.defaultValue.map { ExprSyntaxBox($0.value) }, isBuilder: isBuilder, isInout: isInout)
            param.resultBuilder = builder
            return param
        }
        returnType = ev.text(ifPresent: sig.returnClause?.type)
        genericParams = sig.parent?.as(FunctionDeclSyntax.self)?.genericParameterClause?.parameters.map { $0.name.plainText } ?? []
    }
}
