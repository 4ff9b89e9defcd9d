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

    /// The next unlabelled, non-trailing argument.
    mutating func positional() -> Arg? {
        for (i, a) in args.items.enumerated() where !used.contains(i) && a.label == nil && !a.isTrailing {
            used.insert(i)
            return a
        }
        return nil
    }

    mutating func named(_ label: String) -> Arg? {
        for (i, a) in args.items.enumerated() where !used.contains(i) && a.label == label {
            used.insert(i)
            return a
        }
        return nil
    }

    /// A closure argument by label, or the trailing closure.
    mutating func closure(_ label: String) -> (Closure, Syntax?)? {
        for (i, a) in args.items.enumerated() where !used.contains(i) && (a.label == label || a.isTrailing) {
            if case .closure(let c) = a.value {
                used.insert(i)
                return (c, a.node)
            }
        }
        return nil
    }

    /// The trailing closure, whatever its value.
    mutating func trailingArgument() -> Arg? {
        for (i, a) in args.items.enumerated() where !used.contains(i) && a.isTrailing {
            used.insert(i)
            return a
        }
        return nil
    }

    func has(_ label: String) -> Bool { args.items.contains { $0.label == label } }

    mutating func cgfloat(_ label: String?) throws -> CGFloat? {
        guard let a = label == nil ? positional() : named(label!) else { return nil }
        return try Conversions.optionalCGFloat(a.value, node: a.node)
    }

    /// Marks every argument read (a call whose arguments change nothing in a still image).
    mutating func skipRemaining() {
        for i in args.items.indices { used.insert(i) }
    }

    /// Reports the first argument nobody read.
    func finish() throws {
        for (i, a) in args.items.enumerated() where !used.contains(i) {
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
