import Foundation
import SwiftSyntax

/// `URLComponents` and `URLQueryItem` for scripts: Foundation's own values, so a model that builds
/// a request URL from parts (`components.queryItems = parameters.map { URLQueryItem(…) }`,
/// `components.url`) runs as written. Both are structs: a change makes a new value, stored back
/// into the variable that held it.
enum URLComponentsValues {
    static let typeNames: Set<String> = ["URLComponents", "URLQueryItem"]

    /// `URLComponents()`, `URLComponents(string:)`, `URLComponents(url:resolvingAgainstBaseURL:)`
    /// (the last two optional, nil for text that is not a URL); `URLQueryItem(name:value:)`.
    static func construct(_ type: String, _ r: inout ArgReader) throws -> Value? {
        switch type {
        case "URLComponents":
            if let a = r.named("string") {
                return URLComponents(string: try Conversions.string(a.value, node: a.node)).map { .native($0) } ?? .null
            }
            if let a = r.named("url") {
                guard case .native(let url as URL) = a.value else { throw EvalError("URLComponents(url:) takes a URL, got \(a.value.typeName)", a.node) }
                var resolving = false
                if let b = r.named("resolvingAgainstBaseURL") { resolving = try Conversions.bool(b.value, node: b.node) }
                return URLComponents(url: url, resolvingAgainstBaseURL: resolving).map { .native($0) } ?? .null
            }
            return .native(URLComponents())
        case "URLQueryItem":
            guard let n = r.named("name") else { throw r.missing("'name:'") }
            let name = try Conversions.string(n.value, node: n.node)
            let v = r.named("value")
            let value = try v.flatMap { $0.value == .null ? nil : try Conversions.string($0.value, node: $0.node) }
            return .native(URLQueryItem(name: name, value: value))
        default: return nil
        }
    }

    /// The parts of a `URLComponents` and a `URLQueryItem`, optional where Foundation's are.
    static func member(_ base: Value, _ name: String) -> Value? {
        func text(_ s: String?) -> Value { s.map { .string($0) } ?? .null }
        switch base {
        case .native(let c as URLComponents):
            switch name {
            case "scheme": return text(c.scheme)
            case "host": return text(c.host)
            case "port": return c.port.map { .int($0) } ?? .null
            case "path": return .string(c.path)
            case "query": return text(c.query)
            case "fragment": return text(c.fragment)
            case "user": return text(c.user)
            case "password": return text(c.password)
            case "percentEncodedPath": return .string(c.percentEncodedPath)
            case "percentEncodedQuery": return text(c.percentEncodedQuery)
            case "queryItems": return c.queryItems.map { .array($0.map { .native($0) }) } ?? .null
            case "url": return c.url.map { .native($0) } ?? .null
            case "string": return text(c.string)
            case "description": return .string(c.description)
            default: return nil
            }
        case .native(let q as URLQueryItem):
            switch name {
            case "name": return .string(q.name)
            case "value": return text(q.value)
            case "description": return .string(q.description)
            default: return nil
            }
        default: return nil
        }
    }

    /// `components.url(relativeTo: base)`.
    static func callMethod(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let c as URLComponents) = base, name == "url" else { return nil }
        var r = ArgReader(args, name, ev, node: node)
        guard let a = r.named("relativeTo") else { throw r.missing("'relativeTo:'") }
        var relative: URL?
        switch a.value {
        case .null: relative = nil
        case .native(let u as URL): relative = u
        default: throw EvalError("url(relativeTo:) takes a URL, got \(a.value.typeName)", a.node)
        }
        try r.finish()
        return c.url(relativeTo: relative).map { .native($0) } ?? .null
    }

    /// `components.path = "/v1/items"`, `components.queryItems = [...]`: the changed copy. Text
    /// that Foundation refuses (an invalid percent-encoding) is an error, not a crash.
    static func setting(_ base: Value, _ name: String, _ value: Value, node: Syntax?) throws -> Value? {
        switch base {
        case .native(var c as URLComponents):
            func text() throws -> String? { value == .null ? nil : try Conversions.string(value, node: node) }
            switch name {
            case "scheme":
                // Foundation traps on a scheme that is not letters, digits, "+", "-" and ".".
                let s = try text()
                if let s,
                    s.isEmpty || !s.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "+-.".unicodeScalars.contains($0)) })
                        || !(s.unicodeScalars.first.map { CharacterSet.letters.contains($0) } ?? false)
                {
                    throw EvalError("invalid URL scheme '\(s)'", node)
                }
                c.scheme = s
            case "host": c.host = try text()
            case "port":
                if value == .null {
                    c.port = nil
                } else {
                    let p = try Conversions.int(value, node: node)
                    guard p >= 0 else { throw EvalError("invalid URL port \(p)", node) }
                    c.port = p
                }
            case "path": c.path = try text() ?? ""
            case "query": c.query = try text()
            case "fragment": c.fragment = try text()
            case "user": c.user = try text()
            case "password": c.password = try text()
            case "percentEncodedPath":
                let s = try text() ?? ""
                guard s.removingPercentEncoding != nil || s.isEmpty else { throw EvalError("invalid percent-encoded path '\(s)'", node) }
                c.percentEncodedPath = s
            case "percentEncodedQuery":
                let s = try text()
                if let s, !s.isEmpty, s.removingPercentEncoding == nil { throw EvalError("invalid percent-encoded query '\(s)'", node) }
                c.percentEncodedQuery = s
            case "queryItems":
                if value == .null {
                    c.queryItems = nil
                } else {
                    guard case .array(let items) = value else { throw EvalError("expected [URLQueryItem], got \(value.typeName)", node) }
                    c.queryItems = try items.map {
                        guard case .native(let q as URLQueryItem) = $0 else { throw EvalError("expected a URLQueryItem, got \($0.typeName)", node) }
                        return q
                    }
                }
            default: return nil
            }
            return .native(c)
        case .native(var q as URLQueryItem):
            switch name {
            case "name": q.name = try Conversions.string(value, node: node)
            case "value": q.value = value == .null ? nil : try Conversions.string(value, node: node)
            default: return nil
            }
            return .native(q)
        default: return nil
        }
    }
}
