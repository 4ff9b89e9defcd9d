import Foundation

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis, with the constraints normalised so that min ≤ ideal ≤ max:
/// - the child is proposed the proposal (or the ideal when the proposal is unspecified) clamped to
///   [min, max]; with neither, a finite max is proposed (an unspecified proposal otherwise stays
///   unspecified), and a child asked for its ideal size inside a frame with a min is placed with
///   the frame's own length proposed;
/// - the frame chooses, for an unspecified proposal, the ideal if given, else the child's size,
///   clamped to [min, max]; for a proposal p: with both min and max, p clamped; with only min,
///   max(min, min(p, child)); with only max, min(max, max(p, child)); with neither, the child's size.
package final class FlexibleFrameNode: SingleChildNode {
    package struct Limits: Hashable, Sendable {
        package var min: CGFloat?
        package var ideal: CGFloat?
        package var max: CGFloat?

        package init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            // Normalise as SwiftUI does: ideal ≥ min, max ≥ ideal (and ≥ min).
            var ideal = ideal, max = max
            if let lo = min, let i = ideal, i < lo { ideal = lo }
            if let m = max {
                let floor = ideal ?? min
                if let f = floor, m < f { max = f }
            }
            self.min = min
            self.ideal = ideal
            self.max = max
        }

        func clamp(_ v: CGFloat) -> CGFloat {
            var v = v
            if let m = max { v = Swift.min(v, m) }
            if let m = min { v = Swift.max(v, m) }
            return v
        }

        func childProposal(_ p: CGFloat?) -> CGFloat? {
            if let v = p ?? ideal { return clamp(v) }
            // Asked for its ideal size, a frame with a finite maximum offers the child that maximum,
            // so `.frame(maxHeight: 200).fixedSize(horizontal: false, vertical: true)` caps a text
            // at 200 points and then hugs it (seed 004, "Size-Limiting Frames").
            if let m = max, m.isFinite { return m }
            return nil
        }

        /// Whether a child asked for its ideal size is placed at the frame's own length instead:
        /// with neither a proposal, an ideal nor a finite maximum, a minimum makes the frame at least
        /// that long, and the child is offered the frame's length when it is placed, so
        /// `VStack { …; Spacer() }.frame(minHeight: proxy.size.height)` in a scroll view fills the
        /// height, and a shape or reader given only a minimum is that tall, not 10 points, while a
        /// text is still measured (and the frame sized) at its ideal length.
        var placesAtOwnLength: Bool { ideal == nil && min != nil && !(max?.isFinite ?? false) }

        func placementProposal(_ p: CGFloat?, length: CGFloat) -> CGFloat? {
            p == nil && placesAtOwnLength ? length : childProposal(p)
        }

        func size(_ p: CGFloat?, child: CGFloat) -> CGFloat {
            guard let p else { return clamp(ideal ?? child) }
            switch (min, max) {
            case let (lo?, hi?): return Swift.max(lo, Swift.min(p, hi))
            case let (lo?, nil): return Swift.max(lo, Swift.min(p, child))
            case let (nil, hi?): return Swift.min(hi, Swift.max(p, child))
            case (nil, nil): return child
            }
        }
    }

    /// The alignment's built-in guide tags, first so that placement reads them with the node's other hot fields.
    private let builtin: AlignedPlacement.Builtin
    package let horizontal: Limits
    package let vertical: Limits
    package let alignment: Alignment

    package init(horizontal: Limits, vertical: Limits, alignment: Alignment, child: LayoutNode) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
        self.builtin = AlignedPlacement.Builtin(alignment)
        super.init(kind: "frame", child: child)
        // A child that may be placed at the frame's own length goes through `placements`.
        if horizontal.placesAtOwnLength || vertical.placesAtOwnLength { placementPath = .general }
    }

    package override func placements(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        let cp = ProposedViewSize(
            width: horizontal.placementProposal(p.width, length: size.width), height: vertical.placementProposal(p.height, length: size.height))
        let cs = child.sizeThatFits(cp, ctx)
        return [Placement(node: child, origin: childOrigin(p, size, child: child, childProposal: cp, childSize: cs, ctx), proposal: cp)]
    }

    package override func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        let c = childSize(childProposal(p), ctx)
        return CGSize(width: horizontal.size(p.width, child: c.width), height: vertical.size(p.height, child: c.height))
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
