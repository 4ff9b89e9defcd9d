import Foundation

/// A device screen and the part of it that bars and rounded corners leave free, in the absolute
/// points of a layout pass.
package struct SafeAreaGeometry: Sendable, Equatable {
    /// The whole screen.
    package var screen: CGRect
    /// The safe area inside it.
    package var safe: CGRect

    package init(screen: CGRect, insets: EdgeInsets) {
        self.screen = screen
        safe = CGRect(
            x: screen.minX + insets.leading, y: screen.minY + insets.top,
            width: max(0, screen.width - insets.horizontal), height: max(0, screen.height - insets.vertical))
    }

    /// The safe-area insets a view placed at `frame` is given (`GeometryProxy.safeAreaInsets`): on
    /// each edge it reaches (or passes) the safe area's edge, the screen's inset there; elsewhere 0.
    package func insets(at frame: CGRect) -> EdgeInsets {
        var e = EdgeInsets()
        let slack = 0.5
        if frame.minY <= safe.minY + slack { e.top = safe.minY - screen.minY }
        if frame.maxY >= safe.maxY - slack { e.bottom = screen.maxY - safe.maxY }
        if frame.minX <= safe.minX + slack { e.leading = safe.minX - screen.minX }
        if frame.maxX >= safe.maxX - slack { e.trailing = screen.maxX - safe.maxX }
        return e
    }

    /// How far a view placed at `frame` grows on `edges` when it ignores the safe area: each of
    /// those edges that lies on (or beyond) the safe area's edge reaches the screen's.
    package func growth(of frame: CGRect, edges: SafeAreaEdges) -> EdgeInsets {
        var g = EdgeInsets()
        let slack = 0.5
        if edges.contains(.top), frame.minY <= safe.minY + slack { g.top = max(0, frame.minY - screen.minY) }
        if edges.contains(.bottom), frame.maxY >= safe.maxY - slack { g.bottom = max(0, screen.maxY - frame.maxY) }
        if edges.contains(.leading), frame.minX <= safe.minX + slack { g.leading = max(0, frame.minX - screen.minX) }
        if edges.contains(.trailing), frame.maxX >= safe.maxX - slack { g.trailing = max(0, screen.maxX - frame.maxX) }
        return g
    }
}

/// The edges on which a view may extend into the safe area.
package struct SafeAreaEdges: OptionSet, Hashable, Sendable {
    package let rawValue: Int8
    package init(rawValue: Int8) { self.rawValue = rawValue }
    package static let top = SafeAreaEdges(rawValue: 1)
    package static let leading = SafeAreaEdges(rawValue: 2)
    package static let bottom = SafeAreaEdges(rawValue: 4)
    package static let trailing = SafeAreaEdges(rawValue: 8)
    package static let all: SafeAreaEdges = [.top, .leading, .bottom, .trailing]
}

/// A view that extends into the safe area on some edges (SwiftUI's `ignoresSafeArea(_:edges:)`).
/// It is laid out as its child, and its size is the child's for its parent; when placed, each
/// chosen edge of its frame that lies on the safe area's edge is pushed out to the screen's, and
/// the child is proposed and placed in that larger rectangle — so a background colour reaches
/// under the status bar and the home indicator while its siblings keep their places.
package final class IgnoresSafeAreaNode: SingleChildNode {
    package let edges: SafeAreaEdges
    /// How far each edge extends, found when the node is placed.
    private var growth = EdgeInsets()
    /// The size the node was placed with (what an unspecified proposal stands for when it grows).
    private var placedSize = CGSize.zero

    /// Whether the view asked for it (`ignoresSafeArea()`), rather than a container that always
    /// does (a vertical scroll view, under the home indicator): only the first puts a view that
    /// `easel render` sizes itself on a device screen.
    package let isRequested: Bool

    package init(child: LayoutNode, edges: SafeAreaEdges, isRequested: Bool = true) {
        self.edges = edges
        self.isRequested = isRequested
        super.init(kind: "ignoresSafeArea", child: child)
    }

    package override func computeSize(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        childSize(proposal, ctx)
    }

    package override func materialize(size: CGSize, globalOrigin: CGPoint, _ ctx: LayoutContext) {
        placedSize = size
        growth = ctx.safeArea?.growth(of: CGRect(origin: globalOrigin, size: size), edges: edges) ?? EdgeInsets()
        if isRequested, ctx.safeArea == nil, globalOrigin == .zero { ctx.ignoredAMissingSafeArea = true }
    }

    package override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        guard growth != EdgeInsets() else { return proposal }
        let w = growth.horizontal > 0 ? (proposal.width ?? placedSize.width) + growth.horizontal : proposal.width
        let h = growth.vertical > 0 ? (proposal.height ?? placedSize.height) + growth.vertical : proposal.height
        return ProposedViewSize(width: w, height: h)
    }

    /// The child in the middle of the grown rectangle (which a flexible child fills).
    override func childOrigin(
        _ proposal: ProposedViewSize, _ size: CGSize, child: LayoutNode, childProposal: ProposedViewSize,
        childSize: CGSize, _ ctx: LayoutContext
    ) -> CGPoint {
        CGPoint(
            x: -growth.leading + (size.width + growth.horizontal - childSize.width) / 2,
            y: -growth.top + (size.height + growth.vertical - childSize.height) / 2)
    }

    package override func childOrigin(_ proposal: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGPoint {
        childOrigin(proposal, size, child: child, childProposal: childProposal(proposal), childSize: childSize(childProposal(proposal), ctx), ctx)
    }
}
