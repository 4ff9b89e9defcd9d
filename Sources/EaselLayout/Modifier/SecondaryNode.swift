import Foundation

/// `background`, `overlay`, `border` and `mask`: a secondary view proposed the size its primary
/// chose, aligned on it, and otherwise out of layout. Children are drawn in order, so a
/// background's secondary comes first and an overlay's last; a mask's secondary is not drawn but
/// keeps only as much of the primary as its alpha covers.
package final class SecondaryNode: LayoutNode {
    package enum Role: String, Sendable { case background, overlay, border, mask }
    package let role: Role
    package let alignment: Alignment

    package var primary: LayoutNode { role == .background ? children[1] : children[0] }
    package var secondary: LayoutNode { role == .background ? children[0] : children[1] }
    package override var modifiedChild: LayoutNode? { primary }

    /// Edges on which the secondary view reaches into the safe area (a style background's).
    package let secondaryIgnoresSafeArea: SafeAreaEdges
    /// How far the secondary view grows into the safe area, found when the node is placed.
    private var growth = EdgeInsets()

    package init(role: Role, alignment: Alignment, primary: LayoutNode, secondary: LayoutNode, secondaryIgnoresSafeArea: SafeAreaEdges = []) {
        self.role = role
        self.alignment = alignment
        self.secondaryIgnoresSafeArea = secondaryIgnoresSafeArea
        super.init(kind: role.rawValue, children: role == .background ? [secondary, primary] : [primary, secondary])
        layoutPriority = primary.layoutPriority  // the modified (primary) view's trait, as `modifiedChild` says
    }

    package override func materialize(size: CGSize, globalOrigin: CGPoint, _ ctx: LayoutContext) {
        guard !secondaryIgnoresSafeArea.isEmpty, let area = ctx.currentSafeArea else { return }
        growth = area.growth(of: CGRect(origin: globalOrigin, size: size), edges: secondaryIgnoresSafeArea)
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        primary.sizeThatFits(p, ctx)
    }

    package override func placements(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        // The secondary view's rectangle: this node's, grown into the safe area where it may.
        let area = CGSize(width: size.width + growth.horizontal, height: size.height + growth.vertical)
        let sp = ProposedViewSize(area)
        let s = secondary.sizeThatFits(sp, ctx)
        var origin = AlignedPlacement.origin(child: secondary.dimensions(sp, s, ctx), in: area, alignment: alignment)
        origin.x -= growth.leading
        origin.y -= growth.top
        let primaryPlacement = Placement(node: primary, origin: .zero, proposal: p)
        let secondaryPlacement = Placement(node: secondary, origin: origin, proposal: sp)
        return role == .background ? [secondaryPlacement, primaryPlacement] : [primaryPlacement, secondaryPlacement]
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, _ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        primary.explicitAlignment(key, p, size, ctx)
    }
}
