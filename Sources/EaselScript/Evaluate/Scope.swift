import Foundation
import SwiftSyntax

/// Lexical scope: names bound to values, with a parent. `self` is a binding like any other.
package final class Scope {
    let parent: Scope?
    /// The first name bound here and its value, outside the dictionary: most scopes bind one name
    /// or none (a closure's parameter, a `for` loop's element), and a dictionary costs an
    /// allocation and hashing the name at every binding and look-up.
    private var firstName: String?
    private var firstValue = Value.void
    /// The second name bound here, outside the dictionary too: a type's scope binds `self` and
    /// `Self`, and is made at every instance made and every body read.
    private var secondName: String?
    private var secondValue = Value.void
    /// The names bound after the second.
    private var names: [String: Value] = [:]
    /// Every scope made under the same root, so that the cycles closures make with the scopes
    /// they capture (a function stored in the scope it closes over) can be broken at the end.
    let arena: ScopeArena
    /// The arena's list of live scopes runs through the scopes themselves (no entry to allocate,
    /// no weak reference): a scope links itself in when made and out when freed.
    fileprivate unowned(unsafe) var previousInArena: Scope?
    fileprivate unowned(unsafe) var nextInArena: Scope?
    /// The scope of a function or closure call holds the declared return type (nil: none
    /// declared), which `return` reads to type its literals; inner block scopes do not.
    private(set) var isCallScope = false
    private var declaredReturnType: String?

    init(parent: Scope?) {
        self.parent = parent
        arena = parent?.arena ?? ScopeArena()
        arena.add(self)
    }

    deinit { arena.remove(self) }

    /// Marks this scope as a call's, with the callee's declared return type.
    func beginCall(returning type: String?) {
        isCallScope = true
        declaredReturnType = type
    }

    /// The declared return type of the innermost call this scope is in (nil when none declared,
    /// or outside any call).
    var returnType: String? {
        var s: Scope? = self
        while let c = s {
            if c.isCallScope { return c.declaredReturnType }
            s = c.parent
        }
        return nil
    }

    /// Forgets every binding (breaking closure ↔ scope cycles), handing them to the caller to
    /// free (so that nothing is freed while the arena is locked).
    fileprivate func takeNames() -> (first: Value, second: Value, rest: [String: Value]) {
        let taken = (first: firstValue, second: secondValue, rest: names)
        firstName = nil
        firstValue = .void
        secondName = nil
        secondValue = .void
        names = [:]
        return taken
    }

    /// The value bound to `name` in this scope itself.
    private func own(_ name: String) -> Value? {
        if let f = firstName, f == name { return firstValue }
        if let s = secondName, s == name { return secondValue }
        if names.isEmpty { return nil }
        return names[name]
    }

    func lookup(_ name: String) -> Value? {
        var s: Scope? = self
        while let c = s {
            if let v = c.own(name) { return v }
            s = c.parent
        }
        return nil
    }

    /// The value of `name` in this scope or an enclosing one below `root` (not in `root` itself).
    func lookup(_ name: String, below root: Scope) -> Value? {
        var s: Scope? = self
        while let c = s, c !== root {
            if let v = c.own(name) { return v }
            s = c.parent
        }
        return nil
    }

    func declare(_ name: String, _ value: Value) {
        if let f = firstName {
            if f == name {
                firstValue = value
            } else if let s = secondName {
                if s == name { secondValue = value } else { names[name] = value }
            } else {
                secondName = name
                secondValue = value
            }
        } else {
            firstName = name
            firstValue = value
        }
    }

    /// Assigns to the nearest scope that has the name; false when none has it.
    func assign(_ name: String, _ value: Value) -> Bool {
        var s: Scope? = self
        while let c = s {
            if let f = c.firstName, f == name {
                c.firstValue = value
                return true
            }
            if let n = c.secondName, n == name {
                c.secondValue = value
                return true
            }
            if !c.names.isEmpty, c.names[name] != nil {
                c.names[name] = value
                return true
            }
            s = c.parent
        }
        return false
    }

    /// Every visible name (for suggestions).
    var allNames: [String] {
        var out: [String] = []
        var s: Scope? = self
        while let c = s {
            if let f = c.firstName { out.append(f) }
            if let n = c.secondName { out.append(n) }
            out += c.names.keys
            s = c.parent
        }
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

/// The scopes of one evaluator still alive; `release()` empties them, which are kept alive only
/// by cycles once the script is done with them. A doubly linked list through the scopes.
final class ScopeArena {
    private unowned(unsafe) var first: Scope?
    private let lock = NSLock()

    func add(_ scope: Scope) {
        lock.lock(); defer { lock.unlock() }
        scope.nextInArena = first
        first?.previousInArena = scope
        first = scope
    }

    /// Unlinks a scope being freed.
    func remove(_ scope: Scope) {
        lock.lock(); defer { lock.unlock() }
        if let p = scope.previousInArena { p.nextInArena = scope.nextInArena } else { first = scope.nextInArena }
        scope.nextInArena?.previousInArena = scope.previousInArena
        scope.previousInArena = nil
        scope.nextInArena = nil
    }

    /// Clears every live scope. The bindings are taken out under the lock (a scope being freed
    /// on another thread waits there, so every scope in the list is still valid) and freed after.
    func release() {
        var taken: [(first: Value, second: Value, rest: [String: Value])] = []
        lock.lock()
        var s = first
        while let c = s {
            taken.append(c.takeNames())
            s = c.nextInArena
        }
        lock.unlock()
    }
}
