import Foundation
import SwiftSyntax

/// Swift types a number literal from its context, not from its spelling: `130 / 255` is `Int` 0
/// in `let n = 130 / 255` but `Double` 0.5098… in `Color(red: 130 / 255, …)`, in
/// `let step: CGFloat = 1 / 30`, and beside a `Double` (`width * (2 / 3)`). The evaluator works
/// on values, so an expression made only of number literals is recognised by its syntax and
/// evaluated again in floating point where the context asks for a floating type.
enum LiteralArithmetic {
    /// A literal tree: number literals joined by `+ - * / %`, prefix `-`/`+` and parentheses.
    static func isLiteralTree(_ e: ExprSyntax) -> Bool {
        if e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self) { return true }
        if let t = e.as(TupleExprSyntax.self) {
            return t.elements.count == 1 && t.elements.first!.label == nil && isLiteralTree(t.elements.first!.expression)
        }
        if let p = e.as(PrefixOperatorExprSyntax.self) { return ["-", "+"].contains(p.operator.text) && isLiteralTree(p.expression) }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return ["+", "-", "*", "/", "%"].contains(op) && isLiteralTree(i.leftOperand) && isLiteralTree(i.rightOperand)
        }
        return false
    }

    /// Whether a literal tree contains a floating-point literal (and so is Double in any context).
    static func hasFloatLiteral(_ e: ExprSyntax) -> Bool {
        if e.is(FloatLiteralExprSyntax.self) { return true }
        if let t = e.as(TupleExprSyntax.self) { return t.elements.contains { hasFloatLiteral($0.expression) } }
        if let p = e.as(PrefixOperatorExprSyntax.self) { return hasFloatLiteral(p.expression) }
        if let i = e.as(InfixOperatorExprSyntax.self) { return hasFloatLiteral(i.leftOperand) || hasFloatLiteral(i.rightOperand) }
        return false
    }

    /// Whether a literal tree holds an integer literal above Int.max (`let d: Double =
    /// 10000000000000000000`), which only a floating or unsigned context types.
    static func exceedsInt(_ e: ExprSyntax) -> Bool {
        if let i = e.as(IntegerLiteralExprSyntax.self) { return NumericLiterals.integer(i.literal.text) == nil }
        if let t = e.as(TupleExprSyntax.self) { return t.elements.contains { exceedsInt($0.expression) } }
        if let p = e.as(PrefixOperatorExprSyntax.self) { return exceedsInt(p.expression) }
        if let i = e.as(InfixOperatorExprSyntax.self) { return exceedsInt(i.leftOperand) || exceedsInt(i.rightOperand) }
        return false
    }

    /// Whether a literal tree divides, the one case where Int and Double arithmetic disagree.
    static func divides(_ e: ExprSyntax) -> Bool {
        if let t = e.as(TupleExprSyntax.self) { return t.elements.contains { divides($0.expression) } }
        if let p = e.as(PrefixOperatorExprSyntax.self) { return divides(p.expression) }
        if let i = e.as(InfixOperatorExprSyntax.self) {
            return i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "/" || divides(i.leftOperand) || divides(i.rightOperand)
        }
        return false
    }

    /// A literal tree evaluated as Double; nil when `e` is not one or uses `%` (which Double lacks).
    static func floating(_ e: ExprSyntax) -> Double? {
        guard isLiteralTree(e) else { return nil }
        return value(e)
    }

    private static func value(_ e: ExprSyntax) -> Double? {
        if let i = e.as(IntegerLiteralExprSyntax.self) {
            return NumericLiterals.integerAsDouble(i.literal.text)
        }
        if let f = e.as(FloatLiteralExprSyntax.self) { return NumericLiterals.floating(f.literal.text) }
        if let t = e.as(TupleExprSyntax.self) { return value(t.elements.first!.expression) }
        if let p = e.as(PrefixOperatorExprSyntax.self) { return value(p.expression).map { p.operator.text == "-" ? -$0 : $0 } }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            let a = value(i.leftOperand), let b = value(i.rightOperand)
        {
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/": return a / b
            default: return nil
            }
        }
        return nil
    }

    /// A literal tree's value where no context types it, as Swift types it: Int arithmetic when
    /// every literal is an integer (`242 / 255` is 0), Double when one is floating; nil when `e` is
    /// not a literal tree, or its arithmetic overflows or divides by zero (evaluating reports that).
    static func contextFree(_ e: ExprSyntax) -> Value? {
        guard isLiteralTree(e) else { return nil }
        if hasFloatLiteral(e) { return value(e).map { .double($0) } }
        return integerValue(e).map { .int($0) }
    }

    private static func integerValue(_ e: ExprSyntax) -> Int? {
        if let i = e.as(IntegerLiteralExprSyntax.self) { return NumericLiterals.integer(i.literal.text) }
        if let t = e.as(TupleExprSyntax.self) { return integerValue(t.elements.first!.expression) }
        if let p = e.as(PrefixOperatorExprSyntax.self), let v = integerValue(p.expression) {
            guard p.operator.text == "-" else { return v }
            let (r, overflow) = 0.subtractingReportingOverflow(v)
            return overflow ? nil : r
        }
        guard let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            let a = integerValue(i.leftOperand), let b = integerValue(i.rightOperand)
        else { return nil }
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case "+": result = a.addingReportingOverflow(b)
        case "-": result = a.subtractingReportingOverflow(b)
        case "*": result = a.multipliedReportingOverflow(by: b)
        case "/" where b != 0: result = a.dividedReportingOverflow(by: b)
        case "%" where b != 0: result = a.remainderReportingOverflow(dividingBy: b)
        default: return nil
        }
        return result.overflow ? nil : result.partialValue
    }

    /// Whether the context decides the value of `e`: a literal division, alone or as a branch of
    /// `?:`, the right side of `??`, or in parentheses.
    static func needsContext(_ e: ExprSyntax) -> Bool {
        if isLiteralTree(e) { return divides(e) || exceedsInt(e) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, t.elements.first!.label == nil {
            return needsContext(t.elements.first!.expression)
        }
        if let t = e.as(TernaryExprSyntax.self) { return needsContext(t.thenExpression) || needsContext(t.elseExpression) }
        if let i = e.as(InfixOperatorExprSyntax.self), i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            return needsContext(i.rightOperand)
        }
        return false
    }

    /// A declared type that makes a literal floating point.
    static func isFloatingType(_ type: String) -> Bool {
        // Each floating type's name starts with C, D, F or T: most declared types (`some View`,
        // `Int`, `String`, a script's own) are ruled out by their first letter, before the
        // comparisons below (about 2,700 instructions for a type that matches none).
        guard let first = type.utf8.first(where: { $0 != UInt8(ascii: " ") }),
            first == UInt8(ascii: "C") || first == UInt8(ascii: "D") || first == UInt8(ascii: "F") || first == UInt8(ascii: "T")
        else { return false }
        var t = Substring(type)
        while t.first == " " { t = t.dropFirst() }
        while t.last == " " { t = t.dropLast() }
        if t.last == "?" || t.last == "!" { t = t.dropLast() }
        switch t {
        case "CGFloat", "Double", "Float", "Float64", "Float32", "TimeInterval", "CGFloat.NativeType", "Decimal": return true
        default: return false
        }
    }

    /// A value of a floating type, so that a literal beside it is floating too.
    static func isFloating(_ v: Value) -> Bool {
        switch v {
        case .double: return true
        case .native(let n): return n is CGFloat || n is Float
        case .binding(let b): return isFloating(b.get())
        default: return false
        }
    }
}

/// What `LiteralArithmetic` finds about one expression. The syntax does not change between
/// evaluations, so the evaluator finds it once per node (`Evaluator.literalFacts`): walking the
/// syntax again made `Color(red: 242 / 255, …)` cost more than the view it builds.
struct LiteralFacts {
    let isLiteralTree: Bool
    let hasFloatLiteral: Bool
    let needsContext: Bool
    /// The value as Double, for a literal tree.
    let floating: Double?
    /// The value where no context types it (`LiteralArithmetic.contextFree`).
    let contextFree: Value?

    init(_ e: ExprSyntax) {
        isLiteralTree = LiteralArithmetic.isLiteralTree(e)
        hasFloatLiteral = isLiteralTree && LiteralArithmetic.hasFloatLiteral(e)
        needsContext = LiteralArithmetic.needsContext(e)
        floating = isLiteralTree ? LiteralArithmetic.floating(e) : nil
        contextFree = LiteralArithmetic.contextFree(e)
    }
}

extension Evaluator {
    /// The literal facts of `e`, found on its first evaluation.
    func literalFacts(_ e: ExprSyntax) -> LiteralFacts {
        if let known = literalFactsByNode[e.id] { return known }
        let facts = LiteralFacts(e)
        literalFactsByNode[e.id] = facts
        return facts
    }

    /// `e` evaluated in a context of `type`: when the type is floating and `e` holds a literal
    /// division whose value the context decides (a literal tree, or one in a branch of `?:`,
    /// `??` or parentheses), the literals are Double; nil otherwise (evaluate `e` as usual).
    func typedEval(_ e: ExprSyntax, as type: String?, _ scope: Scope) throws -> Value? {
        guard let type else { return nil }
        guard LiteralArithmetic.isFloatingType(type), literalFacts(e).needsContext else {
            // `let names: [String] = decode(json) ?? []`: the call on the left learns T as if alone.
            if let i = e.as(InfixOperatorExprSyntax.self), i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
                Evaluator.callInContext(i.leftOperand)
            {
                expectedCallType = type
                let left: Value
                do {
                    defer { expectedCallType = nil }
                    left = try eval(i.leftOperand, scope)
                }
                if left != .null { return left }
                return try typedEval(i.rightOperand, as: type, scope) ?? eval(i.rightOperand, scope)
            }
            // `let x: [Landmark] = load("data.json")`: a generic function learns T from the context.
            guard Evaluator.callInContext(e) else { return nil }
            expectedCallType = type
            defer { expectedCallType = nil }
            return try eval(e, scope)
        }
        return try evalFloating(e, scope)
    }

    /// Whether `e` is a call whose result type the context gives (`try? f()`, `f()!`, `(f())`
    /// included).
    static func callInContext(_ e: ExprSyntax) -> Bool {
        if e.is(FunctionCallExprSyntax.self) { return true }
        if let t = e.as(TryExprSyntax.self) { return callInContext(t.expression) }
        if let a = e.as(AwaitExprSyntax.self) { return callInContext(a.expression) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return callInContext(f.expression) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first, only.label == nil {
            return callInContext(only.expression)
        }
        return false
    }

    /// Evaluates `e` where a floating value is expected.
    func evalFloating(_ e: ExprSyntax, _ scope: Scope) throws -> Value {
        if let d = literalFacts(e).floating { return .double(d) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, t.elements.first!.label == nil {
            return try evalFloating(t.elements.first!.expression, scope)
        }
        if let t = e.as(TernaryExprSyntax.self) {
            return try truth(eval(t.condition, scope), t.condition) ? evalFloating(t.thenExpression, scope) : evalFloating(t.elseExpression, scope)
        }
        if let i = e.as(InfixOperatorExprSyntax.self), i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            let l = try eval(i.leftOperand, scope)
            if case .null = l { return try evalFloating(i.rightOperand, scope) }
            return l
        }
        return try eval(e, scope)
    }

    /// Evaluates the operands of an arithmetic or comparison operator, typing a literal-only
    /// operand like the other one: in `x * (2 / 3)` with `x` a Double, `2 / 3` is 0.666….
    func operands(_ l: ExprSyntax, _ r: ExprSyntax, _ scope: Scope) throws -> (Value, Value) {
        let lf = literalFacts(l), rf = literalFacts(r)
        let lt = lf.isLiteralTree || lf.needsContext
        let rt = rf.isLiteralTree || rf.needsContext
        if lt && !rt {
            let rv = try eval(r, scope)
            if LiteralArithmetic.isFloating(rv) { return (try evalFloating(l, scope), rv) }
            return (try eval(l, scope), rv)
        }
        if lt && rt {
            // `2.0 * (flag ? 1 / 2 : 1)`: a float literal on one side makes the other side's literals Double.
            let floatL = lf.hasFloatLiteral
            let floatR = rf.hasFloatLiteral
            if floatL || floatR { return (try evalFloating(l, scope), try evalFloating(r, scope)) }
        }
        let lv = try eval(l, scope)
        if rt && !lt, LiteralArithmetic.isFloating(lv) { return (lv, try evalFloating(r, scope)) }
        return (lv, try eval(r, scope))
    }

    /// The value assigned by `target = e` / `target += e`: a literal tree is floating when the
    /// target holds a floating value (`offset = 1 / 2` with `var offset: CGFloat`).
    func assignedValue(_ e: ExprSyntax, to target: ExprSyntax, _ scope: Scope) throws -> Value {
        // `_journal = .init(initialValue: journal)` in an initialiser: the wrapper's `init` (a
        // state is its value here), not the wrapped type's.
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.base == nil,
            m.declName.baseName.text == "init", call.arguments.count == 1, let a = call.arguments.first,
            a.label?.text == "initialValue" || a.label?.text == "wrappedValue",
            (target.as(DeclReferenceExprSyntax.self) ?? target.as(MemberAccessExprSyntax.self).map(\.declName))?.baseName.text.hasPrefix("_") == true
        {
            return try assignedValue(a.expression, to: target, scope)
        }
        // `_notes = .init(filter: predicate, sort: …)` in an initialiser: a `Query` (or a
        // `FetchRequest`), the storage of `@Query private var notes`, not the array it fetches.
        if let wrapper = fetchingWrapper(of: target, scope), let call = e.as(FunctionCallExprSyntax.self),
            let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.base == nil, m.declName.baseName.text == "init"
        {
            return try coerce(try eval(e, scope), to: wrapper, node: Syntax(e))
        }
        // `wins = Bundle.main.decode("results.json")`: a generic call typed by the property it sets.
        if Evaluator.callInContext(e), let type = declaredType(of: target, scope), let v = try typedEval(e, as: type, scope) {
            return v
        }
        if LiteralArithmetic.needsContext(e), target.is(DeclReferenceExprSyntax.self) || target.is(MemberAccessExprSyntax.self),
            let current = try? eval(target, scope), LiteralArithmetic.isFloating(current)
        {
            return try evalFloating(e, scope)
        }
        let v = try eval(e, scope)
        // `w = 3` with `var w: Double`: an integer into a floating local is converted to its type,
        // as the literal would have been typed (declared without a value, the type is read
        // from the declaration).
        if case .int = v, let ref = target.as(DeclReferenceExprSyntax.self) {
            let current = try? eval(target, scope)
            if let current, LiteralArithmetic.isFloating(current) {
                let type = if case .native(let n) = current, n is CGFloat { "CGFloat" } else if case .native = current { "Float" } else { "Double" }
                return try coerce(v, to: type, node: Syntax(e))
            }
            if current == nil || current == .null, let type = LexicalTypes.declaredType(of: ref), LiteralArithmetic.isFloatingType(type) {
                return try coerce(v, to: type, node: Syntax(e))
            }
        }
        return v
    }

    /// Arguments for one of Easel's (SwiftUI's) functions: their number parameters are CGFloat or
    /// Double, so an argument written as a literal tree is floating (`frame(width: 100 / 3)`).
    /// Conversions (`Int(…)`, `Double(…)`, `CGFloat(…)` whose Int overloads win), collections,
    /// and the few Int or generic parameters keep Swift's default Int; `min`, `max` and `stride`
    /// follow their other arguments (`stride(from: 0.0, to: 1, by: 1 / 4)` steps by 0.25).
    /// Callees whose integer literal arguments stay integers (`Text(verbatim:)`, `lineLimit(2)`).
    static let integerParameterCallees: Set<String> = [
        "Int", "Double", "CGFloat", "Float", "Decimal", "String", "Bool", "Array", "Set", "Dictionary", "State",
        "StateObject", "Binding", "Text", "ForEach", "Range", "ClosedRange", "lineLimit", "tag", "id",
        "prefix", "suffix", "dropFirst", "dropLast", "zip", "print", "abs", "repeatElement",
        "randomElement", "Character", "UUID", "Substring", "constant",
    ]

    func apiArgs(_ args: Args, callee: String, base: Value? = nil) throws -> Args {
        // By index, in place (most calls: integer literals the call site knows need no context).
        var someNeedsContext = false
        for i in args.items.indices {
            guard case .int = args.items[i].value else { continue }
            if let known = args.items[i].needsContext {
                if known { someNeedsContext = true; break }
                continue
            }
            if let e = args.items[i].node?.as(ExprSyntax.self), literalFacts(e).needsContext {
                someNeedsContext = true
                break
            }
        }
        guard someNeedsContext else { return args }
        if Self.integerParameterCallees.contains(callee) { return args }
        if let base {
            switch base {
            case .array, .string, .dictionary, .range, .int, .tuple, .enumCase: return args
            case .native(is StrideValue): return args
            default: break
            }
        }
        if callee == "min" || callee == "max" || callee == "stride" {
            guard args.items.contains(where: { LiteralArithmetic.isFloating($0.value) }) else { return args }
        }
        var out = args
        for i in out.items.indices {
            guard case .int = out.items[i].value, let e = out.items[i].node?.as(ExprSyntax.self), literalFacts(e).needsContext,
                let scope = out.items[i].scope
            else { continue }
            out.items[i].value = try evalFloating(e, scope)
        }
        return out
    }

    /// The declared type of an assignment's target when it is a stored property of `self`.
    /// "Query" or "FetchRequest" when `target` is `_name` (or `self._name`) of self's `@Query` or
    /// `@FetchRequest` property `name`.
    private func fetchingWrapper(of target: ExprSyntax, _ scope: Scope) -> String? {
        let ref = target.as(DeclReferenceExprSyntax.self)?.baseName ?? target.as(MemberAccessExprSyntax.self)?.declName.baseName
        guard let text = ref?.plainText, text.hasPrefix("_"), case .instance(let i)? = scope.lookup("self") else { return nil }
        switch i.decl.stored[String(text.dropFirst())]?.wrapper {
        case .query?: return "Query"
        case .fetchRequest?: return "FetchRequest"
        default: return nil
        }
    }

    private func declaredType(of target: ExprSyntax, _ scope: Scope) -> String? {
        var name: String?
        if let d = target.as(DeclReferenceExprSyntax.self), scope.lookup(d.baseName.plainText, below: globals) == nil { name = d.baseName.plainText }
        if let m = target.as(MemberAccessExprSyntax.self), let b = m.base, Evaluator.isSelf(b) { name = m.declName.baseName.plainText }
        guard let name, case .instance(let i)? = scope.lookup("self") else { return nil }
        return i.decl.stored[name]?.type
    }

    /// The right side of `??` once the left side is nil: a literal there takes the left side's
    /// declared type, so `h ?? -1` with `h: CGFloat?` is `-1.0`, as Swift types it.
    func defaultValue(_ e: ExprSyntax, after optional: ExprSyntax, _ scope: Scope) throws -> Value {
        let facts = literalFacts(e)
        guard facts.isLiteralTree || facts.needsContext, let type = storedType(of: optional, scope) else { return try eval(e, scope) }
        return try typedEval(e, as: type, scope) ?? (LiteralArithmetic.isFloatingType(type) ? evalFloating(e, scope) : eval(e, scope))
    }

    /// The declared type of a local or parameter read as `name` (`let h: CGFloat? = nil`), or of a
    /// stored property read as `name`, `self.name` or `value.name` (where `value` is a variable
    /// holding an instance), without evaluating anything.
    private func storedType(of e: ExprSyntax, _ scope: Scope) -> String? {
        if let d = e.as(DeclReferenceExprSyntax.self), let t = LexicalTypes.declaredType(of: d) { return t }
        if let t = declaredType(of: e, scope) { return t }
        guard let m = e.as(MemberAccessExprSyntax.self), let b = m.base?.as(DeclReferenceExprSyntax.self),
            case .instance(let i)? = scope.lookup(b.baseName.plainText)
        else { return nil }
        return i.decl.stored[m.declName.baseName.plainText]?.type
    }
}
