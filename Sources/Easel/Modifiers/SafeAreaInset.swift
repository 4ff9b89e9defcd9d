import Foundation
import EaselLayout

/// `safeAreaInset`: the bar is resolved in the same environment as the content.
nonisolated struct SafeAreaInsetModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let edge: SafeAreaEdges
    let alignment: Alignment
    let spacing: CGFloat
    let bar: AnyView

    func makeNodes(content: (ResolveContext) -> [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode] {
        let nodes = content(ctx)
        let bctx = ctx.appending("safeAreaInset")
        var bars = bar.makeNodes(bctx)
        guard !bars.isEmpty else { return nodes }
        let barNode: LayoutNode = bars.count == 1 ? bars.removeFirst() : ZStackNode(alignment: alignment, children: bars)
        let view: LayoutNode = nodes.count == 1 ? nodes[0] : ZStackNode(alignment: .center, children: nodes)
        let n = SafeAreaInsetNode(edge: edge, alignment: alignment, spacing: spacing, content: view, bar: barNode)
        ctx.stamp(n)
        return [n]
    }
}

nonisolated extension View {
    /// Pins `content` along the top or bottom edge of this view and insets the view from that edge
    /// by the bar's height and `spacing` (0 by default), as `safeAreaPadding` does: a scroll view
    /// in it reaches under the bar, its content starting above (below) it, and shows through
    /// where the bar leaves room. The bar is aligned across by `alignment`.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SafeAreaInsetModifier(
                edge: edge == .top ? .top : .bottom,
                alignment: Alignment(horizontal: alignment, vertical: edge == .top ? .top : .bottom),
                spacing: spacing ?? 0, bar: AnyView(content())))
    }

    /// Pins `content` along the leading or trailing edge of this view and insets the view from it.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SafeAreaInsetModifier(
                edge: edge == .leading ? .leading : .trailing,
                alignment: Alignment(horizontal: edge == .leading ? .leading : .trailing, vertical: alignment),
                spacing: spacing ?? 0, bar: AnyView(content())))
    }
}
