import Foundation

/// `background`, `overlay` and `border`: a secondary view proposed the size its primary chose,
/// aligned on it, and otherwise out of layout. Children are drawn in order, so a background's
/// secondary comes first and an overlay's last.
public final class SecondaryNode: LayoutNode {
    public enum Role: String, Sendable { case background, overlay, border }
    public let role: Role
    public let alignment: Alignment

    public var primary: LayoutNode { role == .background ? children[1] : children[0] }
    public var secondary: LayoutNode { role == .background ? children[0] : children[1] }

    public init(role: Role, alignment: Alignment, primary: LayoutNode, secondary: LayoutNode) {
        self.role = role
        self.alignment = alignment
        super.init(kind: role.rawValue, children: role == .background ? [secondary, primary] : [primary, secondary])
    }

    public override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        primary.sizeThatFits(p, ctx)
    }

    public override func placements(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        let sp = ProposedViewSize(size)
        let s = secondary.sizeThatFits(sp, ctx)
        let origin = AlignedPlacement.origin(child: secondary.dimensions(sp, s, ctx), in: size, alignment: alignment)
        let primaryPlacement = Placement(node: primary, origin: .zero, proposal: p)
        let secondaryPlacement = Placement(node: secondary, origin: origin, proposal: sp)
        return role == .background ? [secondaryPlacement, primaryPlacement] : [primaryPlacement, secondaryPlacement]
    }

    public override func computeExplicitAlignment(_ key: AlignmentKey, _ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        primary.explicitAlignment(key, p, size, ctx)
    }
}
