import Foundation

/// SwiftUI's `Grid`: rows of cells in shared columns. Each column is as wide as its widest cell
/// and each row as tall as its tallest; the width (height) offered is shared among columns (rows)
/// as a stack shares it among its children, least flexible first, so a flexible cell takes what
/// the others leave. A view that is not a `GridRow` is a row of its own across every column.
/// Cells sit in their cell by the grid's alignment, the row's vertical alignment and their
/// column's horizontal alignment; spanning cells cover their columns and the spacing between.
package final class GridNode: LayoutNode {
    package let alignment: Alignment
    package let horizontalSpacing: CGFloat
    package let verticalSpacing: CGFloat

    /// One row: its cells with their first column, or a single view across the grid.
    struct Row {
        var cells: [(node: LayoutNode, cell: GridCellNode?, column: Int, span: Int)]
        var alignment: VerticalAlignment?
        var isFullWidth: Bool
    }
    private let rows: [Row]
    private let columnCount: Int

    package init(rows rowNodes: [LayoutNode], alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        var rows: [Row] = []
        var count = 0
        for n in rowNodes {
            if let r = n as? GridRowNode {
                var column = 0
                var cells: [(LayoutNode, GridCellNode?, Int, Int)] = []
                for c in r.children {
                    let cell = GridCellNode.settings(of: c)
                    let span = max(1, cell?.columns ?? 1)
                    cells.append((c, cell, column, span))
                    column += span
                }
                count = max(count, column)
                rows.append(Row(cells: cells, alignment: r.alignment, isFullWidth: false))
            } else {
                rows.append(Row(cells: [(n, GridCellNode.settings(of: n), 0, 0)], alignment: nil, isFullWidth: true))
            }
        }
        self.rows = rows
        columnCount = count
        super.init(kind: "Grid", children: rowNodes.flatMap { ($0 as? GridRowNode)?.children.array ?? [$0] })
    }

    /// Shares `offered` among lines whose least and most lengths are given, least flexible first
    /// (nil: each line at its ideal length).
    private static func share(_ offered: CGFloat?, spacing: CGFloat, ideal: [CGFloat], least: [CGFloat], most: [CGFloat]) -> [CGFloat] {
        guard var remaining = offered, remaining.isFinite else { return ideal }
        remaining = max(0, remaining - spacing * CGFloat(max(0, ideal.count - 1)))
        var out = ideal
        var left = ideal.count
        for i in ideal.indices.sorted(by: { (most[$0] - least[$0], $0) < (most[$1] - least[$1], $1) }) {
            let share = remaining / CGFloat(left)
            out[i] = min(max(share, least[i]), most[i])
            remaining = max(0, remaining - out[i])
            left -= 1
        }
        return out
    }

    /// Column widths for a proposed width.
    private func columnWidths(_ width: CGFloat?, _ ctx: LayoutContext) -> [CGFloat] {
        var ideal = [CGFloat](repeating: 0, count: columnCount)
        var least = ideal, most = ideal
        for row in rows where !row.isFullWidth {
            for c in row.cells where c.span == 1 && c.cell?.unsizedHorizontally != true {
                ideal[c.column] = max(ideal[c.column], c.node.sizeThatFits(.unspecified, ctx).width)
                least[c.column] = max(least[c.column], c.node.sizeThatFits(ProposedViewSize(width: 0, height: nil), ctx).width)
                most[c.column] = max(most[c.column], c.node.sizeThatFits(ProposedViewSize(width: .infinity, height: nil), ctx).width)
            }
        }
        return Self.share(width, spacing: horizontalSpacing, ideal: ideal, least: least, most: most)
    }

    private func spanWidth(_ widths: [CGFloat], _ column: Int, _ span: Int) -> CGFloat {
        guard span > 0 else { return totalWidth(widths) }
        let end = min(widths.count, column + span)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + horizontalSpacing * CGFloat(end - column - 1)
    }

    private func totalWidth(_ widths: [CGFloat]) -> CGFloat {
        widths.reduce(0, +) + horizontalSpacing * CGFloat(max(0, widths.count - 1))
    }

    /// Row heights for column widths and a proposed height.
    private func rowHeights(_ widths: [CGFloat], _ height: CGFloat?, gridWidth: CGFloat, _ ctx: LayoutContext) -> [CGFloat] {
        var ideal: [CGFloat] = [], least: [CGFloat] = [], most: [CGFloat] = []
        for row in rows {
            var i: CGFloat = 0, l: CGFloat = 0, m: CGFloat = 0
            for c in row.cells where c.cell?.unsizedVertically != true {
                let w = row.isFullWidth ? gridWidth : spanWidth(widths, c.column, c.span)
                i = max(i, c.node.sizeThatFits(ProposedViewSize(width: w, height: nil), ctx).height)
                l = max(l, c.node.sizeThatFits(ProposedViewSize(width: w, height: 0), ctx).height)
                m = max(m, c.node.sizeThatFits(ProposedViewSize(width: w, height: .infinity), ctx).height)
            }
            ideal.append(i); least.append(l); most.append(m)
        }
        return Self.share(height, spacing: verticalSpacing, ideal: ideal, least: least, most: most)
    }

    private func measure(_ p: ProposedViewSize, _ ctx: LayoutContext) -> (widths: [CGFloat], heights: [CGFloat], width: CGFloat) {
        let widths = columnWidths(p.width, ctx)
        var width = totalWidth(widths)
        if columnCount == 0 {
            // Full-width views and empty rows only: the widest view (an empty `GridRow()` has none).
            width = rows.compactMap { $0.cells.first?.node.sizeThatFits(ProposedViewSize(width: p.width, height: nil), ctx).width }.max() ?? 0
        }
        let heights = rowHeights(widths, p.height, gridWidth: width, ctx)
        return (widths, heights, width)
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        let m = measure(p, ctx)
        return CGSize(width: m.width, height: m.heights.reduce(0, +) + verticalSpacing * CGFloat(max(0, m.heights.count - 1)))
    }

    package override func placements(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        let m = measure(p, ctx)
        // A column's alignment: the first cell in it that names one, else the grid's.
        var columnAlignment = [HorizontalAlignment](repeating: alignment.horizontal, count: columnCount)
        var named = [Bool](repeating: false, count: columnCount)
        for row in rows where !row.isFullWidth {
            for c in row.cells where c.column < columnCount && !named[c.column] {
                if let a = c.cell?.columnAlignment { columnAlignment[c.column] = a; named[c.column] = true }
            }
        }
        var columnX = [CGFloat](repeating: 0, count: columnCount)
        var x: CGFloat = 0
        for i in 0..<columnCount { columnX[i] = x; x += m.widths[i] + horizontalSpacing }
        var out: [Placement] = []
        var y: CGFloat = 0
        for (r, row) in rows.enumerated() {
            let h = m.heights[r]
            for c in row.cells {
                let w = row.isFullWidth ? m.width : spanWidth(m.widths, c.column, c.span)
                let cellX = row.isFullWidth || c.column >= columnCount ? 0 : columnX[c.column]
                let cp = ProposedViewSize(width: w, height: h)
                let s = c.node.sizeThatFits(cp, ctx)
                let horizontal = c.column < columnCount && !row.isFullWidth ? columnAlignment[c.column] : alignment.horizontal
                let a = Alignment(horizontal: horizontal, vertical: row.alignment ?? alignment.vertical)
                var o = AlignedPlacement.origin(child: c.node.dimensions(cp, s, ctx), in: CGSize(width: w, height: h), alignment: a)
                if let anchor = c.cell?.anchor { o = CGPoint(x: (w - s.width) * anchor.x, y: (h - s.height) * anchor.y) }
                out.append(Placement(node: c.node, origin: CGPoint(x: cellX + o.x, y: y + o.y), proposal: cp))
            }
            y += h + verticalSpacing
        }
        return out
    }
}
