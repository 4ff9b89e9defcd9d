import Foundation
import SwiftSyntax

/// `makeIterator()` of an array, a range or a string, and the iterator's `next()`:
/// `var it = items.makeIterator(); while let x = it.next() { … }`.
enum SequenceIterators {
    /// An iterator over a sequence's elements, advanced by `next()`.
    final class Iterator {
        let elements: [Value]
        var position = 0
        init(_ elements: [Value]) { self.elements = elements }
    }

    /// The iterator `makeIterator()` gives for `base`, or nil for a value that is not a sequence here.
    static func make(_ base: Value, node: Syntax?) throws -> Value? {
        switch base {
        case .array(let a): return .native(Iterator(a))
        case .string(let s): return .native(Iterator(s.map { .string(String($0)) }))
        case .range(let l, let u, _):
            guard u - l <= 1_000_000 else { throw EvalError("range too large to iterate here", node) }
            return .native(Iterator((l..<max(l, u)).map { .int($0) }))
        default: return nil
        }
    }

    /// `iterator.next()`: the next element, or nil once they are all taken.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard name == "next", args.items.isEmpty, case .native(let it as Iterator) = base else { return nil }
        guard it.position < it.elements.count else { return .null }
        defer { it.position += 1 }
        return it.elements[it.position]
    }
}
