import Foundation
import SwiftSyntax
import Easel

/// `Table` and `TableColumn` for scripts: the columns are Easel's (`TableColumnSpec`), their
/// cells the script's closures called with each row.
enum TableViews {
    static let views: [ViewDeclaration] = [
        ViewDeclaration("Table", labels: ["of", "selection", "sortOrder", "columns"]) { r, ev in
            // A still table selects and sorts nothing: both are read (and must be bindings).
            for label in ["selection", "sortOrder"] {
                if let s = r.named(label), s.value != .null {
                    guard case .binding = try ControlViews.bindingArgument(s, ev) else {
                        throw EvalError("'\(label):' is a binding: pass $state or .constant(value), got \(s.value.typeName)", s.node)
                    }
                }
            }
            guard let data = r.positional() else {
                if r.has("of") { throw EvalError("Table(of:columns:rows:) is not supported; give the rows' collection: Table(items) { … }", r.node) }
                throw r.missing("data")
            }
            guard let (c, n) = r.closure("columns") else { throw r.missing("'columns:' (a closure of TableColumns)") }
            var rows: [Value] = []
            try ev.iterate(data.value, node: data.node ?? n ?? Syntax(TokenSyntax.identifier("Table"))) {
                rows.append($0)
                return rows.count <= 100_000
            }
            if rows.count > 100_000 { throw EvalError("Table over more than 100,000 rows", data.node) }
            let ids = try rows.map { try Views.identity(of: $0, nil, ev) }
            let columns = try tableColumns(try ev.call(c, Args(), node: n), node: n)
            return Table<Int>(rows: Array(rows.indices), id: { AnyHashable(ids[$0]) }, columns: columns.map { spec in spec.indexed(by: rows) })
        }
    ]

    static let values: [ValueDeclaration] = [
        ValueDeclaration("TableColumn", labels: ["value", "comparator", "content"]) { r, ev in
            guard let t = r.positional() else { throw r.missing("title") }
            let title = try Views.title(t, ev)
            _ = r.named("comparator")
            let path = r.named("value")
            if let (c, n) = r.closure("content") {
                return .native(TableColumnSpec<Value>(title: title) { row in ev.deferredView(c, row, node: n) })
            }
            guard let path, case .native(let kp as KeyPathName) = path.value else {
                throw r.missing("'value:' (a key path to a String) or a content closure")
            }
            let node = path.node ?? r.node ?? Syntax(TokenSyntax.identifier("TableColumn"))
            return .native(
                TableColumnSpec<Value>(title: title) { row in
                    ev.deferred(AnyView(EmptyView())) {
                        var v = row
                        for component in kp.components where component != "self" { v = try ev.member(of: v, component, node: node) }
                        guard case .string(let s) = v else { throw EvalError("TableColumn's 'value:' key path must lead to a String, got \(v.typeName)", node) }
                        return AnyView(Text(verbatim: s))
                    }
                })
        }
    ]

    /// `column.width(80)`, `column.width(min: 40, ideal: 80)`: the numbers are read (and
    /// checked) and the column is the same, as compiled (`TableColumn.width`).
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, _ node: Syntax?) throws -> Value? {
        guard name == "width", case .native(let spec as TableColumnSpec<Value>) = base else { return nil }
        var r = ArgReader(args, name, ev, node: node, known: ["min", "ideal", "max"])
        for label in [nil, "min", "ideal", "max"] { _ = try r.cgfloat(label) }
        try r.finish()
        return .native(spec)
    }

    /// The columns of a column builder's value: columns, lists of them, and nothing for `if`
    /// without `else`.
    static func tableColumns(_ v: Value, node: Syntax?) throws -> [TableColumnSpec<Value>] {
        switch v {
        case .native(let c as TableColumnSpec<Value>): return [c]
        case .native(let c as Children): return try c.items.flatMap { try tableColumns($0, node: node) }
        case .array(let xs): return try xs.flatMap { try tableColumns($0, node: node) }
        case .void, .null: return []
        default: throw EvalError("expected a TableColumn, got \(v.typeName)", node)
        }
    }
}

extension TableColumnSpec where RowValue == Value {
    /// The column for rows named by their index in `rows`.
    fileprivate func indexed(by rows: [Value]) -> TableColumnSpec<Int> {
        TableColumnSpec<Int>(title: title) { cell(rows[$0]) }
    }
}
