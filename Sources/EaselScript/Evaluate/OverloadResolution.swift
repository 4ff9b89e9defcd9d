import Foundation
import SwiftSyntax

/// Choosing among initialisers or methods of the same name, as Swift does by argument count,
/// labels and types: the first declaration the arguments bind to (labels in order, defaults
/// filled in, values convertible to the parameter types).
extension Evaluator {
    /// Declares a file-scope function; a second one of the same name makes an overload set
    /// (`func label(_ n: Int)` and `func label(_ s: String)`).
    func declareGlobalFunction(_ name: String, _ c: Closure) {
        switch globals.lookup(name) {
        case .closure(let first)?: globals.declare(name, .native(FunctionOverloads(closures: [first, c])))
        case .native(let set as FunctionOverloads)?: globals.declare(name, .native(FunctionOverloads(closures: set.closures + [c])))
        default: globals.declare(name, .closure(c))
        }
        globalFunctionValues[name] = globals.lookup(name)
    }

    /// Whether `v` is a file-scope function (or overload set) rather than a value.
    static func isFunctionValue(_ v: Value) -> Bool {
        switch v {
        case .closure, .native(is FunctionOverloads): return true
        default: return false
        }
    }

    /// With `orNone`, nil when no candidate binds (a lone candidate is otherwise taken as is, so
    /// that its binding error is the one reported).
    /// Of several that bind, the most specific wins, as in Swift: `tryDecode(_ jsonString: String)`
    /// over `tryDecode(_ primitive: Any)` for a string (WeChat's message templates); among equally
    /// specific ones, the first declared.
    func firstBinding(_ candidates: [Closure], _ args: Args, orNone: Bool = false) -> Closure? {
        if candidates.count == 1, !orNone { return candidates[0] }
        let savedSteps = steps
        defer { steps = savedSteps }
        let binding = candidates.filter { c in
            (try? bind(c, args, into: Scope(parent: c.scope), node: nil)) != nil
        }
        guard binding.count > 1 else { return binding.first }
        return binding.min { Self.looseParameters($0) < Self.looseParameters($1) }
    }

    /// How many of a function's parameters take any value: `Any`, `AnyObject` (optional or not),
    /// or an unconstrained generic parameter of its own.
    static func looseParameters(_ c: Closure) -> Int {
        c.params.filter { p in
            guard var t = p.type?.trimmingCharacters(in: .whitespaces) else { return true }
            if t.hasSuffix("?") { t.removeLast() }
            return t == "Any" || t == "AnyObject" || c.genericParams.contains(t)
        }.count
    }

    /// `self.init(…)` inside an initialiser: the instance takes the fields another initialiser
    /// (or the memberwise one) gives.
    func delegatingInit(_ i: Instance, _ args: Args, node: Syntax?) throws -> Value {
        let result = try instantiate(i.decl, args, node: node)
        // `self.init(sides: 0)` that failed (a failable initialiser's `return nil`) fails this one too.
        if case .null = result { throw InitializerFailed() }
        guard case .instance(let made) = result else { return .void }
        for (k, v) in made.fields { i.fields[k] = v }
        return .void
    }
}

/// File-scope functions of one name, chosen among at each call as Swift does (`firstBinding`).
struct FunctionOverloads {
    let closures: [Closure]
}
