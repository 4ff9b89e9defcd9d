import Foundation

/// `padding`: proposes the proposal minus the insets, and chooses the child's size plus the insets.
///
/// `safeAreaPadding` lays out the same way and also adds the insets to the safe area of its
/// subtree, so that what reaches into the safe area (a scroll view, `ignoresSafeArea()`) reaches
/// across them.
package final class PaddingNode: SingleChildNode {
    package let insets: EdgeInsets
    /// Whether the insets are added to the safe area (`safeAreaPadding`).
    package let addsToSafeArea: Bool

    package init(insets: EdgeInsets, addsToSafeArea: Bool = false, child: LayoutNode) {
        self.insets = insets
        self.addsToSafeArea = addsToSafeArea
        super.init(kind: addsToSafeArea ? "safeAreaPadding" : "padding", child: child)
    }

    package override func materialize(size: CGSize, globalOrigin: CGPoint, _ ctx: LayoutContext) {
        guard addsToSafeArea else { return }
        let frame = CGRect(origin: globalOrigin, size: size)
        ctx.enterSafeArea(SafeAreaGeometry.adding(insets, at: frame, inside: ctx.currentSafeArea))
    }

    /// The content's spacing, with the system spacing back on the padded edges (as today's SwiftUI).
    package override func viewSpacing(_ ctx: LayoutContext) -> ViewSpacing {
        var padded: Edge.Set = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        return child.viewSpacing(ctx).resetting(padded)
    }

    package override func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max($0 - insets.horizontal, 0) },
            height: p.height.map { max($0 - insets.vertical, 0) })
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        let c = childSize(childProposal(p), ctx)
        // Negative insets larger than the content (`.padding(.bottom, -130)` under an image that
        // is missing) leave nothing, not a negative size; a non-finite result stays an error.
        return CGSize(width: Self.nonNegative(c.width + insets.horizontal), height: Self.nonNegative(c.height + insets.vertical))
    }

    private static func nonNegative(_ v: CGFloat) -> CGFloat {
        v.isFinite && v < 0 ? 0 : v
    }

    package override func childOrigin(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGPoint {
        CGPoint(x: insets.leading, y: insets.top)
    }
}
