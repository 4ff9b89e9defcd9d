import Foundation

/// Columns a builder collected, in order.
public struct TableColumnGroup<RowValue>: TableColumnContent {
    public typealias TableRowValue = RowValue
    let columnSpecs: [TableColumnSpec<RowValue>]
}

/// Builds a table's columns (SwiftUI's `TableColumnBuilder`) from `TableColumn`s, `if` and
/// `if`/`else`.
@resultBuilder public enum TableColumnBuilder<RowValue> {
    /// One column.
    public static func buildExpression<Sort, Content, Label>(_ column: TableColumn<RowValue, Sort, Content, Label>) -> TableColumnGroup<RowValue> {
        TableColumnGroup(columnSpecs: [column.spec])
    }
    /// Columns built elsewhere.
    public static func buildExpression(_ group: TableColumnGroup<RowValue>) -> TableColumnGroup<RowValue> { group }
    /// The columns in order.
    public static func buildBlock(_ parts: TableColumnGroup<RowValue>...) -> TableColumnGroup<RowValue> {
        TableColumnGroup(columnSpecs: parts.flatMap(\.columnSpecs))
    }
    /// The columns of an `if` that holds.
    public static func buildOptional(_ part: TableColumnGroup<RowValue>?) -> TableColumnGroup<RowValue> { part ?? TableColumnGroup(columnSpecs: []) }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: TableColumnGroup<RowValue>) -> TableColumnGroup<RowValue> { first }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: TableColumnGroup<RowValue>) -> TableColumnGroup<RowValue> { second }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: TableColumnGroup<RowValue>) -> TableColumnGroup<RowValue> { part }
}
