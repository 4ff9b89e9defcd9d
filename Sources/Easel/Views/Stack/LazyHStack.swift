import Foundation
import EaselLayout

/// A horizontal stack that creates its columns as they scroll into view (SwiftUI's `LazyHStack`).
///
/// It lays out like an `HStack` (spacing 8 unless given) except that it takes the whole proposed
/// height, placing its children across it by `alignment`. In a scroll view, children outside the
/// viewport are not drawn.
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy horizontal stack; `pinnedViews` is accepted (nothing is pinned at rest).
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var c = ctx.appending("LazyHStack")
        c.stackAxis = .horizontal
        let stack = StackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing, children: resolve(content, c), kind: "LazyHStack")
        stack.drawsOnlyVisibleChildren = true
        stack.isLazyAlongScroll = ctx.scrollAxes.contains(.horizontal)
        return resolve(ResolvedNodes([stack]).frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment)), ctx)
    }
}
