import Foundation
import SwiftSyntax

extension ScriptFoundation {
    /// `UserDefaults.standard` as a freshly installed app sees it: empty, so every read gives its
    /// type's empty answer (`nil`, `0`, `false`), and what the script writes is kept for the rest
    /// of the render. Nothing reaches the machine's own defaults.
    final class UserDefaults {
        var values: [String: Value] = [:]
    }
}

extension Evaluator {
    /// `UserDefaults.standard` (one store per script).
    var standardDefaults: ScriptFoundation.UserDefaults {
        if let d = defaultsStore { return d }
        let d = ScriptFoundation.UserDefaults()
        defaultsStore = d
        return d
    }

    /// `defaults.string(forKey:)`, `.integer(forKey:)`, `.set(_:forKey:)`, `.register(defaults:)` …
    func userDefaultsMethod(_ d: ScriptFoundation.UserDefaults, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        var r = ArgReader(args, name, self, node: node)
        func key() throws -> String {
            guard let k = r.named("forKey") else { throw r.missing("'forKey:'") }
            return try Conversions.string(k.value, node: k.node)
        }
        let result: Value
        switch name {
        case "string", "object", "array", "dictionary", "data", "url", "stringArray":
            result = d.values[try key()] ?? .null
        case "integer":
            let v = d.values[try key()]
            result = v.flatMap { Conversions.double($0) }.map { .int(Int($0)) } ?? .int(0)
        case "double", "float":
            result = d.values[try key()].flatMap { Conversions.double($0) }.map { .double($0) } ?? .double(0)
        case "bool":
            if case .bool(let b)? = d.values[try key()] { result = .bool(b) } else { result = .bool(false) }
        case "set", "setValue":
            guard let v = r.positional() else { throw r.missing("value") }
            d.values[try key()] = v.value
            result = .void
        case "removeObject":
            d.values[try key()] = nil
            result = .void
        case "register":
            guard let a = r.named("defaults"), case .dictionary(let entries) = a.value else { throw r.missing("'defaults:' dictionary") }
            for e in entries { if case .string(let k) = e.key, d.values[k] == nil { d.values[k] = e.value } }
            result = .void
        case "synchronize":
            result = .bool(true)
        case "dictionaryRepresentation":
            // What the script stored (and registered), by key in order.
            result = .dictionary(d.values.keys.sorted().map { (key: .string($0), value: d.values[$0]!) })
        default: return nil
        }
        try r.finish()
        return result
    }
}
