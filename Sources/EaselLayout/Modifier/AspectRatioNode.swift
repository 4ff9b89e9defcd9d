import Foundation

/// `aspectRatio(_:contentMode:)`: proposes the largest (fit) or smallest (fill) size of the given
/// ratio — or of the child's ideal size when the ratio is nil — for the proposal, and centres the child.
package final class AspectRatioNode: SingleChildNode {
    package let ratio: CGFloat?
    package let contentMode: ContentMode

    package init(ratio: CGFloat?, contentMode: ContentMode, child: LayoutNode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(kind: "aspectRatio", child: child)
        placementPath = .general  // overrides placements
    }

    private func shape(_ ctx: LayoutContext) -> CGSize {
        if let ratio { return CGSize(width: ratio, height: 1) }
        return child.sizeThatFits(.unspecified, ctx)
    }

    func proposalFor(_ p: ProposedViewSize, _ ctx: LayoutContext) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        let s = shape(ctx)
        guard s.width > 0, s.height > 0, s.width.isFinite, s.height.isFinite else { return p }
        let scale: CGFloat
        switch (p.width, p.height) {
        // An infinite probe along one axis with the other unspecified scales to ∞ x ∞; probe only
        // the given axis so that the unspecified one keeps a finite (ideal) answer.
        case let (w?, nil): if w.isInfinite { return p }; scale = w / s.width
        case let (nil, h?): if h.isInfinite { return p }; scale = h / s.height
        case let (w?, h?):
            let sx = w / s.width, sy = h / s.height
            if sx.isInfinite && sy.isInfinite { return p }
            if sx.isInfinite {
                scale = sy
            } else if sy.isInfinite {
                scale = sx
            } else {
                scale = contentMode == .fit ? min(sx, sy) : max(sx, sy)
            }
        case (nil, nil): return p
        }
        return ProposedViewSize(width: s.width * scale, height: s.height * scale)
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        child.sizeThatFits(proposalFor(p, ctx), ctx)
    }

    package override func placements(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        let cp = proposalFor(p, ctx)
        let c = child.sizeThatFits(cp, ctx)
        return [Placement(node: child, origin: CGPoint(x: (size.width - c.width) / 2, y: (size.height - c.height) / 2), proposal: cp)]
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, _ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        let cp = proposalFor(p, ctx)
        let c = child.sizeThatFits(cp, ctx)
        return child.explicitAlignment(key, cp, c, ctx)
    }
}
