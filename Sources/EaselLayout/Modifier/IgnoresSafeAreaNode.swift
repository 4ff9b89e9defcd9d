import Foundation

/// A view that extends into the safe area on some edges (SwiftUI's `ignoresSafeArea(_:edges:)`).
/// It is laid out as its child, and its size is the child's for its parent; when placed, each
/// chosen edge of its frame that lies on the safe area's edge is pushed out to the screen's, and
/// the child is proposed and placed in that larger rectangle — so a background colour reaches
/// under the status bar and the home indicator while its siblings keep their places.
package final class IgnoresSafeAreaNode: SingleChildNode {
    package let edges: SafeAreaEdges
    /// How far each edge extends, found when the node is placed.
    private var growth = EdgeInsets()
    /// The size the node was placed with (what an unspecified proposal stands for when it grows).
    private var placedSize = CGSize.zero

    /// Whether the view asked for it (`ignoresSafeArea()`), rather than a container that always
    /// does (a vertical scroll view, under the home indicator): only the first puts a view that
    /// `easel render` sizes itself on a device screen.
    package let isRequested: Bool
    /// The scroll view this node lets reach into the safe area (nil for `ignoresSafeArea()`): it
    /// also reaches across the insets `safeAreaPadding` added, on every edge, and its content is
    /// inset by as much as it grew, so the content at rest starts where it would have.
    package let scrollView: ScrollViewNode?

    package init(child: LayoutNode, edges: SafeAreaEdges, isRequested: Bool = true, scrollView: ScrollViewNode? = nil) {
        self.edges = edges
        self.isRequested = isRequested
        self.scrollView = scrollView
        super.init(kind: "ignoresSafeArea", child: child)
    }

    package override func computeSize(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        childSize(proposal, ctx)
    }

    package override func materialize(size: CGSize, globalOrigin: CGPoint, _ ctx: LayoutContext) {
        placedSize = size
        let area = ctx.currentSafeArea
        let reach = scrollView == nil ? edges : edges.union(area?.padded ?? [])
        growth = area?.growth(of: CGRect(origin: globalOrigin, size: size), edges: reach) ?? EdgeInsets()
        if isRequested, ctx.safeArea == nil, globalOrigin == .zero { ctx.ignoredAMissingSafeArea = true }
        guard let scrollView else { return }
        // The scroll view's content has none of the safe area the scroll view took (its margins).
        if let area { ctx.enterSafeArea(area.consuming(reach)) }
        // The nodes between this one and the scroll view chose sizes that depend on its margins.
        if scrollView.setSafeAreaMargins(growth) {
            var node = child
            while node !== scrollView, let next = node.firstChildRef?.takeUnretainedValue() {
                node.clearSizeCache()
                node = next
            }
        }
    }

    package override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        guard growth != EdgeInsets() else { return proposal }
        let w = growth.horizontal > 0 ? (proposal.width ?? placedSize.width) + growth.horizontal : proposal.width
        let h = growth.vertical > 0 ? (proposal.height ?? placedSize.height) + growth.vertical : proposal.height
        return ProposedViewSize(width: w, height: h)
    }

    /// The child in the middle of the grown rectangle (which a flexible child fills).
    override func childOrigin(
        _ proposal: ProposedViewSize, _ size: CGSize, child: LayoutNode, childProposal: ProposedViewSize,
        childSize: CGSize, _ ctx: LayoutContext
    ) -> CGPoint {
        CGPoint(
            x: -growth.leading + (size.width + growth.horizontal - childSize.width) / 2,
            y: -growth.top + (size.height + growth.vertical - childSize.height) / 2)
    }

    package override func childOrigin(_ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGPoint {
        childOrigin(proposal, size, child: child, childProposal: childProposal(proposal), childSize: childSize(childProposal(proposal), ctx), ctx)
    }
}
