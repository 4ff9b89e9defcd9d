import Foundation
import SwiftSyntax
import Easel

/// Reads the arguments of a call to one of Easel's functions by label; leftovers are errors that
/// name the label and suggest the nearest known one.
struct ArgReader {
    let args: Args
    let callee: String
    let ev: Evaluator
    let node: Syntax?
    private var used = ReadArguments()
    let known: [String]

    init(_ args: Args, _ callee: String, _ ev: Evaluator, node: Syntax?, known: [String] = []) {
        self.args = args
        self.callee = callee
        self.ev = ev
        self.node = node
        self.known = known
    }

    func nodeOf(_ label: String?) -> Syntax? {
        args.items.first { $0.label == label }?.node ?? node
    }

    // The look-ups below test the arguments in place, by index: `for (i, a) in
    // args.items.enumerated()` copied every argument it passed (its label, value, syntax node and
    // scope, each retained and released), and declarations read several labels per call.

    /// The next unlabelled, non-trailing argument.
    mutating func positional() -> Arg? {
        guard let i = take(nil) else { return nil }
        return args.items[i]
    }

    mutating func named(_ label: String) -> Arg? {
        guard let i = take(label) else { return nil }
        return args.items[i]
    }

    /// The index of the first unread argument labelled `label` (nil: unlabelled, non-trailing),
    /// marked read: the typed readers below look at its value in place instead of copying the
    /// whole argument out (its label, syntax node and scope, each retained and released).
    private mutating func take(_ label: String?) -> Int? {
        let items = args.items
        if let label {
            for i in items.indices where !used.contains(i) && items[i].label == label {
                used.insert(i)
                return i
            }
        } else {
            for i in items.indices where !used.contains(i) && items[i].label == nil && !items[i].isTrailing {
                used.insert(i)
                return i
            }
        }
        return nil
    }

    /// A closure argument by label (`nil`: SwiftUI's parameter has no label, as `tabItem(_:)`'s),
    /// or the trailing closure. A function passed by name (`VStack(content: Row.init)`,
    /// `ForEach(items, content: row)`) is a closure too.
    mutating func closure(_ label: String?) -> (Closure, Syntax?)? {
        let items = args.items
        for i in items.indices where !used.contains(i) && (items[i].label == label || items[i].isTrailing) {
            if label == nil, !items[i].isTrailing, !Self.isFunction(items[i].value) { continue }
            if case .closure(let c) = items[i].value {
                used.insert(i)
                return (c, items[i].node)
            }
            if Self.isFunction(items[i].value) {
                used.insert(i)
                let f = items[i].value, ev = ev, node = items[i].node ?? node
                let c = Closure(
                    name: items[i].value.description, params: [], usesShorthand: true,
                    body: .native({ values in try ev.callValue(f, Args(values.map { Arg(label: nil, value: $0) }), node: node) }),
                    scope: Scope(parent: nil))
                return (c, items[i].node)
            }
        }
        return nil
    }

    /// A function value other than a closure literal: `Row.init`, a built-in function's name.
    private static func isFunction(_ v: Value) -> Bool {
        switch v {
        case .closure: return true
        case .native(let x): return x is BoundMethod || x is BuiltinFunction
        default: return false
        }
    }

    /// The trailing closure, whatever its value.
    mutating func trailingArgument() -> Arg? {
        let items = args.items
        for i in items.indices where !used.contains(i) && items[i].isTrailing {
            used.insert(i)
            return items[i]
        }
        return nil
    }

    func has(_ label: String) -> Bool {
        let items = args.items
        for i in items.indices where items[i].label == label { return true }
        return false
    }

    mutating func cgfloat(_ label: String?) throws -> CGFloat? {
        guard let i = take(label) else { return nil }
        // A number is read in place (most calls: `frame(width: 10)`).
        switch args.items[i].value {
        case .int(let n): return CGFloat(Double(n))
        case .double(let d) where !d.isNaN: return CGFloat(d)
        default: break
        }
        let a = args.items[i]
        // `Color(red: .random(in: 0...1), …)`: a static call of the number type the parameter has;
        // `.frame(width: .layoutPadding)`: a static the script declares in `extension CGFloat`.
        if case .implicitMember(_, let args) = a.value, args != nil || Conversions.double(a.value) == nil {
            return try Conversions.optionalCGFloat(Conversions.coerce(a.value, to: "CGFloat", ev, node: a.node), node: a.node)
        }
        return try Conversions.optionalCGFloat(a.value, node: a.node)
    }

    /// Marks every argument read (a call whose arguments change nothing in a still image).
    mutating func skipRemaining() {
        for i in args.items.indices { used.insert(i) }
    }

    /// Reports the first argument nobody read.
    func finish() throws {
        for i in args.items.indices where !used.contains(i) {
            let a = args.items[i]
            if let l = a.label {
                throw EvalError("extra argument '\(l):' in call to '\(callee)'" + Suggest.didYouMean(l, among: known), a.node ?? node)
            }
            throw EvalError("extra argument in call to '\(callee)'", a.node ?? node)
        }
    }

    /// A required argument.
    func missing(_ what: String) -> EvalError {
        EvalError("missing argument \(what) in call to '\(callee)'", node)
    }
}

/// Which arguments of a call were read: a bit per argument (calls have few), so that reading
/// arguments allocates nothing.
private struct ReadArguments {
    private var low: UInt64 = 0
    private var high: Set<Int> = []

    func contains(_ i: Int) -> Bool { i < 64 ? low & (1 << UInt64(i)) != 0 : high.contains(i) }

    mutating func insert(_ i: Int) {
        if i < 64 { low |= 1 << UInt64(i) } else { high.insert(i) }
    }
}
