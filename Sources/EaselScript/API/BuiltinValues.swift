import Foundation
import SwiftSyntax
import Easel

/// The one table of SwiftUI names the evaluator knows: types, their static members, functions.
/// Also used for "did you mean" suggestions.
enum Builtins {
    static var viewNames: Dictionary<String, ViewDeclaration>.Keys { ScriptAPI.views.keys }

    /// Easel's value types scripts name: those with static members, and the rest listed here.
    nonisolated(unsafe) static var valueTypeNames: Set<String> = makeValueTypeNames()

    private static func makeValueTypeNames() -> Set<String> {
        Set(ScriptAPI.statics.keys).union(ScriptAPI.values.keys)
            // The namespaces of nested types declared by their qualified names (`Unicode` of
            // `Unicode.Scalar`, `Notification` of `Notification.Name`, `NSAttributedString` of
            // `NSAttributedString.Key`).
            .union((Array(ScriptAPI.values.keys) + Array(ScriptAPI.statics.keys)).compactMap { $0.contains(".") ? String($0.prefix { $0 != "." }) : nil })
            .union(ScriptAPI.staticFunctions.values.map(\.type)).union([
                "Font", "CGFloat", "Double", "Float", "Int", "String", "Bool", "EdgeInsets", "State", "Binding", "ImageResource", "Array",
                "Dictionary", "Length", "ViewDimensions", "StrokeStyle", "FillStyle", "EnvironmentValues", "Set", "Optional", "Path", "Angle",
                "Axis", "Void", "Never", "Error",
            ])
    }

    nonisolated(unsafe) static var typeNames: Set<String> = valueTypeNames.union(ScriptAPI.views.keys)

    /// Whether scripts name a type of Easel's, Foundation's or the standard library's by `name`
    /// (`Color`, `Date`, `Int8`, `Animation`, `UIScreen`).
    static func isTypeName(_ name: String) -> Bool {
        typeNames.contains(name) || FoundationValues.typeNames.contains(name) || IntegerTypes.names.contains(name)
            || AnimationValue.typeNames.contains(name) || DeviceScreen.typeNames.contains(name)
    }

    /// Recomputes the name sets after `ScriptAPI.register`.
    static func refreshNames() {
        valueTypeNames = makeValueTypeNames()
        typeNames = valueTypeNames.union(ScriptAPI.views.keys)
        Script.builtinNames = typeNames.union(FoundationValues.typeNames.subtracting(FoundationValues.shadowable)).union(IntegerTypes.names)
    }

    static let functionNames: Set<String> = TaskGroups.functionNames.union([
        "type", "min", "max", "abs", "round", "floor", "ceil", "sqrt", "pow", "sin", "cos", "tan", "atan2", "hypot", "fmod",
        "log", "log2", "log10", "log1p", "exp", "exp2", "expm1", "asin", "acos", "atan", "sinh", "cosh", "tanh", "cbrt", "trunc", "fabs",
        "print", "debugPrint", "stride", "zip", "fatalError", "precondition", "assert", "NSLocalizedString", "os_log", "os_signpost",
        "srand48", "drand48", "lrand48", "mrand48", "NSSearchPathForDirectoriesInDomains", "swap", "lround", "lroundf", "roundf", "floorf",
        "ceilf", "sqrtf", "powf", "fabsf",
    ]).union(ScriptAPI.globalFunctions.keys)

    /// The `Sequence` methods a dictionary answers as a sequence of `(key, value)` pairs.
    static let dictionarySequenceMethods: Set<String> = [
        "map", "compactMap", "flatMap", "sorted", "forEach", "reduce", "contains", "allSatisfy", "first", "min", "max", "enumerated", "count",
    ]

    /// The `Sequence` methods a string answers as a collection of its characters.
    static let characterSequenceMethods: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "contains", "allSatisfy", "first", "last",
        "firstIndex", "lastIndex", "enumerated", "sorted", "min", "max", "count",
    ]

    /// Foundation's character sets scripts name (`trimmingCharacters(in: .whitespaces)`).
    static let characterSets: [String: CharacterSet] = [
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "punctuationCharacters": .punctuationCharacters, "decimalDigits": .decimalDigits, "letters": .letters,
        "alphanumerics": .alphanumerics, "symbols": .symbols, "urlQueryAllowed": .urlQueryAllowed, "urlPathAllowed": .urlPathAllowed,
        "urlHostAllowed": .urlHostAllowed, "urlFragmentAllowed": .urlFragmentAllowed, "urlUserAllowed": .urlUserAllowed,
        "urlPasswordAllowed": .urlPasswordAllowed,
    ]

    /// A character set given as `.whitespaces` or `CharacterSet(charactersIn: "#")`.
    static func characterSet(_ v: Value?) -> CharacterSet? {
        switch v {
        case .implicitMember(let name, nil)?: return characterSets[name]
        case .native(let set as CharacterSet)?: return set
        default: return nil
        }
    }

    static func staticNames(_ type: String) -> [String] { Array(ScriptAPI.statics[type]?.keys ?? [:].keys) }

    /// Xcode's generated asset symbols as static members: `Color.brand`, `ColorResource.brand`,
    /// `UIColor.brand`, `ShapeStyle.brand`, `ImageResource.hero` (see `AssetSymbols`). A catalog
    /// namespace is a nested type (`ColorResource.GrocyColors`) whose members are its sets.
    static func assetSymbol(_ type: String, _ name: String, _ ev: Evaluator) -> Value? {
        let (base, namespace) = assetNamespace(type)
        let key = namespace.isEmpty ? name : namespace + "." + name
        let symbols = ev.assetSymbols
        switch base {
        case "Color", "ShapeStyle": if let n = symbols.colors[key] { return .native(Color(n)) }
        case "UIColor": if let n = symbols.colors[key] { return .native(UIColor(Color(n))) }
        case "ColorResource": if let n = symbols.colors[key] { return .native(ColorResource(name: n)) }
        case "ImageResource": if let n = symbols.images[key] { return .native(ImageResource(name: n)) }
        default: return nil
        }
        return symbols.namespaces.contains(key) ? .type(.builtin(type + "." + name)) : nil
    }

    /// The generated asset symbols a type has (for implicit members and suggestions).
    static func assetSymbolNames(_ type: String, _ ev: Evaluator) -> [String] {
        let (base, namespace) = assetNamespace(type)
        let names: [String]
        switch base {
        case "Color", "ShapeStyle", "UIColor", "ColorResource": names = Array(ev.assetSymbols.colors.keys)
        case "ImageResource": names = Array(ev.assetSymbols.images.keys)
        default: return []
        }
        let prefix = namespace.isEmpty ? "" : namespace + "."
        return (names + ev.assetSymbols.namespaces).compactMap { key in
            guard key.hasPrefix(prefix) else { return nil }
            let rest = key.dropFirst(prefix.count)
            return rest.contains(".") ? nil : String(rest)
        }
    }

    /// `ColorResource.GrocyColors` → (`ColorResource`, `GrocyColors`); `Color` → (`Color`, "").
    private static func assetNamespace(_ type: String) -> (base: String, namespace: String) {
        guard let dot = type.firstIndex(of: ".") else { return (type, "") }
        return (String(type[..<dot]), String(type[type.index(after: dot)...]))
    }

    static func isModifier(_ name: String) -> Bool { ScriptAPI.modifiers[name] != nil }

    /// Whether a value is of a type Swift makes Hashable: numbers, strings, Booleans, collections of
    /// them, and Foundation's and Easel's Hashable values (`Date`, `UUID`, `Color`).
    static func isHashable(_ v: Value) -> Bool {
        switch v {
        case .int, .double, .bool, .string, .null, .range: return true
        case .array(let items): return items.allSatisfy(isHashable)
        case .dictionary(let pairs): return pairs.allSatisfy { isHashable($0.key) && isHashable($0.value) }
        case .native(let n): return n is AnyHashable || n is any Hashable
        default: return false
        }
    }

    /// Whether a value can be used as a view (for extension methods on View).
    static func isViewLike(_ v: Value, _ ev: Evaluator) -> Bool {
        switch v {
        case .native(let n):
            if case .other = ev.nativeKinds.kind(of: n) { return n is Children || n is GroupValue }
            return true
        case .instance(let i): return i.decl.isView || i.decl.isShape
        default: return false
        }
    }

    /// The name an extension uses for a native value's type (`_ShapeView` → View).
    static func extensionFamily(_ typeName: String) -> String {
        switch typeName {
        case "Rectangle", "Circle", "Capsule", "Ellipse", "RoundedRectangle", "DynamicShape", "Path", "AnyShape": return "Shape"
        default: return typeName
        }
    }

    /// The cases of SwiftUI's `CaseIterable` enums that Easel has, in their order.
    nonisolated(unsafe) static let caseIterables: [String: [Any]] = [
        "ColorScheme": ColorScheme.allCases, "ColorSchemeContrast": ColorSchemeContrast.allCases,
        "DynamicTypeSize": DynamicTypeSize.allCases, "ContentSizeCategory": ContentSizeCategory.allCases,
        "ControlSize": ControlSize.allCases, "Font.TextStyle": Font.TextStyle.allCases, "Image.Scale": Image.Scale.allCases,
        "Visibility": Visibility.allCases, "Edge": Edge.allCases, "HorizontalEdge": HorizontalEdge.allCases,
        "VerticalEdge": VerticalEdge.allCases, "Axis": Axis.allCases, "TextAlignment": TextAlignment.allCases,
    ]

    static func staticMember(_ type: String, _ name: String, _ ev: Evaluator, node: Syntax) throws -> Value {
        if let v = ScriptAPI.statics[type]?[name] {
            // Registered statics may be plain Swift numbers, strings and Booleans (asked by type,
            // so that a colour is not cast five times).
            switch ObjectIdentifier(Swift.type(of: v)) {
            case ObjectIdentifier(Double.self): return .double(v as! Double)
            case ObjectIdentifier(CGFloat.self): return .double(Double(v as! CGFloat))
            case ObjectIdentifier(Int.self): return .int(v as! Int)
            case ObjectIdentifier(String.self): return .string(v as! String)
            case ObjectIdentifier(Bool.self): return .bool(v as! Bool)
            default: return .native(v)
            }
        }
        if typeNames.contains("\(type).\(name)") { return .type(.builtin("\(type).\(name)")) }
        switch (type, name) {
        case ("CGFloat", _), ("Double", _), ("Float", _), ("Decimal", _):
            switch name {
            case "infinity": return .double(.infinity)
            case "pi": return .double(.pi)
            case "zero": return .double(0)
            case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
            case "leastNonzeroMagnitude": return .double(.leastNonzeroMagnitude)
            case "leastNormalMagnitude": return .double(.leastNormalMagnitude)
            case "ulpOfOne": return .double(.ulpOfOne)
            case "nan": return .double(.nan)
            default: break
            }
        case (_, "allCases") where caseIterables[type] != nil:
            // `ColorScheme.allCases`, `DynamicTypeSize.allCases`: SwiftUI's CaseIterable enums, in order.
            return .array(caseIterables[type]!.map { .native($0) })
        case ("Optional", "none"): return .null  // `Optional<Int>.none`
        case ("Int", "zero"): return .int(0)
        case ("Int", "max"): return .int(.max)
        case ("Int", "min"): return .int(.min)
        case (_, "max"), (_, "min"): if let v = IntegerTypes.bound(type, name) { return v }
        case ("Text", "TruncationMode"): return .type(.builtin("Text.TruncationMode"))
        default: break
        }
        if let v = assetSymbol(type, name, ev) { return v }
        let known = staticNames(type) + (ev.extensions[type].map { Array($0.staticVars.keys) } ?? []) + assetSymbolNames(type, ev)
        throw EvalError("type '\(type)' has no member '\(name)'" + Suggest.didYouMean(name, among: known), node)
    }

    static func callStatic(_ type: String, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value {
        // A nested type's initialiser: `Gradient.Stop(color:location:)`.
        if ScriptAPI.values["\(type).\(name)"] != nil || ScriptAPI.views["\(type).\(name)"] != nil {
            return try construct("\(type).\(name)", args, ev, node: node)
        }
        guard let f = ScriptAPI.staticFunctions["\(type).\(name)"] else {
            let known = ScriptAPI.staticFunctions.values.filter { $0.type == type }.map(\.name) + staticNames(type)
            throw EvalError("type '\(type)' has no function '\(name)'" + Suggest.didYouMean(name, among: known), node)
        }
        var r = ArgReader(args, "\(type).\(name)", ev, node: node, known: f.labels)
        let v = try f.call(&r, ev)
        try r.finish()
        return v
    }

    static func callFunction(_ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value {
        let vs = args.items.map(\.value)
        func num(_ i: Int) throws -> Double {
            guard i < vs.count, let d = Conversions.double(vs[i]) else { throw EvalError("'\(name)' expects numbers", node) }
            return d
        }
        if TaskGroups.functionNames.contains(name) { return try TaskGroups.call(name, args, ev, node: node) }
        if let v = try ScriptAPI.callGlobalFunction(name, args, ev, node: node) { return v }
        switch name {
        case "min", "max":
            guard !vs.isEmpty else { throw EvalError("'\(name)' needs arguments", node) }
            // Swift's `min(x, y)` keeps the first of equal values and `max(x, y)` the last.
            var best = vs[0]
            for x in vs.dropFirst() {
                let less = try ev.isLess(x, best, node: node)
                if name == "min" ? less : !less { best = x }
            }
            if vs.contains(where: {
                if case .double = $0 { return true }; return false
            }), let d = Conversions.double(best) {
                return .double(d)
            }
            return best
        case "abs":
            if case .int(let i)? = vs.first {
                // Swift traps on the one Int without a positive counterpart.
                guard i != .min else { throw EvalError("arithmetic overflow: abs(\(i))", node) }
                return .int(abs(i))
            }
            return .double(abs(try num(0)))
        case "round", "roundf": return .double((try num(0)).rounded())
        case "floor", "floorf": return .double(Foundation.floor(try num(0)))
        case "ceil", "ceilf": return .double(Foundation.ceil(try num(0)))
        case "sqrt", "sqrtf": return .double((try num(0)).squareRoot())
        case "pow", "powf": return .double(Foundation.pow(try num(0), try num(1)))
        case "lround", "lroundf":
            // C's rounding to the nearest whole number, halves away from zero, as an Int.
            let x = (try num(0)).rounded()
            guard x.isFinite, abs(x) < 9.2e18 else { throw EvalError("\(name)(_:) of \(try num(0)) does not fit an Int", node) }
            return .int(Int(x))
        case "sin": return .double(Foundation.sin(try num(0)))
        case "cos": return .double(Foundation.cos(try num(0)))
        case "tan": return .double(Foundation.tan(try num(0)))
        case "atan2": return .double(Foundation.atan2(try num(0), try num(1)))
        case "swap":
            // `swap(&a, &b)`: each `&` argument takes the other's value (written back by the caller).
            guard vs.count == 2 else { throw EvalError("swap(_:_:) takes two arguments", node) }
            return .native(InOutResult(result: .void, writes: [0: vs[1], 1: vs[0]]))
        case "hypot": return .double(Foundation.hypot(try num(0), try num(1)))
        case "fmod": return .double(Foundation.fmod(try num(0), try num(1)))
        case "log": return .double(Foundation.log(try num(0)))
        case "log2": return .double(Foundation.log2(try num(0)))
        case "log10": return .double(Foundation.log10(try num(0)))
        case "log1p": return .double(Foundation.log1p(try num(0)))
        case "exp": return .double(Foundation.exp(try num(0)))
        case "exp2": return .double(Foundation.exp2(try num(0)))
        case "expm1": return .double(Foundation.expm1(try num(0)))
        case "asin": return .double(Foundation.asin(try num(0)))
        case "acos": return .double(Foundation.acos(try num(0)))
        case "atan": return .double(Foundation.atan(try num(0)))
        case "sinh": return .double(Foundation.sinh(try num(0)))
        case "cosh": return .double(Foundation.cosh(try num(0)))
        case "tanh": return .double(Foundation.tanh(try num(0)))
        case "cbrt": return .double(Foundation.cbrt(try num(0)))
        case "trunc": return .double(Foundation.trunc(try num(0)))
        case "fabs", "fabsf": return .double(Foundation.fabs(try num(0)))
        case "type":
            // `type(of: value)`: the value's type, as `Foo.self` gives it.
            guard args.items.count == 1, args.items[0].label == "of" else { throw EvalError("type(of:) takes one value", node) }
            switch vs[0] {
            case .instance(let i): return .type(.user(i.decl))
            case .enumCase(let t, _, _): return ev.typeDecl(t).map { .type(.user($0)) } ?? .type(.builtin(t))
            default: return .type(.builtin(vs[0].typeName))
            }
        // `os_log(…)`, `os_signpost(.begin, log: …, name: …)`: the log is not part of the picture.
        case "print", "debugPrint", "assert", "precondition", "os_log", "os_signpost": return .void
        case "srand48":
            guard vs.count == 1, case .int(let seed) = vs[0] else { throw EvalError("srand48 expects one Int seed", node) }
            ev.rand48.seed(seed)
            return .void
        case "drand48": return .double(ev.rand48.nextDouble())
        case "lrand48": return .int(ev.rand48.nextNonNegative())
        case "mrand48": return .int(ev.rand48.nextSigned())
        case "NSLocalizedString": return try LocalizedStrings.nsLocalizedString(args, ev, node: node)
        // `NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)`: the
        // app's folder's path, as `FileManager.urls(for:in:)` finds it.
        case "NSSearchPathForDirectoriesInDomains":
            guard case .implicitMember(let folder, nil)? = args.items.first?.value else {
                throw EvalError("NSSearchPathForDirectoriesInDomains needs a directory such as .documentDirectory", node)
            }
            return .array(ScriptFoundation.AppSandbox.url(folder).map { [.string($0.path)] } ?? [])
        case "fatalError": throw EvalError("fatalError(\(vs.first?.description ?? ""))", node)
        case "stride":
            var r = ArgReader(args, "stride", ev, node: node)
            guard let from = r.named("from"), let by = r.named("by") else { throw r.missing("'from:' and 'by:'") }
            let through = r.named("through"), to = r.named("to")
            guard let endArg = through ?? to else { throw r.missing("'to:' or 'through:'") }
            let isInt: Bool = {
                if case .int = from.value, case .int = by.value, case .int = endArg.value { return true }; return false
            }()
            guard let a = Conversions.double(from.value), let step = Conversions.double(by.value), let end = Conversions.double(endArg.value), step != 0 else {
                throw EvalError("stride needs numbers and a non-zero step", node)
            }
            var out: [Value] = []
            var x = a
            while step > 0 ? (through != nil ? x <= end : x < end) : (through != nil ? x >= end : x > end) {
                out.append(isInt ? .int(Int(x)) : .double(x))
                x += step
                if out.count > 1_000_000 { throw EvalError("stride produces more than 1,000,000 values", node) }
            }
            return .native(StrideValue(values: out))
        case "zip":
            guard vs.count == 2 else { throw EvalError("zip needs two sequences", node) }
            let n = node ?? Syntax(TokenSyntax.identifier("zip"))
            // `zip(names, 1...)`: a range without an end counts on as far as the other sequence goes.
            func openStart(_ v: Value) -> Int? {
                guard case .native(let r as PartialRange) = v, r.upper == nil, let l = r.lower, l == l.rounded(), abs(l) < 1e15 else { return nil }
                return Int(l)
            }
            let first = openStart(vs[0]), second = openStart(vs[1])
            if first != nil && second != nil { throw EvalError("zip of two ranges without an end never ends", node) }
            let a = try first == nil ? ev.elements(of: vs[0], node: n) : []
            let b = try second == nil ? ev.elements(of: vs[1], node: n) : []
            let left = first.map { s in b.indices.map { .int(s + $0) } } ?? a
            let right = second.map { s in a.indices.map { .int(s + $0) } } ?? b
            return .array(zip(left, right).map { .tuple([$0, $1], labels: [nil, nil]) })
        default:
            throw EvalError("unknown function '\(name)'", node)
        }
    }

    /// Foundation's and the standard library's names for number types (`TimeInterval(seconds)`).
    static let numberAliases = ["TimeInterval": "Double", "Float64": "Double", "Float32": "Float", "CLLocationDegrees": "Double"]

    static func construct(_ type: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value {
        if let v = try ScriptAPI.makeView(type, args, ev, node: node) { return v }
        if let v = try ScriptAPI.makeValue(type, args, ev, node: node) { return v }
        if let alias = numberAliases[type] { return try construct(alias, args, ev, node: node) }
        // `.redacted(reason: isPlaceholder ? .placeholder : .init())`: an option set made empty.
        if args.items.isEmpty, let kind = OptionSetKind.all.first(where: { $0.typeName == type }) { return .native(kind.empty) }
        throw EvalError("'\(type)' cannot be constructed in a script", node)
    }

    /// The count `prefix(_:)`, `suffix(_:)`, `dropFirst(_:)` and `dropLast(_:)` take: not negative
    /// (Swift traps on a negative one).
    static func elementCount(_ v: Value, _ name: String, node: Syntax?) throws -> Int {
        let n = try Conversions.int(v, node: node)
        guard n >= 0 else { throw EvalError("\(name)(\(n)): a count must not be negative", node) }
        return n
    }

    /// Properties of values (`proxy.size`, `size.width`, `items.count`).
    static func member(of base: Value, _ name: String, _ ev: Evaluator, node: Syntax, orNil: Bool) throws -> Value? {
        switch base {
        case .null: return .null  // optional chaining
        case .native(let p as GeometryProxy):
            if name == "size" { return .native(p.size) }
            if name == "safeAreaInsets" { return .native(p.safeAreaInsets) }
        case .native(let s as CGSize):
            if name == "width" { return .double(Double(s.width)) }
            if name == "height" { return .double(Double(s.height)) }
            if name == "description" || name == "debugDescription" { return .string(Value.printed(s)) }
        case .native(let p as CGPoint):
            if name == "x" { return .double(Double(p.x)) }
            if name == "y" { return .double(Double(p.y)) }
            if name == "description" || name == "debugDescription" { return .string(Value.printed(p)) }
        case .native(let r as CGRect) where name == "description" || name == "debugDescription":
            return .string(Value.printed(r))
        case .native(let r as CGRect):
            let m: [String: CGFloat] = [
                "width": r.width, "height": r.height, "minX": r.minX, "midX": r.midX, "maxX": r.maxX,
                "minY": r.minY, "midY": r.midY, "maxY": r.maxY,
            ]
            if let v = m[name] { return .double(Double(v)) }
            if name == "size" { return .native(r.size) }
            if name == "origin" { return .native(r.origin) }
        case .native(let c as ControlGroupStyleConfiguration):
            if name == "content" { return .native(c.content) }
            if name == "label" { return .native(c.label) }
        case .native(let c as LabelStyleConfiguration):
            if name == "title" { return .native(c.title) }
            if name == "icon" { return .native(c.icon) }
        case .native(let c as Color) where name == "description":
            return .string(c.description)
        // A `Color` stands for a `UIColor` and a `CGColor` too: `UIColor(color).cgColor.components`
        // are its sRGB components and opacity, resolved in the default (light) environment.
        case .native(is Color) where name == "cgColor":
            return base
        case .native(is Color) where name == "numberOfComponents":
            return .int(4)
        case .native(let c as Color) where name == "components":
            let v = c.resolvedValue(in: EnvironmentValues())
            return .array([.double(v.red), .double(v.green), .double(v.blue), .double(v.opacity)])
        case .native(let c as ProgressViewStyleConfiguration):
            if name == "fractionCompleted" { return c.fractionCompleted.map { .double($0) } ?? .null }
            if name == "label" { return c.label.map { .native($0) } ?? .null }
            if name == "currentValueLabel" { return c.currentValueLabel.map { .native($0) } ?? .null }
        case .native(let c as GaugeStyleConfiguration):
            switch name {
            case "value": return .double(c.value)
            case "label": return .native(c.label)
            case "currentValueLabel": return c.currentValueLabel.map { .native($0) } ?? .null
            case "minimumValueLabel": return c.minimumValueLabel.map { .native($0) } ?? .null
            case "maximumValueLabel": return c.maximumValueLabel.map { .native($0) } ?? .null
            case "markedValueLabels": return .native(c.markedValueLabels)
            default: break
            }
        case .native(let g as GridItem):
            if name == "spacing" { return g.spacing.map { .double(Double($0)) } ?? .null }
            if name == "alignment" { return g.alignment.map { .native($0) } ?? .null }
            if name == "size" { return .native(g.size) }
        case .native(let g as ScrollGeometry):
            switch name {
            case "contentOffset": return .native(g.contentOffset)
            case "contentSize": return .native(g.contentSize)
            case "contentInsets": return .native(g.contentInsets)
            case "containerSize": return .native(g.containerSize)
            case "visibleRect": return .native(g.visibleRect)
            case "bounds": return .native(g.bounds)
            default: break
            }
        case .native(let d as ViewDimensions):
            if name == "width" { return .double(Double(d.width)) }
            if name == "height" { return .double(Double(d.height)) }
        case .native(let s as DynamicTypeSize):
            if name == "isAccessibilitySize" { return .bool(s.isAccessibilitySize) }
        case .native(let m as EditMode):
            if name == "isEditing" { return .bool(m.isEditing) }
        case .native(let c as ContentSizeCategory):
            if name == "isAccessibilityCategory" { return .bool(c.isAccessibilityCategory) }
        case .native(let a as Alignment):
            if name == "horizontal" { return .native(a.horizontal) }
            if name == "vertical" { return .native(a.vertical) }
        case .native(let e as EdgeInsets):
            let m: [String: CGFloat] = ["top": e.top, "leading": e.leading, "bottom": e.bottom, "trailing": e.trailing]
            if let v = m[name] { return .double(Double(v)) }
        case .native(let u as UIImage):
            if name == "size" { return .native(u.size) }
            if name == "scale" { return .double(Double(u.scale)) }
        case .bool(let b):
            if name == "description" { return .string(b.description) }
        case .int(let i):
            if name == "description" { return .string(String(i)) }
            if name == "magnitude" { return .int(i.magnitude > UInt(Int.max) ? Int.max : Int(i.magnitude)) }
            if name == "isZero" { return .bool(i == 0) }
        case .double(let d):
            switch name {
            case "description": return .string(String(d))
            case "isZero": return .bool(d.isZero)
            case "isNaN": return .bool(d.isNaN)
            case "isFinite": return .bool(d.isFinite)
            case "isInfinite": return .bool(d.isInfinite)
            case "magnitude": return .double(d.magnitude)
            default: break
            }
        case .string(let s):
            switch name {
            case "count": return .int(s.count)
            case "capitalized": return .string(s.capitalized)
            case "localizedCapitalized": return .string(s.capitalized(with: ev.deviceLocale))
            case "localizedUppercase": return .string(s.uppercased(with: ev.deviceLocale))
            case "localizedLowercase": return .string(s.lowercased(with: ev.deviceLocale))
            case "removingPercentEncoding": return s.removingPercentEncoding.map { .string($0) } ?? .null
            case "isEmpty": return .bool(s.isEmpty)
            case "first": return s.first.map { .string(String($0)) } ?? .null
            case "last": return s.last.map { .string(String($0)) } ?? .null
            case "description": return base
            // A `String.Index` is the count of characters before it, which `text[i]` reads.
            case "startIndex": return .int(0)
            case "endIndex": return .int(s.count)
            // `text.utf8`: its bytes (`Data(text.utf8)`, `text.utf8.count`).
            case "utf8": return .array(s.utf8.map { .int(Int($0)) })
            case "utf16": return .array(s.utf16.map { .int(Int($0)) })
            // `NSString.length`: its UTF-16 units (a script's strings stand for NSStrings too).
            case "length": return .int(s.utf16.count)
            // Scalars, like characters, are kept as strings of one.
            case "unicodeScalars": return .array(s.unicodeScalars.map { .string(String(Character($0))) })
            case "indices": return .range(lower: 0, upper: s.count, closed: false)
            default:
                // A `Character`'s properties, on a one-character string (`name.first?.isLetter`);
                // a one-scalar string is also a `Unicode.Scalar` (`scalar.value`).
                if s.count == 1, let v = Self.characterProperty(Character(s), name) { return v }
            }
        case .array(let a):
            switch name {
            // An NSSet's or NSOrderedSet's objects (a to-many relationship is an array here).
            case "allObjects", "array": return base
            case "anyObject": return a.first ?? .null
            case "count": return .int(a.count)
            case "isEmpty": return .bool(a.isEmpty)
            case "first": return a.first ?? .null
            case "last": return a.last ?? .null
            case "indices": return .range(lower: 0, upper: a.count, closed: false)
            case "lazy": return base  // `items.lazy.filter { … }`: evaluated eagerly, the same values
            case "description": return .string(try ev.describing(base, node: node))
            // A `SIMD2<Double>` / `SIMD3` / `SIMD4` written as an array literal (`position = [0.5, 0]`):
            // its lanes by name.
            case "x", "y", "z", "w":
                let lane = ["x": 0, "y": 1, "z": 2, "w": 3][name]!
                guard (2...4).contains(a.count), lane < a.count, a.allSatisfy({ Conversions.double($0) != nil }) else { break }
                return a[lane]
            default: break
            }
        case .range(let l, let u, let closed):
            switch name {
            case "count": return .int(u - l)
            case "lowerBound": return .int(l)
            case "upperBound": return .int(closed ? u - 1 : u)
            case "lazy": return base  // `(1...100).lazy.map { … }`: evaluated eagerly, the same values
            case "isEmpty": return .bool(u <= l)
            default: break
            }
        case .dictionary(let d):
            switch name {
            case "count": return .int(d.count)
            case "isEmpty": return .bool(d.isEmpty)
            case "keys": return .array(d.map(\.key))
            case "values": return .array(d.map(\.value))
            // An element, `(key:, value:)`: the first in the order the script's dictionary keeps
            // (Swift's order is unspecified, and differs between runs).
            case "first": return d.first.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) } ?? .null
            case "description": return .string(try ev.describing(base, node: node))
            default: break
            }
        case .tuple(let vs, let labels):
            if let i = labels.firstIndex(of: name) { return vs[i] }
            if let i = Int(name), i < vs.count { return vs[i] }
        case .native(let s as StrideValue):
            return try member(of: .array(s.values), name, ev, node: node, orNil: orNil)
        case .native(let r as DoubleRange):
            if name == "lowerBound" { return .double(r.lower) }
            if name == "upperBound" { return .double(r.upper) }
        case .native(let r as ComparableRange):
            if name == "lowerBound", let l = r.lower { return l }
            if name == "upperBound", let u = r.upper { return u }
        case .native(let st as StrokeStyle):
            // `config.strokeStyle.lineWidth`: a stroke style's parts.
            switch name {
            case "lineWidth": return .double(Double(st.lineWidth))
            case "miterLimit": return .double(Double(st.miterLimit))
            case "dashPhase": return .double(Double(st.dashPhase))
            case "dash": return .array(st.dash.map { .double(Double($0)) })
            case "lineCap": return .native(st.lineCap)
            case "lineJoin": return .native(st.lineJoin)
            default: break
            }
        case .native(let c as Color) where name == "gradient":
            return .native(c.gradient)
        case .native(let t as Transaction) where name == "disablesAnimations":
            return .bool(t.disablesAnimations)
        case .native(let s as any ShapeStyle) where ["secondary", "tertiary", "quaternary", "quinary"].contains(name):
            // `Color.blue.secondary`: a level of the style.
            func level<S: ShapeStyle>(_ s: S) -> Value {
                switch name {
                case "secondary": return .native(s.secondary)
                case "tertiary": return .native(s.tertiary)
                case "quaternary": return .native(s.quaternary)
                default: return .native(s.quinary)
                }
            }
            return level(s)
        case .implicitMember, .native, .bool:
            if let v = Symbols.member(of: base, name) { return v }
        case .closure where name == "callAsFunction":
            // `Button("Done", action: dismiss.callAsFunction)`: a function (an environment action
            // such as `dismiss` is one here) is its own `callAsFunction`.
            return base
        default: break
        }
        if let v = customMember(base, name, ev) { return v }
        if let v = ScriptAPI.member(of: base, name) { return v }
        // A member of an appearance proxy's setting (`tabs.stackedLayoutAppearance.selected`):
        // another setting nothing reads.
        if case .native(let inert as InertValue) = base {
            if let set = inert.settings.values[name] { return set }
            return .native(InertValue(typeName: inert.typeName + "." + name))
        }
        // `ForEach(dates, id: \.hashValue)`: numbers, strings, dates and the other Hashable values.
        if name == "hashValue", Self.isHashable(base) { return .int(base.stableHashValue) }
        if orNil { return nil }
        if isViewLike(base, ev) {
            throw EvalError("value of type '\(base.typeName)' has no member '\(name)'" + Suggest.didYouMean(name, among: Array(ScriptAPI.modifiers.keys)), node)
        }
        throw EvalError("value of type '\(base.typeName)' has no member '\(name)'", node)
    }

    /// Methods of values, then view modifiers.
    static func callMethod(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value {
        if case .native(is InertValue) = base { return base }
        if case .native(let e as any VisualEffect) = base { return .native(try VisualEffects.adding(name, args, to: e, ev, node: node)) }
        if case .native = base, let v = try ScriptAPI.callMethod(base, name, args, ev, node: node) { return v }
        let vs = args.items.map(\.value)
        let n = node ?? Syntax(TokenSyntax.identifier(name))
        // `contains(where:)`, `firstIndex { … }`: a predicate by label or as a trailing closure, not an element.
        var takesPredicate: Bool { args.items.first.map { $0.label == "where" || $0.isTrailing } ?? false }
        func fn(_ i: Int = 0) throws -> Value {
            guard i < vs.count else { throw EvalError("'\(name)' needs a closure", node) }
            return vs[i]
        }
        func call(_ f: Value, _ xs: Value...) throws -> Value {
            try ev.callValue(f, Args(xs.map { Arg(label: nil, value: $0) }), node: node)
        }
        // `birds.firstIndex(of: .hummingbird)`: an implicit member of the elements' type.
        func element(_ x: Value, of a: [Value]) -> Value {
            guard x.isImplicitMember, let typed = a.first(where: { !$0.isImplicitMember }) else { return x }
            return ev.resolveImplicit(x, like: typed)
        }
        if case .dictionary(let d) = base, name == "merging", vs.count == 2 {
            return .dictionary(try merged(d, vs[0], vs[1], ev, node: node))
        }
        // `images.index(forKey: name)`: a dictionary's index is the entry's position here, which
        // its `keys` and `values` take as a subscript (`images.values[index]`).
        if name == "index", case .dictionary(let d) = base, args.items.count == 1, args.items[0].label == "forKey" {
            return d.firstIndex { $0.key == vs[0] }.map { .int($0) } ?? .null
        }
        if name == "index" || name == "distance", case .array(let a) = base { return try indexArithmetic(name, count: a.count, of: "array", args, node: node) }
        if name == "makeIterator", args.items.isEmpty, let it = try SequenceIterators.make(base, node: node) { return it }
        // Sequences.
        var seq: [Value]?
        switch base {
        case .array(let a): seq = a
        case .range(let l, let u, _)
        where ["map", "filter", "reduce", "contains", "reversed", "compactMap", "forEach", "first", "allSatisfy", "sorted", "enumerated", "count"].contains(
            name):
            guard u - l <= 1_000_000 else { throw EvalError("range too large", node) }
            seq = (l..<u).map { .int($0) }
        // A string is a collection of characters (each a one-character string here): `filter`
        // gives a string back, the others what an array of characters gives.
        case .string(let s) where Self.characterSequenceMethods.contains(name) && (takesPredicate || !["contains", "first"].contains(name)):
            let characters = s.map { Value.string(String($0)) }
            if name == "filter" {
                let f = try fn()
                return .string(try characters.filter { try Conversions.bool(call(f, $0), node: node) }.map(\.description).joined())
            }
            seq = characters
        case .native(let s as StrideValue): seq = s.values
        case .native(let s as LayoutSubviews): seq = s.map { .native($0) }
        case .dictionary(let d) where name == "filter":
            // A dictionary's `filter` keeps it a dictionary.
            let f = try fn()
            return .dictionary(
                try d.filter {
                    try Conversions.bool(call(f, .tuple([$0.key, $0.value], labels: ["key", "value"])), node: node)
                })
        case .dictionary(let d) where name == "mapValues" || name == "compactMapValues":
            let f = try fn()
            var out: [(key: Value, value: Value)] = []
            for (k, v) in d {
                let mapped = try call(f, v)
                if name == "compactMapValues", case .null = mapped { continue }
                out.append((k, mapped))
            }
            return .dictionary(out)
        case .dictionary(let d) where Self.dictionarySequenceMethods.contains(name) && (takesPredicate || !["contains", "first"].contains(name)):
            seq = d.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) }
        default: break
        }
        if let a = seq {
            switch name {
            case "map": let f = try fn(); return .array(try a.map { try call(f, $0) })
            case "compactMap":
                let f = try fn();
                return .array(
                    try a.map { try call(f, $0) }.filter {
                        if case .null = $0 { return false }; return true
                    })
            case "flatMap":
                let f = try fn();
                return .array(
                    try a.flatMap { x -> [Value] in
                        if case .array(let y) = try call(f, x) { return y }; return []
                    })
            case "filter": let f = try fn(); return .array(try a.filter { try Conversions.bool(call(f, $0), node: node) })
            case "forEach": let f = try fn(); for x in a { _ = try call(f, x) }; return .void
            case "reduce":
                guard vs.count == 2 else { throw EvalError("reduce needs an initial value and a closure", node) }
                var acc = vs[0]
                // `reduce(into: .empty)` returning an `OrderSummary`: the result's expected type names
                // the implicit member.
                if acc.isImplicitMember, let expected = ev.returnContext { acc = try ev.coerce(acc, to: expected, node: args.items[0].node) }
                if args.items[0].label == "into" {
                    // `reduce(into: [:]) { $0[$1.kind, default: 0] += 1 }`: the closure changes
                    // the accumulator in place.
                    for x in a { acc = try ev.callUpdatingFirst(vs[1], Args([Arg(label: nil, value: acc), Arg(label: nil, value: x)]), node: node) }
                    return acc
                }
                for x in a { acc = try call(vs[1], acc, x) }
                return acc
            case "contains":
                if takesPredicate { let f = try fn(); return .bool(try a.contains { try Conversions.bool(call(f, $0), node: node) }) }
                return .bool(a.contains(element(try fn(), of: a)))
            case "allSatisfy": let f = try fn(); return .bool(try a.allSatisfy { try Conversions.bool(call(f, $0), node: node) })
            // Swift 6's `count(where:)`.
            case "count" where takesPredicate:
                let f = try fn(); return .int(try a.reduce(0) { try Conversions.bool(call(f, $1), node: node) ? $0 + 1 : $0 })
            case "first":
                let f = try fn(); return try a.first { try Conversions.bool(call(f, $0), node: node) } ?? .null
            case "firstIndex":
                if takesPredicate {
                    let f = try fn(); return try a.firstIndex { try Conversions.bool(call(f, $0), node: node) }.map { .int($0) } ?? .null
                }
                let x = element(try fn(), of: a); return a.firstIndex(of: x).map { .int($0) } ?? .null
            case "lastIndex":
                if takesPredicate {
                    let f = try fn(); return try a.lastIndex { try Conversions.bool(call(f, $0), node: node) }.map { .int($0) } ?? .null
                }
                let x = element(try fn(), of: a); return a.lastIndex(of: x).map { .int($0) } ?? .null
            case "last" where takesPredicate:
                let f = try fn(); return try a.last { try Conversions.bool(call(f, $0), node: node) } ?? .null
            case "split"
            where {
                if case .array = base { return true }; return false
            }():
                // `split(separator: 0)`, `split { $0 % 3 == 0 }`: the runs between separators.
                let omitting = try args.items.first { $0.label == "omittingEmptySubsequences" }.map { try Conversions.bool($0.value, node: $0.node) } ?? true
                let separator = args.items.first { $0.label == "separator" }?.value
                let test = args.items.first { $0.label == "whereSeparator" || $0.isTrailing }?.value
                guard separator != nil || test != nil else { throw EvalError("split needs 'separator:' or 'whereSeparator:'", node) }
                let runs = try a.split(omittingEmptySubsequences: omitting) { x in
                    if let separator { return x == separator }
                    return try Conversions.bool(call(test!, x), node: node)
                }
                return .array(runs.map { .array(Array($0)) })
            case "sorted": return .array(try sortedElements(a, by: vs.first, ev, node: node))
            case "reversed": return .array(a.reversed())
            case "enumerated": return .array(a.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
            case "joined":
                // `[[1, 2], [3]].joined()`: the arrays' elements in one sequence (with `separator:`'s between).
                if !a.isEmpty, a.allSatisfy({ if case .array = $0 { true } else { false } }) {
                    let sep = try args.items.first { $0.label == "separator" }.map { try ev.elements(of: $0.value, node: n) } ?? []
                    var out: [Value] = []
                    for (k, x) in a.enumerated() {
                        if k > 0 { out += sep }
                        if case .array(let items) = x { out += items }
                    }
                    return .array(out)
                }
                let sep = try args.items.first { $0.label == "separator" }.map { try Conversions.string($0.value, node: $0.node) } ?? ""
                return .string(a.map(\.description).joined(separator: sep))
            case "prefix" where args.items.first?.label == "while" || args.items.first?.isTrailing == true:
                let f = try fn()
                var out: [Value] = []
                for x in a {
                    guard try Conversions.bool(call(f, x), node: node) else { break }
                    out.append(x)
                }
                return .array(out)
            case "drop" where args.items.first?.label == "while" || args.items.first?.isTrailing == true:
                let f = try fn()
                var start = 0
                while start < a.count, try Conversions.bool(call(f, a[start]), node: node) { start += 1 }
                return .array(Array(a[start...]))
            case "prefix": return .array(Array(a.prefix(try Self.elementCount(fn(), name, node: node))))
            case "suffix": return .array(Array(a.suffix(try Self.elementCount(fn(), name, node: node))))
            case "dropFirst": return .array(Array(a.dropFirst(vs.isEmpty ? 1 : try Self.elementCount(vs[0], name, node: node))))
            case "dropLast": return .array(Array(a.dropLast(vs.isEmpty ? 1 : try Self.elementCount(vs[0], name, node: node))))
            case "min", "max":
                // A sequence's `min()`/`max()` (or `max(by:)`): the first of equal extremes, nil when empty.
                let less: (Value, Value) throws -> Bool =
                    if let f = vs.first { { try Conversions.bool(call(f, $0, $1), node: node) } } else { { try ev.isLess($0, $1, node: node) } }
                guard var best = a.first else { return .null }
                for x in a.dropFirst() where try name == "min" ? less(x, best) : less(best, x) { best = x }
                return best
            case "union", "subtracting", "intersection", "symmetricDifference":
                return try Evaluator.setOperation(name, a, try ev.elements(of: fn(), node: n))
            case "isSubset", "isSuperset", "isDisjoint":
                let other = try ev.elements(of: fn(), node: n)
                switch name {
                case "isSubset": return .bool(a.allSatisfy(other.contains))
                case "isSuperset": return .bool(other.allSatisfy(a.contains))
                default: return .bool(!a.contains(where: other.contains))
                }
            default: break
            }
        }
        switch base {
        case .range(let l, let u, _) where name == "contains":
            guard case .int(let i)? = vs.first else { return .bool(false) }
            return .bool(i >= l && i < u)
        case .native(let r as DoubleRange) where name == "contains":
            return .bool(Conversions.double(vs.first ?? .null).map(r.contains) ?? false)
        case .native(let r as ComparableRange) where name == "contains":
            guard let x = vs.first else { break }
            let above = try r.lower.map { try Conversions.bool(Operators.binary("<=", $0, x, node: n), node: n) } ?? true
            let below = try r.upper.map { try Conversions.bool(Operators.binary(r.closed ? "<=" : "<", x, $0, node: n), node: n) } ?? true
            return .bool(above && below)
        case .string(let s):
            switch name {
            case "size" where args.items.first?.label == "withAttributes": return try UIFontValues.textSize(s, args, node: node)
            case "boundingRect" where args.items.first?.label == "with": return try UIFontValues.boundingRect(s, args, ev, node: node)
            case "index", "distance": return try Self.indexArithmetic(name, count: s.count, of: "string", args, node: node)
            case "uppercased": return .string(s.uppercased())
            case "appending": return .string(s + (try Conversions.string(fn(), node: node)))
            case "lowercased": return .string(s.lowercased())
            case "capitalized": return .string(s.capitalized)
            case "removingPercentEncoding": return s.removingPercentEncoding.map { .string($0) } ?? .null
            case "hasPrefix": return .bool(s.hasPrefix(try Conversions.string(fn(), node: node)))
            case "starts" where args.items.first?.label == "with": return .bool(s.hasPrefix(try Conversions.string(fn(), node: node)))
            case "hasSuffix": return .bool(s.hasSuffix(try Conversions.string(fn(), node: node)))
            case "contains": return .bool(s.contains(try Conversions.string(fn(), node: node)))
            // Foundation's localized searches and comparisons (a list's search filter, a
            // SortDescriptor), in the device's locale rather than the machine's.
            case "localizedStandardContains", "localizedCaseInsensitiveContains":
                let other = try Conversions.string(fn(), node: node)
                let options: String.CompareOptions = name == "localizedStandardContains" ? [.caseInsensitive, .diacriticInsensitive] : [.caseInsensitive]
                return .bool(s.range(of: other, options: options, locale: ev.deviceLocale) != nil)
            case "localizedStandardCompare", "localizedCompare", "localizedCaseInsensitiveCompare", "caseInsensitiveCompare", "compare":
                let other = try Conversions.string(fn(), node: node)
                var options: String.CompareOptions =
                    switch name {
                    case "localizedStandardCompare": [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering]
                    case "localizedCompare", "compare": []
                    default: [.caseInsensitive]
                    }
                if name == "compare", let o = args.items.first(where: { $0.label == "options" }) {
                    options = try Self.compareOptions(o.value, node: o.node)
                }
                let locale = ["caseInsensitiveCompare", "compare"].contains(name) ? nil : ev.deviceLocale
                let r = s.compare(other, options: options, range: nil, locale: locale)
                return FoundationValues.comparison(r)
            case "split":
                // `split(separator:maxSplits:omittingEmptySubsequences:)` and
                // `split(whereSeparator:)` with a closure or a key path (`\.isNewline`).
                let maxSplits = try args.items.first { $0.label == "maxSplits" }.map { try Conversions.int($0.value, node: $0.node) } ?? Int.max
                let omitting = try args.items.first { $0.label == "omittingEmptySubsequences" }.map { try Conversions.bool($0.value, node: $0.node) } ?? true
                guard maxSplits >= 0 else { throw EvalError("maxSplits must not be negative", node) }
                let pieces: [Substring]
                if let test = args.items.first(where: { $0.label == "whereSeparator" || $0.isTrailing }) {
                    pieces = try s.split(maxSplits: maxSplits, omittingEmptySubsequences: omitting) {
                        try Conversions.bool(call(test.value, .string(String($0))), node: test.node)
                    }
                } else {
                    let sep = try Conversions.string(fn(), node: node)
                    guard !sep.isEmpty else { throw EvalError("split(separator:) needs a separator that is not empty", node) }
                    // A longer separator splits at each occurrence of it, as a collection separator does.
                    pieces =
                        sep.count == 1
                        ? s.split(separator: Character(sep), maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                        : s.split(separator: sep, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                }
                return .array(pieces.map { .string(String($0)) })
            case "components":
                // `components(separatedBy: .whitespacesAndNewlines)`: split at every character of the set.
                let separator = try fn()
                if case .implicitMember(let n, nil) = separator, let set = Builtins.characterSets[n] {
                    return .array(s.components(separatedBy: set).map { .string($0) })
                }
                if case .native(let set as CharacterSet) = separator { return .array(s.components(separatedBy: set).map { .string($0) }) }
                return .array(s.components(separatedBy: try Conversions.string(separator, node: node)).map { .string($0) })
            case "range":
                // `s.range(of: "%@")`: the first match as a range of character offsets (Easel's
                // string indices), or nil.
                guard args.items.first?.label == "of" else { break }
                let other = try Conversions.string(fn(), node: node)
                guard let r = s.range(of: other) else { return .null }
                let lo = s.distance(from: s.startIndex, to: r.lowerBound)
                return .range(lower: lo, upper: lo + s[r].count, closed: false)
            // `name.replacing(" ", with: "")` (Swift 5.7's, for a string to find).
            case "replacing" where vs.count == 2 && args.items[1].label == "with":
                guard case .string(let target) = vs[0] else { break }
                return .string(s.replacing(target, with: try Conversions.string(vs[1], node: node)))
            case "replacingOccurrences":
                guard vs.count >= 2 else { break }
                // `options:` (`.caseInsensitive`, `NSString.CompareOptions.literal`); `range: nil` is the whole string.
                let options = try args.items.first { $0.label == "options" }.map { try compareOptions($0.value, node: node) } ?? []
                if let range = args.items.first(where: { $0.label == "range" }), !range.value.isNone {
                    throw EvalError("replacingOccurrences(of:with:options:range:) takes only range: nil here", node)
                }
                return .string(
                    s.replacingOccurrences(of: try Conversions.string(vs[0], node: node), with: try Conversions.string(vs[1], node: node), options: options))
            case "trimmingCharacters":
                // `.whitespaces`, `.whitespacesAndNewlines`, `.newlines`, `.punctuationCharacters`.
                guard let chars = characterSet(vs.first) else { break }
                return .string(s.trimmingCharacters(in: chars))
            case "addingPercentEncoding":
                // `withAllowedCharacters: .urlQueryAllowed`; nil where Foundation gives nil.
                guard let chars = characterSet(vs.first) else { break }
                return s.addingPercentEncoding(withAllowedCharacters: chars).map { .string($0) } ?? .null
            case "prefix" where args.items.first?.label == "while" || args.items.first?.isTrailing == true,
                "drop" where args.items.first?.label == "while" || args.items.first?.isTrailing == true:
                // `prefix(while:)` and `drop(while:)` of the characters: a substring.
                let f = try fn()
                var count = 0
                for c in s {
                    guard try Conversions.bool(call(f, .string(String(c))), node: node) else { break }
                    count += 1
                }
                return .string(String(name == "prefix" ? s.prefix(count) : s.dropFirst(count)))
            case "prefix": return .string(String(s.prefix(try Self.elementCount(fn(), name, node: node))))
            case "suffix": return .string(String(s.suffix(try Self.elementCount(fn(), name, node: node))))
            case "dropFirst": return .string(String(s.dropFirst(vs.isEmpty ? 1 : try Self.elementCount(vs[0], name, node: node))))
            case "dropLast": return .string(String(s.dropLast(vs.isEmpty ? 1 : try Self.elementCount(vs[0], name, node: node))))
            case "reversed": return .string(String(s.reversed()))
            case "padding":
                // `padding(toLength:withPad:startingAt:)`, Foundation's.
                guard let length = args.items.first(where: { $0.label == "toLength" }),
                    let pad = args.items.first(where: { $0.label == "withPad" })
                else { break }
                let start = try args.items.first { $0.label == "startingAt" }.map { try Conversions.int($0.value, node: $0.node) } ?? 0
                let padText = try Conversions.string(pad.value, node: pad.node)
                guard !padText.isEmpty, start >= 0, start < padText.count else {
                    throw EvalError("padding(toLength:withPad:startingAt:) needs a pad and a start inside it", node)
                }
                let n = try Conversions.int(length.value, node: length.node)
                guard n <= 1_000_000 else { throw EvalError("padding length \(n) is too large", node) }
                return .string(s.padding(toLength: max(0, n), withPad: padText, startingAt: start))
            default: break
            }
        case .int(let i):
            switch name {
            case "isMultiple": return .bool(i.isMultiple(of: try Conversions.int(fn(), node: node)))
            case "signum": return .int(i.signum())
            case "quotientAndRemainder":
                let divisor = try Conversions.int(fn(), node: node)
                guard divisor != 0 else { throw EvalError("division by zero in quotientAndRemainder(dividingBy:)", node) }
                let (q, r) = i.quotientAndRemainder(dividingBy: divisor)
                return .tuple([.int(q), .int(r)], labels: ["quotient", "remainder"])
            case "formatted": return .string(try FormatStyleValue.text(base, vs.first ?? .implicitMember("number", nil), ev, node: node))
            default: break
            }
        case .double(let d):
            switch name {
            case "rounded":
                if let rule = vs.first {
                    guard case .implicitMember(let r, nil) = rule else { break }
                    let rules: [String: FloatingPointRoundingRule] = [
                        "up": .up, "down": .down, "towardZero": .towardZero,
                        "awayFromZero": .awayFromZero, "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
                    ]
                    guard let rr = rules[r] else { throw EvalError("unknown rounding rule '.\(r)'" + Suggest.didYouMean(r, among: Array(rules.keys)), node) }
                    return .double(d.rounded(rr))
                }
                return .double(d.rounded())
            case "squareRoot": return .double(d.squareRoot())
            case "truncatingRemainder": return .double(d.truncatingRemainder(dividingBy: try Conversions.cgfloat(fn(), node: node)))
            case "remainder": return .double(d.remainder(dividingBy: try Conversions.cgfloat(fn(), node: node)))
            case "formatted": return .string(try FormatStyleValue.text(base, vs.first ?? .implicitMember("number", nil), ev, node: node))
            default: break
            }
        case .native(is LayoutSubview), .native(is ProposedViewSize), .native(is CGRect), .native(is ViewSpacing):
            if let v = try customMethod(base, name, args, ev, node: node) { return v }
        case .native(let p as GeometryProxy) where name == "frame":
            let space = try args.items.first.map { try ScriptCoordinateSpaces.space($0.value, ev, node: $0.node) } ?? .local
            return .native(p.frame(in: space))
        case .native(let p as GeometryProxy) where name == "bounds":
            guard let a = args.items.first else { throw EvalError("bounds(of:) needs a coordinate space", node) }
            return p.bounds(of: try ScriptCoordinateSpaces.named(a.value, ev, node: a.node)).map { .native($0) } ?? .null
        case .native(let s as any ShapeStyle) where name == "shadow" && args.items.count == 1 && args.items[0].label == nil:
            // `.white.shadow(.drop(radius: 2))`: a style casting a shadow (a view's shadow takes labels).
            let shadow = try Conversions.native(vs[0], ShadowStyle.self, "ShadowStyle", ev, node: node)
            func open<T: ShapeStyle>(_ t: T) -> Value { .native(t.shadow(shadow)) }
            return open(s)
        // The name first: every method call on one of Easel's values passes here.
        case .native(let x) where optionSetQueries.contains(name):
            for kind in OptionSetKind.all { if let v = try kind.query(x, name, vs, ev, node) { return v } }
        // `UIImage(systemName: "star")?.withRenderingMode(.alwaysTemplate)`: the same image, which
        // a SwiftUI `Image(uiImage:)` tints by its own rendering mode.
        case .native(is UIImage)
        where ["withRenderingMode", "withTintColor", "withConfiguration", "applyingSymbolConfiguration", "resizableImage"].contains(name):
            return base
        case .native(let u as UIImage) where name == "pngData":
            return u.pngData().map { .native($0) } ?? .null
        case .native(let u as UIImage) where name == "jpegData":
            return u.jpegData(compressionQuality: 1).map { .native($0) } ?? .null
        case .native(let c as Color) where name == "opacity":
            return .native(c.opacity(try Conversions.double(fn()).map { $0 } ?? 1))
        // `.quaternary.opacity(0.5)`: a style at an opacity. A style that is also a view (a
        // gradient) gives a value that is either, as the code uses it (`OpacityStyledView`).
        case .native(let s as any ShapeStyle) where name == "opacity" && vs.count == 1:
            let o = Conversions.double(vs[0]) ?? (vs[0] == .implicitMember("nan", nil) ? .nan : nil)
            guard let o else { throw EvalError("opacity(_:) expects a number, got \(vs[0].typeName)", node) }
            guard !o.isNaN else { throw EvalError("not a number (NaN): opacity(_:) needs a number", node) }
            if let both = s as? any ShapeStyle & View {
                func either<T: ShapeStyle & View>(_ t: T) -> Value { .native(OpacityStyledView(t, opacity: o)) }
                return either(both)
            }
            func open<T: ShapeStyle>(_ t: T) -> Value { .native(t.opacity(o)) }
            return open(s)
        case .native(let c as Color) where name == "withAlphaComponent":
            // `UIColor.black.withAlphaComponent(0.4)` (scripts hold UIKit's colours as `Color`).
            guard vs.count == 1, let a = Conversions.double(vs[0]), !a.isNaN else {
                throw EvalError("withAlphaComponent(_:) expects a number", node)
            }
            return .native(UIColor(c).withAlphaComponent(CGFloat(a)).color)
        case .native(let c as Color) where name == "mix":
            // `.red.mix(with: .blue, by: 0.25)`, `in: .device`.
            var r = ArgReader(args, "mix", ev, node: node)
            guard let other = r.named("with"), let by = r.named("by") else { throw r.missing("'with:' and 'by:'") }
            let space = try r.named("in").map { try Conversions.native($0.value, Gradient.ColorSpace.self, "Gradient.ColorSpace", ev, node: $0.node) }
            try r.finish()
            guard let f = Conversions.double(by.value), f.isFinite else { throw EvalError("mix(with:by:) needs a finite fraction", by.node) }
            let color = try Conversions.color(other.value, ev, node: other.node)
            return .native(space.map { c.mix(with: color, by: f, in: $0) } ?? c.mix(with: color, by: f))
        case .native(let f as Font):
            switch name {
            case "bold": return .native(f.bold())
            case "italic": return .native(f.italic())
            case "monospacedDigit": return .native(f.monospacedDigit())
            case "monospaced": return .native(f.monospaced())
            case "weight": return .native(f.weight(try Conversions.native(fn(), Font.Weight.self, "Font.Weight", ev, node: node)))
            case "width": return .native(f.width(try Conversions.native(fn(), Font.Width.self, "Font.Width", ev, node: node)))
            default:
                throw EvalError(
                    "value of type 'Font' has no member '\(name)'"
                        + Suggest.didYouMean(name, among: ["bold", "italic", "weight", "width", "monospaced", "monospacedDigit"]), n)
            }
        default: break
        }
        if isViewLike(base, ev) {
            return try Modifiers.apply(base, name, args, ev, node: n)
        }
        throw EvalError("value of type '\(base.typeName)' has no member '\(name)'", n)
    }

    /// `String.CompareOptions` written as one option or a list of them (`[.caseInsensitive, .numeric]`).
    static func compareOptions(_ v: Value, node: Syntax?) throws -> String.CompareOptions {
        let items: [Value] = if case .array(let a) = v { a } else { [v] }
        var options: String.CompareOptions = []
        for item in items {
            if case .native(let o as String.CompareOptions) = item {
                options.formUnion(o)
                continue
            }
            guard case .implicitMember(let name, nil) = item, let o = compareOptionNames[name] else {
                throw EvalError("expected a String.CompareOptions member, got \(item.typeName)", node)
            }
            options.insert(o)
        }
        return options
    }

    /// `String.CompareOptions` by name (also `NSString.CompareOptions.literal`).
    nonisolated(unsafe) static let compareOptionNames: [String: String.CompareOptions] = [
        "caseInsensitive": .caseInsensitive, "literal": .literal, "backwards": .backwards, "anchored": .anchored,
        "numeric": .numeric, "diacriticInsensitive": .diacriticInsensitive, "widthInsensitive": .widthInsensitive,
        "forcedOrdering": .forcedOrdering, "regularExpression": .regularExpression,
    ]

    /// A property of `Character` (or of the `Unicode.Scalar` a one-scalar character is), or nil
    /// for a name that is none.
    static func characterProperty(_ c: Character, _ name: String) -> Value? {
        switch name {
        case "isLetter": return .bool(c.isLetter)
        case "isNumber": return .bool(c.isNumber)
        case "isWholeNumber": return .bool(c.isWholeNumber)
        case "isWhitespace": return .bool(c.isWhitespace)
        case "isNewline": return .bool(c.isNewline)
        case "isUppercase": return .bool(c.isUppercase)
        case "isLowercase": return .bool(c.isLowercase)
        case "isCased": return .bool(c.isCased)
        case "isPunctuation": return .bool(c.isPunctuation)
        case "isSymbol": return .bool(c.isSymbol)
        case "isMathSymbol": return .bool(c.isMathSymbol)
        case "isCurrencySymbol": return .bool(c.isCurrencySymbol)
        case "isHexDigit": return .bool(c.isHexDigit)
        case "isASCII": return .bool(c.isASCII)
        case "asciiValue": return c.asciiValue.map { .int(Int($0)) } ?? .null
        case "wholeNumberValue": return c.wholeNumberValue.map { .int($0) } ?? .null
        case "hexDigitValue": return c.hexDigitValue.map { .int($0) } ?? .null
        case "value" where c.unicodeScalars.count == 1: return .int(Int(c.unicodeScalars.first!.value))
        default: return nil
        }
    }

    /// `sorted()`, `sorted(by:)`, `sort()`: by the closure, or by the elements' `<`.
    static func sortedElements(_ a: [Value], by order: Value?, _ ev: Evaluator, node: Syntax?) throws -> [Value] {
        guard let order else { return try a.sorted { try ev.isLess($0, $1, node: node) } }
        // `sorted(using: SortDescriptor(\.name))`, `sort(using: [byName, byDate])`.
        if ScriptSortDescriptor.isDescriptors(order) {
            return try ScriptSortDescriptor.sort(a, by: ScriptSortDescriptor.list(order, node: node), ev, node: node)
        }
        let args = { (x: Value, y: Value) in Args([Arg(label: nil, value: x), Arg(label: nil, value: y)]) }
        return try a.sorted { try Conversions.bool(ev.callValue(order, args($0, $1), node: node), node: node) }
    }

    /// `items.append(x)`, `flag.toggle()`: the new value of the receiver, written back by the caller.
    /// `a.merging(b) { old, new in … }`: `b`'s entries (a dictionary or an array of pairs) added to
    /// `a`'s, the closure choosing the value of a key both have.
    static func merged(
        _ d: [(key: Value, value: Value)], _ other: Value, _ combine: Value, _ ev: Evaluator, node: Syntax?
    ) throws -> [(key: Value, value: Value)] {
        var out = d
        let entries: [(key: Value, value: Value)]
        switch other {
        case .dictionary(let o): entries = o
        case .array(let pairs):
            entries = pairs.compactMap { p in
                guard case .tuple(let xs, _) = p, xs.count == 2 else { return nil }
                return (key: xs[0], value: xs[1])
            }
        default: throw EvalError("merge(_:uniquingKeysWith:) needs a dictionary, got \(other.typeName)", node)
        }
        for e in entries {
            if let i = out.firstIndex(where: { $0.key == e.key }) {
                let chosen = try ev.callValue(combine, Args([Arg(label: nil, value: out[i].value), Arg(label: nil, value: e.value)]), node: node)
                out[i] = (key: e.key, value: chosen)
            } else {
                out.append(e)
            }
        }
        return out
    }

    static func mutatingMethod(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax) throws -> (newBase: Value, result: Value)? {
        let vs = args.items.map(\.value)
        // An option set's changes, the name first (every method call on one of Easel's values
        // passes here, and a cast costs more than comparing a short name).
        switch (name, base) {
        case ("insert", .native), ("remove", .native), ("formUnion", .native), ("subtract", .native), ("formIntersection", .native),
            ("formSymmetricDifference", .native):
            if case .native(let x) = base {
                for kind in OptionSetKind.all { if let changed = try kind.change(x, name, vs, ev, node) { return changed } }
            }
        default: break
        }
        switch (base, name) {
        case (.dictionary(let d), "merge") where vs.count == 2:
            return (.dictionary(try merged(d, vs[0], vs[1], ev, node: Syntax(node))), .void)
        case (.array(var a), "append"):
            if args.items.first?.label == "contentsOf", case .array(let b)? = vs.first { a += b } else if let x = vs.first { a.append(x) }
            return (.array(a), .void)
        case (.string(let s), "append") where vs.count == 1:
            return (.string(s + (try Conversions.string(vs[0], node: node))), .void)
        case (.string(let s), "removeFirst"), (.string(let s), "removeLast"):
            // `text.removeFirst()`: the character removed; `removeLast(2)`: nothing.
            if let k = vs.first {
                let n = try Conversions.int(k, node: node)
                guard n >= 0, n <= s.count else { throw EvalError("\(name)(\(n)) on a string of \(s.count) characters", node) }
                return (.string(String(name == "removeFirst" ? s.dropFirst(n) : s.dropLast(n))), .void)
            }
            guard let c = name == "removeFirst" ? s.first : s.last else { throw EvalError("\(name)() on an empty string", node) }
            return (.string(String(name == "removeFirst" ? s.dropFirst() : s.dropLast())), .string(String(c)))
        case (.string(let s), "popLast"):
            return (.string(String(s.dropLast())), s.last.map { .string(String($0)) } ?? .null)
        case (.string(let s), "remove") where vs.count == 1 && args.items.first?.label == "at":
            guard case .int(let i) = vs[0], i >= 0, i < s.count else { throw EvalError("remove(at:) index out of range", node) }
            var chars = Array(s)
            let c = chars.remove(at: i)
            return (.string(String(chars)), .string(String(c)))
        case (.string(let s), "insert") where vs.count == 2:
            // `text.insert("Z", at: text.startIndex)`, `insert(contentsOf:at:)`: at a character offset.
            guard case .int(let i) = vs[1], i >= 0, i <= s.count else { throw EvalError("insert(_:at:) index out of range", node) }
            let chars = Array(s)
            return (.string(String(chars[..<i]) + (try Conversions.string(vs[0], node: node)) + String(chars[i...])), .void)
        case (.string(let s), "replaceSubrange") where vs.count == 2:
            // `result.replaceSubrange(range, with: value)` with a range `range(of:)` gave (character offsets).
            guard case .range(let lo, let hi, _) = vs[0], lo >= 0, lo <= hi, hi <= s.count else {
                throw EvalError("replaceSubrange needs a range inside the string, got \(vs[0].description)", node)
            }
            let chars = Array(s)
            return (.string(String(chars[..<lo]) + (try Conversions.string(vs[1], node: node)) + String(chars[hi...])), .void)
        case (.array(var a), "insert") where vs.count == 1:
            // A set's insert: nothing changes when the element is there already.
            let inserted = !a.contains(vs[0])
            if inserted { a.append(vs[0]) }
            return (.array(a), .tuple([.bool(inserted), vs[0]], labels: ["inserted", "memberAfterInsert"]))
        case (.array(var a), "remove") where args.items.count == 1 && args.items[0].label == nil:
            // A set's remove(_:): the element, or nil when it was not there.
            guard let i = a.firstIndex(of: vs[0]) else { return (.array(a), .null) }
            let removed = a.remove(at: i)
            return (.array(a), removed)
        case (.array(let a), "formUnion"), (.array(let a), "subtract"), (.array(let a), "formIntersection"), (.array(let a), "formSymmetricDifference"):
            let other = try ev.elements(of: vs.first ?? .array([]), node: node)
            return (try Evaluator.setOperation(name, a, other), .void)
        case (.array(var a), "insert"):
            guard vs.count == 2, case .int(let i) = vs[1], i >= 0, i <= a.count else { throw EvalError("insert(_:at:) index out of range", node) }
            a.insert(vs[0], at: i)
            return (.array(a), .void)
        case (.array(var a), "remove"):
            guard case .int(let i)? = vs.first, i >= 0, i < a.count else { throw EvalError("remove(at:) index out of range", node) }
            let x = a.remove(at: i)
            return (.array(a), x)
        case (.array(var a), "removeLast"), (.array(var a), "removeFirst"):
            // `removeLast()`, `removeFirst(2)`: the element removed, or nothing for a count.
            if let k = vs.first {
                let n = try Conversions.int(k, node: node)
                guard n >= 0, n <= a.count else { throw EvalError("\(name)(\(n)) on an array of \(a.count) elements", node) }
                if name == "removeLast" { a.removeLast(n) } else { a.removeFirst(n) }
                return (.array(a), .void)
            }
            guard !a.isEmpty else { throw EvalError("\(name)() on an empty array", node) }
            let x = name == "removeLast" ? a.removeLast() : a.removeFirst()
            return (.array(a), x)
        case (.array, "reserveCapacity"), (.string, "reserveCapacity"), (.dictionary, "reserveCapacity"):
            // `items.reserveCapacity(n)`: storage only; the value is unchanged.
            return (base, .void)
        case (.array(var a), "popLast"):
            let last = a.popLast() ?? .null
            return (.array(a), last)
        case (.array(let a), "removeAll") where !vs.isEmpty && (args.items[0].label == "where" || args.items[0].isTrailing):
            // `items.removeAll { $0.done }`: only the elements the closure picks.
            let test = vs[0]
            let kept = try a.filter {
                try !Conversions.bool(ev.callValue(test, Args([Arg(label: nil, value: $0)]), node: Syntax(node)), node: Syntax(node))
            }
            return (.array(kept), .void)
        case (.array, "removeAll"): return (.array([]), .void)
        case (.string(let s), "removeAll") where !vs.isEmpty && (args.items[0].label == "where" || args.items[0].isTrailing):
            // `text.removeAll { $0.isPunctuation }`: the characters the closure picks removed.
            let test = vs[0]
            let kept = try s.filter {
                try !Conversions.bool(ev.callValue(test, Args([Arg(label: nil, value: .string(String($0)))]), node: Syntax(node)), node: Syntax(node))
            }
            return (.string(kept), .void)
        case (.string, "removeAll"): return (.string(""), .void)
        case (.array(var a), "swapAt") where vs.count == 2:
            guard case .int(let i) = vs[0], case .int(let j) = vs[1], a.indices.contains(i), a.indices.contains(j) else {
                throw EvalError("swapAt(_:_:) index out of range", node)
            }
            a.swapAt(i, j)
            return (.array(a), .void)
        case (.dictionary(var d), "removeValue") where args.items.first?.label == "forKey":
            guard let i = d.firstIndex(where: { $0.key == vs[0] }) else { return (.dictionary(d), .null) }
            let removed = d.remove(at: i).value
            return (.dictionary(d), removed)
        case (.dictionary(var d), "updateValue") where vs.count == 2 && args.items[1].label == "forKey":
            // The value it replaced, or nil.
            if let i = d.firstIndex(where: { $0.key == vs[1] }) {
                let old = d[i].value
                d[i].value = vs[0]
                return (.dictionary(d), old)
            }
            d.append((vs[1], vs[0]))
            return (.dictionary(d), .null)
        case (.dictionary, "removeAll"): return (.dictionary([]), .void)
        case (.array(let a), "sort"): return (.array(try sortedElements(a, by: vs.first, ev, node: Syntax(node))), .void)
        case (.array(let a), "shuffle") where vs.isEmpty: return (.array(a.shuffled()), .void)
        case (.array(let a), "reverse") where vs.isEmpty: return (.array(a.reversed()), .void)
        case (.bool(let b), "toggle"): return (.bool(!b), .void)
        case (.native(let s as ViewSpacing), "formUnion"):
            // `spacing.formUnion(other)`: the union, written back (the same arguments as `union`).
            guard let u = try customMethod(.native(s), "union", args, ev, node: Syntax(node)) else { return nil }
            return (u, .void)
        case (.native(let p as Path), _):
            return try pathMethod(p, name, args, ev, node: node).map { (.native($0), .void) }
        case (.native(let g as GraphicsContext), _):
            return try GraphicsValues.mutatingMethod(g, name, args, ev, node: node).map { (.native($0), .void) }
        default: return nil
        }
    }

    /// `edges.insert(.leading)`, `remove`, `formUnion`, `subtract`, `formIntersection` of one of
    /// Easel's option sets (`var edges: Edge.Set = [.top]`).
    static let optionSetQueries: Set<String> = [
        "contains", "union", "intersection", "subtracting", "symmetricDifference", "isSuperset", "isSubset", "isDisjoint",
    ]

    /// An option set's questions and combinations (`reasons.contains(.privacy)`,
    /// `edges.union(.top)`); nil for another method.
    static func optionSetQuery<T: OptionSet>(_ set: T, _ typeName: String, _ name: String, _ vs: [Value], _ ev: Evaluator, node: Syntax?) throws
        -> Value? where T.Element == T
    {
        guard optionSetQueries.contains(name), vs.count == 1 else { return nil }
        let other = try Conversions.optionSet(vs[0], T.self, typeName, ev, node: node)
        switch name {
        case "contains": return .bool(set.contains(other))
        case "union": return .native(set.union(other))
        case "intersection": return .native(set.intersection(other))
        case "subtracting": return .native(set.subtracting(other))
        case "symmetricDifference": return .native(set.symmetricDifference(other))
        case "isSuperset": return .bool(set.isSuperset(of: other))
        case "isSubset": return .bool(set.isSubset(of: other))
        default: return .bool(set.isDisjoint(with: other))
        }
    }

    /// One of Easel's option sets that scripts query and change (`edges.contains(.top)`,
    /// `corners.insert(.topLeft)`); `all` lists each once.
    struct OptionSetKind {
        /// The type's name as scripts write it (`RedactionReasons`).
        let typeName: String
        /// The empty set, what `RedactionReasons()` and `.init()` make.
        let empty: Any
        /// A question or combination of a value of this type; nil for another type or method.
        let query: (Any, String, [Value], Evaluator, Syntax?) throws -> Value?
        /// A change of a value of this type: the new value and the method's result; nil for another type.
        let change: (Any, String, [Value], Evaluator, Syntax) throws -> (newBase: Value, result: Value)?

        static func of<T: OptionSet>(_: T.Type, _ typeName: String) -> OptionSetKind where T.Element == T {
            OptionSetKind(
                typeName: typeName, empty: T(),
                query: { x, name, vs, ev, node in
                    guard let s = x as? T else { return nil }
                    return try optionSetQuery(s, typeName, name, vs, ev, node: node)
                },
                change: { x, name, vs, ev, node in
                    guard let s = x as? T else { return nil }
                    return try optionSetMethod(s, typeName, name, vs, ev, node: node)
                })
        }

        nonisolated(unsafe) static let all = [
            of(Edge.Set.self, "Edge.Set"), of(Axis.Set.self, "Axis.Set"), of(UIRectCorner.self, "UIRectCorner"),
            of(RedactionReasons.self, "RedactionReasons"), of(CGBitmapInfo.self, "CGBitmapInfo"),
        ]
    }

    private static func optionSetMethod<T: OptionSet>(
        _ set: T, _ typeName: String, _ name: String, _ vs: [Value], _ ev: Evaluator, node: Syntax
    ) throws -> (newBase: Value, result: Value)? where T.Element == T {
        guard vs.count == 1 else { return nil }
        var s = set
        let other = try Conversions.native(vs[0], T.self, typeName, ev, node: Syntax(node))
        switch name {
        case "insert": return (.native(s.union(other)), .tuple([.bool(!s.contains(other)), .native(other)], labels: ["inserted", "memberAfterInsert"]))
        case "remove":
            let had = s.contains(other)
            s.subtract(other)
            return (.native(s), had ? .native(other) : .null)
        case "formUnion": s.formUnion(other)
        case "subtract": s.subtract(other)
        case "formIntersection": s.formIntersection(other)
        default: s.formSymmetricDifference(other)
        }
        return (.native(s), .void)
    }

    static func subscriptNative(_ base: Value, _ args: Args, _ ev: Evaluator, node: Syntax) throws -> Value {
        // `d[.lastTextBaseline]` in an alignment guide, the subscript layout calls: answered before
        // the other bases' casts, none of which a `ViewDimensions` passes.
        if case .native(let d as ViewDimensions) = base, let a = args.items.first { return try dimension(d, a, ev, node: node) }
        if let key = args.items.first?.value, let v = AttributedStringValues.subscripted(base, key) { return v }
        switch (base, args.items.first?.value) {
        case (.native(let s as LayoutSubview), .type(.user(let d))?): return try ev.layoutKeyValue(s, d, node: node)
        case (.native(let e as EnvironmentValues), .type(.user(let d))?): return try ev.environmentKeyValue(e, d, node: node)
        case (.native(let g as GeometryProxy), .native(let a as any ResolvableAnchor)?): return GeometryValues.resolved(a.resolved(in: g))
        case (.native(let s as LayoutSubviews), .int(let i)?):
            guard s.indices.contains(i) else { throw EvalError("index \(i) out of range (\(s.startIndex)..<\(s.endIndex))", node) }
            return .native(s[i])
        // `subviews[1..<3]`, `subviews[1...]`: a slice, at the same indices.
        case (.native(let s as LayoutSubviews), .range(let l, let u, _)?):
            guard l >= s.startIndex, u <= s.endIndex, l <= u else { throw EvalError("range \(l)..<\(u) out of range (\(s.startIndex)..<\(s.endIndex))", node) }
            return .native(s[l..<u])
        case (.native(let s as LayoutSubviews), .native(let r as PartialRange)?):
            let l = r.lower.map { Int($0) } ?? s.startIndex, u = r.upper.map { Int($0) + (r.closed ? 1 : 0) } ?? s.endIndex
            guard l >= s.startIndex, u <= s.endIndex, l <= u else { throw EvalError("range \(l)..<\(u) out of range (\(s.startIndex)..<\(s.endIndex))", node) }
            return .native(s[l..<u])
        default: break
        }
        throw EvalError("value of type \(base.typeName) cannot be subscripted", node)
    }

    /// `d[.top]`, `d[explicit: .leading]`, `d[HorizontalAlignment.center]` on a view's dimensions.
    private static func dimension(_ d: ViewDimensions, _ a: Arg, _ ev: Evaluator, node: Syntax) throws -> Value {
        let explicit = a.label == "explicit"
        switch try guide(a, ev, node: node) {
        case .horizontal(let h):
            if explicit { return d[explicit: h].map { .double(Double($0)) } ?? .null }
            return .double(Double(d[h]))
        case .vertical(let v):
            if explicit { return d[explicit: v].map { .double(Double($0)) } ?? .null }
            return .double(Double(d[v]))
        }
    }

    /// An alignment guide of either axis, without boxing it in `Any` and casting it back.
    private enum Guide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    /// The guide a `ViewDimensions` subscript's argument names.
    private static func guide(_ a: Arg, _ ev: Evaluator, node: Syntax) throws -> Guide {
        if case .native(let h as HorizontalAlignment) = a.value { return .horizontal(h) }
        if case .native(let v as VerticalAlignment) = a.value { return .vertical(v) }
        if case .implicitMember(let name, nil) = a.value {
            let vertical =
                ["top", "bottom", "center", "firstTextBaseline", "lastTextBaseline"].contains(name)
                || ev.extensions["VerticalAlignment"]?.staticVars[name] != nil
            if vertical, let v = try? Conversions.vAlignment(a.value, ev, node: a.node) { return .vertical(v) }
            return .horizontal(try Conversions.hAlignment(a.value, ev, node: a.node))
        }
        throw EvalError("ViewDimensions subscript expects an alignment guide", a.node ?? node)
    }
}

extension Builtins {
    /// `index(_:offsetBy:)` (`limitedBy:`), `index(after:)`, `index(before:)` and
    /// `distance(from:to:)` of a string or an array, whose indexes are offsets here (a string's
    /// `startIndex` is 0): `text.index(text.startIndex, offsetBy: 2)`, `items.index(after: i)`.
    static func indexArithmetic(_ name: String, count: Int, of kind: String, _ args: Args, node: Syntax?) throws -> Value {
        switch name {
        case "index":
            func offset(_ a: Arg?) throws -> Int {
                guard let a else { throw EvalError("index(_:offsetBy:) needs an index", node) }
                return try Conversions.int(a.value, node: a.node)
            }
            let i: Int
            if let a = args.items.first(where: { $0.label == "after" }) {
                i = try offset(a) + 1
            } else if let a = args.items.first(where: { $0.label == "before" }) {
                i = try offset(a) - 1
            } else {
                i = try offset(args.items.first { $0.label == nil }) + (try offset(args.items.first { $0.label == "offsetBy" }))
                if let limit = args.items.first(where: { $0.label == "limitedBy" }) {
                    let l = try offset(limit), start = try offset(args.items.first { $0.label == nil })
                    if start <= l ? i > l : i < l { return .null }
                }
            }
            guard i >= 0, i <= count else { throw EvalError("\(kind) index \(i) out of bounds (count \(count))", node) }
            return .int(i)
        case "distance":
            guard let from = args.items.first(where: { $0.label == "from" }), let to = args.items.first(where: { $0.label == "to" }) else {
                throw EvalError("distance(from:to:) needs 'from:' and 'to:'", node)
            }
            return .int(try Conversions.int(to.value, node: to.node) - Conversions.int(from.value, node: from.node))
        default: throw EvalError("unknown index operation '\(name)'", node)
        }
    }
}
