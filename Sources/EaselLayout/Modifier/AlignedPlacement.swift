import Foundation

/// Places a child inside a box so that the child's guide meets the box's guide of the same alignment.
/// The box uses the guides' default values (a frame or secondary view has no explicit guides of its own).
enum AlignedPlacement {
    static func origin(child: ViewDimensions, in box: CGSize, alignment: Alignment) -> CGPoint {
        let boxDims = ViewDimensions(width: box.width, height: box.height)
        return CGPoint(
            x: boxDims[alignment.horizontal] - child[alignment.horizontal],
            y: boxDims[alignment.vertical] - child[alignment.vertical])
    }

    /// The same origin for a child node whose proposal and size are known: without explicit guides
    /// in the child, built-in guides are computed directly (no `ViewDimensions`, no closures).
    /// `builtin` is `Builtin(alignment)`, which frames keep next to their other fields.
    @inline(__always)
    static func origin(
        child: LayoutNode, proposal: ProposedViewSize, size: CGSize, in box: CGSize, alignment: Alignment, builtin: Builtin, _ ctx: LayoutContext
    ) -> CGPoint {
        let h = builtin.horizontal, v = builtin.vertical
        if h != 0 && v != 0 && !child.mayHaveExplicitGuides {
            return CGPoint(x: offset(h, box.width, size.width), y: offset(v, box.height, size.height))
        }
        return generalOrigin(child: child, proposal: proposal, size: size, in: box, alignment: alignment, ctx)
    }

    /// The `AlignmentKey.builtin` tags of an alignment's two guides (two bytes, read without the keys).
    struct Builtin {
        let horizontal: UInt8
        let vertical: UInt8
        init(_ a: Alignment) {
            horizontal = a.horizontal.key.builtin
            vertical = a.vertical.key.builtin
        }
    }

    /// The box's guide minus the child's, for a built-in guide (`AlignmentKey.builtin`).
    @inline(__always)
    private static func offset(_ builtin: UInt8, _ box: CGFloat, _ child: CGFloat) -> CGFloat {
        switch builtin {
        case 1: return 0
        case 2: return box / 2 - child / 2
        default: return box - child
        }
    }

    @inline(never)
    private static func generalOrigin(child: LayoutNode, proposal: ProposedViewSize, size: CGSize, in box: CGSize, alignment: Alignment, _ ctx: LayoutContext)
        -> CGPoint
    {
        origin(child: child.dimensions(proposal, size, ctx), in: box, alignment: alignment)
    }
}
