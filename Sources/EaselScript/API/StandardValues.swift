import Foundation
import SwiftSyntax
import Easel

/// Initialisers of the Swift standard library's values that view files use, for scripts.
enum StandardValues {
    static let all: [ValueDeclaration] =
        // `Length` is the 2019 betas' name for CGFloat (seed 000, Apple's first Landmarks tutorial).
        ["CGFloat", "Double", "Float", "Length"].map { type in
            ValueDeclaration(type) { r, _ in
                guard let a = r.positional() else { return .double(0) }
                if case .string(let s) = a.value { return Double(s).map { .double($0) } ?? .null }
                guard let d = Conversions.double(a.value) else { throw EvalError("cannot convert \(a.value.typeName) to \(type)", a.node) }
                return .double(d)
            }
        } + [
            // `Substring(text)`: a string here (its slices are strings too).
            ValueDeclaration("Substring") { r, _ in
                guard let a = r.positional() else { return .string("") }
                return .string(try Conversions.string(a.value, node: a.node))
            },
            // Foundation's `Decimal` is kept as a Double (docs/Differences.md): `Decimal(3)`,
            // `Decimal(2.5)`, `Decimal(string: "1.25")` (nil when the text is not a number).
            ValueDeclaration("Decimal", labels: ["string", "locale"]) { r, _ in
                if let s = r.named("string") {
                    _ = r.named("locale")
                    let text = try Conversions.string(s.value, node: s.node)
                    return Double(text.trimmingCharacters(in: .whitespaces)).map { .double($0) } ?? .null
                }
                guard let a = r.positional() else { return .double(0) }
                guard let d = Conversions.double(a.value) else { throw EvalError("cannot convert \(a.value.typeName) to Decimal", a.node) }
                return .double(d)
            },
            // SwiftUI's `Binding(get:set:)`: reading calls `get`, writing calls `set` (an error in
            // either is reported as the render's error).
            ValueDeclaration("Binding", labels: ["get", "set"]) { r, ev in
                // `Binding { value * 2 } set: { value = $0 / 2 }`: the first trailing closure gets.
                guard let g = r.named("get") ?? r.trailingArgument() else { throw r.missing("'get:'") }
                guard let s = r.named("set") else { throw r.missing("'set:'") }
                let getter = g.value, setter = s.value, node = g.node
                return .binding(
                    BindingBox(
                        get: { ev.deferred(Value.null) { try ev.callValue(getter, Args([]), node: node) } },
                        set: { v in ev.deferred(()) { _ = try ev.callValue(setter, Args([Arg(label: nil, value: v)]), node: node) } }))
            },
            // Observation's `Bindable(model)`: bindings to the object's properties
            // (`Toggle("On", isOn: Bindable(settings).isOn)`), as `$model.isOn` of a `@Bindable`.
            ValueDeclaration("Bindable", labels: ["wrappedValue"]) { r, _ in
                guard let a = r.positional() ?? r.named("wrappedValue") else { throw r.missing("object") }
                guard case .instance(let object) = a.value, object.decl.kind == .classType else {
                    throw EvalError("Bindable(_:) takes an @Observable object, got \(a.value.typeName)", a.node)
                }
                return .binding(BindingBox(get: { .instance(object) }, set: { _ in }))
            },
            ValueDeclaration("Int", labels: ["radix", "exactly", "truncatingIfNeeded", "clamping"]) { r, _ in
                // `Int(exactly: 2.0)`: the integer a number is exactly, else nil.
                if let e = r.named("exactly") {
                    switch e.value {
                    case .int: return e.value
                    default:
                        guard let d = Conversions.double(e.value) else { throw EvalError("cannot convert \(e.value.typeName) to Int", e.node) }
                        return Int(exactly: d).map { .int($0) } ?? .null
                    }
                }
                // `Int(clamping: big)`, `Int(truncatingIfNeeded: x)`: an Int is already one.
                if let e = r.named("clamping") ?? r.named("truncatingIfNeeded") { return .int(try Conversions.int(e.value, node: e.node)) }
                guard let a = r.positional() else { return .int(0) }
                // `Int("ff", radix: 16)`: nil when the text is not a number in that base.
                if let radix = r.named("radix") {
                    let base = try Conversions.int(radix.value, node: radix.node)
                    guard (2...36).contains(base) else { throw EvalError("radix \(base) is not between 2 and 36", radix.node) }
                    return Int(try Conversions.string(a.value, node: a.node), radix: base).map { .int($0) } ?? .null
                }
                switch a.value {
                case .int: return a.value
                case .double(let d):
                    guard d.isFinite, abs(d) < 9e18 else { throw EvalError("\(d) cannot be converted to Int", a.node) }
                    return .int(Int(d))
                case .string(let s): return Int(s).map { .int($0) } ?? .null
                case .bool(let b): return .int(b ? 1 : 0)
                default: throw EvalError("cannot convert \(a.value.typeName) to Int", a.node)
                }
            },
            ValueDeclaration(
                "String",
                labels: [
                    "repeating", "count", "describing", "reflecting", "format", "contentsOf", "contentsOfFile", "data", "encoding", "localized", "defaultValue",
                    "table", "bundle", "locale", "comment", "radix", "uppercase", "arguments",
                ]
            ) { r, ev in
                // `String(255, radix: 16)`, `String(n, radix: 2, uppercase: true)`.
                if let radix = r.named("radix") {
                    guard let a = r.positional() else { throw r.missing("value") }
                    let base = try Conversions.int(radix.value, node: radix.node)
                    guard (2...36).contains(base) else { throw EvalError("radix \(base) is not between 2 and 36", radix.node) }
                    let upper = try r.named("uppercase").map { try Conversions.bool($0.value, node: $0.node) } ?? false
                    return .string(String(try Conversions.int(a.value, node: a.node), radix: base, uppercase: upper))
                }
                if r.has("localized") { return try LocalizedStrings.stringLocalized(&r, ev) }
                // `String(contentsOf:)`, `String(data:encoding:)`: the bundled files a script may read.
                if r.has("contentsOf") || r.has("contentsOfFile") || r.has("data") {
                    r.skipRemaining()
                    if let v = try ev.fileInit("String", r.args, node: r.node) { return v }
                }
                if let rep = r.named("repeating"), let count = r.named("count") {
                    let n = try Conversions.int(count.value, node: count.node)
                    let s = try Conversions.string(rep.value, node: rep.node)
                    guard n >= 0, n * max(1, s.count) <= 1_000_000 else { throw EvalError("String(repeating:count:) count \(n) out of range", count.node) }
                    return .string(String(repeating: s, count: n))
                }
                if let d = r.named("describing") { return .string(try ev.describing(d.value, node: d.node)) }
                if let d = r.named("reflecting") { return .string(try ev.reflecting(d.value, node: d.node)) }
                if let f = r.named("format") {
                    // `String(format: "%.1f", x)`, `(format:locale:arguments:)` (SwiftGen's `L10n`).
                    let format = try Conversions.string(f.value, node: f.node)
                    let locale = try r.named("locale").flatMap { a -> Locale? in
                        if case .null = a.value { return nil }
                        return try Conversions.native(a.value, Locale.self, "Locale", ev, node: a.node)
                    }
                    var values: [Value] = []
                    if let list = r.named("arguments") {
                        guard case .array(let items) = list.value else {
                            throw EvalError("'arguments:' expects an array, got \(list.value.typeName)", list.node)
                        }
                        values = items
                    }
                    while let a = r.positional() { values.append(a.value) }
                    return .string(try StringFormat.format(format, values, locale: locale, ev, node: f.node))
                }
                // `String(chars)` of a sequence of characters (`(0..<4).map { _ in letters.randomElement()! }`): them joined.
                let a = r.positional()
                if case .array(let items)? = a?.value, items.allSatisfy({ if case .string = $0 { true } else { false } }) {
                    return .string(items.map(\.description).joined())
                }
                return .string(try a.map { try ev.describing($0.value, node: $0.node) } ?? "")
            },
            // `NSString(string: key)` (an `NSCache` key): a script's strings are Foundation's too.
            ValueDeclaration("NSString", labels: ["string"]) { r, _ in
                guard let a = r.named("string") ?? r.positional() else { return .string("") }
                return .string(try Conversions.string(a.value, node: a.node))
            },
            ValueDeclaration("Bool") { r, _ in r.positional()?.value ?? .bool(false) },
            // `Optional(3)`: the value itself (scripts keep no separate optional wrapper).
            ValueDeclaration("Optional") { r, _ in r.positional()?.value ?? .null },
            // `Character("a")`, `Character(scalar)`: one character, kept as a string of it.
            ValueDeclaration("Character") { r, _ in
                guard let a = r.positional() else { throw r.missing("character") }
                let s = try Conversions.string(a.value, node: a.node)
                guard s.count == 1 else { throw EvalError("Character(_:) needs exactly one character, got \"\(s)\"", a.node) }
                return .string(s)
            },
        ]
        + ["UnicodeScalar", "Unicode.Scalar"].map { type in
            // `UnicodeScalar(0x1F600)`: nil for a number that is not a scalar's (as for an Int or
            // UInt32); from a UInt8, always one. Kept as a string of the scalar.
            ValueDeclaration(type) { r, _ in
                guard let a = r.positional() else { throw r.missing("value") }
                if case .string(let s) = a.value {
                    guard s.unicodeScalars.count == 1 else { throw EvalError("\(type)(_:) needs one Unicode scalar, got \"\(s)\"", a.node) }
                    return .string(s)
                }
                let n = try Conversions.int(a.value, node: a.node)
                guard n >= 0, n <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(n)) else { return .null }
                return .string(String(Character(scalar)))
            }
        }
        + [
            // `LocalizedStringKey(title)`: a string made a key, which `Text` and controls look up.
            ValueDeclaration("LocalizedStringKey", labels: ["stringLiteral"]) { r, ev in
                guard let a = r.positional() ?? r.named("stringLiteral") else { throw r.missing("key") }
                if let key = try DrawingViews.localizedKey(a, ev) { return .native(key) }
                return .native(LocalizedStringKey(try Conversions.string(a.value, node: a.node)))
            },
            ValueDeclaration("Array", labels: ["repeating", "count"]) { r, ev in
                if let rep = r.named("repeating"), let count = r.named("count") {
                    let n = try Conversions.int(count.value, node: count.node)
                    guard n >= 0, n <= 1_000_000 else { throw EvalError("Array(repeating:count:) count \(n) out of range", count.node) }
                    return .array(Array(repeating: rep.value, count: n))
                }
                guard let a = r.positional() else { return .array([]) }
                var out: [Value] = []
                try ev.iterate(a.value, node: a.node ?? r.node ?? Syntax(TokenSyntax.identifier("Array"))) {
                    out.append($0); return true
                }
                return .array(out)
            },
        ]
        + ["State", "StateObject", "ObservedObject"].map { type in
            ValueDeclaration(type, labels: ["initialValue", "wrappedValue"]) { r, _ in
                r.named("initialValue")?.value ?? r.named("wrappedValue")?.value ?? r.positional()?.value ?? .null
            }
        }
}
