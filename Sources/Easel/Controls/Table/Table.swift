import Foundation
import EaselLayout

/// Rows of data in columns (SwiftUI's `Table`), as an iPhone shows one: in compact width a table
/// has no header and shows only its first column, each row's cell as a row of a plain list
/// (Apple: "tables don't show headers and collapse all columns after the first"). Easel renders
/// in compact width only (as its size classes are), so the other columns are never drawn; the
/// selection and sort order are read and change nothing at rest.
///
/// SwiftUI's type has three generic parameters (`Value`, `Rows`, `Columns`); Easel's has the
/// row type. Code that calls the initialisers compiles unchanged.
nonisolated public struct Table<Value>: View {
    let rows: [Value]
    let id: (Value) -> AnyHashable
    let columns: [TableColumnSpec<Value>]

    /// A table of `rows`, each identified by `id`, with `columns`.
    package init(rows: [Value], id: @escaping (Value) -> AnyHashable, columns: [TableColumnSpec<Value>]) {
        self.rows = rows
        self.id = id
        self.columns = columns
    }

    /// The table's look: the first column's cells as plain list rows.
    public var body: some View {
        let first = columns.first
        return List {
            ForEach(rows.indices, id: \.self) { i in
                if let first { first.cell(rows[i]).id(id(rows[i])) }
            }
        }
        .listStyle(.plain)
    }
}

extension Table where Value: Identifiable {
    /// A table of `data`'s elements with the columns `columns` builds.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value> columns: () -> TableColumnGroup<Value>)
    where Data.Element == Value {
        self.init(rows: Array(data), id: { AnyHashable($0.id) }, columns: columns().columnSpecs)
    }

    /// A table whose selected row is `selection` (no row is drawn selected at rest).
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value> columns: () -> TableColumnGroup<Value>
    ) where Data.Element == Value {
        self.init(rows: Array(data), id: { AnyHashable($0.id) }, columns: columns().columnSpecs)
    }

    /// A table whose selected rows are `selection` (no row is drawn selected at rest).
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value> columns: () -> TableColumnGroup<Value>
    ) where Data.Element == Value {
        self.init(rows: Array(data), id: { AnyHashable($0.id) }, columns: columns().columnSpecs)
    }

    /// A table sorted by `sortOrder` (the rows are drawn in `data`'s order: sorting is the
    /// app's `onChange(of: sortOrder)`, which a still image does not run unless it appears).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value> columns: () -> TableColumnGroup<Value>
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), id: { AnyHashable($0.id) }, columns: columns().columnSpecs)
    }

    /// A table with a selection and a sort order.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> TableColumnGroup<Value>
    ) where Data.Element == Value, Sort.Compared == Value {
        self.init(rows: Array(data), id: { AnyHashable($0.id) }, columns: columns().columnSpecs)
    }
}
