import Foundation

/// A scroll view's layout at rest (SwiftUI's `ScrollView` showing its initial viewport).
///
/// - The content is proposed nil ("your ideal") along each scroll axis and the scroll view's own
///   proposal across it, so it takes its ideal length along the axis.
/// - The scroll view takes the proposal along its scroll axes (the content's length when the
///   proposal is nil) and the content's size across them.
/// - The content sits at the viewport's leading/top edge along the scroll axes (offset zero) and is
///   centred across them. Clipping to the viewport is a separate clip effect around this node.
package final class ScrollViewNode: SingleChildNode {
    /// The axes that scroll.
    package let axes: Axis.Set
    /// The viewport that container-relative frames in the content measure against; nil when the
    /// content has none.
    package let container: ContainerGeometry?

    /// A scroll view is a container: its content's layout traits stay inside it.
    package override var carriesChildTraits: Bool { false }

    package init(axes: Axis.Set, container: ContainerGeometry? = nil, child: LayoutNode) {
        self.axes = axes
        self.container = container
        super.init(kind: "ScrollView", child: child)
    }

    package override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        // The viewport is the proposal; when it changes (a parent probing), the content's sizes
        // measured against the old one are forgotten.
        if let container, container.update(width: proposal.width, height: proposal.height) { child.invalidate() }
        return ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
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
        return CGSize(
            width: axes.contains(.horizontal) ? (proposal.width ?? content.width) : content.width,
            height: axes.contains(.vertical) ? (proposal.height ?? content.height) : content.height)
    }

    package override func childOrigin(_ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGPoint {
        let content = childSize(childProposal(proposal), ctx)
        return CGPoint(
            x: axes.contains(.horizontal) ? 0 : (size.width - content.width) / 2,
            y: axes.contains(.vertical) ? 0 : (size.height - content.height) / 2)
    }
}
