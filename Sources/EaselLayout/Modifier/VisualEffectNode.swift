import Foundation

/// `visualEffect`: laid out as its child; at placement, once its frame is known, the child is
/// drawn through the effects `build` makes from that frame (offsets, transforms, filters:
/// layout-neutral wrappers around the child).
package final class VisualEffectNode: LayoutNode {
    /// The view the effects apply to.
    package let base: LayoutNode
    /// The child wrapped in the effects for a frame.
    package let build: (GeometryInfo, LayoutNode) -> LayoutNode
    private var built: GeometryInfo?

    package init(base: LayoutNode, build: @escaping (GeometryInfo, LayoutNode) -> LayoutNode) {
        self.base = base
        self.build = build
        super.init(kind: "visualEffect", child: base)
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        base.sizeThatFits(p, ctx)
    }

    package override func materialize(size: CGSize, globalOrigin: CGPoint, _ ctx: LayoutContext) {
        let info = GeometryInfo(size: size, globalFrame: CGRect(origin: globalOrigin, size: size), coordinateSpaces: ctx.coordinateSpaces)
        guard info != built else { return }
        built = info
        setChildren([build(info, base)])
    }

    package override func placements(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        children.map { Placement(node: $0, origin: .zero, proposal: p) }
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, _ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        base.explicitAlignment(key, p, size, ctx)
    }

    package override func didInvalidate() { built = nil }
}
