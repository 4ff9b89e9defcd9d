import Foundation
import SwiftSyntax

/// A script type's own `init(from decoder: Decoder)`: the decoder it receives and the containers
/// it reads (`container(keyedBy:)`, `nestedContainer(keyedBy:forKey:)`, `unkeyedContainer()`,
/// `singleValueContainer()`), each over the part of the JSON document it stands for. Values are
/// decoded as `JSONDecoder().decode` decodes them (JSONDecoding.swift), with the same strategies
/// and errors, and the coding path named in them.
extension JSONDecoding {
    /// The `Decoder` an `init(from:)` receives.
    final class Decoder {
        let json: JSON
        let settings: JSONDecoder
        let path: [String]
        init(_ json: JSON, _ settings: JSONDecoder, path: [String]) {
            self.json = json
            self.settings = settings
            self.path = path
        }
    }

    /// A keyed container: a JSON object whose keys a `CodingKey` enum names.
    final class KeyedContainer {
        let object: [String: JSON]
        let keys: TypeDecl?
        let settings: JSONDecoder
        let path: [String]
        init(_ object: [String: JSON], keys: TypeDecl?, _ settings: JSONDecoder, path: [String]) {
            self.object = object
            self.keys = keys
            self.settings = settings
            self.path = path
        }
    }

    /// An unkeyed container: a JSON array read in order.
    final class UnkeyedContainer {
        let items: [JSON]
        var currentIndex = 0
        let settings: JSONDecoder
        let path: [String]
        init(_ items: [JSON], _ settings: JSONDecoder, path: [String]) {
            self.items = items
            self.settings = settings
            self.path = path
        }
    }

    /// A single-value container: the one JSON value its decoder stands for.
    struct SingleValueContainer {
        let decoder: Decoder
    }

    /// `decoder.container(keyedBy:)`, `c.decode(_:forKey:)`, `u.decode(_:)` …; nil for another value.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let object) = base else { return nil }
        switch object {
        case let d as Decoder: return try ev.decoderMethod(d, name, args, node: node)
        case let c as KeyedContainer: return try ev.keyedMethod(c, name, args, node: node)
        case let u as UnkeyedContainer: return try ev.unkeyedMethod(u, name, args, node: node)
        case let s as SingleValueContainer:
            let d = s.decoder
            switch name {
            case "decodeNil": if case .null = d.json { return .bool(true) } else { return .bool(false) }
            case "decode":
                let target = try ev.decodeTarget(args.items.first?.value ?? .void, node: node)
                return try ev.decode(d.json, as: target, d.settings, path: d.path, node: node)
            default: return nil
            }
        default: return nil
        }
    }

    /// `unkeyed.isAtEnd`, `.count`, `.currentIndex`, `keyed.allKeys`, `decoder.codingPath`.
    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let object) = base else { return nil }
        switch (object, name) {
        case (let u as UnkeyedContainer, "isAtEnd"): return .bool(u.currentIndex >= u.items.count)
        case (let u as UnkeyedContainer, "count"): return .int(u.items.count)
        case (let u as UnkeyedContainer, "currentIndex"): return .int(u.currentIndex)
        case (let c as KeyedContainer, "allKeys"): return .array(c.object.keys.sorted().map { .string($0) })
        case (let d as Decoder, "codingPath"): return .array(d.path.map { .string($0) })
        default: return nil
        }
    }
}

extension Evaluator {
    /// A type's `init(from:)`, given a decoder over `j`; nil when the type declares none.
    func decodeWithOwnInitializer(
        _ j: JSONDecoding.JSON, _ d: TypeDecl, _ settings: JSONDecoding.JSONDecoder, path: [String], node: Syntax?
    ) throws -> Value? {
        guard d.inits.contains(where: { $0.signature.parameterClause.parameters.first?.firstName.text == "from" }) else { return nil }
        let decoder = JSONDecoding.Decoder(j, settings, path: path)
        return try instantiate(d, Args([Arg(label: "from", value: .native(decoder))]), node: node)
    }

    fileprivate func decoderMethod(_ d: JSONDecoding.Decoder, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        switch name {
        case "container": return try keyedContainer(d.json, keysArgument: args.items.first?.value, d.settings, path: d.path, node: node)
        case "unkeyedContainer": return try unkeyedContainer(d.json, d.settings, path: d.path, node: node)
        case "singleValueContainer": return .native(JSONDecoding.SingleValueContainer(decoder: d))
        default: return nil
        }
    }

    private func keyedContainer(
        _ j: JSONDecoding.JSON, keysArgument: Value?, _ settings: JSONDecoding.JSONDecoder, path: [String], node: Syntax?
    ) throws -> Value {
        guard case .object(var object) = j else { throw typeMismatch("Dictionary<String, Any>", j, path: path, node: node) }
        if settings.convertFromSnakeCase {
            var converted: [String: JSONDecoding.JSON] = [:]
            for (k, v) in object { converted[JSONDecoding.camelCase(fromSnakeCase: k)] = v }
            object = converted
        }
        var keys: TypeDecl? = nil
        if case .type(.user(let t))? = keysArgument { keys = t }
        return .native(JSONDecoding.KeyedContainer(object, keys: keys, settings, path: path))
    }

    private func unkeyedContainer(_ j: JSONDecoding.JSON, _ settings: JSONDecoding.JSONDecoder, path: [String], node: Syntax?) throws -> Value {
        guard case .array(let items) = j else { throw typeMismatch("Array<Any>", j, path: path, node: node) }
        return .native(JSONDecoding.UnkeyedContainer(items, settings, path: path))
    }

    /// The JSON key a `CodingKey` value names: its raw string, else its case name.
    private func codingKey(_ v: Value, in c: JSONDecoding.KeyedContainer, node: Syntax?) throws -> String {
        switch v {
        case .string(let s): return s
        case .enumCase(let t, let name, _):
            if let d = typeDecl(t), case .string(let s) = try rawValue(of: d, case: name) { return s }
            return name
        case .implicitMember(let name, nil):
            if let d = c.keys, d.cases[name] != nil, case .string(let s) = try rawValue(of: d, case: name) { return s }
            return name
        default: throw EvalError("a coding key must be a CodingKey case, got \(v.typeName)", node)
        }
    }

    fileprivate func keyedMethod(_ c: JSONDecoding.KeyedContainer, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        func keyArgument() throws -> String {
            guard let k = args.items.first(where: { $0.label == "forKey" }) ?? args.items.first(where: { $0.label == nil }) else {
                throw EvalError("\(name) needs 'forKey:'", node)
            }
            return try codingKey(k.value, in: c, node: k.node ?? node)
        }
        switch name {
        case "contains": return .bool(c.object[try keyArgument()] != nil)
        case "decodeNil":
            let key = try keyArgument()
            guard let j = c.object[key] else { throw keyNotFound(key, in: nil, path: c.path, node: node) }
            if case .null = j { return .bool(true) }
            return .bool(false)
        case "decode", "decodeIfPresent":
            let key = try keyArgument()
            let target = try decodeTarget(args.items.first?.value ?? .void, node: node)
            guard let j = c.object[key] else {
                if name == "decodeIfPresent" { return .null }
                throw keyNotFound(key, in: nil, path: c.path, node: node)
            }
            if name == "decodeIfPresent", case .null = j { return .null }
            return try decode(j, as: target, c.settings, path: c.path + [key], node: node)
        case "nestedContainer", "nestedUnkeyedContainer":
            let key = try keyArgument()
            guard let j = c.object[key] else { throw keyNotFound(key, in: nil, path: c.path, node: node) }
            if name == "nestedUnkeyedContainer" { return try unkeyedContainer(j, c.settings, path: c.path + [key], node: node) }
            return try keyedContainer(j, keysArgument: args.items.first { $0.label == "keyedBy" }?.value, c.settings, path: c.path + [key], node: node)
        case "superDecoder":
            return .native(JSONDecoding.Decoder(.object(c.object), c.settings, path: c.path))
        default: return nil
        }
    }

    fileprivate func unkeyedMethod(_ u: JSONDecoding.UnkeyedContainer, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        let path = u.path + ["[\(u.currentIndex)]"]
        switch name {
        case "decode", "decodeIfPresent", "decodeNil", "nestedContainer", "nestedUnkeyedContainer":
            guard u.currentIndex < u.items.count else {
                if name == "decodeIfPresent" { return .null }
                throw ThrownError(
                    value: .native(ScriptFoundationError(description: "valueNotFound: Unkeyed container is at end (at \(path.joined(separator: ".")))")),
                    node: node)
            }
            let j = u.items[u.currentIndex]
            if name == "decodeNil" {
                guard case .null = j else { return .bool(false) }
                u.currentIndex += 1
                return .bool(true)
            }
            let v: Value
            switch name {
            case "nestedContainer": v = try keyedContainer(j, keysArgument: args.items.first?.value, u.settings, path: path, node: node)
            case "nestedUnkeyedContainer": v = try unkeyedContainer(j, u.settings, path: path, node: node)
            default:
                if name == "decodeIfPresent", case .null = j {
                    v = .null
                } else {
                    v = try decode(j, as: try decodeTarget(args.items.first?.value ?? .void, node: node), u.settings, path: path, node: node)
                }
            }
            u.currentIndex += 1
            return v
        default: return nil
        }
    }
}
