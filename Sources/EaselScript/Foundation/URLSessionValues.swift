import Foundation
import SwiftSyntax

/// `URLSession` and `URLRequest` for scripts, as on a device with no network: a still image is
/// drawn before any response could arrive. `data(from:)` and `data(for:)` throw
/// `URLError(.notConnectedToInternet)` (a view shows its error state); a data task's completion
/// handler never runs and its publisher never publishes (a view shows its loading state). Requests
/// keep their URL, method, headers and body, so code that builds them runs as written.
enum URLSessionValues {
    static let typeNames: Set<String> = ["URLSession", "URLRequest", "URLSessionConfiguration"]

    /// A session (`URLSession.shared`, `URLSession(configuration: .default)`).
    struct Session: CustomStringConvertible {
        var description: String { "URLSession" }
    }

    /// A request: its URL, method, headers and body.
    final class Request: CustomStringConvertible {
        var url: URL
        var httpMethod = "GET"
        var headers: [String: String] = [:]
        var httpBody: Data?
        var timeoutInterval: Double = 60
        init(url: URL) { self.url = url }
        var description: String { "\(httpMethod) \(url.absoluteString)" }
    }

    /// The error every load fails with.
    static func offline(_ url: URL?, node: Syntax?) -> ThrownError {
        ThrownError(
            value: .native(
                ScriptFoundationError(
                    description: "The Internet connection appears to be offline." + (url.map { " (\($0.absoluteString))" } ?? ""),
                    domain: ScriptFoundationError.urlDomain,
                    code: -1009, urlCodeName: "notConnectedToInternet", failingURL: url)),
            node: node)
    }

    static func construct(_ type: String, _ r: inout ArgReader, _ ev: Evaluator) throws -> Value? {
        switch type {
        case "URLSession":
            r.skipRemaining()  // configuration, delegate, delegateQueue
            return .native(Session())
        case "URLSessionConfiguration":
            return .native(InertValue(typeName: "URLSessionConfiguration"))
        case "URLRequest":
            guard let a = r.named("url") else { throw r.missing("'url:'") }
            guard case .native(let url as URL) = a.value else { throw EvalError("URLRequest(url:) takes a URL, got \(a.value.typeName)", a.node) }
            let request = Request(url: url)
            for label in ["cachePolicy", "timeoutInterval"] { _ = r.named(label) }
            return .native(request)
        default: return nil
        }
    }

    static func staticMember(_ type: String, _ name: String) -> Value? {
        switch (type, name) {
        case ("URLSession", "shared"): return .native(Session())
        case ("URLSessionConfiguration", "default"), ("URLSessionConfiguration", "ephemeral"):
            return .native(InertValue(typeName: "URLSessionConfiguration"))
        default: return nil
        }
    }

    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let q as Request) = base else { return nil }
        switch name {
        case "url": return .native(q.url)
        case "httpMethod": return .string(q.httpMethod)
        case "httpBody": return q.httpBody.map { .native($0) } ?? .null
        case "allHTTPHeaderFields": return .dictionary(q.headers.keys.sorted().map { (key: .string($0), value: .string(q.headers[$0]!)) })
        case "timeoutInterval": return .double(q.timeoutInterval)
        default: return nil
        }
    }

    static func setMember(_ base: Value, _ name: String, _ value: Value, node: Syntax?) throws -> Bool {
        guard case .native(let q as Request) = base else { return false }
        switch (name, value) {
        case ("httpMethod", .string(let s)): q.httpMethod = s
        case ("httpBody", .native(let d as Data)): q.httpBody = d
        case ("httpBody", .null): q.httpBody = nil
        case ("timeoutInterval", _): q.timeoutInterval = Double(try Conversions.cgfloat(value, node: node))
        case ("allHTTPHeaderFields", .dictionary(let pairs)):
            q.headers = [:]
            for (k, v) in pairs { q.headers[try Conversions.string(k, node: node)] = try Conversions.string(v, node: node) }
        case ("cachePolicy", _): break
        default: throw EvalError("cannot set '\(name)' of URLRequest here", node)
        }
        return true
    }

    static func callMethod(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        var r = ArgReader(args, name, ev, node: node)
        switch base {
        case .native(let q as Request):
            guard name == "setValue" || name == "addValue" else { return nil }
            guard let v = r.positional(), let field = r.named("forHTTPHeaderField") else { throw r.missing("a value and 'forHTTPHeaderField:'") }
            let key = try Conversions.string(field.value, node: field.node)
            if case .null = v.value { q.headers[key] = nil; return .void }
            let text = try Conversions.string(v.value, node: v.node)
            q.headers[key] = name == "addValue" ? q.headers[key].map { $0 + "," + text } ?? text : text
            try r.finish()
            return .void
        case .native(is Session):
            // What the request is for: a URL, or a request's.
            func target() -> URL? {
                let a = r.named("from") ?? r.named("for") ?? r.named("with") ?? r.positional()
                switch a?.value {
                case .native(let u as URL)?: return u
                case .native(let q as Request)?: return q.url
                default: return nil
                }
            }
            switch name {
            case "data", "download", "upload", "bytes":
                let url = target()
                r.skipRemaining()
                throw offline(url, node: node)
            case "dataTask", "downloadTask", "uploadTask", "webSocketTask", "streamTask":
                // The completion handler would run after the picture is taken: never here.
                r.skipRemaining()
                return .native(InertValue(typeName: "URLSessionTask"))
            case "dataTaskPublisher":
                r.skipRemaining()
                return .native(InertValue(typeName: "URLSession.DataTaskPublisher"))
            case "invalidateAndCancel", "finishTasksAndInvalidate":
                return .void
            default:
                throw EvalError("URLSession has no method '\(name)' here", node)
            }
        default: return nil
        }
    }
}
