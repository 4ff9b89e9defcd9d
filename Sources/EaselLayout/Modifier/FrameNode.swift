import Foundation

/// `frame(width:height:alignment:)`: a fixed size in the given dimensions, layout neutral in the others.
package final class FrameNode: SingleChildNode {
    /// The alignment's built-in guide tags, first so that placement reads them with the node's other hot fields.
    private let builtin: AlignedPlacement.Builtin
    package let width: CGFloat?
    package let height: CGFloat?
    package let alignment: Alignment

    package init(width: CGFloat?, height: CGFloat?, alignment: Alignment, child: LayoutNode) {
        self.width = width
        self.height = height
        self.alignment = alignment
        self.builtin = AlignedPlacement.Builtin(alignment)
        super.init(kind: "frame", child: child)
    }

    package override func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let c = childSize(childProposal(p), ctx)
        return CGSize(width: width ?? c.width, height: height ?? c.height)
    }

    package override func childOrigin(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGPoint {
        AlignedPlacement.origin(child: childDimensions(p, ctx), in: size, alignment: alignment)
    }

    override func childOrigin(
        _ p: ProposedViewSize, _ size: CGSize, child: LayoutNode, childProposal: ProposedViewSize, childSize: CGSize, _ ctx: LayoutContext
    ) -> CGPoint {
        AlignedPlacement.origin(child: child, proposal: childProposal, size: childSize, in: size, alignment: alignment, builtin: builtin, ctx)
    }
}
