import Foundation
import SwiftSyntax

/// `var score = 0 { willSet { … } didSet { … } }`: a stored property whose observers run when it
/// is set (not when it is initialised, nor by its type's initialisers' own statements), with
/// `newValue` / `oldValue` or the names given. An observer setting its own property does not run
/// again, as in Swift.
extension Evaluator {
    static func isObserverBlock(_ b: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = b.accessors else { return false }
        return !list.isEmpty && list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// Whether `node` is a statement of an initialiser's body (not of a closure inside it).
    static func isInInitializerBody(_ node: Syntax) -> Bool {
        var n = node.parent
        while let p = n {
            if p.is(InitializerDeclSyntax.self) { return true }
            if p.is(ClosureExprSyntax.self) || p.is(FunctionDeclSyntax.self) || p.is(AccessorDeclSyntax.self) { return false }
            n = p.parent
        }
        return false
    }

    /// Sets a stored property through `set`, running its observers around it.
    func observedSet(_ i: Instance, _ p: StoredProperty, _ newValue: Value, node: Syntax?, set: () throws -> Void) throws {
        guard let block = p.observers, case .accessors(let list) = block.accessors else { return try set() }
        // Set by an initialiser's own statements: Swift runs no observer.
        if let node, Self.isInInitializerBody(node) { return try set() }
        let key = "\(ObjectIdentifier(i).hashValue).\(p.name)"
        guard !runningObservers.contains(key) else { return try set() }
        runningObservers.insert(key)
        defer { runningObservers.remove(key) }
        let old = try instanceMember(i, p.name, node: node) ?? .null
        func run(_ kind: String, _ arg: Value, _ defaultName: String) throws {
            guard let a = list.first(where: { $0.accessorSpecifier.text == kind }), let body = a.body else { return }
            let s = Scope(parent: typeScope(i.decl, selfValue: .instance(i)))
            s.declare(a.parameters?.name.plainText ?? defaultName, arg)
            var out: [Value] = []
            _ = try exec(body.statements, s, &out)
        }
        try run("willSet", newValue, "newValue")
        try set()
        try run("didSet", old, "oldValue")
    }
}
