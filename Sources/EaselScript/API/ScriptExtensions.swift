import Foundation
import SwiftSyntax
import Easel

/// A team's own views, modifiers and static values, added to what `easel` understands, so that
/// view files using a design system (`Badge("New")`, `.cardStyle()`, `Theme.accent`) render from
/// source. Build them into your own copy of the command with `EaselCLI.main(extensions:)`, or call
/// `Script.register(_:)` before creating scripts. See docs/Extending.md.
///
/// ```swift
/// var team = ScriptExtensions()
/// team.addView("Badge", labels: ["tint"]) { args in
///     let title = try args.string() ?? ""
///     return Badge(title, tint: try args.color("tint") ?? .blue)
/// }
/// team.addModifier("cardStyle") { view, _ in view.cardStyle() }
/// team.addStaticMembers(of: "Theme", ["accent": Theme.accent, "spacing": Theme.spacing])
/// ```
public struct ScriptExtensions {
    var views: [ViewDeclaration] = []
    var modifiers: [ModifierDeclaration] = []
    var statics: [String: [String: Any]] = [:]

    public init() {}

    /// A view scripts construct by name; `labels` are the argument labels it reads (suggested when
    /// a script misspells one). Arguments the closure does not read are an error at the call.
    public mutating func addView(_ name: String, labels: [String] = [], _ make: @escaping @Sendable (inout ScriptArguments) throws -> any View) {
        views.append(
            ViewDeclaration(name, labels: labels) { r, ev in
                var args = ScriptArguments(reader: r, evaluator: ev)
                defer { r = args.reader }
                return try make(&args)
            })
    }

    /// A modifier scripts call on any view (`.cardStyle()`).
    public mutating func addModifier(_ name: String, labels: [String] = [], _ apply: @escaping @Sendable (AnyView, inout ScriptArguments) throws -> any View) {
        modifiers.append(
            ModifierDeclaration(name, labels: labels) { view, r, ev in
                var args = ScriptArguments(reader: r, evaluator: ev)
                defer { r = args.reader }
                return AnyView(erasing: try apply(view, &args))
            })
    }

    /// Static members of a type scripts name (`Theme.accent`), also reached as implicit members
    /// (`.foregroundStyle(.accent)` does not look here: SwiftUI resolves that against `Color`).
    /// The values are Easel values (`Color`, `Font`, numbers as `Double`, `String` …).
    public mutating func addStaticMembers(of type: String, _ members: [String: Any]) {
        statics[type, default: [:]].merge(members) { $1 }
    }
}

/// The arguments of one call to a registered view or modifier, read by label (nil: the next
/// unlabelled argument).
public struct ScriptArguments {
    var reader: ArgReader
    let evaluator: Evaluator

    init(reader: ArgReader, evaluator: Evaluator) {
        self.reader = reader
        self.evaluator = evaluator
    }

    private mutating func take(_ label: String?) -> Arg? {
        label == nil ? reader.positional() : reader.named(label!)
    }

    /// A string argument.
    public mutating func string(_ label: String? = nil) throws -> String? {
        guard let a = take(label) else { return nil }
        if case .string(let s) = a.value { return s }
        return a.value.description
    }

    /// A number argument (an integer or floating-point literal or value).
    public mutating func number(_ label: String? = nil) throws -> Double? {
        guard let a = take(label) else { return nil }
        guard let d = Conversions.double(a.value), d.isFinite else { throw EvalError("expected a finite number, got \(a.value.debugText)", a.node) }
        return d
    }

    /// A Boolean argument.
    public mutating func bool(_ label: String? = nil) throws -> Bool? {
        guard let a = take(label) else { return nil }
        return try Conversions.bool(a.value, node: a.node)
    }

    /// A colour argument (`Color.red`, `.red`, `Color(red:green:blue:)`, a registered static).
    public mutating func color(_ label: String? = nil) throws -> Color? {
        guard let a = take(label) else { return nil }
        return try Conversions.color(a.value, evaluator, node: a.node)
    }

    /// An argument of one of Easel's value types, by the name scripts write for it, so that
    /// implicit members resolve (`value("style", as: Font.Weight.self, named: "Font.Weight")` reads `.bold`).
    public mutating func value<T>(_ label: String? = nil, as type: T.Type, named typeName: String) throws -> T? {
        guard let a = take(label) else { return nil }
        return try Conversions.native(a.value, type, typeName, evaluator, node: a.node)
    }

    /// A view argument, or the views a builder closure with this label (or the trailing closure) makes.
    public mutating func view(_ label: String = "content") throws -> AnyView? {
        if reader.has(label), let a = reader.named(label) {
            if case .closure(let c) = a.value { return try evaluator.view(try evaluator.call(c, Args(), node: a.node), node: a.node) }
            return try evaluator.view(a.value, node: a.node)
        }
        guard let (c, node) = reader.closure(label) else { return nil }
        return try evaluator.view(try evaluator.call(c, Args(), node: node), node: node)
    }

    /// The error for a required argument that is missing.
    public func missing(_ what: String) -> Error { reader.missing(what) }
}

extension Script {
    /// Adds a team's views, modifiers and static values to what scripts understand. Call it once,
    /// before creating scripts; a name Easel already has is an error.
    public static func register(_ extensions: ScriptExtensions) throws {
        try ScriptAPI.register(extensions)
    }
}
