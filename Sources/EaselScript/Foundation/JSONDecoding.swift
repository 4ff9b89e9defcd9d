import Foundation
import SwiftSyntax

/// `JSONDecoder().decode([Landmark].self, from: data)` for the script's own `Codable` types, as
/// Swift's synthesized `init(from:)` decodes them: every stored property (or the `CodingKeys`
/// cases) read by key, optionals `nil` when the key is absent or null, enums by raw value, nested
/// types, arrays, dictionaries and sets, and `Date`, `URL`, `UUID` by the decoder's strategies.
/// A type that declares `init(from:)` reads the decoder's containers itself
/// (JSONDecodingContainers.swift). Failures are thrown Swift errors (caught by `try?` and `do`/`catch`) that name the coding path,
/// as `DecodingError` does.
enum JSONDecoding {
    /// A parsed JSON document.
    indirect enum JSON {
        case null, bool(Bool), int(Int), double(Double), string(String), array([JSON]), object([String: JSON])

        var kind: String {
            switch self {
            case .null: return "null"
            case .bool: return "a Bool"
            case .int, .double: return "a number"
            case .string: return "a String"
            case .array: return "an array"
            case .object: return "a dictionary"
            }
        }
    }

    /// The type a value is decoded as.
    indirect enum Target {
        case optional(Target), array(Target), set(Target), dictionary(key: String, value: Target), user(TypeDecl), scalar(String), any
    }

    /// The script's `JSONDecoder` and its strategies.
    final class JSONDecoder {
        var dateStrategy = JSONDateStrategy.deferredToDate
        var convertFromSnakeCase = false
    }
}

extension JSONDecoding.JSON: Decodable {
    init(from decoder: Swift.Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let i = try? c.decode(Int.self) {
            self = .int(i)
        } else if let d = try? c.decode(Double.self) {
            self = .double(d)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let a = try? c.decode([JSONDecoding.JSON].self) {
            self = .array(a)
        } else {
            self = .object(try c.decode([String: JSONDecoding.JSON].self))
        }
    }
}

extension Evaluator {
    /// `decoder.decode(T.self, from: data)`.
    func decodeJSON(_ decoder: JSONDecoding.JSONDecoder, _ args: Args, node: Syntax?) throws -> Value {
        var r = ArgReader(args, "decode", self, node: node)
        guard let t = r.positional() else { throw r.missing("a type (T.self)") }
        guard let d = r.named("from") else { throw r.missing("'from:'") }
        try r.finish()
        guard case .native(let data as Data) = d.value else { throw EvalError("decode(_:from:) expects Data, got \(d.value.typeName)", d.node) }
        let target = try decodeTarget(t.value, node: t.node)
        let json: JSONDecoding.JSON
        do { json = try Foundation.JSONDecoder().decode(JSONDecoding.JSON.self, from: data) } catch {
            throw thrownDecoding("The given data was not valid JSON.", path: [], node: node)
        }
        return try decode(json, as: target, decoder, path: [], node: node)
    }

    /// The target of `decode(X.self, …)`: a type value, `[X].self`, `[K: V].self`.
    func decodeTarget(_ v: Value, node: Syntax?) throws -> JSONDecoding.Target {
        switch v {
        case .type(.user(let d)): return .user(d)
        case .type(.builtin(let n)): return try decodeTarget(n, context: nil, node: node)
        case .array(let a) where a.count == 1: return .array(try decodeTarget(a[0], node: node))
        case .dictionary(let e) where e.count == 1:
            guard case .type(let k) = e[0].key else { break }
            return .dictionary(key: k.name, value: try decodeTarget(e[0].value, node: node))
        default: break
        }
        throw EvalError("decode(_:from:) expects a type such as Landmark.self or [Landmark].self, got \(v.typeName)", node)
    }

    /// A type written in the source (`[Mission.CrewRole]?`), resolved where it was written.
    func decodeTarget(_ written: String, context: TypeDecl?, node: Syntax?) throws -> JSONDecoding.Target {
        var t = ModuleNames.unqualified(written.trimmingCharacters(in: .whitespaces))
        if t.hasSuffix("?") || t.hasSuffix("!") { return .optional(try decodeTarget(String(t.dropLast()), context: context, node: node)) }
        func generic(_ name: String) -> String? {
            guard t.hasPrefix(name + "<"), t.hasSuffix(">") else { return nil }
            return String(t.dropFirst(name.count + 1).dropLast())
        }
        if let inner = generic("Optional") { return .optional(try decodeTarget(inner, context: context, node: node)) }
        if let inner = generic("Array") { return .array(try decodeTarget(inner, context: context, node: node)) }
        if let inner = generic("Set") { return .set(try decodeTarget(inner, context: context, node: node)) }
        if let inner = generic("Dictionary"), let comma = inner.firstIndex(of: ",") {
            return .dictionary(
                key: String(inner[..<comma]).trimmingCharacters(in: .whitespaces),
                value: try decodeTarget(String(inner[inner.index(after: comma)...]), context: context, node: node))
        }
        if t.hasPrefix("["), t.hasSuffix("]") {
            if let colon = Conversions.topLevelColon(t) {
                let key = String(t[t.index(after: t.startIndex)..<colon]).trimmingCharacters(in: .whitespaces)
                let value = String(t[t.index(after: colon)..<t.index(before: t.endIndex)])
                return .dictionary(key: key, value: try decodeTarget(value, context: context, node: node))
            }
            return .array(try decodeTarget(String(t.dropFirst().dropLast()), context: context, node: node))
        }
        if let alias = context?.aliases[t] { t = alias; return try decodeTarget(alias, context: context, node: node) }
        if let n = context?.nested[t] { return .user(n) }
        if let d = typeDecl(t) { return .user(d) }
        return .scalar(t)
    }

    private func thrownDecoding(_ message: String, path: [String], node: Syntax?) -> ThrownError {
        let at = path.isEmpty ? "" : " (at \(path.joined(separator: ".")))"
        return ThrownError(value: .native(ScriptFoundationError(description: "dataCorrupted: \(message)\(at)")), node: node)
    }

    /// `DecodingError.keyNotFound`'s text: the key, the type that wanted it (if known) and where.
    func keyNotFound(_ key: String, in type: String?, path: [String], node: Syntax?) -> ThrownError {
        ThrownError(
            value: .native(
                ScriptFoundationError(
                    description: "keyNotFound(\"\(key)\"): no value associated with key \"\(key)\"" + (type.map { " in \($0)" } ?? "")
                        + (path.isEmpty ? "" : " at \(path.joined(separator: "."))"))), node: node)
    }

    func typeMismatch(_ expected: String, _ j: JSONDecoding.JSON, path: [String], node: Syntax?) -> ThrownError {
        let at = path.isEmpty ? "the top level" : path.joined(separator: ".")
        return ThrownError(
            value: .native(
                ScriptFoundationError(
                    description: "typeMismatch(\(expected)): expected to decode \(expected) but found \(j.kind) instead, at \(at)")), node: node)
    }

    func decode(_ j: JSONDecoding.JSON, as target: JSONDecoding.Target, _ decoder: JSONDecoding.JSONDecoder, path: [String], node: Syntax?) throws -> Value {
        try step(node ?? Syntax(TokenSyntax.identifier("decode")))
        switch target {
        case .optional(let inner):
            if case .null = j { return .null }
            return try decode(j, as: inner, decoder, path: path, node: node)
        case .array(let inner), .set(let inner):
            guard case .array(let items) = j else { throw typeMismatch("Array", j, path: path, node: node) }
            var out: [Value] = []
            for (i, item) in items.enumerated() {
                let v = try decode(item, as: inner, decoder, path: path + ["[\(i)]"], node: node)
                if case .set = target, out.contains(v) { continue }
                out.append(v)
            }
            return .array(out)
        case .dictionary(let key, let valueTarget):
            guard case .object(let o) = j else { throw typeMismatch("Dictionary", j, path: path, node: node) }
            var out: [(key: Value, value: Value)] = []
            // Swift's dictionary order is unspecified; sorted keys keep renders reproducible.
            for k in o.keys.sorted() {
                let kv: Value
                if key == "Int" {
                    guard let i = Int(k) else { throw typeMismatch("Int", .string(k), path: path + [k], node: node) }
                    kv = .int(i)
                } else {
                    kv = .string(k)
                }
                out.append((key: kv, value: try decode(o[k]!, as: valueTarget, decoder, path: path + [k], node: node)))
            }
            return .dictionary(out)
        case .user(let d):
            return try decodeUser(j, d, decoder, path: path, node: node)
        case .scalar(let name):
            return try decodeScalar(j, name, decoder, path: path, node: node)
        case .any:
            return plain(j)
        }
    }

    /// A JSON value as the script value Swift would infer for it.
    func plain(_ j: JSONDecoding.JSON) -> Value {
        switch j {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .array(let a): return .array(a.map(plain))
        case .object(let o): return .dictionary(o.keys.sorted().map { (key: .string($0), value: plain(o[$0]!)) })
        }
    }

    private func decodeScalar(_ j: JSONDecoding.JSON, _ name: String, _ decoder: JSONDecoding.JSONDecoder, path: [String], node: Syntax?) throws -> Value {
        switch (name, j) {
        case ("String", .string(let s)), ("Substring", .string(let s)): return .string(s)
        case ("Character", .string(let s)) where s.count == 1: return .string(s)
        case ("Bool", .bool(let b)): return .bool(b)
        case (_, .int(let i)) where IntegerTypes.names.contains(name) || name == "Int": return .int(i)
        case ("Double", .int(let i)), ("Float", .int(let i)), ("CGFloat", .int(let i)), ("Decimal", .int(let i)), ("TimeInterval", .int(let i)):
            return .double(Double(i))
        case ("Double", .double(let d)), ("Float", .double(let d)), ("CGFloat", .double(let d)), ("Decimal", .double(let d)), ("TimeInterval", .double(let d)):
            return .double(d)
        case ("URL", .string(let s)):
            guard let u = URL(string: s) else { throw thrownDecoding("Invalid URL string.", path: path, node: node) }
            return .native(u)
        case ("UUID", .string(let s)):
            guard let u = UUID(uuidString: s) else { throw thrownDecoding("Attempted to decode UUID from invalid UUID string.", path: path, node: node) }
            return .native(u)
        case ("Date", _):
            return .native(try decodeDate(j, decoder, path: path, node: node))
        case (_, .array(let bounds)) where name.hasPrefix("Range<") || name.hasPrefix("ClosedRange<"):
            // Swift encodes a range as its two bounds: `"elevation": [291.65, 309.45]`.
            let closed = name.hasPrefix("Closed")
            let bound = String(name.drop { $0 != "<" }.dropFirst().dropLast())
            guard bounds.count == 2 else { throw thrownDecoding("A range needs a lower and an upper bound.", path: path, node: node) }
            let lo = try decodeScalar(bounds[0], bound, decoder, path: path + ["[0]"], node: node)
            let hi = try decodeScalar(bounds[1], bound, decoder, path: path + ["[1]"], node: node)
            if case .int(let a) = lo, case .int(let b) = hi {
                guard a <= b else { throw thrownDecoding("Cannot initialize \(name) with a lower bound greater than the upper bound.", path: path, node: node) }
                return .range(lower: a, upper: closed ? b + 1 : b, closed: closed)
            }
            guard let a = Conversions.double(lo), let b = Conversions.double(hi), a <= b else {
                throw thrownDecoding("Cannot initialize \(name) with a lower bound greater than the upper bound.", path: path, node: node)
            }
            return .native(DoubleRange(lower: a, upper: b, closed: closed))
        case ("String", _), ("Substring", _), ("Character", _), ("Bool", _), ("Double", _), ("Float", _), ("CGFloat", _), ("Decimal", _),
            ("TimeInterval", _), ("URL", _), ("UUID", _), ("Int", _):
            throw typeMismatch(name, j, path: path, node: node)
        case (_, _) where IntegerTypes.names.contains(name):
            throw typeMismatch(name, j, path: path, node: node)
        default:
            throw EvalError("cannot decode a value of type '\(name)' from JSON here (declare it as a Codable struct or enum in the project)", node)
        }
    }

    private func decodeDate(_ j: JSONDecoding.JSON, _ decoder: JSONDecoding.JSONDecoder, path: [String], node: Syntax?) throws -> Date {
        func number() throws -> Double {
            switch j {
            case .int(let i): return Double(i)
            case .double(let d): return d
            default: throw typeMismatch("Double", j, path: path, node: node)
            }
        }
        func string() throws -> String {
            guard case .string(let s) = j else { throw typeMismatch("String", j, path: path, node: node) }
            return s
        }
        switch decoder.dateStrategy {
        case .deferredToDate: return Date(timeIntervalSinceReferenceDate: try number())
        case .secondsSince1970: return Date(timeIntervalSince1970: try number())
        case .millisecondsSince1970: return Date(timeIntervalSince1970: try number() / 1000)
        case .iso8601:
            let s = try string()
            guard let d = ISO8601DateFormatter().date(from: s) else {
                throw thrownDecoding("Expected date string to be ISO8601-formatted.", path: path, node: node)
            }
            return d
        case .formatted(let f):
            let s = try string()
            guard let d = f.date(from: s) else { throw thrownDecoding("Date string does not match format expected by formatter.", path: path, node: node) }
            return d
        case .custom(let f):
            let v = try callValue(f, Args([Arg(label: nil, value: .native(JSONDecoding.Decoder(j, decoder, path: path)))]), node: node)
            guard case .native(let d as Date) = v else { throw EvalError("a custom date decoding strategy must give a Date, got \(v.typeName)", node) }
            return d
        }
    }

    /// A script struct, class or enum, as its synthesized `init(from:)` reads it.
    private func decodeUser(_ j: JSONDecoding.JSON, _ d: TypeDecl, _ decoder: JSONDecoding.JSONDecoder, path: [String], node: Syntax?) throws -> Value {
        // A type that decodes itself (`init(from decoder: Decoder)`) reads its containers.
        if let v = try decodeWithOwnInitializer(j, d, decoder, path: path, node: node) { return v }
        if d.kind == .enumeration {
            let raw: Value
            switch j {
            case .string(let s): raw = .string(s)
            case .int(let i): raw = .int(i)
            case .double(let x): raw = .double(x)
            default: throw typeMismatch(d.name, j, path: path, node: node)
            }
            for c in d.caseOrder where d.cases[c] == 0 {
                if try rawValue(of: d, case: c) == raw { return .enumCase(type: d.name, name: c, payload: []) }
            }
            throw thrownDecoding("Cannot initialize \(d.name) from invalid \(raw.typeName) value \(raw.debugText)", path: path, node: node)
        }
        guard case .object(var object) = j else { throw typeMismatch(d.name, j, path: path, node: node) }
        if decoder.convertFromSnakeCase {
            var converted: [String: JSONDecoding.JSON] = [:]
            for (k, v) in object { converted[JSONDecoding.camelCase(fromSnakeCase: k)] = v }
            object = converted
        }
        // Which properties are decoded, and under which keys.
        var keys: [(property: String, key: String)] = []
        if let ck = d.nested["CodingKeys"], ck.kind == .enumeration {
            for c in ck.caseOrder {
                let key: String
                if case .string(let s) = try rawValue(of: ck, case: c) { key = s } else { key = c }
                keys.append((c, key))
            }
        } else {
            for name in d.storedOrder {
                guard let p = d.stored[name], !(p.isLet && p.initializer != nil) else { continue }
                keys.append((name, name))
            }
        }
        var decoded: [String: Value] = [:]
        for (property, key) in keys {
            guard let p = d.stored[property] else { continue }
            let target: JSONDecoding.Target = try p.typeOrInferred.map { try decodeTarget($0, context: d, node: node) } ?? .any
            guard let value = object[key] else {
                if case .optional = target { decoded[property] = .null; continue }
                throw keyNotFound(key, in: d.name, path: path, node: node)
            }
            decoded[property] = try decode(value, as: target, decoder, path: path + [key], node: node)
        }
        // The other stored properties start from their initial values, as in `init(from:)`.
        let inst = Instance(decl: d, fields: [:])
        let scope = typeScope(d, selfValue: .instance(inst))
        for name in d.storedOrder {
            if let v = decoded[name] { inst.fields[name] = v; continue }
            guard let p = d.stored[name] else { continue }
            if let e = p.initializer {
                var v = try typedEval(e, as: p.type, scope) ?? eval(e, scope)
                if let t = p.type { v = try coerce(v, to: t, node: Syntax(e)) }
                inst.fields[name] = v
            } else if let v = p.implicitDefault {
                inst.fields[name] = v
            } else if p.type?.hasSuffix("?") == true {
                inst.fields[name] = .null
            } else {
                throw EvalError("'\(d.name).\(name)' is neither decoded (it is not in CodingKeys) nor given an initial value", d.syntax)
            }
        }
        return .instance(inst)
    }

}

extension JSONDecoding {
    /// `convertFromSnakeCase`: `first_name` → `firstName`, leading and trailing underscores kept.
    static func camelCase(fromSnakeCase key: String) -> String {
        guard key.contains("_") else { return key }
        let leading = key.prefix { $0 == "_" }
        let trailing = String(key.reversed().prefix { $0 == "_" })
        let core = key.dropFirst(leading.count).dropLast(trailing.count)
        let words = core.split(separator: "_", omittingEmptySubsequences: true)
        guard let first = words.first else { return key }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
        return String(leading) + first.lowercased() + rest.joined() + trailing
    }

    /// `decoder.dateDecodingStrategy = .iso8601`, `.keyDecodingStrategy = .convertFromSnakeCase`.
    static func setDecoderMember(_ decoder: JSONDecoding.JSONDecoder, _ name: String, _ value: Value, node: Syntax?) throws {
        switch (name, value) {
        case ("dateDecodingStrategy", _): decoder.dateStrategy = try JSONDateStrategy(value, node: node)
        case ("keyDecodingStrategy", .implicitMember("convertFromSnakeCase", nil)): decoder.convertFromSnakeCase = true
        case ("keyDecodingStrategy", .implicitMember("useDefaultKeys", nil)): decoder.convertFromSnakeCase = false
        default:
            throw EvalError("cannot set '\(name)' of JSONDecoder to \(value.description) here", node)
        }
    }
}

/// How `JSONDecoder` reads and `JSONEncoder` writes dates (`.dateDecodingStrategy`,
/// `.dateEncodingStrategy`).
enum JSONDateStrategy {
    case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601, formatted(DateFormatter)
    /// `.custom { decoder in … }` (decoding: the closure reads the decoder's single value) or
    /// `.custom { date, encoder in … }` (encoding: it writes the encoder's single value).
    case custom(Value)

    /// The strategy a script names (`.iso8601`, `.formatted(formatter)`).
    init(_ value: Value, node: Syntax?) throws {
        switch value {
        case .implicitMember("deferredToDate", nil): self = .deferredToDate
        case .implicitMember("secondsSince1970", nil): self = .secondsSince1970
        case .implicitMember("millisecondsSince1970", nil): self = .millisecondsSince1970
        case .implicitMember("iso8601", nil): self = .iso8601
        case .implicitMember("formatted", let args?):
            guard case .native(let f as DateFormatter)? = args.items.first?.value else {
                throw EvalError(".formatted(_:) expects a DateFormatter", node)
            }
            self = .formatted(f)
        case .implicitMember("custom", let args?):
            guard let f = args.items.first?.value, case .closure = f else { throw EvalError(".custom(_:) expects a closure", node) }
            self = .custom(f)
        default: throw EvalError("\(value.description) is not a date strategy here", node)
        }
    }
}
