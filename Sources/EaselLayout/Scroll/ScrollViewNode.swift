import Foundation

/// A scroll view's layout at rest (SwiftUI's `ScrollView` showing its initial viewport).
///
/// - The content is proposed nil ("your ideal") along each scroll axis and the scroll view's own
///   proposal across it, so it takes its ideal length along the axis.
/// - The scroll view takes the proposal along its scroll axes (the content's length when the
///   proposal is nil) and the content's size across them.
/// - The content sits at the viewport's leading/top edge along the scroll axes (offset zero) and is
///   centred across them. Clipping to the viewport is a separate clip effect around this node.
/// - Margins (`contentMargins`, and the safe area the scroll view reaches across) inset the
///   content: it is proposed the viewport less the margins across the scroll axes, starts after
///   the leading and top margins, and the scroll view's size across its axes includes them. The
///   viewport that container-relative frames measure is the scroll view's less its margins.
package final class ScrollViewNode: SingleChildNode {
    /// The axes that scroll.
    package let axes: Axis.Set
    /// The viewport that container-relative frames in the content measure against; nil when the
    /// content has none.
    package let container: ContainerGeometry?

    /// A scroll view is a container: its content's layout traits stay inside it.
    package override var carriesChildTraits: Bool { false }

    /// The content margins the view asked for (`contentMargins`).
    package let contentMargins: EdgeInsets
    /// The safe area the scroll view reaches across, which insets its content too; set by the
    /// `IgnoresSafeAreaNode` around it when it is placed.
    package private(set) var safeAreaMargins = EdgeInsets()
    /// All the margins around the content.
    private var margins: EdgeInsets {
        EdgeInsets(
            top: contentMargins.top + safeAreaMargins.top, leading: contentMargins.leading + safeAreaMargins.leading,
            bottom: contentMargins.bottom + safeAreaMargins.bottom, trailing: contentMargins.trailing + safeAreaMargins.trailing)
    }

    package init(axes: Axis.Set, container: ContainerGeometry? = nil, contentMargins: EdgeInsets = EdgeInsets(), child: LayoutNode) {
        self.axes = axes
        self.container = container
        self.contentMargins = contentMargins
        super.init(kind: "ScrollView", child: child)
    }

    /// Sets the safe area the scroll view reaches across; returns whether it changed (sizes this
    /// node chose before are then forgotten: they depend on it).
    @discardableResult
    package func setSafeAreaMargins(_ m: EdgeInsets) -> Bool {
        guard m != safeAreaMargins else { return false }
        safeAreaMargins = m
        clearSizeCache()
        return true
    }

    package override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let m = margins
        let inner = ProposedViewSize(
            width: proposal.width.map { max(0, $0 - m.horizontal) }, height: proposal.height.map { max(0, $0 - m.vertical) })
        // The viewport is the proposal less the margins; when it changes (a parent probing), the
        // content's sizes measured against the old one are forgotten.
        if let container, container.update(width: inner.width, height: inner.height) { child.invalidate() }
        return ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : inner.width,
            height: axes.contains(.vertical) ? nil : inner.height)
    }

    /// Enters the scroll view's coordinate spaces (`.scrollView`, `.scrollView(axis:)`) for its content.
    package override func materialize(size: CGSize, globalOrigin: CGPoint, _ ctx: LayoutContext) {
        let frame = CGRect(origin: globalOrigin, size: size)
        ctx.enterCoordinateSpace(NamedSpace(name: ScrollViewSpace(axis: nil), frame: frame))
        for axis in Axis.allCases where axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            ctx.enterCoordinateSpace(NamedSpace(name: ScrollViewSpace(axis: axis), frame: frame))
        }
    }

    package override func computeSize(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        let content = childSize(childProposal(proposal), ctx)
        let m = margins
        let width = content.width + m.horizontal, height = content.height + m.vertical
        return CGSize(
            width: axes.contains(.horizontal) ? (proposal.width ?? width) : width,
            height: axes.contains(.vertical) ? (proposal.height ?? height) : height)
    }

    package override func childOrigin(_ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGPoint {
        let content = childSize(childProposal(proposal), ctx)
        let m = margins
        return CGPoint(
            x: m.leading + (axes.contains(.horizontal) ? 0 : (size.width - m.horizontal - content.width) / 2),
            y: m.top + (axes.contains(.vertical) ? 0 : (size.height - m.vertical - content.height) / 2))
    }
}
