import Foundation
import SwiftSyntax

/// `extension Color { init(hex: UInt) { self.init(red: …, green: …, blue: …) } }`: initialisers a
/// script adds to Easel's types. The body runs with `self` unset; `self.init(…)` (or
/// `self = …`) gives the value, made by the type's own initialiser.
extension Evaluator {
    static let extensionInitMarker = "#extensionInit"

    func extensionInit(_ type: String, _ args: Args, node: Syntax?) throws -> Value? {
        guard let inits = extensions[type]?.inits, !inits.isEmpty else { return nil }
        let scope = extensionScope(type, selfValue: .null)
        scope.declare(Self.extensionInitMarker, .string(type))
        let candidates = inits.map { function("\(type).init", $0.signature, $0.body, scope: scope) }.filter { !mistypes($0, args) }
        guard let chosen = firstBinding(candidates, args, orNone: true) else { return nil }
        let callScope: Scope
        do { callScope = try runInitializer(chosen, args, node: node) } catch is InitializerFailed { return .null }  // `init?(hex:)`'s `return nil`
        guard let v = callScope.lookup("self"), v != .null else {
            throw EvalError("initialiser '\(type).init' must call self.init(…) or assign self", node)
        }
        return v
    }

    /// Whether `args` gives a plain string, number or Boolean where `c` takes one of the script's
    /// own types that no literal makes: `Color("accent")` is SwiftUI's initialiser, not the app's
    /// `private init(_ components: Components)`, as Swift's type checker tells them apart.
    private func mistypes(_ c: Closure, _ args: Args) -> Bool {
        guard c.params.count >= args.items.count else { return false }
        for (p, a) in zip(c.params, args.items) where p.label == a.label {
            switch a.value {
            case .string, .int, .double, .bool: break
            default: continue
            }
            guard var t = p.type else { continue }
            if t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
            guard let d = typeDecl(t), !d.conformances.contains(where: { $0.hasPrefix("ExpressibleBy") }) else { continue }
            return true
        }
        return false
    }

    /// `self.init(…)` inside an extension initialiser of one of Easel's types.
    func delegatingBuiltinInit(_ args: Args, _ scope: Scope, node: Syntax?) throws -> Value? {
        guard case .string(let type)? = scope.lookup(Self.extensionInitMarker) else { return nil }
        let v = try construct(.builtin(type), args, node: node)
        _ = scope.assign("self", v)
        return .void
    }
}
