import Foundation

/// A device screen and the part of it that bars and rounded corners leave free, in the absolute
/// points of a layout pass.
package struct SafeAreaGeometry: Sendable, Equatable {
    /// The whole screen.
    package var screen: CGRect
    /// The safe area inside it.
    package var safe: CGRect
    /// The edges whose inset a view added (`safeAreaPadding`), rather than the device's bars and
    /// corners: a scroll view reaches across those and insets its content by them.
    package var padded: SafeAreaEdges = []

    package init(screen: CGRect, insets: EdgeInsets) {
        self.screen = screen
        safe = CGRect(
            x: screen.minX + insets.leading, y: screen.minY + insets.top,
            width: max(0, screen.width - insets.horizontal), height: max(0, screen.height - insets.vertical))
    }

    /// The safe area inside a view placed at `frame` that adds `insets` to it (`safeAreaPadding`),
    /// where `outer` is the safe area around that view (nil without a screen). On each edge where
    /// the frame reaches the outer safe area's edge, the view's safe area starts from that edge
    /// and the outer screen's edge stays the limit; elsewhere the frame is the limit. Either way
    /// the edge moves in by the inset.
    package static func adding(_ insets: EdgeInsets, at frame: CGRect, inside outer: SafeAreaGeometry?) -> SafeAreaGeometry {
        let slack = 0.5
        var screen = frame, safe = frame.insetBy(insets)
        var padded = outer?.padded ?? []
        if let outer {
            if frame.minY <= outer.safe.minY + slack {
                screen.expand(top: frame.minY - outer.screen.minY)
                safe.moveTop(to: outer.safe.minY + insets.top)
            } else {
                padded.remove(.top)
            }
            if frame.maxY >= outer.safe.maxY - slack {
                screen.expand(bottom: outer.screen.maxY - frame.maxY)
                safe.moveBottom(to: outer.safe.maxY - insets.bottom)
            } else {
                padded.remove(.bottom)
            }
            if frame.minX <= outer.safe.minX + slack {
                screen.expand(leading: frame.minX - outer.screen.minX)
                safe.moveLeading(to: outer.safe.minX + insets.leading)
            } else {
                padded.remove(.leading)
            }
            if frame.maxX >= outer.safe.maxX - slack {
                screen.expand(trailing: outer.screen.maxX - frame.maxX)
                safe.moveTrailing(to: outer.safe.maxX - insets.trailing)
            } else {
                padded.remove(.trailing)
            }
        }
        if insets.top > 0 { padded.insert(.top) }
        if insets.leading > 0 { padded.insert(.leading) }
        if insets.bottom > 0 { padded.insert(.bottom) }
        if insets.trailing > 0 { padded.insert(.trailing) }
        var g = SafeAreaGeometry(screen: screen, insets: EdgeInsets())
        g.safe = safe
        g.padded = padded
        return g
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

extension SafeAreaGeometry {
    /// The safe area inside a view that took `edges` of it as its own (a scroll view, which insets
    /// its content by them): on those edges nothing inside reaches further than the safe area.
    package func consuming(_ edges: SafeAreaEdges) -> SafeAreaGeometry {
        var g = self
        if edges.contains(.top) { g.screen.moveTop(to: safe.minY) }
        if edges.contains(.bottom) { g.screen.moveBottom(to: safe.maxY) }
        if edges.contains(.leading) { g.screen.moveLeading(to: safe.minX) }
        if edges.contains(.trailing) { g.screen.moveTrailing(to: safe.maxX) }
        g.padded.subtract(edges)
        return g
    }
}

extension CGRect {
    /// The rectangle moved in by `insets` on each edge (never narrower than nothing).
    fileprivate func insetBy(_ insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top,
            width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }

    /// Grows the rectangle outwards by the given non-negative lengths.
    fileprivate mutating func expand(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        let t = max(0, top), l = max(0, leading)
        self = CGRect(x: minX - l, y: minY - t, width: width + l + max(0, trailing), height: height + t + max(0, bottom))
    }

    fileprivate mutating func moveTop(to y: CGFloat) { self = CGRect(x: minX, y: y, width: width, height: max(0, maxY - y)) }
    fileprivate mutating func moveBottom(to y: CGFloat) { self = CGRect(x: minX, y: minY, width: width, height: max(0, y - minY)) }
    fileprivate mutating func moveLeading(to x: CGFloat) { self = CGRect(x: x, y: minY, width: max(0, maxX - x), height: height) }
    fileprivate mutating func moveTrailing(to x: CGFloat) { self = CGRect(x: minX, y: minY, width: max(0, x - minX), height: height) }
}
