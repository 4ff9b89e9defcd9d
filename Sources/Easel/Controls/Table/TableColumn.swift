import Foundation
import EaselLayout

/// What a table's column builder holds (SwiftUI's `TableColumnContent`): `TableColumn`s and
/// groups of them. Easel's columns are its own types; a type of yours cannot conform.
public protocol TableColumnContent<TableRowValue> {
    /// The type of the rows the columns show.
    associatedtype TableRowValue
}

/// One column as a table draws it: its title and the view of a row's cell.
package struct TableColumnSpec<RowValue> {
    package let title: Text
    package let cell: (RowValue) -> AnyView

    package init(title: Text, cell: @escaping (RowValue) -> AnyView) {
        self.title = title
        self.cell = cell
    }
}

/// A column of a `Table` (SwiftUI's `TableColumn`): its title and what each row shows in it, a
/// view or the text of a string key path.
///
/// `Sort` is the comparator a sortable column (one given a `value:`) sorts by; a still table is
/// drawn in the order of its data, so Easel keeps only the type.
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    let spec: TableColumnSpec<RowValue>

    init(_ spec: TableColumnSpec<RowValue>) { self.spec = spec }

    /// A column of `title` whose cells are `content`'s views of each row.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == Never, Label == Text {
        self.init(TableColumnSpec(title: Text(titleKey)) { AnyView(content($0)) })
    }

    /// A column of `title` whose cells show each row's string at `value`, sortable by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>)
    where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
        self.init(TableColumnSpec(title: Text(titleKey)) { AnyView(Text(verbatim: $0[keyPath: value])) })
    }

    /// A column of `title` whose cells are `content`'s views, sortable by each row's `value`.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue>, Label == Text {
        self.init(TableColumnSpec(title: Text(titleKey)) { AnyView(content($0)) })
    }

    /// A column of `title` whose cells are `content`'s views, sortable by each row's `value` with
    /// `comparator`.
    public init<V, C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V, Sort == KeyPathComparator<RowValue>, Label == Text {
        self.init(TableColumnSpec(title: Text(titleKey)) { AnyView(content($0)) })
    }

    /// The column at a fixed width. Easel draws tables in compact width, where only the first
    /// column shows at the table's width, so the width changes nothing, as in SwiftUI there.
    public func width(_ width: CGFloat?) -> TableColumn { self }

    /// The column with width limits; as `width(_:)`, nothing changes in compact width.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
}
