import Foundation
import EaselLayout

/// Views in rows and shared columns (SwiftUI's `Grid`): its `GridRow`s give the cells of each row;
/// any other view is a row across every column. Columns are as wide as their widest cell and rows
/// as tall as their tallest, `horizontalSpacing` and `verticalSpacing` apart (8 by default);
/// flexible cells share what the grid is offered. Unlike `LazyVGrid`, all cells are laid out.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        let c = ctx.appending("Grid")
        let layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        let n = layout.makeNode(children: resolve(content, c))
        c.stamp(n)
        return [n]
    }
}

/// A row of a `Grid`: each view is a cell in the next column (SwiftUI's `GridRow`).
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        let c = ctx.appending("GridRow")
        let n = GridRowNode(cells: resolve(content, c), alignment: alignment)
        c.stamp(n)
        return [n]
    }
}

/// Sets a grid cell's options; layout neutral outside a grid.
nonisolated struct GridCellModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let apply: (GridCellNode) -> Void

    func makeNodes(content: (ResolveContext) -> [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode] {
        content(ctx).map { n in
            let cell = n as? GridCellNode ?? GridCellNode(n)
            apply(cell)
            ctx.stamp(cell)
            return cell
        }
    }
}

nonisolated extension View {
    /// Makes this grid cell span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellModifier { $0.columns = max(1, count) })
    }

    /// Aligns every cell of this cell's column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(GridCellModifier { $0.columnAlignment = guide })
    }

    /// Along `axes`, this cell asks for no size and takes its row's height or column's width (a
    /// `Divider` or `Color` that should not widen the grid).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(
            GridCellModifier { cell in
                if axes.contains(.horizontal) { cell.unsizedHorizontally = true }
                if axes.contains(.vertical) { cell.unsizedVertically = true }
            })
    }

    /// Places this cell in its cell by `anchor` instead of the alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(GridCellModifier { $0.anchor = anchor })
    }
}
