import Foundation
import SwiftSyntax

/// Foundation's `NSCache` for scripts: a key-value store an app keeps images or results in
/// (`cache.object(forKey:)`, `setObject(_:forKey:)`, `removeObject(forKey:)`,
/// `removeAllObjects()`, `countLimit`, `totalCostLimit`, `name`). A render evicts nothing
/// except what `countLimit` asks for (the oldest entries first), as a device with free memory.
enum CacheValues {
    static let typeNames: Set<String> = ["NSCache"]

    /// A script's cache: its keys and objects in the order they were set.
    final class Cache {
        var keys: [Value] = []
        var objects: [Value] = []
        var countLimit = 0
        var totalCostLimit = 0
        var name = ""

        func object(for key: Value) -> Value { keys.firstIndex(of: key).map { objects[$0] } ?? .null }

        func set(_ value: Value, for key: Value) {
            remove(key)
            keys.append(key)
            objects.append(value)
            trim()
        }

        func remove(_ key: Value) {
            guard let i = keys.firstIndex(of: key) else { return }
            keys.remove(at: i)
            objects.remove(at: i)
        }

        func removeAll() {
            keys.removeAll()
            objects.removeAll()
        }

        /// The oldest entries beyond `countLimit` evicted.
        func trim() {
            guard countLimit > 0, keys.count > countLimit else { return }
            keys.removeFirst(keys.count - countLimit)
            objects.removeFirst(objects.count - countLimit)
        }
    }

    /// `NSCache<NSString, UIImage>()`.
    static func construct(_ type: String, _ args: Args, node: Syntax?) throws -> Value? {
        guard type == "NSCache" else { return nil }
        guard args.items.isEmpty else { throw EvalError("NSCache() takes no arguments", node) }
        return .native(Cache())
    }

    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let c as Cache) = base else { return nil }
        func key() throws -> Value {
            guard let k = args.items.first(where: { $0.label == "forKey" }) else { throw EvalError("\(name) needs 'forKey:'", node) }
            return k.value
        }
        switch name {
        case "object": return c.object(for: try key())
        case "setObject":
            guard let v = args.items.first(where: { $0.label == nil }) else { throw EvalError("setObject(_:forKey:) needs an object", node) }
            c.set(v.value, for: try key())
            return .void
        case "removeObject":
            c.remove(try key())
            return .void
        case "removeAllObjects":
            c.removeAll()
            return .void
        default: return nil
        }
    }

    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let c as Cache) = base else { return nil }
        switch name {
        case "countLimit": return .int(c.countLimit)
        case "totalCostLimit": return .int(c.totalCostLimit)
        case "name": return .string(c.name)
        default: return nil
        }
    }

    static func setMember(_ base: Value, _ name: String, _ value: Value, node: Syntax?) throws -> Bool {
        guard case .native(let c as Cache) = base else { return false }
        switch name {
        case "countLimit":
            c.countLimit = max(0, try Conversions.int(value, node: node))
            c.trim()
        case "totalCostLimit": c.totalCostLimit = max(0, try Conversions.int(value, node: node))
        case "name": c.name = try Conversions.string(value, node: node)
        default: return false
        }
        return true
    }
}
