import SwiftSyntax

/// Easel's registered statics that implicit members (`.top`, `.black`, `.circular`) named where a
/// value of one of Easel's types was expected, by the syntax node they were converted at: looking
/// one up in `ScriptAPI.statics` hashes the type's name and the member's, about 700 instructions,
/// at every conversion of every call. An entry answers only the same member of the same type
/// (the value at a node may differ between evaluations: a variable holding `.top`, then
/// `.bottom`); registered statics are only ever added (`ScriptAPI.register` refuses a type that
/// has them), so a value found stays the one the table holds.
struct ImplicitStatics {
    private struct Entry {
        let typeName: String
        let name: String
        let value: Any
    }

    private var entries = SyntaxTable<Entry>()

    /// `ScriptAPI.statics[typeName]?[name]`, found once per node.
    mutating func value(_ name: String, of typeName: String, at node: Syntax?) -> Any? {
        guard let node else { return ScriptAPI.statics[typeName]?[name] }
        if let e = entries[node.id], e.name == name, e.typeName == typeName { return e.value }
        guard let value = ScriptAPI.statics[typeName]?[name] else { return nil }
        entries[node.id] = Entry(typeName: typeName, name: name, value: value)
        return value
    }
}
