import Foundation

/// A cell of a `Grid` with what its modifiers say: how many columns it spans, the axes along which
/// it takes the size of its row and column without asking for any (`gridCellUnsizedAxes`), and
/// the horizontal alignment it gives its whole column (`gridColumnAlignment`). Layout neutral.
package final class GridCellNode: SingleChildNode {
    package var columns = 1
    package var unsizedHorizontally = false
    package var unsizedVertically = false
    package var columnAlignment: HorizontalAlignment?
    package var anchor: UnitPoint?

    package init(_ child: LayoutNode) { super.init(kind: "gridCell", child: child) }

    /// The cell settings a grid's child carries: its own, or those of the view its modifiers wrap
    /// (`.gridCellColumns(2).background(.gray)` still spans two columns, as in SwiftUI).
    static func settings(of node: LayoutNode) -> GridCellNode? {
        var n: LayoutNode? = node
        while let m = n {
            if let cell = m as? GridCellNode { return cell }
            n = m.modifiedChild
        }
        return nil
    }
}
