import Foundation
import EaselLayout

/// A vertical stack that creates its rows as they scroll into view (SwiftUI's `LazyVStack`).
///
/// It lays out like a `VStack` (spacing 8 unless given) except that it takes the whole proposed
/// width, placing its children across it by `alignment`, as a LazyVStack in a ScrollView does on
/// iOS. In a scroll view, rows outside the viewport are not drawn.
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy vertical stack; `pinnedViews` is accepted (nothing is pinned at rest).
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var c = ctx.appending("LazyVStack")
        c.stackAxis = .vertical
        let stack = StackNode(axis: .vertical, alignment: alignment.key, spacing: spacing, children: resolve(content, c), kind: "LazyVStack")
        stack.drawsOnlyVisibleChildren = true
        stack.isLazyAlongScroll = ctx.scrollAxes.contains(.vertical)
        return resolve(ResolvedNodes([stack]).frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center)), ctx)
    }
}

/// Views a lazy stack keeps pinned while scrolling (SwiftUI's `PinnedScrollableViews`).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
