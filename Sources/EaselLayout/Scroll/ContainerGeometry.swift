import Foundation

/// The size of the container a `containerRelativeFrame` measures against: a scroll view's
/// viewport, filled in by its node as it proposes to its content (the window's comes from
/// `LayoutContext.windowSize`). An axis is nil while the container's length along it is not
/// known (a scroll view asked for its ideal length).
package final class ContainerGeometry {
    package var size = ContainerSize(width: nil, height: nil)
    package init() {}

    /// Records the viewport for `proposal`; true when it changed (the content's cached sizes are then stale).
    func update(width: CGFloat?, height: CGFloat?) -> Bool {
        guard size.width != width || size.height != height else { return false }
        size = ContainerSize(width: width, height: height)
        return true
    }
}
