import Foundation

/// `safeAreaInset(edge:alignment:spacing:content:)`: a bar along one edge of the view, and the
/// view inset from that edge by the bar's length and the spacing, as by `safeAreaPadding`.
///
/// - The bar is proposed the proposal's length across the edge and nothing along it (its ideal
///   height for a top or bottom bar), and measured first.
/// - The view is proposed the proposal less the bar and the spacing; the node's size is the
///   view's plus them, and its length across the edge is the view's.
/// - When placed, the inset is safe area for the view (`SafeAreaGeometry.adding`): a scroll view
///   in it reaches under the bar, its content inset by as much, as SwiftUI's scrolls under a bar
///   pinned this way. The bar is drawn over the view, at the edge, aligned across by `alignment`.
package final class SafeAreaInsetNode: LayoutNode {
    package let edge: SafeAreaEdges
    package let alignment: Alignment
    package let spacing: CGFloat

    /// The inset of each size this node chose, for the safe area it adds when placed (which is
    /// told the size, not the proposal the bar was measured at).
    private var insetBySize: [CGSize: CGFloat] = [:]

    package var content: LayoutNode { children[0] }
    package var bar: LayoutNode { children[1] }
    package override var modifiedChild: LayoutNode? { content }

    /// `edge` is one of `.top`, `.bottom`, `.leading`, `.trailing`; `alignment` the bar's guide
    /// across it.
    package init(edge: SafeAreaEdges, alignment: Alignment, spacing: CGFloat, content: LayoutNode, bar: LayoutNode) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
        super.init(kind: "safeAreaInset", children: [content, bar])
        layoutPriority = content.layoutPriority
    }

    private var isVertical: Bool { edge == .top || edge == .bottom }

    /// What the bar is proposed: the proposal across the edge, nothing along it.
    private func barProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        isVertical ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height)
    }

    /// The bar's length along the edge's normal plus the spacing.
    private func inset(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGFloat {
        let b = bar.sizeThatFits(barProposal(p), ctx)
        return max(0, (isVertical ? b.height : b.width) + spacing)
    }

    private func insets(_ length: CGFloat) -> EdgeInsets {
        EdgeInsets(
            top: edge == .top ? length : 0, leading: edge == .leading ? length : 0,
            bottom: edge == .bottom ? length : 0, trailing: edge == .trailing ? length : 0)
    }

    private func contentProposal(_ p: ProposedViewSize, _ length: CGFloat) -> ProposedViewSize {
        isVertical
            ? ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - length) })
            : ProposedViewSize(width: p.width.map { max(0, $0 - length) }, height: p.height)
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        let length = inset(p, ctx)
        let c = content.sizeThatFits(contentProposal(p, length), ctx)
        let size = isVertical ? CGSize(width: c.width, height: c.height + length) : CGSize(width: c.width + length, height: c.height)
        insetBySize[size] = length
        return size
    }

    package override func didInvalidate() { insetBySize.removeAll() }

    package override func materialize(size: CGSize, globalOrigin: CGPoint, _ ctx: LayoutContext) {
        // The proposal is not known here: the inset found when this size was chosen.
        let length = insetBySize[size] ?? inset(ProposedViewSize(size), ctx)
        let frame = CGRect(origin: globalOrigin, size: size)
        ctx.enterSafeArea(SafeAreaGeometry.adding(insets(length), at: frame, inside: ctx.currentSafeArea))
    }

    package override func placements(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        let length = inset(p, ctx)
        let cp = contentProposal(p, length)
        let contentOrigin = CGPoint(x: edge == .leading ? length : 0, y: edge == .top ? length : 0)
        let bp = barProposal(p)
        let b = bar.sizeThatFits(bp, ctx)
        let barOrigin = AlignedPlacement.origin(child: bar.dimensions(bp, b, ctx), in: size, alignment: alignment)
        return [Placement(node: content, origin: contentOrigin, proposal: cp), Placement(node: bar, origin: barOrigin, proposal: bp)]
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, _ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        let length = inset(p, ctx)
        let cp = contentProposal(p, length)
        guard let v = content.explicitAlignment(key, cp, content.sizeThatFits(cp, ctx), ctx) else { return nil }
        let shift = key.axis == .horizontal ? (edge == .leading ? length : 0) : (edge == .top ? length : 0)
        return v + shift
    }
}
