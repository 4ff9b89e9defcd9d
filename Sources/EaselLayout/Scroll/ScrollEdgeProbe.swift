import Foundation

/// Whether scrolled content at rest reaches under a bar at the bottom of the screen: what iOS
/// (15 and later) asks to choose a bar's look. At the scroll edge (the content ends above the bar,
/// or nothing scrolls under it) the tab bar and the bottom toolbar are transparent; when content
/// goes on under them, they draw their background and hairline.
///
/// The scroll views of a tab (a screen) record how low their content shows
/// (`ScrollContentProbeNode`) while it is placed; the bar, placed after it, reads that
/// (`ScrollEdgeBackgroundNode`).
package final class ScrollEdgeProbe {
    /// The lowest point of scrolled content that shows, in canvas points, over the vertical scroll
    /// views placed since the last reading; nil when none was.
    private var visibleContentBottom: CGFloat?
    /// The probe of an enclosing bar (a tab bar around a navigation stack's bottom toolbar), told
    /// everything this one is.
    private let enclosing: ScrollEdgeProbe?

    /// A probe inside `enclosing`'s content, when there is one.
    package init(inside enclosing: ScrollEdgeProbe? = nil) {
        self.enclosing = enclosing
    }

    /// Content of a vertical scroll view shows down to `y`.
    func record(_ y: CGFloat) {
        visibleContentBottom = max(visibleContentBottom ?? y, y)
        enclosing?.record(y)
    }

    /// Whether content recorded since the last reading shows below `edge` (by more than half a
    /// point); what was recorded is forgotten, so that each layout pass reads its own.
    func takeReaches(below edge: CGFloat) -> Bool {
        defer { visibleContentBottom = nil }
        guard let bottom = visibleContentBottom else { return false }
        return bottom > edge + 0.5
    }
}

/// Around the content of a vertical scroll view: when placed, records in `probe` how low the
/// content shows, its bottom at rest clipped to the nearest vertical scroll view's frame. It lays
/// its child out as it is.
package final class ScrollContentProbeNode: SingleChildNode {
    package let probe: ScrollEdgeProbe

    package init(probe: ScrollEdgeProbe, child: LayoutNode) {
        self.probe = probe
        super.init(kind: "scrollContentProbe", child: child)
    }

    package override func materialize(size: CGSize, globalOrigin: CGPoint, _ ctx: LayoutContext) {
        let vertical = AnyHashable(ScrollViewSpace(axis: .vertical))
        guard let viewport = ctx.coordinateSpaces.last(where: { $0.name == vertical })?.frame else { return }
        probe.record(min(globalOrigin.y + size.height, viewport.maxY))
    }
}

/// A bar's background that shows only when scrolled content reaches under the bar (its top edge),
/// as `probe` recorded while the content before it was placed; hidden otherwise (iOS's
/// transparent bar at the scroll edge). It lays its child out as it is.
package final class ScrollEdgeBackgroundNode: SingleChildNode {
    package let probe: ScrollEdgeProbe

    package init(probe: ScrollEdgeProbe, child: LayoutNode) {
        self.probe = probe
        super.init(kind: "scrollEdgeBackground", child: child)
    }

    package override func materialize(size: CGSize, globalOrigin: CGPoint, _ ctx: LayoutContext) {
        isHidden = !probe.takeReaches(below: globalOrigin.y)
    }
}
