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
