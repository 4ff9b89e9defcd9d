import SwiftSyntax

/// What implicit members with constant arguments (`.custom("DejaVu Sans", size: 14)`,
/// `.degrees(45)`, kept by their call site as `ConstantCalls` describes) resolve to as one of
/// Easel's types whose statics read nothing but their arguments, by the call's syntax node:
/// resolving one goes through the evaluator's method dispatch, Easel's table of static functions
/// and an `ArgReader` (about 9,000 instructions for `.custom(_:size:)` as a `Font`) for a value
/// equal to the last one.
///
/// An entry answers only the same member as the same type with the very arguments it was made
/// from: the kept call's argument storage, compared by identity (the call site keeps it, so no
/// other array takes its place). A script that extends the type (`extension Font { static func
/// … }`) resolves as before.
struct ConstantImplicitCalls {
    /// Easel's types whose static functions read nothing but their arguments.
    static let types: Set<String> = ["Font", "Angle"]

    private struct Entry {
        let typeName: String
        let name: String
        let arguments: UnsafeRawPointer
        let value: Any
    }

    private var entries = SyntaxTable<Entry>()

    /// The storage of a call's arguments, as an identity (nil when there are none).
    static func identity(of args: Args) -> UnsafeRawPointer? {
        guard !args.items.isEmpty else { return nil }
        return args.items.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0) } }
    }

    /// The value `name` with `args` resolved to as `typeName` at `node`, when kept.
    func value(_ name: String, _ args: Args, of typeName: String, at node: Syntax) -> Any? {
        guard !entries.isEmpty, let e = entries[node.id], e.name == name, e.typeName == typeName,
            let arguments = Self.identity(of: args), e.arguments == arguments
        else { return nil }
        return e.value
    }

    /// Keeps `value` for `node` when the call there is a constant one whose arguments are `args`
    /// and `typeName`'s statics are pure and not extended by the script.
    mutating func keep(_ value: Any, _ name: String, _ args: Args, of typeName: String, at node: Syntax, _ ev: Evaluator) {
        guard Self.types.contains(typeName), ev.extensions[typeName] == nil, name != "random",
            let call = node.as(ExprSyntax.self), case .implicitMember(let keptName, let kept?)? = ev.callSites.constantValue(of: call),
            keptName == name, let arguments = Self.identity(of: args), Self.identity(of: kept) == arguments
        else { return }
        entries[node.id] = Entry(typeName: typeName, name: name, arguments: arguments, value: value)
    }
}
