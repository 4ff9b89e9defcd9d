import Foundation
import SwiftSyntax

/// File-scope constants and variables: Swift lets a file use a global declared further down
/// (`let a = b + 1; let b = 41`), so each is evaluated in order, or earlier when first used.
extension Evaluator {
    /// Registers the file's global variable declarations, then evaluates each not yet evaluated.
    func declareGlobals(_ decls: [VariableDeclSyntax]) throws {
        for d in decls {
            for name in registeredNames(d) { pendingGlobals[name] = d }
        }
        for d in decls { try evaluatePending(d) }
    }

    /// The names a declaration's bindings are registered as: their own, or the names given to a
    /// file's or module's own declaration (see FileNames.swift).
    private func registeredNames(_ d: VariableDeclSyntax) -> [String] {
        let names = d.bindings.flatMap { Self.boundNames($0.pattern) }
        guard let registered = registeredVariableNames[d.id] else { return names }
        return names.map { registered[$0] ?? $0 }
    }

    /// Registers file-scope variables of a companion file, evaluated only when the script uses them
    /// (a companion's `let samples = load("data.json")` must not stop a file that never reads it).
    /// The first companion declaring a name keeps it; the script's own declarations, registered
    /// after these, replace them.
    func declareLazyGlobals(_ decls: [VariableDeclSyntax]) {
        for d in decls {
            for name in registeredNames(d) where pendingGlobals[name] == nil { pendingGlobals[name] = d }
        }
    }

    /// The value of a global not evaluated yet, evaluating its declaration now; nil when `name`
    /// is not a pending global.
    func pendingGlobal(_ name: String) throws -> Value? {
        guard let d = pendingGlobals[name] else { return nil }
        try evaluatePending(d)
        return globals.lookup(name)
    }

    private func evaluatePending(_ d: VariableDeclSyntax) throws {
        let names = registeredNames(d)
        guard names.contains(where: { pendingGlobals[$0] != nil }) else { return }
        for n in names { pendingGlobals[n] = nil }
        guard let registered = registeredVariableNames[d.id] else { return try declareLocal(DeclSyntax(d), globals) }
        // Declared under its own names: evaluated beside the globals, then registered.
        let scope = Scope(parent: globals)
        try declareLocal(DeclSyntax(d), scope)
        for plain in d.bindings.flatMap({ Self.boundNames($0.pattern) }) {
            if let v = scope.lookup(plain, below: globals) { globals.declare(registered[plain] ?? plain, v) }
        }
    }

    static func boundNames(_ p: PatternSyntax) -> [String] {
        if let id = p.as(IdentifierPatternSyntax.self) { return [id.identifier.plainText] }
        if let t = p.as(TuplePatternSyntax.self) { return t.elements.flatMap { boundNames($0.pattern) } }
        if let v = p.as(ValueBindingPatternSyntax.self) { return boundNames(v.pattern) }
        return []
    }
}
