import Foundation
import EaselLayout

/// Views in columns, filling rows from the top (SwiftUI's `LazyVGrid`): the columns' widths come
/// from `columns` (`GridItem`s) and the width offered; rows are as tall as their tallest view,
/// `spacing` apart (8 by default). The grid takes the width it is offered.
nonisolated public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        LazyGridLayout(
            axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .top),
            spacing: GridTracks.finite(spacing ?? LayoutDefaults.spacing, default: LayoutDefaults.spacing)
        ) { content }
    }
}

/// Views in rows, filling columns from the leading edge (SwiftUI's `LazyHGrid`): the rows'
/// heights come from `rows` and the height offered; columns are as wide as their widest view.
nonisolated public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        LazyGridLayout(
            axis: .horizontal, items: rows, alignment: Alignment(horizontal: .leading, vertical: alignment),
            spacing: GridTracks.finite(spacing ?? LayoutDefaults.spacing, default: LayoutDefaults.spacing)
        ) { content }
    }
}
