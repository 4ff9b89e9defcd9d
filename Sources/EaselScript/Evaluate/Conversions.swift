import Foundation
import SwiftSyntax
import Easel

/// Turning script values into the Swift values Easel's API takes, with the script's own
/// extensions (`.feet`, `Color.brand`) consulted for implicit members.
enum Conversions {
    static func double(_ v: Value) -> Double? {
        switch v {
        case .int(let i): return Double(i)
        case .double(let d): return d
        case .binding(let b): return double(b.get())
        case .native(let c as CGFloat): return Double(c)
        case .implicitMember("infinity", nil): return .infinity
        case .implicitMember("zero", nil): return 0
        case .implicitMember("pi", nil): return .pi
        case .implicitMember("greatestFiniteMagnitude", nil): return .greatestFiniteMagnitude
        case .implicitMember("leastNonzeroMagnitude", nil): return .leastNonzeroMagnitude
        case .implicitMember("leastNormalMagnitude", nil): return .leastNormalMagnitude
        case .implicitMember("ulpOfOne", nil): return .ulpOfOne
        // Where a number is checked, NaN is refused there, naming it.
        case .implicitMember("nan", nil): return .nan
        default: return nil
        }
    }

    static func cgfloat(_ v: Value, node: Syntax?) throws -> CGFloat {
        guard let d = double(v) else { throw EvalError("expected a number, got \(v.typeName)", node) }
        guard !d.isNaN else { throw EvalError("not a number (NaN): this argument needs a number", node) }
        return CGFloat(d)
    }

    static func optionalCGFloat(_ v: Value?, node: Syntax?) throws -> CGFloat? {
        guard let v else { return nil }
        if case .null = v { return nil }
        return try cgfloat(v, node: node)
    }

    static func int(_ v: Value, node: Syntax?) throws -> Int {
        if case .int(let i) = v { return i }
        if case .binding(let b) = v { return try int(b.get(), node: node) }
        throw EvalError("expected an Int, got \(v.typeName)", node)
    }

    static func bool(_ v: Value, node: Syntax?) throws -> Bool {
        if case .bool(let b) = v { return b }
        throw EvalError("expected a Bool, got \(v.typeName)", node)
    }

    static func string(_ v: Value, node: Syntax?) throws -> String {
        if case .string(let s) = v { return s }
        throw EvalError("expected a String, got \(v.typeName)", node)
    }

    /// A native value of type T, or an implicit member / static of `typeName` that gives one.
    /// A shape argument: a built-in shape, a script's own `Shape`, or an implicit member
    /// (`.circle`, `.rect(cornerRadius: 8)`).
    static func shape(_ a: Arg, _ ev: Evaluator, what: String) throws -> any Shape {
        if case .instance(let i) = a.value, i.decl.isShape { return ev.dynamicShape(i) }
        if case .native(let s as any Shape) = a.value { return s }
        switch a.value {
        case .implicitMember, .native(is ImplicitChain): return try native(a.value, (any Shape).self, "Shape", ev, node: a.node)
        default: throw EvalError("\(what) expects a shape, got \(a.value.typeName)", a.node)
        }
    }

    static func native<T>(_ v: Value, _ type: T.Type, _ typeName: String, _ ev: Evaluator, node: Syntax?) throws -> T {
        switch v {
        case .native(let x as T): return x
        case .binding(let b): return try native(b.get(), type, typeName, ev, node: node)
        case .native(let c as ImplicitChain):
            let resolved = try ev.resolveChain(c, as: .builtin(typeName), node: node)
            if case .native(let x as T) = resolved { return x }
            throw EvalError("'.\(c.root)…' is not a \(typeName)", node)
        case .implicitMember(let name, nil)
        where ev.extensions.isEmpty || ev.extensions[typeName]?.staticVars[name] == nil:
            // `.top` where a VerticalAlignment is expected: Easel's registered static, when the
            // script does not declare one of that name.
            if let s = ev.implicitStatics.value(name, of: typeName, at: node), let x = s as? T { return x }
            return try resolvedImplicitMember(name, nil, type, typeName, ev, node: node)
        case .implicitMember(let name, let args):
            return try resolvedImplicitMember(name, args, type, typeName, ev, node: node)
        default:
            throw EvalError("expected a \(typeName), got \(v.typeName)", node)
        }
    }

    /// An implicit member (`.top`, `.custom("A", size: 3)`) resolved as a static of `typeName`.
    private static func resolvedImplicitMember<T>(
        _ name: String, _ args: Args?, _ type: T.Type, _ typeName: String, _ ev: Evaluator, node: Syntax?
    ) throws -> T {
        let resolved: Value
        if let args {
            if let node, let kept = ev.constantImplicitCalls.value(name, args, of: typeName, at: node), let x = kept as? T { return x }
            resolved = try ev.callMethod(.type(.builtin(typeName)), name, args, node: node)
            if let node, case .native(let x as T) = resolved {
                ev.constantImplicitCalls.keep(x, name, args, of: typeName, at: node, ev)
                return x
            }
        } else {
            // Foundation's statics too: `.now` where a Date is expected.
            let isKnown =
                ScriptAPI.statics[typeName]?[name] != nil || ev.extensions[typeName]?.staticVars[name] != nil
                || Builtins.assetSymbol(typeName, name, ev) != nil || FoundationValues.staticMember(typeName, name, ev) != nil
            guard isKnown else {
                let known =
                    Builtins.staticNames(typeName) + (ev.extensions[typeName].map { Array($0.staticVars.keys) } ?? [])
                    + Builtins.assetSymbolNames(typeName, ev)
                throw EvalError("'.\(name)' is not a member of \(typeName)" + Suggest.didYouMean(name, among: known), node)
            }
            resolved = try ev.member(of: .type(.builtin(typeName)), name, node: node ?? Syntax(TokenSyntax.identifier(name)))
        }
        if case .native(let x as T) = resolved { return x }
        // `.font(.subheadline)` in a project whose `extension Font` declares a `private static let
        // subheadline = 15.0` of its own: Swift picks the member of the type expected, Easel's.
        if args == nil, let s = ev.implicitStatics.value(name, of: typeName, at: node), let x = s as? T { return x }
        throw EvalError("'.\(name)' is not a \(typeName)", node)
    }

    static func color(_ v: Value, _ ev: Evaluator, node: Syntax?) throws -> Color {
        let v = try DrawingModifiers.resolvedStyle(v, ev, node: node)
        if case .native(let s as any ShapeStyle) = v { return s.resolvedColor }
        return try native(v, Color.self, "Color", ev, node: node)
    }

    static func optionalColor(_ v: Value, _ ev: Evaluator, node: Syntax?) throws -> Color? {
        if v.isNone { return nil }
        return try color(v, ev, node: node)
    }

    static func font(_ v: Value, _ ev: Evaluator, node: Syntax?) throws -> Font? {
        if v.isNone { return nil }
        return try native(v, Font.self, "Font", ev, node: node)
    }

    static func hAlignment(_ v: Value, _ ev: Evaluator, node: Syntax?) throws -> HorizontalAlignment {
        try native(v, HorizontalAlignment.self, "HorizontalAlignment", ev, node: node)
    }

    static func vAlignment(_ v: Value, _ ev: Evaluator, node: Syntax?) throws -> VerticalAlignment {
        try native(v, VerticalAlignment.self, "VerticalAlignment", ev, node: node)
    }

    static func alignment(_ v: Value, _ ev: Evaluator, node: Syntax?) throws -> Alignment {
        try native(v, Alignment.self, "Alignment", ev, node: node)
    }

    static func edges(_ v: Value, _ ev: Evaluator, node: Syntax?) throws -> Edge.Set {
        try optionSet(v, Edge.Set.self, "Edge.Set", ev, node: node)
    }

    /// An option set from one member (`.top`) or an array literal of them (`[.top, .leading]`).
    static func optionSet<T: OptionSet>(_ v: Value, _ type: T.Type, _ typeName: String, _ ev: Evaluator, node: Syntax?) throws -> T {
        if case .array(let a) = v {
            var s: T = []
            for x in a { s.formUnion(try optionSet(x, type, typeName, ev, node: node)) }
            return s
        }
        return try native(v, type, typeName, ev, node: node)
    }

    /// The protocols by which a script's type takes a literal, and the label of the initialiser each
    /// asks for.
    static let literalProtocols: [(protocol: String, label: String)] = [
        ("ExpressibleByIntegerLiteral", "integerLiteral"), ("ExpressibleByStringLiteral", "stringLiteral"),
        ("ExpressibleByFloatLiteral", "floatLiteral"), ("ExpressibleByBooleanLiteral", "booleanLiteral"),
    ]

    /// A literal given where a script's type that takes one is expected (`let id: ID<Pokemon> = 25`
    /// with `struct ID<T>: ExpressibleByIntegerLiteral`): made with its `init(integerLiteral:)`
    /// (`stringLiteral:`, `floatLiteral:`, `booleanLiteral:`); nil for anything else.
    private static func literalOfScriptType(_ v: Value, _ type: String, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        let label: String
        switch v {
        case .int: label = "integerLiteral"
        case .string: label = "stringLiteral"
        case .double: label = "floatLiteral"
        case .bool: label = "booleanLiteral"
        default: return nil
        }
        guard !ev.types.isEmpty, let d = ev.types[type] ?? ev.types[String(type.prefix { $0 != "<" })], d.kind != .enumeration else { return nil }
        var wanted = literalProtocols.filter { $0.label == label }.map(\.protocol)
        // An integer literal also makes a float-literal type (`let x: Meters = 3`).
        if label == "integerLiteral" { wanted.append("ExpressibleByFloatLiteral") }
        guard let p = wanted.first(where: { d.conformances.contains($0) }) else { return nil }
        let argLabel = literalProtocols.first { $0.protocol == p }!.label
        let literal = label == "integerLiteral" && argLabel == "floatLiteral" ? Value.double(Conversions.double(v) ?? 0) : v
        return try ev.instantiate(d, Args([Arg(label: argLabel, value: literal)]), node: node)
    }

    /// Converts a value to a declared type (`let w: CGFloat = 5` makes 5.0; `.leading` becomes an alignment).
    static func coerce(_ v: Value, to type: String, _ ev: Evaluator, node: Syntax?) throws -> Value {
        // A value already of the plain type it is coerced to (`let n: Int` given an Int), as the
        // switch below answers, without unqualifying the name and comparing it case by case.
        switch (v, type) {
        case (.int, "Int"), (.double, "Double"), (.double, "CGFloat"), (.string, "String"), (.bool, "Bool"): return v
        default: break
        }
        var t = ModuleNames.unqualified(type)
        // A type its file or module declares for itself (`Strings` in a package module).
        if !ev.fileNames.isEmpty, let node { t = ev.fileNames.typeName(t, at: node) }
        if t.hasSuffix("?") || t.hasSuffix("!") {
            if case .null = v { return v }
            // `sign = .none` for an optional: nil (Swift's Optional.none, ahead of a case of that name).
            if case .implicitMember("none", nil) = v { return .null }
            t = String(t.dropLast())
            // `let d: Int? = .some(4)`: the wrapped value, of the optional's type.
            if case .implicitMember("some", let a?) = v, a.items.count == 1 { return try coerce(a.items[0].value, to: t, ev, node: node) }
        }
        if case .null = v { return v }
        if case .binding = v { return v }
        if let made = try literalOfScriptType(v, t, ev, node: node) { return made }
        // The script's type of that name, looked up once (each look-up hashes the name).
        let name = t
        var looked: TypeDecl?? = nil
        func declared() -> TypeDecl? {
            if let known = looked { return known }
            let d = ev.typeDecl(name)
            looked = .some(d)
            return d
        }
        if case .tuple(let items, let labels) = v, let elements = TupleType.elements(ev.resolvingAliases(t)), elements.count == items.count {
            // `var icon: (normal: String, selected: String) { ("a", "b") }`: the type's labels and
            // element types (through a typealias).
            let exprs = node?.as(TupleExprSyntax.self).flatMap { $0.elements.count == items.count ? $0.elements.map { Syntax($0.expression) } : nil }
            return .tuple(
                try items.indices.map { try coerce(items[$0], to: elements[$0].type, ev, node: exprs?[$0] ?? node) },
                labels: items.indices.map { elements[$0].label ?? labels[$0] })
        }
        // `static let all: DonutLayer = [.dough, .glaze]`: a script's option set.
        if case .array(let elements) = v, let d = declared(), ev.isUserOptionSet(d) { return try ev.userOptionSet(elements, d, node: node) }
        // `rating: .constant(3)` where a `Binding<Int>` is expected: a binding that keeps its value.
        if t.hasPrefix("Binding<"), t.hasSuffix(">"), case .implicitMember("constant", let args?) = v, let first = args.items.first {
            let inner = try coerce(first.value, to: String(t.dropFirst(8).dropLast()), ev, node: first.node ?? node)
            return .binding(BindingBox(get: { inner }, set: { _ in }))
        }
        // `var count: Int = .random(in: 6...12)`, `let gap: CGFloat = .zero`: a static of the number,
        // string or Boolean type.
        if case .implicitMember(let name, let args) = v, IntegerTypes.names.contains(t) || ["Int", "Double", "CGFloat", "Float", "String", "Bool"].contains(t) {
            let resolved =
                try args.map { try ev.callMethod(.type(.builtin(t)), name, $0, node: node) }
                ?? ev.member(of: .type(.builtin(t)), name, node: node ?? Syntax(TokenSyntax.identifier(name)))
            if case .implicitMember = resolved { throw EvalError("'.\(name)' is not a member of \(t)", node) }
            return try coerce(resolved, to: t, ev, node: node)
        }
        switch t {
        case "CGFloat", "Double", "Float", "Length", "TimeInterval", "Float64", "Decimal":
            // `let step: CGFloat = 1 / 30`: the literals of the initialiser are CGFloat.
            if case .int = v, let e = node?.as(ExprSyntax.self), let d = LiteralArithmetic.floating(e) { return .double(d) }
            if let d = double(v) { return .double(d) }
            throw EvalError("cannot convert a value of type \(v.typeName) to \(t)", node)
        case "Int":
            if case .int = v { return v }
            throw EvalError("cannot convert a value of type \(v.typeName) to Int", node)
        case _ where IntegerTypes.names.contains(t):
            if case .int = v { return v }
            throw EvalError("cannot convert a value of type \(v.typeName) to \(t)", node)
        case "String":
            if case .string = v { return v }
            throw EvalError("cannot convert a value of type \(v.typeName) to String", node)
        case "Bool":
            if case .bool = v { return v }
            throw EvalError("cannot convert a value of type \(v.typeName) to Bool", node)
        case "Color": return .native(try color(v, ev, node: node))
        case "Font": return .native(try native(v, Font.self, t, ev, node: node))
        case "Alignment": return .native(try alignment(v, ev, node: node))
        case "HorizontalAlignment": return .native(try hAlignment(v, ev, node: node))
        case "VerticalAlignment": return .native(try vAlignment(v, ev, node: node))
        case "Edge.Set": return .native(try edges(v, ev, node: node))
        case "Font.Weight": return .native(try native(v, Font.Weight.self, t, ev, node: node))
        case "Font.Width": return .native(try native(v, Font.Width.self, t, ev, node: node))
        case "ContentMode": return .native(try native(v, ContentMode.self, t, ev, node: node))
        case "TextAlignment": return .native(try native(v, TextAlignment.self, t, ev, node: node))
        case "ColorScheme": return .native(try native(v, ColorScheme.self, t, ev, node: node))
        case "CGSize": return .native(try native(v, CGSize.self, t, ev, node: node))
        case "EdgeInsets": return .native(try native(v, EdgeInsets.self, t, ev, node: node))
        case "CGPoint": return .native(try native(v, CGPoint.self, t, ev, node: node))
        case "CGRect": return .native(try native(v, CGRect.self, t, ev, node: node))
        case "ProposedViewSize": return .native(try native(v, ProposedViewSize.self, t, ev, node: node))
        case "UnitPoint": return .native(try native(v, UnitPoint.self, t, ev, node: node))
        case "Angle": return .native(try native(v, Angle.self, t, ev, node: node))
        default: break
        }
        // (Unless the script declares its own type of that name: Ice Cubes' `enum Visibility`,
        // whose `.pub` is not SwiftUI's.)
        if let members = ControlValues.all[t], case .implicitMember(let n, nil) = v, declared() == nil {
            // `let size: DynamicTypeSize = .large`, `size >= .accessibility1`: a member of a table type.
            guard let m = members[n] else { throw EvalError("'.\(n)' is not a member of \(t)" + Suggest.didYouMean(n, among: Array(members.keys)), node) }
            return .native(m)
        }
        // `.homePageSections` where `[MediasSection]` is expected: a static of the script's
        // `extension Array where Element == MediasSection`.
        if t.hasPrefix("["), case .implicitMember(let n, let args) = v, let ext = ev.extensions["Array"],
            ext.staticVars[n] != nil || ext.staticFuncs[n] != nil
        {
            let resolved =
                try args.map { try ev.callMethod(.type(.builtin("Array")), n, $0, node: node) }
                ?? ev.member(of: .type(.builtin("Array")), n, node: node ?? Syntax(TokenSyntax.identifier(n)))
            return try coerce(resolved, to: t, ev, node: node)
        }
        // `var categories: [String: [Landmark]] { .init(grouping: landmarks, by: { $0.category }) }`:
        // the collection type's initialiser, as `[String: [Landmark]](grouping:by:)` calls it.
        if t.hasPrefix("["), t.hasSuffix("]"), case .implicitMember("init", let args?) = v,
            let made = try ev.collectionInit(ev.aliasValue(t), args, node: node)
        {
            return made
        }
        // An array, not a dictionary: `[(value: Double, color: Color)]` has its colons inside its
        // element type.
        if t.hasPrefix("["), t.hasSuffix("]"), !t.contains(":") || Self.topLevelColon(t) == nil, case .array(let a) = v {
            let inner = String(t.dropFirst().dropLast())
            if let literal = node?.as(ArrayExprSyntax.self), literal.elements.count == a.count {
                return .array(try zip(a, literal.elements).map { try coerce($0, to: inner, ev, node: Syntax($1.expression)) })
            }
            return .array(try a.map { try coerce($0, to: inner, ev, node: node) })
        }
        if t.hasPrefix("["), t.hasSuffix("]"), case .dictionary(let entries) = v, let colon = Self.topLevelColon(t) {
            // `let widths: [String: CGFloat] = ["a": 1 / 2]`: each value in the value type, and
            // each key in the key type (`[Suit: Int] = [.clubs: 1]`).
            let keyType = String(t[t.index(after: t.startIndex)..<colon]).trimmingCharacters(in: .whitespaces)
            let valueType = String(t[t.index(after: colon)..<t.index(before: t.endIndex)]).trimmingCharacters(in: .whitespaces)
            var exprs: [ExprSyntax]? = nil
            var keyExprs: [ExprSyntax]? = nil
            if case .elements(let list)? = node?.as(DictionaryExprSyntax.self)?.content, list.count == entries.count {
                exprs = list.map(\.value)
                keyExprs = list.map(\.key)
            }
            return .dictionary(
                try entries.enumerated().map { i, e in
                    let key = e.key.isImplicitMember ? try coerce(e.key, to: keyType, ev, node: keyExprs.map { Syntax($0[i]) } ?? node) : e.key
                    return (key: key, value: try coerce(e.value, to: valueType, ev, node: exprs.map { Syntax($0[i]) } ?? node))
                })
        }
        if let d = declared(), d.kind == .enumeration, case .implicitMember(let n, let args) = v {
            guard d.cases[n] != nil else {
                // `.init(with: id)` or `.make(id)`: the enum's own initialiser or static function.
                if let args, n == "init" || d.staticFuncs[n] != nil { return try ev.callMethod(.type(.user(d)), n, args, node: node) }
                if let s = try ev.staticMember(d, n, node: node, orNil: true) { return s }
                throw EvalError("type '\(t)' has no case '\(n)'" + Suggest.didYouMean(n, among: d.caseOrder), node)
            }
            return .enumCase(type: d.name, name: n, payload: try ev.enumPayload(d, n, args))
        }
        if let d = declared(), case .native(let c as ImplicitChain) = v { return try ev.resolveChain(c, as: .user(d), node: node) }
        if let d = declared(), case .implicitMember(let n, let args) = v {
            if let args { return try ev.callMethod(.type(.user(d)), n, args, node: node) }
            return try ev.member(of: .type(.user(d)), n, node: node ?? Syntax(TokenSyntax.identifier(n)))
        }
        // `.didLoad` where a `Key<Payload>` is expected: a member of the script's generic type,
        // whatever its arguments.
        if v.isImplicitMember, declared() == nil, t.hasSuffix(">"), let open = t.firstIndex(of: "<"), open > t.startIndex,
            ev.typeDecl(String(t[..<open])) != nil
        {
            return try coerce(v, to: String(t[..<open]), ev, node: node)
        }
        if v.isImplicitMember, declared() == nil, Builtins.isTypeName(t) || ev.extensions[t] != nil {
            // `let icon: Image = .init(systemName: "link")`, `created: .updateHour(-5)`: a member of one
            // of Easel's or Foundation's types, or a static the script added to one.
            switch v {
            case .native(let c as ImplicitChain): return try ev.resolveChain(c, as: .builtin(t), node: node)
            case .implicitMember(let n, let args?): return try ev.callMethod(.type(.builtin(t)), n, args, node: node)
            case .implicitMember(let n, nil): return try ev.member(of: .type(.builtin(t)), n, node: node ?? Syntax(TokenSyntax.identifier(n)))
            default: break
            }
        }
        return v
    }

    /// The `:` of a dictionary type `[K: V]` outside nested brackets.
    static func topLevelColon(_ t: String) -> String.Index? {
        var depth = 0
        for i in t.indices {
            switch t[i] {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 1: return i
            default: break
            }
        }
        return nil
    }

    /// An implicit member read as the type of an existing native value (`x == .dark`).
    static func coerceNative(_ v: Value, toTypeOf n: Any, _ ev: Evaluator) throws -> Value? {
        let name: String
        switch n {
        case is ColorScheme: name = "ColorScheme"
        case is Color: name = "Color"
        case is Font: name = "Font"
        case is Alignment: name = "Alignment"
        case is HorizontalAlignment: name = "HorizontalAlignment"
        case is VerticalAlignment: name = "VerticalAlignment"
        case is TextAlignment: name = "TextAlignment"
        case is LayoutDirection: name = "LayoutDirection"
        case is Font.Weight: name = "Font.Weight"
        case is ProposedViewSize: name = "ProposedViewSize"
        case is UnitPoint: name = "UnitPoint"
        case is CGSize: name = "CGSize"
        case is CGPoint: name = "CGPoint"
        case is Angle: name = "Angle"
        default:
            // The value types whose members scripts name from a table (`DynamicTypeSize`, `Visibility`,
            // and nested ones by their qualified name: `Text.Case`, `TimelineViewDefaultContext.Cadence`).
            let qualified = Value.qualifiedTypeName(type(of: n)), short = Value.shortTypeName(type(of: n))
            guard let known = [qualified, short].first(where: { ScriptAPI.statics[$0] != nil }) else { return nil }
            name = known
        }
        return try coerce(v, to: name, ev, node: nil)
    }

    /// `size.width = 3`, `context.opacity = 0.5`, `string.font = .title` on a copied value.
    static func settingMember(_ base: Value, _ name: String, _ value: Value, _ ev: Evaluator, node: Syntax?) throws -> Value {
        if let v = try GraphicsValues.settingMember(base, name, value, ev, node: node)
            ?? AttributedStringValues.settingMember(base, name, value, ev, node: node)
            ?? URLComponentsValues.setting(base, name, value, node: node)
        {
            return v
        }
        switch base {
        // `images.values[index][size] = image`: a dictionary's values, changed in place, each
        // keeping its key.
        case .dictionary(var d) where name == "values":
            guard case .array(let values) = value, values.count == d.count else {
                throw EvalError("a dictionary's values can be changed only in place, one for each key", node)
            }
            for i in d.indices { d[i].value = values[i] }
            return .dictionary(d)
        // `var c = Calendar(identifier: .gregorian); c.timeZone = …`.
        case .native(var c as Calendar):
            switch (name, value) {
            case ("timeZone", .native(let z as TimeZone)): c.timeZone = z
            case ("locale", .native(let l as Locale)): c.locale = l
            case ("firstWeekday", _):
                let n = try int(value, node: node)
                guard (1...7).contains(n) else { throw EvalError("firstWeekday must be 1 through 7, got \(n)", node) }
                c.firstWeekday = n
            case ("minimumDaysInFirstWeek", _):
                let n = try int(value, node: node)
                guard (1...7).contains(n) else { throw EvalError("minimumDaysInFirstWeek must be 1 through 7, got \(n)", node) }
                c.minimumDaysInFirstWeek = n
            default: throw EvalError("cannot set '\(name)' of Calendar to \(value.typeName)", node)
            }
            return .native(c)
        case .native(var s as CGSize):
            let d = try cgfloat(value, node: node)
            if name == "width" { s.width = d } else if name == "height" { s.height = d } else { break }
            return .native(s)
        case .native(var p as CGPoint):
            let d = try cgfloat(value, node: node)
            if name == "x" { p.x = d } else if name == "y" { p.y = d } else { break }
            return .native(p)
        case .native(var r as CGRect):
            // `bounds.origin.x += 4`, `bounds.size = …`: a rectangle's stored parts (its width and
            // height as `size.width` and `size.height`; `width` alone is read-only, as in Swift).
            switch name {
            case "origin": r.origin = try native(value, CGPoint.self, "CGPoint", ev, node: node)
            case "size": r.size = try native(value, CGSize.self, "CGSize", ev, node: node)
            default: throw EvalError("cannot assign to property '\(name)' of CGRect: it is read-only (set its origin or size)", node)
            }
            return .native(r)
        case .native(var p as LayoutProperties):
            // A script layout's `static var layoutProperties` builds one and sets its axis.
            guard name == "stackOrientation" else { break }
            p.stackOrientation = value == .null ? nil : try native(value, Axis.self, "Axis", ev, node: node)
            return .native(p)
        case .native(var c as DateComponents):
            // `components.hour = 7`; nil clears it.
            guard let key = FoundationValues.components[name] else { break }
            c.setValue(value == .null ? nil : try int(value, node: node), for: key)
            return .native(c)
        case .native(var g as GridItem) where ["spacing", "alignment", "size"].contains(name):
            // `var item = GridItem(.adaptive(minimum: 80)); item.spacing = 0`; nil is the default.
            if name == "spacing" { g.spacing = value == .null ? nil : try cgfloat(value, node: node) }
            if name == "alignment" { g.alignment = value == .null ? nil : try native(value, Alignment.self, "Alignment", ev, node: node) }
            if name == "size" { g.size = try native(value, GridItem.Size.self, "GridItem.Size", ev, node: node) }
            return .native(g)
        case .native(var t as Transaction):
            // `transaction.disablesAnimations = true`; an animation is accepted and not kept.
            if name == "disablesAnimations" { t.disablesAnimations = try bool(value, node: node) } else if name != "animation" { break }
            return .native(t)
        default: break
        }
        throw EvalError("cannot assign to property '\(name)' of \(base.typeName)", node)
    }
}

extension Evaluator {
    func coerce(_ v: Value, to type: String, node: Syntax?) throws -> Value {
        try Conversions.coerce(v, to: type, self, node: node)
    }

    func isOfType(_ v: Value, _ written: String) -> Bool {
        // `x is any View`: the existential's protocol.
        var type = written.hasPrefix("any ") ? String(written.dropFirst(4)) : written
        if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if case .null = v { return false }
        if type == "Any" { return true }
        switch (v, type) {
        case (.int, "Int"), (.double, "Double"), (.double, "CGFloat"), (.double, "Decimal"), (.double, "Float"), (.string, "String"),
            (.string, "Character"), (.bool, "Bool"):
            return true
        case (.instance(let i), _):
            if type == "AnyObject" { return i.decl.kind == .classType }
            return i.decl.name == type || type.hasSuffix("." + i.decl.name) || i.decl.conformances.contains(type)
        case (.enumCase(let t, _, _), _):
            return t == type || type.hasSuffix("." + t) || (typeDecl(t)?.conformances.contains(type) ?? false)
        case (.array(let items), _):
            // `[Int]`, `Array<Int>`: an array whose elements are all of that type.
            guard let element = Self.arrayElementType(type) else { return false }
            return element == "Any" || items.allSatisfy { isOfType($0, element) }
        case (.dictionary, _): return (type.hasPrefix("[") && Self.arrayElementType(type) == nil) || type.hasPrefix("Dictionary")
        case (.native(let e as ScriptFoundationError), _) where Self.foundationError(e, isOfType: type) != nil:
            return Self.foundationError(e, isOfType: type)!
        case (.native(let n), _): return Value.shortTypeName(Swift.type(of: n)) == type
        default: return false
        }
    }

    /// The element type an array type names (`[Int]`, `Array<Int>`), or nil for another type.
    static func arrayElementType(_ type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = type.dropFirst().dropLast()
            var depth = 0
            for c in inner {
                if c == "[" || c == "<" || c == "(" { depth += 1 } else if c == "]" || c == ">" || c == ")" { depth -= 1 }
                if c == ":", depth == 0 { return nil }  // `[String: Int]`, a dictionary
            }
            return String(inner)
        }
        if type.hasPrefix("Array<"), type.hasSuffix(">") { return String(type.dropFirst(6).dropLast()) }
        return nil
    }

    /// A value as a view: views as they are, script views as DynamicViews, builder lists as ViewLists.
    func view(_ v: Value, node: Syntax?) throws -> AnyView {
        if case .native(let n) = v, let a = nativeKinds.erased(n) { return a }
        switch v {
        case .native(let c as Children): return AnyView(ViewList(try c.items.map { try view($0, node: node) }))
        case .native(let g as GroupValue): return AnyView(Group { ViewList(g.children) })
        case .native(let x as any View): return AnyView(erasing: x)
        case .instance(let i) where i.decl.isUIKitRepresentable: return AnyView(_UIKitViewPlaceholder(typeName: i.decl.name))
        case .instance(let i) where i.decl.isView: return dynamicView(i)
        // `struct CancelToolbarItem: ToolbarContent`: its body's items, where toolbar content is read.
        case .instance(let i) where i.decl.conformances.contains("ToolbarContent"): return dynamicView(i)
        case .instance(let i) where i.decl.isShape: return AnyView(dynamicShape(i))
        case .instance(let i):
            // `struct ContactsView: ConnectedView` of a package Easel cannot read: say where the
            // protocol most likely comes from.
            if let file = i.decl.syntax?.root.as(SourceFileSyntax.self) {
                let unknown = i.decl.conformances.filter { !protocolNames.contains($0) && !Builtins.isTypeName($0) }
                let modules = UnreadableImports.modules(of: file, projectModules: projectModules)
                if let p = unknown.first, !modules.isEmpty {
                    throw EvalError(
                        "'\(i.decl.name)' is not a View: it conforms to '\(p)', which the project does not declare; "
                            + UnreadableImports.importsPhrase(modules), node)
                }
            }
            throw EvalError("'\(i.decl.name)' is not a View", node)
        case .array(let a): return AnyView(ViewList(try a.map { try view($0, node: node) }))
        case .void, .null: return AnyView(EmptyView())
        case .binding(let b): return try view(b.get(), node: node)
        // `NavigationLink(destination:isActive:label: EmptyView.init)`, `label: makeLabel`: a
        // function given for a view builder closure, called for its view.
        case .native(is BoundMethod): return try view(callValue(v, Args([]), node: node), node: node)
        case .implicitMember, .native(is ImplicitChain):
            // `.red` where a view is expected: a colour, as SwiftUI's ShapeStyle would resolve it.
            return AnyView(try Conversions.native(v, Color.self, "Color", self, node: node))
        default:
            throw EvalError("expected a view, got a value of type \(v.typeName)", node)
        }
    }

    /// A script view instance as a view: its body is evaluated each time Easel resolves it,
    /// with its state slots and environment at hand.
    func dynamicView(_ i: Instance) -> AnyView {
        let decl = i.decl
        return AnyView(
            DynamicView(typeName: decl.name) { [unowned self] ctx in
                self.deferred(AnyView(EmptyView())) {
                    let inst = i.copy()
                    inst.context = ctx
                    self.bodyEnvironments.append(ctx.environment)
                    defer { self.bodyEnvironments.removeLast() }
                    if let b = decl.computed["body"] {
                        return try self.view(try self.computedValue(b, self: .instance(inst), decl: decl), node: Syntax(b))
                    }
                    // A body a protocol's extension gives (SwiftUIRedux's `ConnectedView` makes one
                    // from the view's `map(state:dispatch:)` and `body(props:)`).
                    guard let body = try self.protocolExtensionMember(.instance(inst), decl, "body") else {
                        throw EvalError("view '\(decl.name)' has no 'body'", decl.syntax)
                    }
                    return try self.view(body, node: decl.syntax)
                }
            })
    }
}

/// A top-level `Group { … }`: previews render each child on its own.
struct GroupValue { let children: [AnyView] }
