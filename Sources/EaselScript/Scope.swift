import Foundation
import SwiftSyntax

/// Lexical scope: names bound to values, with a parent. `self` is a binding like any other.
public final class Scope {
    let parent: Scope?
    private var names: [String: Value] = [:]

    init(parent: Scope?) { self.parent = parent }

    func lookup(_ name: String) -> Value? {
        var s: Scope? = self
        while let c = s {
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
