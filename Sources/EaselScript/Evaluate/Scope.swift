import Foundation
import SwiftSyntax

/// Lexical scope: names bound to values, with a parent. `self` is a binding like any other.
package final class Scope {
    let parent: Scope?
    private var names: [String: Value] = [:]
    /// Every scope made under the same root, so that the cycles closures make with the scopes
    /// they capture (a function stored in the scope it closes over) can be broken at the end.
    let arena: ScopeArena

    init(parent: Scope?) {
        self.parent = parent
        arena = parent?.arena ?? ScopeArena()
        arena.add(self)
    }

    /// Forgets every binding (breaking closure ↔ scope cycles).
    fileprivate func clear() { names = [:] }

    func lookup(_ name: String) -> Value? {
        var s: Scope? = self
        while let c = s {
            if let v = c.names[name] { return v }
            s = c.parent
        }
        return nil
    }

    /// The value of `name` in this scope or an enclosing one below `root` (not in `root` itself).
    func lookup(_ name: String, below root: Scope) -> Value? {
        var s: Scope? = self
        while let c = s, c !== root {
            if let v = c.names[name] { return v }
            s = c.parent
        }
        return nil
    }

    func declare(_ name: String, _ value: Value) { names[name] = value }

    /// Assigns to the nearest scope that has the name; false when none has it.
    func assign(_ name: String, _ value: Value) -> Bool {
        var s: Scope? = self
        while let c = s {
            if c.names[name] != nil { c.names[name] = value; return true }
            s = c.parent
        }
        return false
    }

    /// Every visible name (for suggestions).
    var allNames: [String] {
        var out: [String] = []
        var s: Scope? = self
        while let c = s { out += c.names.keys; s = c.parent }
        return out
    }
}

/// Syntax kept inside values (closures, defaults).
final class ExprSyntaxBox {
    let expr: ExprSyntax
    init(_ e: ExprSyntax) { expr = e }
}

/// The body of a closure, function, accessor or initialiser.
enum BodySyntax {
    case statements(CodeBlockItemListSyntax)
    case expression(ExprSyntax)
    case native(([Value]) throws -> Value)
}

/// The scopes of one evaluator, held weakly; `release()` empties the ones still alive, which are
/// kept alive only by cycles once the script is done with them.
final class ScopeArena {
    private final class Entry { weak var scope: Scope?; init(_ s: Scope) { scope = s } }
    private var entries: [Entry] = []
    private var compactAt = 1024
    private let lock = NSLock()

    func add(_ scope: Scope) {
        lock.lock(); defer { lock.unlock() }
        entries.append(Entry(scope))
        if entries.count >= compactAt {
            entries.removeAll { $0.scope == nil }
            compactAt = max(1024, entries.count * 2)
        }
    }

    /// Clears every live scope.
    func release() {
        lock.lock()
        let live = entries.compactMap(\.scope)
        entries = []
        lock.unlock()
        for s in live { s.clear() }
    }
}
