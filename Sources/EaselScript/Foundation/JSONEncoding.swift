import Foundation
import SwiftSyntax

/// `JSONEncoder().encode(items)` for the script's own `Codable` types, as Swift's synthesized
/// `encode(to:)` writes them: every stored property (or the `CodingKeys` cases) in declaration
/// order, `nil` optionals left out, enums by raw value, arrays, dictionaries, and `Date`, `URL`,
/// `UUID` and `Data` as `JSONEncoder` writes them. Output is compact unless `.prettyPrinted`;
/// `.sortedKeys` sorts keys. A value that is not encodable is a thrown Swift error (`try?` gives nil).
enum JSONEncoding {
    /// The script's `JSONEncoder` and its strategies.
    final class JSONEncoder {
        var dateStrategy = JSONDateStrategy.deferredToDate
        var convertToSnakeCase = false
        var prettyPrinted = false
        var sortedKeys = false
        var escapesSlashes = true
    }

    /// The encoder a custom date strategy's closure is given (`.custom { date, encoder in … }`):
    /// its single value container keeps the one value the closure encodes.
    final class DateEncoder {
        var value: Value?
    }
    /// `encoder.singleValueContainer()` of a `DateEncoder`.
    struct SingleValueEncodingContainer {
        let encoder: DateEncoder
    }

    /// `encoder.singleValueContainer()`, `container.encode(x)`, `container.encodeNil()`.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        switch base {
        case .native(let e as DateEncoder) where name == "singleValueContainer": return .native(SingleValueEncodingContainer(encoder: e))
        case .native(let c as SingleValueEncodingContainer) where name == "encode" || name == "encodeNil":
            c.encoder.value = name == "encodeNil" ? .null : args.items.first?.value ?? .null
            return .void
        default: return nil
        }
    }

    /// An encoded tree: objects keep their keys in the order they were encoded.
    indirect enum Node {
        case null, bool(Bool), int(Int), double(Double), string(String), array([Node]), object([(String, Node)])
    }

    /// `firstName` → `first_name`, as `.convertToSnakeCase` writes keys: a word starts at an
    /// uppercase letter after a letter that is not one, and at the last capital of a run that a
    /// lowercase letter follows (`myURLValue` → `my_url_value`).
    static func snakeCase(fromCamelCase key: String) -> String {
        let chars = Array(key)
        var out = ""
        for (i, c) in chars.enumerated() {
            if i > 0, c.isUppercase, !chars[i - 1].isUppercase || (i + 1 < chars.count && chars[i + 1].isLowercase) { out.append("_") }
            out += c.lowercased()
        }
        return out
    }

    /// The JSON text of a tree.
    static func text(_ node: Node, _ encoder: JSONEncoder) -> String {
        var out = ""
        write(node, encoder, indent: 0, into: &out)
        return out
    }

    private static func write(_ node: Node, _ encoder: JSONEncoder, indent: Int, into out: inout String) {
        let pretty = encoder.prettyPrinted
        func newline(_ level: Int) { if pretty { out += "\n" + String(repeating: "  ", count: level) } }
        switch node {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d): out += d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : "\(d)"
        case .string(let s): writeString(s, escapesSlashes: encoder.escapesSlashes, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[\n\n]".filter { pretty || $0 != "\n" }; return }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                newline(indent + 1)
                write(item, encoder, indent: indent + 1, into: &out)
            }
            newline(indent)
            out += "]"
        case .object(var members):
            if members.isEmpty { out += "{\n\n}".filter { pretty || $0 != "\n" }; return }
            if encoder.sortedKeys { members.sort { $0.0 < $1.0 } }
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                newline(indent + 1)
                writeString(key, escapesSlashes: encoder.escapesSlashes, into: &out)
                out += pretty ? " : " : ":"
                write(value, encoder, indent: indent + 1, into: &out)
            }
            newline(indent)
            out += "}"
        }
    }

    private static func writeString(_ s: String, escapesSlashes: Bool, into out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/" where escapesSlashes: out += "\\/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20: out += String(format: "\\u%04x", u.value)
            default: out.unicodeScalars.append(u)
            }
        }
        out += "\""
    }

    /// `encoder.outputFormatting = [.prettyPrinted, .sortedKeys]`, `.dateEncodingStrategy = .iso8601`,
    /// `.keyEncodingStrategy = .convertToSnakeCase`.
    static func setEncoderMember(_ encoder: JSONEncoder, _ name: String, _ value: Value, node: Syntax?) throws {
        switch (name, value) {
        case ("dateEncodingStrategy", _): encoder.dateStrategy = try JSONDateStrategy(value, node: node)
        case ("keyEncodingStrategy", .implicitMember("convertToSnakeCase", nil)): encoder.convertToSnakeCase = true
        case ("keyEncodingStrategy", .implicitMember("useDefaultKeys", nil)): encoder.convertToSnakeCase = false
        case ("outputFormatting", _):
            let names: [String]
            switch value {
            case .implicitMember(let n, nil): names = [n]
            case .array(let items):
                names = try items.map {
                    guard case .implicitMember(let n, nil) = $0 else { throw EvalError("expected a JSONEncoder.OutputFormatting option", node) }
                    return n
                }
            default: throw EvalError("expected JSONEncoder.OutputFormatting options", node)
            }
            for n in names where !["prettyPrinted", "sortedKeys", "withoutEscapingSlashes"].contains(n) {
                throw EvalError("'.\(n)' is not a JSONEncoder.OutputFormatting option", node)
            }
            encoder.prettyPrinted = names.contains("prettyPrinted")
            encoder.sortedKeys = names.contains("sortedKeys")
            encoder.escapesSlashes = !names.contains("withoutEscapingSlashes")
        default:
            throw EvalError("cannot set '\(name)' of JSONEncoder to \(value.description) here", node)
        }
    }
}

extension Evaluator {
    /// `encoder.encode(value)`: the JSON as `Data`.
    func encodeJSON(_ encoder: JSONEncoding.JSONEncoder, _ args: Args, node: Syntax?) throws -> Value {
        guard args.items.count == 1, args.items[0].label == nil else { throw EvalError("encode(_:) takes one value", node) }
        let tree = try encodeNode(args.items[0].value, encoder, path: [], node: node)
        return .native(Data(JSONEncoding.text(tree, encoder).utf8))
    }

    private func notEncodable(_ v: Value, path: [String], node: Syntax?) -> ThrownError {
        ThrownError(
            value: .native(
                ScriptFoundationError(
                    description: "invalidValue: \(v.typeName) is not Encodable" + (path.isEmpty ? "" : " at \(path.joined(separator: "."))"))),
            node: node)
    }

    func encodeNode(_ v: Value, _ encoder: JSONEncoding.JSONEncoder, path: [String], node: Syntax?) throws -> JSONEncoding.Node {
        switch v {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .double(let d):
            guard d.isFinite else {
                throw ThrownError(value: .native(ScriptFoundationError(description: "invalidValue: \(d) is not valid JSON")), node: node)
            }
            return .double(d)
        case .string(let s): return .string(s)
        case .binding(let b): return try encodeNode(b.get(), encoder, path: path, node: node)
        case .array(let items):
            return .array(try items.enumerated().map { try encodeNode($0.element, encoder, path: path + ["[\($0.offset)]"], node: node) })
        case .dictionary(let pairs):
            // String and Int keys make an object; other keys, an array of keys and values.
            if pairs.allSatisfy({
                if case .string = $0.key { return true }; if case .int = $0.key { return true }; return false
            }) {
                return .object(
                    try pairs.map { pair in
                        let key: String
                        if case .string(let s) = pair.key { key = s } else if case .int(let i) = pair.key { key = String(i) } else { key = "" }
                        return (key, try encodeNode(pair.value, encoder, path: path + [key], node: node))
                    })
            }
            return .array(
                try pairs.flatMap { [try encodeNode($0.key, encoder, path: path, node: node), try encodeNode($0.value, encoder, path: path, node: node)] })
        case .enumCase(let t, let name, let payload):
            guard payload.isEmpty, let d = typeDecl(t) else { throw notEncodable(v, path: path, node: node) }
            let raw = try rawValue(of: d, case: name)
            if case .null = raw { throw notEncodable(v, path: path, node: node) }
            return try encodeNode(raw, encoder, path: path, node: node)
        case .instance(let i):
            let d = i.decl
            var keys: [(property: String, key: String)] = []
            if let ck = d.nested["CodingKeys"], ck.kind == .enumeration {
                for c in ck.caseOrder {
                    if case .string(let s) = try rawValue(of: ck, case: c) { keys.append((c, s)) } else { keys.append((c, c)) }
                }
            } else {
                keys = d.storedOrder.map { ($0, $0) }
            }
            var members: [(String, JSONEncoding.Node)] = []
            for (property, key) in keys {
                guard let value = i.fields[property] else { continue }
                if case .null = value { continue }  // `encodeIfPresent`
                let written = encoder.convertToSnakeCase ? JSONEncoding.snakeCase(fromCamelCase: key) : key
                members.append((written, try encodeNode(value, encoder, path: path + [key], node: node)))
            }
            return .object(members)
        case .native(let date as Date):
            switch encoder.dateStrategy {
            case .deferredToDate: return .double(date.timeIntervalSinceReferenceDate)
            case .secondsSince1970: return .double(date.timeIntervalSince1970)
            case .millisecondsSince1970: return .double(date.timeIntervalSince1970 * 1000)
            case .iso8601: return .string(ISO8601DateFormatter().string(from: date))
            case .formatted(let f): return .string(f.string(from: date))
            case .custom(let f):
                let e = JSONEncoding.DateEncoder()
                _ = try callValue(f, Args([Arg(label: nil, value: v), Arg(label: nil, value: .native(e))]), node: node)
                guard let written = e.value else { return .object([]) }  // nothing encoded: an empty object, as Foundation writes
                return try encodeNode(written, encoder, path: path, node: node)
            }
        case .native(let u as UUID): return .string(u.uuidString)
        case .native(let u as URL): return .string(u.absoluteString)
        case .native(let data as Data): return .string(data.base64EncodedString())
        default: throw notEncodable(v, path: path, node: node)
        }
    }
}
