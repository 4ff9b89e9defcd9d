import Foundation
import SwiftSyntax
import Easel

/// How a statement list ended.
enum Flow {
    case normal
    case returned(Value)
    case broke
    case continued
    /// `break outer` / `continue outer`: to the loop with that label, through the loops inside it.
    case brokeOut(String)
    case continuedOuter(String)
    /// `fallthrough`: into the next case of the switch.
    case fellThrough
}

/// What a view builder makes of the values its statements produced.
enum Builder {
    /// Several views become a list (a compiled builder's TupleView); one is itself; none is nothing.
    static func combine(_ values: [Value]) -> Value {
        // Filtered only when something is void: `filter` makes a new array.
        let hasVoid = values.contains {
            if case .void = $0 { return true }; return false
        }
        let vs =
            hasVoid
            ? values.filter {
                if case .void = $0 { return false }; return true
            } : values
        if vs.isEmpty { return .void }
        if vs.count == 1 { return vs[0] }
        return .native(Children(items: vs))
    }
}

/// The children a builder produced, kept as values until they are needed as views.
struct Children { let items: [Value] }

extension Evaluator {
    /// Runs a block's statements; its `defer` bodies run when it is left, last first, however it is left.
    func exec(_ items: CodeBlockItemListSyntax, _ scope: Scope, _ out: inout [Value]) throws -> Flow {
        var defers: [CodeBlockSyntax] = []
        let flow: Flow
        do { flow = try execItems(items, scope, &out, &defers) } catch {
            try runDefers(defers, scope)
            throw error
        }
        try runDefers(defers, scope)
        return flow
    }

    private func runDefers(_ defers: [CodeBlockSyntax], _ scope: Scope) throws {
        for d in defers.reversed() {
            var discard: [Value] = []
            _ = try exec(d.statements, Scope(parent: scope), &discard)
        }
    }

    private func execItems(_ items: CodeBlockItemListSyntax, _ scope: Scope, _ out: inout [Value], _ defers: inout [CodeBlockSyntax]) throws -> Flow {
        let list = statementLists.items(items)
        if list.count > 1, out.isEmpty { out.reserveCapacity(list.count) }
        for item in list {
            try step(item.node)
            switch item.kind {
            case .deferred(let body):
                defers.append(body)
            case .ifExpr(let i):
                let f = try execIf(i, scope, &out)
                if case .normal = f { continue }
                return f
            case .switchExpr(let s):
                let f = try execSwitch(s, scope, &out)
                if case .normal = f { continue }
                return f
            case .expr(let e):
                let v = try eval(e, scope)
                out.append(v)
            case .stmt(let s):
                let f = try execStmt(s, scope, &out)
                if case .normal = f { continue }
                return f
            case .decl(let d):
                if let c = d.as(IfConfigDeclSyntax.self) {
                    guard case .statements(let inner)? = try conditions.activeClause(c)?.elements else { continue }
                    let f = try exec(inner, scope, &out)
                    if case .normal = f { continue }
                    return f
                }
                try declareLocal(d, scope)
            }
        }
        return .normal
    }

    /// What a loop does after its body ended with `flow`: go on, stop, or leave with the flow
    /// (a `return`, or a `break`/`continue` naming an outer loop).
    enum LoopStep { case next, stop, leave(Flow) }

    static func loopStep(_ flow: Flow, label: String?) -> LoopStep {
        switch flow {
        case .normal, .continued: return .next
        case .broke: return .stop
        case .returned, .fellThrough: return .leave(flow)
        case .brokeOut(let l): return l == label ? .stop : .leave(flow)
        case .continuedOuter(let l): return l == label ? .next : .leave(flow)
        }
    }

    /// The label written before the loop starting now, if any (read once, by that loop).
    private func takeLoopLabel() -> String? {
        defer { loopLabel = nil }
        return loopLabel
    }

    func block(_ b: CodeBlockSyntax, _ scope: Scope, _ out: inout [Value]) throws -> Flow {
        try exec(b.statements, Scope(parent: scope), &out)
    }

    func execStmt(_ s: StmtSyntax, _ scope: Scope, _ out: inout [Value]) throws -> Flow {
        switch s.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let e):
            if let i = e.expression.as(IfExprSyntax.self) { return try execIf(i, scope, &out) }
            if let sw = e.expression.as(SwitchExprSyntax.self) { return try execSwitch(sw, scope, &out) }
            out.append(try eval(e.expression, scope))
            return .normal
        case .returnStmt(let r):
            if let e = r.expression, let t = scope.returnType, let v = try typedEval(e, as: t, scope) {
                return .returned(v)
            }
            return .returned(try r.expression.map { try eval($0, scope) } ?? .void)
        case .breakStmt(let b): return b.label.map { .brokeOut($0.text) } ?? .broke
        case .continueStmt(let c): return c.label.map { .continuedOuter($0.text) } ?? .continued
        case .fallThroughStmt: return .fellThrough
        case .labeledStmt(let l):
            // `outer: for …`: the loop learns its label as it starts.
            loopLabel = l.label.text
            defer { loopLabel = nil }
            return try execStmt(l.statement, scope, &out)
        case .guardStmt(let g):
            let inner = Scope(parent: scope)
            if try conditions(g.conditions, inner) {
                // Bindings made by the guard stay visible after it.
                try bindConditions(g.conditions, scope)
                return .normal
            }
            var discard: [Value] = []
            let f = try block(g.body, scope, &discard)
            if case .normal = f { throw EvalError("guard body must not fall through", g) }
            return f
        case .forStmt(let f):
            let label = takeLoopLabel()
            let seq = try eval(f.sequence, scope)
            var result = Flow.normal
            try iterate(seq, node: Syntax(f.sequence)) { element in
                let inner = Scope(parent: scope)
                guard try self.matchPattern(f.pattern, element, inner) else { return true }
                if let w = f.whereClause, !(try self.truth(self.eval(w.condition, inner), w.condition)) { return true }
                switch Self.loopStep(try self.exec(f.body.statements, inner, &out), label: label) {
                case .next: return true
                case .stop: return false
                case .leave(let fl): result = fl; return false
                }
            }
            return result
        case .whileStmt(let w):
            let label = takeLoopLabel()
            while true {
                try step(w)
                let inner = Scope(parent: scope)
                guard try conditions(w.conditions, inner) else { break }
                switch Self.loopStep(try exec(w.body.statements, inner, &out), label: label) {
                case .next: continue
                case .stop: return .normal
                case .leave(let fl): return fl
                }
            }
            return .normal
        case .repeatStmt(let r):
            let label = takeLoopLabel()
            repeat {
                try step(r)
                switch Self.loopStep(try block(r.body, scope, &out), label: label) {
                case .next: break
                case .stop: return .normal
                case .leave(let fl): return fl
                }
            } while try truth(eval(r.condition, scope), r.condition)
            return .normal
        case .doStmt(let d): return try execDo(d, scope, &out)
        case .deferStmt: return .normal
        case .throwStmt(let t): try execThrow(t, scope)
        default:
            throw EvalError("unsupported statement '\(s.trimmedDescription.prefix(40))'", s)
        }
    }

    /// Calls `body` with each element; stops when it returns false.
    func iterate(_ seq: Value, node: Syntax, _ body: (Value) throws -> Bool) throws {
        switch seq {
        case .range(let l, let u, _):
            var i = l
            while i < u {
                try step(node)
                if try !body(.int(i)) { return }
                i += 1
            }
        case .array(let a):
            for x in a { if try !body(x) { return } }
        case .dictionary(let d):
            for e in d { if try !body(.tuple([e.key, e.value], labels: ["key", "value"])) { return } }
        case .string(let s):
            for c in s { if try !body(.string(String(c))) { return } }
        case .native(let s as LayoutSubviews):
            for x in s { if try !body(.native(x)) { return } }
        case .native(let s as StrideValue):
            for x in s.values { try step(node); if try !body(x) { return } }
        case .native(let g as TaskGroups.Group):
            // `for await result in group`: the child tasks' results.
            for x in TaskGroups.drain(g) { if try !body(x) { return } }
        case .binding(let b): try iterate(b.elementBindings() ?? b.get(), node: node, body)
        default: throw EvalError("cannot iterate over a value of type \(seq.typeName)", node)
        }
    }

    func conditions(_ list: ConditionElementListSyntax, _ scope: Scope) throws -> Bool {
        for c in list {
            switch c.condition {
            case .expression(let e):
                if try !truth(eval(e, scope), e) { return false }
            case .optionalBinding(let b):
                let v: Value
                if let i = b.initializer { v = try eval(i.value, scope) } else { v = try lookup(text(b.pattern), scope, node: Syntax(b)) }
                if case .null = v { return false }
                _ = try matchPattern(b.pattern, v, scope)
            case .matchingPattern(let m):
                let v = try eval(m.initializer.value, scope)
                if try !matchPattern(m.pattern, v, scope) { return false }
            case .availability: continue
            @unknown default: return false
            }
        }
        return true
    }

    private func bindConditions(_ list: ConditionElementListSyntax, _ scope: Scope) throws {
        _ = try conditions(list, scope)
    }

    func execIf(_ i: IfExprSyntax, _ scope: Scope, _ out: inout [Value]) throws -> Flow {
        let inner = Scope(parent: scope)
        if try conditions(i.conditions, inner) {
            return try exec(i.body.statements, inner, &out)
        }
        switch i.elseBody {
        case .ifExpr(let e)?: return try execIf(e, scope, &out)
        case .codeBlock(let b)?: return try block(b, scope, &out)
        case nil: return .normal
        }
    }

    func execSwitch(_ s: SwitchExprSyntax, _ scope: Scope, _ out: inout [Value]) throws -> Flow {
        let subject = try eval(s.subject, scope)
        let cases = try activeCases(s.cases)
        for (k, sc) in cases.enumerated() {
            let inner = Scope(parent: scope)
            var matched = false
            switch sc.label {
            case .default: matched = true
            case .case(let label):
                for item in label.caseItems {
                    if try matchPattern(item.pattern, subject, inner) {
                        if let w = item.whereClause, !(try truth(eval(w.condition, inner), w.condition)) { continue }
                        matched = true
                        break
                    }
                }
            }
            if matched {
                var f = try exec(sc.statements, inner, &out)
                // `fallthrough` runs the next case's statements without matching its pattern.
                var next = k + 1
                while case .fellThrough = f, next < cases.count {
                    f = try exec(cases[next].statements, Scope(parent: scope), &out)
                    next += 1
                }
                if case .broke = f { return .normal }
                if case .fellThrough = f { return .normal }
                return f
            }
        }
        throw EvalError("no case of the switch matched \(subject.debugText)", s.subject)
    }

    /// Matches a value against a pattern, binding names in `scope`.
    func matchPattern(_ p: PatternSyntax, _ v: Value, _ scope: Scope) throws -> Bool {
        if let id = p.as(IdentifierPatternSyntax.self) {
            scope.declare(id.identifier.plainText, v)
            return true
        }
        if p.is(WildcardPatternSyntax.self) { return true }
        if let b = p.as(ValueBindingPatternSyntax.self) { return try matchPattern(b.pattern, v, scope) }
        if let t = p.as(TuplePatternSyntax.self) {
            guard case .tuple(let vs, _) = v, vs.count == t.elements.count else { return false }
            for (e, x) in zip(t.elements, vs) { if try !matchPattern(e.pattern, x, scope) { return false } }
            return true
        }
        if let e = p.as(ExpressionPatternSyntax.self) { return try matchExpression(e.expression, v, scope) }
        // `case is Double:`
        if let t = p.as(IsTypePatternSyntax.self) { return isOfType(v, t.type.trimmedDescription) }
        throw EvalError("unsupported pattern '\(p.trimmedDescription)'", p)
    }

    func matchExpression(_ e: ExprSyntax, _ v: Value, _ scope: Scope) throws -> Bool {
        if let pe = e.as(PatternExprSyntax.self) { return try matchPattern(pe.pattern, v, scope) }
        if e.is(DiscardAssignmentExprSyntax.self) { return true }
        // `case let i as Int:`: the value when it is of that type, matched as it is.
        if let cast = e.as(AsExprSyntax.self) {
            guard isOfType(v, cast.type.trimmedDescription) else { return false }
            return try matchExpression(cast.expression, v, scope)
        }
        // `case let x?`, `for case let x? in optionals`: a value that is not nil.
        if let o = e.as(OptionalChainingExprSyntax.self) {
            if case .null = v { return false }
            return try matchExpression(o.expression, v, scope)
        }
        // `.case(let x, _)`
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.plainText
            var payload: [Value]
            switch v {
            case .enumCase(_, let n, let p): guard n == name else { return false }; payload = p
            case .implicitMember(let n, let a): guard n == name else { return false }; payload = a?.items.map(\.value) ?? []
            case .null: return false
            default:
                if name == "some" { payload = [v] } else { return false }
            }
            guard payload.count == call.arguments.count else { return false }
            for (a, x) in zip(call.arguments, payload) { if try !matchExpression(a.expression, x, scope) { return false } }
            return true
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count > 1 {
            guard case .tuple(let vs, _) = v, vs.count == t.elements.count else { return false }
            for (a, x) in zip(t.elements, vs) { if try !matchExpression(a.expression, x, scope) { return false } }
            return true
        }
        let pv = try eval(e, scope)
        if case .range(let l, let u, _) = pv {
            switch v {
            case .int(let i): return i >= l && i < u
            case .double(let d): return d >= Double(l) && d < Double(u)
            default: return false
            }
        }
        if case .native(let r as DoubleRange) = pv, let d = Conversions.double(v) { return r.contains(d) }
        if case .native(let r as PartialRange) = pv, let d = Conversions.double(v) { return r.contains(d) }
        if case .implicitMember(let n, nil) = pv, case .enumCase(_, let c, _) = v { return n == c }
        // `case .none:` over an optional (`switch await Transaction.currentEntitlement(for: id)`): nil;
        // `case .some:`, any other value.
        if case .implicitMember("none", nil) = pv, case .null = v { return true }
        if case .implicitMember("some", nil) = pv { if case .null = v { return false } else { return true } }
        return resolveImplicit(pv, like: v) == v  // `case .dark:` against a ColorScheme
    }

    /// Whether a local `var` is declared `@State` (a preview's `@Previewable @State var`).
    private static func isLocalState(_ v: VariableDeclSyntax) -> Bool { hasAttribute(v, "State") }

    /// Whether a local `var` has the attribute `name` (`@Bindable`).
    private static func hasAttribute(_ v: VariableDeclSyntax, _ name: String) -> Bool {
        v.attributes.contains { $0.as(AttributeSyntax.self).map { ModuleNames.unqualified($0.attributeName.trimmedDescription) == name } ?? false }
    }

    /// The `@Environment(\\.key)` wrapper of a local variable, or nil.
    private static func localEnvironmentKey(_ v: VariableDeclSyntax) -> StoredProperty.Wrapper? {
        for attr in v.attributes {
            guard let a = attr.as(AttributeSyntax.self), ModuleNames.unqualified(a.attributeName.trimmedDescription) == "Environment",
                let w = PropertyWrappers.wrapper(a, type: v.bindings.first?.typeAnnotation?.type.typeText), case .environment = w
            else { continue }
            return w
        }
        return nil
    }

    /// A `let`, `var` or `func` inside a body.
    func declareLocal(_ d: DeclSyntax, _ scope: Scope) throws {
        if let v = d.as(VariableDeclSyntax.self) {
            for b in v.bindings {
                var value: Value = .null
                if let i = b.initializer?.value {
                    value = try typedEval(i, as: text(ifPresent: b.typeAnnotation?.type), scope) ?? eval(i, scope)
                } else if case .environment(let key)? = Self.localEnvironmentKey(v) {
                    // `@Previewable @Environment(\\.modelContext) var context` in a #Preview: the
                    // value where the preview is evaluated (a default environment at its root).
                    value = try environmentValue(key, in: bodyEnvironments.last ?? EnvironmentValues(), node: Syntax(b))
                } else if b.accessorBlock != nil {
                    value = try computedValue(b, self: scope.lookup("self") ?? .void, decl: nil)
                }
                // `var (data, response): (Data, URLResponse)`, assigned later: each name declared,
                // not yet set.
                if b.initializer == nil, b.accessorBlock == nil, b.pattern.is(TuplePatternSyntax.self) {
                    for n in Self.boundNames(b.pattern) { scope.declare(n, .null) }
                    continue
                }
                if let t = text(ifPresent: b.typeAnnotation?.type) {
                    value = try coerce(value, to: t, node: b.initializer.map { Syntax($0.value) } ?? Syntax(b))
                }
                if Self.isLocalState(v), let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText {
                    // `@Previewable @State var on = true` in a #Preview (or `@State` in a
                    // function body): a value in storage, read by its name and bound by `$name`.
                    var stored = value
                    let box = BindingBox(get: { stored }, set: { stored = $0 })
                    scope.declare(name, .binding(box))
                    scope.declare("$" + name, .binding(box))
                    continue
                }
                if !(try matchPattern(b.pattern, value, scope)) {
                    throw EvalError("could not bind '\(b.pattern.trimmedDescription)'", b)
                }
                // `@Bindable var navigation = navigation` in a body: `$navigation.path` binds the
                // object's properties.
                if Self.hasAttribute(v, "Bindable"), let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText {
                    let object = value
                    scope.declare("$" + name, .binding(BindingBox(get: { object }, set: { _ in })))
                }
            }
            return
        }
        if let f = d.as(FunctionDeclSyntax.self) {
            scope.declare(f.name.plainText, .closure(function(f.name.plainText, f.signature, f.body, scope: scope)))
            return
        }
        if let t = try TypeDecl.make(d, conditions) {
            types[t.name] = t
            return
        }
        // `typealias Constant = ChatInputToolBar.Constant` in a body: the name stands for the type.
        if let a = d.as(TypeAliasDeclSyntax.self) {
            scope.declare(a.name.plainText, try typeValue(a.initializer.value, scope))
            return
        }
        throw EvalError("unsupported declaration here", d)
    }

    /// The type a type expression names, as a value (`A.B` is `A`'s member `B`; generic arguments
    /// are left out).
    private func typeValue(_ type: TypeSyntax, _ scope: Scope) throws -> Value {
        if let m = type.as(MemberTypeSyntax.self) {
            return try member(of: try typeValue(m.baseType, scope), m.name.plainText, node: Syntax(m))
        }
        if let i = type.as(IdentifierTypeSyntax.self) {
            return try lookup(i.name.plainText, scope, node: Syntax(i))
        }
        return .type(try typeRef(type.typeText, node: Syntax(type)))
    }
}

/// `stride(from:to:by:)` results.
struct StrideValue { let values: [Value] }
/// `0.0...1.0` style ranges of doubles (for `case` patterns and `contains`).
struct DoubleRange {
    let lower: Double, upper: Double, closed: Bool
    func contains(_ d: Double) -> Bool { d >= lower && (closed ? d <= upper : d < upper) }
}
/// A range of other comparable values: `start...end` of dates (a `DatePicker`'s `in:`), strings;
/// a missing bound is one-sided (`...Date()`).
struct ComparableRange {
    let lower: Value?, upper: Value?, closed: Bool
}

extension Value {
    /// A closed range of dates (`start...end`), as `ProgressView(timerInterval:)` takes it.
    func closedDateRange(node: Syntax?) throws -> ClosedRange<Date> {
        guard case .native(let r as ComparableRange) = self, r.closed, case .native(let lo as Date)? = r.lower,
            case .native(let hi as Date)? = r.upper
        else { throw EvalError("expected a closed range of dates (start...end), got \(typeName)", node) }
        guard lo <= hi else { throw EvalError("the range's lower bound is after its upper bound", node) }
        return lo...hi
    }

    /// A closed or one-sided range of dates.
    var isDateRange: Bool {
        guard case .native(let r as ComparableRange) = self else { return false }
        return [r.lower, r.upper].contains {
            if case .native(is Date)? = $0 { return true }; return false
        }
    }
}
