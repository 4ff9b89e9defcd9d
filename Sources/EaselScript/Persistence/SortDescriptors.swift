import Foundation
import SwiftSyntax

/// Foundation's `SortDescriptor(\Book.title, order: .reverse)` and Core Data's
/// `NSSortDescriptor(keyPath: \Book.title, ascending: true)`: a key path, a direction and how
/// strings compare. They order `@Query` and `@FetchRequest` results, `FetchDescriptor`s, and
/// arrays (`books.sorted(using: SortDescriptor(\.title))`).
struct ScriptSortDescriptor: Hashable, CustomStringConvertible {
    /// How two strings compare: Foundation's `String.StandardComparator` (`SortDescriptor`'s
    /// default is `.localizedStandard`, as Finder sorts names), or `compare(_:)`'s lexical order
    /// (`NSSortDescriptor`'s, as a SQLite store sorts).
    enum StringOrder: String, Hashable { case localizedStandard, localized, lexical }

    let keyPath: KeyPathName
    let reverse: Bool
    let strings: StringOrder

    var description: String {
        "SortDescriptor(\\.\(keyPath.components.joined(separator: ".")), order: .\(reverse ? "reverse" : "forward"))"
    }

    /// `SortDescriptor(\Book.title)`, `SortDescriptor(\.title, comparator: .lexical, order: .reverse)`.
    static func construct(_ r: inout ArgReader, node: Syntax?) throws -> Value {
        guard let k = r.positional(), case .native(let kp as KeyPathName) = k.value else { throw r.missing("a key path such as \\Book.title") }
        var strings = StringOrder.localizedStandard
        if let c = r.named("comparator") {
            guard case .implicitMember(let n, nil) = c.value, let s = StringOrder(rawValue: n) else {
                throw EvalError("'comparator:' is .localizedStandard, .localized or .lexical", c.node)
            }
            strings = s
        }
        let reverse = try r.named("order").map { try isReverse($0) } ?? false
        return .native(ScriptSortDescriptor(keyPath: kp, reverse: reverse, strings: strings))
    }

    /// `NSSortDescriptor(keyPath: \Book.title, ascending: true)`, `NSSortDescriptor(key: "title", ascending: false)`.
    static func constructNS(_ r: inout ArgReader, node: Syntax?) throws -> Value {
        let keyPath = r.named("keyPath"), key = keyPath == nil ? r.named("key") : nil
        guard keyPath != nil || key != nil else { throw r.missing("'keyPath:' or 'key:'") }
        let ascending = r.named("ascending")
        _ = r.named("selector")
        return .native(try ns(keyPath: keyPath, key: key, ascending: ascending))
    }

    /// An NSSortDescriptor from its arguments (`keyPath:` or `key:`, and `ascending:`).
    private static func ns(keyPath: Arg?, key: Arg?, ascending: Arg?) throws -> ScriptSortDescriptor {
        let kp: KeyPathName
        if let k = keyPath {
            guard case .native(let p as KeyPathName) = k.value else { throw EvalError("'keyPath:' expects a key path such as \\Book.title", k.node) }
            kp = p
        } else if let k = key {
            guard case .string(let s) = k.value else { throw EvalError("'key:' expects the attribute's name as a string", k.node) }
            kp = KeyPathName(components: s.split(separator: ".").map(String.init))
        } else {
            throw EvalError("an NSSortDescriptor needs 'keyPath:' or 'key:'")
        }
        let isAscending = try ascending.map { try Conversions.bool($0.value, node: $0.node) } ?? true
        return ScriptSortDescriptor(keyPath: kp, reverse: !isAscending, strings: .lexical)
    }

    /// `.forward` or `.reverse` (`SortOrder`).
    static func isReverse(_ a: Arg) throws -> Bool {
        switch a.value {
        case .implicitMember("reverse", nil): return true
        case .implicitMember("forward", nil): return false
        default: throw EvalError("'order:' is .forward or .reverse, got \(a.value.typeName)", a.node)
        }
    }

    /// `descriptor.order`, `descriptor.keyPath`, `ascending` of an NSSortDescriptor.
    func member(_ name: String) -> Value? {
        switch name {
        case "order": return .implicitMember(reverse ? "reverse" : "forward", nil)
        case "ascending": return .bool(!reverse)
        case "keyPath": return .native(keyPath)
        case "key": return .string(keyPath.components.joined(separator: "."))
        case "reversedSortDescriptor": return .native(ScriptSortDescriptor(keyPath: keyPath, reverse: !reverse, strings: strings))
        default: return nil
        }
    }

    /// One descriptor, or an array of them, as a list (`sort:` takes either).
    static func list(_ v: Value, node: Syntax?) throws -> [ScriptSortDescriptor] {
        switch v {
        case .native(let d as ScriptSortDescriptor): return [d]
        // `sortBy: [.init(\.id)]`: a SortDescriptor made where one is expected; a fetch
        // request's `sortDescriptors: [.init(keyPath: \Item.date, ascending: true)]`, an
        // NSSortDescriptor.
        case .implicitMember("init", let args?):
            let keyPath = args.items.first { $0.label == "keyPath" }, key = args.items.first { $0.label == "key" }
            if keyPath != nil || key != nil {
                return [try ns(keyPath: keyPath, key: key, ascending: args.items.first { $0.label == "ascending" })]
            }
            guard case .native(let kp as KeyPathName)? = args.items.first(where: { $0.label == nil })?.value else {
                throw EvalError("SortDescriptor needs a key path such as \\.name", node)
            }
            var strings = StringOrder.localizedStandard
            if let c = args.items.first(where: { $0.label == "comparator" }) {
                guard case .implicitMember(let n, nil) = c.value, let order = StringOrder(rawValue: n) else {
                    throw EvalError("'comparator:' is .localizedStandard, .localized or .lexical", c.node ?? node)
                }
                strings = order
            }
            let reverse = try args.items.first(where: { $0.label == "order" }).map { try isReverse($0) } ?? false
            return [ScriptSortDescriptor(keyPath: kp, reverse: reverse, strings: strings)]
        case .array(let xs): return try xs.flatMap { try list($0, node: node) }
        case .null: return []
        case .binding(let b): return try list(b.get(), node: node)
        default: throw EvalError("expected a SortDescriptor or an array of them, got \(v.typeName)", node)
        }
    }

    /// Whether a value is a descriptor or a non-empty array of them (`sorted(using:)`).
    static func isDescriptors(_ v: Value) -> Bool {
        switch v {
        case .native(is ScriptSortDescriptor): return true
        case .array(let xs): return !xs.isEmpty && xs.allSatisfy { if case .native(is ScriptSortDescriptor) = $0 { return true } else { return false } }
        default: return false
        }
    }

    /// The values in the descriptors' order: by the first, ties by the next; ties left in order.
    static func sort(_ values: [Value], by descriptors: [ScriptSortDescriptor], _ ev: Evaluator, node: Syntax?) throws -> [Value] {
        guard !descriptors.isEmpty, values.count > 1 else { return values }
        let keys: [[Value]] = try values.map { v in
            try descriptors.map { d in
                try d.keyPath.components.filter { $0 != "self" }.reduce(v) { try ev.member(of: $0, $1, node: node ?? Syntax(TokenSyntax.identifier($1))) }
            }
        }
        var failure: Error?
        let order = values.indices.sorted { a, b in
            if failure != nil { return a < b }
            do {
                for (k, d) in descriptors.enumerated() {
                    let c = try compare(keys[a][k], keys[b][k], d.strings, ev, node: node)
                    if c != .orderedSame { return (c == .orderedAscending) != d.reverse }
                }
            } catch { failure = error }
            return a < b
        }
        if let failure { throw failure }
        return order.map { values[$0] }
    }

    /// Two keys' order: nil first, strings by `strings`, others by their `<`.
    private static func compare(_ a: Value, _ b: Value, _ strings: StringOrder, _ ev: Evaluator, node: Syntax?) throws -> ComparisonResult {
        switch (a, b) {
        case (.null, .null): return .orderedSame
        case (.null, _): return .orderedAscending
        case (_, .null): return .orderedDescending
        case (.string(let x), .string(let y)):
            switch strings {
            // As Foundation's localized comparisons, in the device's locale rather than the machine's.
            case .localizedStandard:
                return x.compare(y, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering], range: nil, locale: ev.deviceLocale)
            case .localized: return x.compare(y, options: [], range: nil, locale: ev.deviceLocale)
            case .lexical: return x == y ? .orderedSame : x < y ? .orderedAscending : .orderedDescending
            }
        case (.bool(let x), .bool(let y)): return x == y ? .orderedSame : (!x && y) ? .orderedAscending : .orderedDescending
        default:
            if a == b { return .orderedSame }
            if try ev.isLess(a, b, node: node) { return .orderedAscending }
            return try ev.isLess(b, a, node: node) ? .orderedDescending : .orderedSame
        }
    }
}
