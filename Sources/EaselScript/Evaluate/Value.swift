import Foundation
import SwiftSyntax
import Easel

/// A value while a script runs. Numbers keep Swift's Int / Double distinction (CGFloat is Double);
/// Easel's own values (fonts, colours, alignments, views …) are wrapped as `.native`.
///
/// Only the cases whose payload is larger than a string are boxed (`indirect`): numbers,
/// strings, arrays and references are held in place, so that making one (every literal, every
/// loop element, every arithmetic result) allocates nothing.
package enum Value {
    case void
    case null
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case array([Value])
    case dictionary([(key: Value, value: Value)])
    case tuple([Value], labels: [String?])
    /// An integer range, its upper bound exclusive (a closed range `0...5` is stored as 0 to 6),
    /// and whether it was written closed (so that its `upperBound` is 5).
    case range(lower: Int, upper: Int, closed: Bool)
    indirect case native(Any)
    case closure(Closure)
    case instance(Instance)
    indirect case enumCase(type: String, name: String, payload: [Value])
    case type(TypeRef)
    /// `.leading`, `.system(size: 13)`: resolved when the expected type is known.
    indirect case implicitMember(String, Args?)
    case binding(BindingBox)

    var typeName: String {
        switch self {
        case .void: return "Void"
        case .null: return "nil"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .tuple: return "Tuple"
        case .range: return "Range"
        case .native(let a): return Self.shortTypeName(Swift.type(of: a))
        case .closure: return "closure"
        case .instance(let i): return i.decl.name
        case .enumCase(let t, _, _): return t
        case .type(let t): return "\(t.name).Type"
        case .implicitMember(let n, _): return ".\(n)"
        case .binding: return "Binding"
        }
    }

    /// A value of one of Swift's, Foundation's or Easel's types, not of a type the script declares
    /// (nor a type itself): what `self` is inside `extension String { … }`.
    var isBuiltinValue: Bool {
        switch self {
        case .instance, .type, .enumCase: return false
        default: return true
        }
    }

    /// `.small`, `.red.opacity(0.5)`: a member whose type comes from the context.
    var isImplicitMember: Bool {
        switch self {
        case .implicitMember, .native(is ImplicitChain): return true
        default: return false
        }
    }

    /// A type's name with the types it is nested in, without its module or generic arguments
    /// (`Text.Case`, `TimelineViewDefaultContext.Cadence`).
    static func qualifiedTypeName(_ t: Any.Type) -> String {
        var s = String(reflecting: t)
        if let i = s.firstIndex(of: "<") { s = String(s[..<i]) }
        guard let dot = s.firstIndex(of: ".") else { return s }
        return String(s[s.index(after: dot)...])
    }

    static func shortTypeName(_ t: Any.Type) -> String {
        shortTypeNames.name(of: t) { Easel.typeName(t) }
    }

    /// Each native type's short name, once: `String(describing:)` of a type reads its metadata and
    /// demangles its name at every call, and method calls on a native value ask for it.
    private static let shortTypeNames = TypeNameCache()
}

/// Names of types by their identity, made once and shared by every thread.
final class TypeNameCache: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [ObjectIdentifier: String] = [:]

    func name(of t: Any.Type, _ make: () -> String) -> String {
        let key = ObjectIdentifier(t)
        lock.lock()
        if let known = names[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = make()
        lock.lock()
        names[key] = made
        lock.unlock()
        return made
    }
}

/// A type named in a script: one of Easel's (by name) or one the script declares.
package enum TypeRef {
    case builtin(String)
    case user(TypeDecl)
    var name: String {
        switch self {
        case .builtin(let n): return n
        case .user(let d): return d.name
        }
    }
}

/// An instance of a script struct or class. Fields hold stored properties; while its body is
/// evaluated, `context` reaches the view's state slots and environment.
package final class Instance {
    let decl: TypeDecl
    var fields: [String: Value]
    var context: DynamicViewContext?
    /// The view a ViewModifier's `body(content:)` receives.
    var environmentOverride: EnvironmentValues?

    init(decl: TypeDecl, fields: [String: Value]) {
        self.decl = decl
        self.fields = fields
    }

    func copy() -> Instance {
        let i = Instance(decl: decl, fields: fields)
        i.context = context
        return i
    }
}

/// A read-write reference (`$state`, `@Binding`).
package final class BindingBox {
    let get: () -> Value
    let set: (Value) -> Void
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// Bindings to the elements of the array this one holds, as an array (nil when it holds
    /// something else): SwiftUI's `Binding` to a collection is a collection of element bindings.
    func elementBindings() -> Value? {
        guard case .array(let a) = get() else { return nil }
        return .array(a.indices.map { .binding(element($0)) })
    }

    /// A binding to element `i` of the array this one holds (`$items[i]`, the `$item` of
    /// `ForEach($items) { $item in … }`); reading it checks the index.
    func element(_ i: Int) -> BindingBox {
        BindingBox(
            get: { [self] in
                guard case .array(let a) = get(), a.indices.contains(i) else { return .null }
                return a[i]
            },
            set: { [self] v in
                guard case .array(var a) = get(), a.indices.contains(i) else { return }
                a[i] = v
                set(.array(a))
            })
    }
}

extension Value: Equatable {
    package static func == (a: Value, b: Value) -> Bool {
        switch (a, b) {
        case (.void, .void), (.null, .null): return true
        case (.int(let x), .int(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Double(x) == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.tuple(let x, _), .tuple(let y, _)): return x == y
        case (.range(let l1, let u1, _), .range(let l2, let u2, _)): return l1 == l2 && u1 == u2
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count && x.allSatisfy { e in y.contains { $0.key == e.key && $0.value == e.value } }
        case (.enumCase(let t1, let n1, let p1), .enumCase(let t2, let n2, let p2)): return t1 == t2 && n1 == n2 && p1 == p2
        case (.enumCase(_, let n1, let p1), .implicitMember(let n2, _)): return n1 == n2 && p1.isEmpty
        case (.implicitMember(let n2, _), .enumCase(_, let n1, let p1)): return n1 == n2 && p1.isEmpty
        case (.implicitMember(let n1, _), .implicitMember(let n2, _)): return n1 == n2
        // A class's objects are equal when they are the same object (as `NSObject`s and `===`;
        // comparing fields would never end in a graph with cycles); a struct's by its fields.
        case (.instance(let x), .instance(let y)): return x === y || (x.decl.kind != .classType && x.decl === y.decl && x.fields == y.fields)
        case (.native(let x), .native(let y)):
            if let hx = x as? AnyHashable, let hy = y as? AnyHashable { return hx == hy }
            return false
        case (.type(let x), .type(let y)): return x.name == y.name
        default: return false
        }
    }
}

extension Value: CustomStringConvertible {
    /// A native value as Swift prints it on Apple's platforms: Core Graphics geometry as
    /// `(1.0, 2.0, 3.0, 4.0)` (this machine's Foundation writes `CGRect(origin: …)`).
    package static func printed(_ a: Any) -> String {
        func parts(_ p: [CGFloat]) -> String { "(" + p.map { "\(Double($0))" }.joined(separator: ", ") + ")" }
        switch a {
        case let r as CGRect: return parts([r.origin.x, r.origin.y, r.size.width, r.size.height])
        case let s as CGSize: return parts([s.width, s.height])
        case let p as CGPoint: return parts([p.x, p.y])
        default: return String(describing: a)
        }
    }

    /// The text string interpolation gives ("\(x)").
    package var description: String {
        switch self {
        case .void: return "()"
        case .null: return "nil"
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .bool(let b): return String(b)
        case .string(let s): return s
        case .array(let a): return "[" + a.map { $0.debugText }.joined(separator: ", ") + "]"
        case .dictionary(let d): return d.isEmpty ? "[:]" : "[" + d.map { "\($0.key.debugText): \($0.value.debugText)" }.joined(separator: ", ") + "]"
        case .tuple(let t, _): return "(" + t.map { $0.debugText }.joined(separator: ", ") + ")"
        case .range(let l, let u, let closed): return closed ? "\(l)...\(u - 1)" : "\(l)..<\(u)"
        case .native(let a): return Self.printed(a)
        case .closure: return "(Function)"
        case .instance(let i):
            // A class's object prints its type's name, as Swift prints one that is not
            // `CustomStringConvertible`; a struct its fields.
            let name = FileNames.plain(i.decl.name)
            if i.decl.kind == .classType { return name }
            return name + "(" + i.decl.storedOrder.compactMap { n in i.fields[n].map { "\(n): \($0.debugText)" } }.joined(separator: ", ") + ")"
        case .enumCase(_, let n, let p): return p.isEmpty ? n : n + "(" + p.map { $0.debugText }.joined(separator: ", ") + ")"
        case .type(let t): return FileNames.plain(t.name)
        case .implicitMember(let n, _): return n
        case .binding(let b): return b.get().description
        }
    }

    var debugText: String {
        if case .string(let s) = self { return Evaluator.quoted(s) }
        return description
    }
}

/// A script closure (or function): parameters, body and the scope it captured.
package final class Closure {
    struct Param {
        var label: String?  // argument label (nil: positional "_")
        var name: String
        let type: String?
        var defaultValue: ExprSyntaxBox?
        var isBuilder: Bool
        var isInout: Bool
        /// A custom result builder's attribute (`@ActionBuilder`): closures passed here build
        /// their value with that type's `buildBlock` (see `ResultBuilders`).
        var resultBuilder: String? = nil
        /// Whether the declared type is a function type (or unknown), read at every call.
        let isFunctionType: Bool
        /// `_ values: Int...`: the parameter takes any number of arguments, as an array (`type` is
        /// then the array's, `[Int]`).
        let isVariadic: Bool

        init(label: String?, name: String, type: String?, defaultValue: ExprSyntaxBox?, isBuilder: Bool, isInout: Bool) {
            self.label = label
            self.name = name
            self.defaultValue = defaultValue
            self.isBuilder = isBuilder
            self.isInout = isInout
            if let t = type, t.hasSuffix("..."), !t.hasPrefix("(") {
                self.type = "[" + t.dropLast(3) + "]"
                isVariadic = true
            } else {
                self.type = type
                isVariadic = false
            }
            isFunctionType = self.type?.holdsFunctionArrow ?? true
        }

        /// `$item`: the parameter binds the binding, and `item` its value.
        var isDollarName: Bool { name.utf8.first == UInt8(ascii: "$") && name.utf8.count > 1 }
    }
    let params: [Param]
    /// Closures with no parameter list use $0, $1 …
    let usesShorthand: Bool
    /// For a closure expression using `$0`, `$1` …: the highest one used, plus one.
    var shorthandArity = 0
    let body: BodySyntax
    let scope: Scope
    let name: String
    var returnType: String?
    /// A generic function's parameters (`func load<T: Decodable>`), bound when it is called.
    var genericParams: [String] = []
    /// The generic parameter `p` is the metatype of (`T` of `as type: T.Type`), or nil.
    func metatypeGenericParameter(_ p: Param) -> String? {
        guard let t = p.type, t.hasSuffix(".Type") else { return nil }
        let g = String(t.dropLast(5))
        return genericParams.contains(g) ? g : nil
    }
    /// The custom result builder whose `buildBlock` makes this closure's value from the values of
    /// its statements (a closure passed for an `@ActionBuilder` parameter or property).
    var resultBuilder: TypeDecl? = nil
    /// A closure expression (`{ x in … }`) rather than a named function.
    let isLiteral: Bool
    /// A closure expression whose parameters have no type, default, `inout` or `...` (`{ row in
    /// … }`): calling it binds each argument's value to its parameter's name as it is.
    let hasPlainLiteralParameters: Bool
    /// A closure expression whose body is one expression holding no statements (not an `if` or
    /// `switch` expression, whose branches may `return`) and whose parameters, if any, are all
    /// `_` (`{ _ in Color.red.frame(width: 10, height: 10) }`, `{ Text("a") }`): a call that
    /// binds nothing (see `Evaluator.call`) declares no name and runs no `return`, so the body is
    /// evaluated in the closure's own scope, without a call scope of its own.
    let bodyNeedsNoCallScope: Bool

    /// A closure made by a closure expression, as `ClosureLiterals` read it, over `scope`.
    init(literal: ClosureLiterals.Literal, scope: Scope) {
        name = "closure"
        params = literal.params
        usesShorthand = literal.usesShorthand
        shorthandArity = literal.shorthandArity
        body = literal.body
        self.scope = scope
        returnType = nil
        isLiteral = true
        hasPlainLiteralParameters = literal.hasPlainLiteralParameters
        bodyNeedsNoCallScope = literal.bodyNeedsNoCallScope
    }

    init(name: String, params: [Param], usesShorthand: Bool, body: BodySyntax, scope: Scope, returnType: String? = nil) {
        self.name = name
        self.params = params
        self.usesShorthand = usesShorthand
        self.body = body
        self.scope = scope
        self.returnType = returnType
        isLiteral = name == "closure"
        hasPlainLiteralParameters =
            isLiteral && !usesShorthand && params.allSatisfy { $0.type == nil && $0.defaultValue == nil && !$0.isVariadic && !$0.isInout }
        if isLiteral, usesShorthand || (hasPlainLiteralParameters && params.allSatisfy { $0.name == "_" }), case .expression(let e) = body {
            bodyNeedsNoCallScope = !e.is(IfExprSyntax.self) && !e.is(SwitchExprSyntax.self)
        } else {
            bodyNeedsNoCallScope = false
        }
    }
}

extension Value {
    /// `nil`, or `.none` where an optional is expected (`.font(.none)`, `.fontWeight(.none)`):
    /// Optional's own case, which no SwiftUI type of those parameters shadows.
    var isNone: Bool {
        switch self {
        case .null, .implicitMember("none", nil): return true
        default: return false
        }
    }

    /// Whether the value can be called: a closure, a function or method reference, a type.
    var isCallable: Bool {
        switch self {
        case .closure, .type, .native(is BoundMethod), .native(is BuiltinFunction), .native(is FunctionOverloads): return true
        case .binding(let b): return b.get().isCallable
        default: return false
        }
    }
}
