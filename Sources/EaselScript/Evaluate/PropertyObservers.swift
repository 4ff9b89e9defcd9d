import Foundation
import SwiftSyntax

/// `var score = 0 { willSet { … } didSet { … } }`: a stored property whose observers run when it
/// is set (not when it is initialised), with `newValue` / `oldValue` or the names given. An
/// observer setting its own property does not run again, as in Swift.
extension Evaluator {
    static func isObserverBlock(_ b: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let list) = b.accessors else { return false }
        return !list.isEmpty && list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// Sets a stored property through `set`, running its observers around it.
    func observedSet(_ i: Instance, _ p: StoredProperty, _ newValue: Value, node: Syntax?, set: () throws -> Void) throws {
        guard let block = p.observers, case .accessors(let list) = block.accessors else { return try set() }
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
