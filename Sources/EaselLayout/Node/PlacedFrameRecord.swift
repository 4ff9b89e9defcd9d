import Foundation

/// Where a node was last placed, for the anchors made of it (`anchorPreference`): its frame in
/// canvas coordinates — the origin its parent gave it, before its own draw offset (an `offset`
/// moves what it modifies, not itself) — filled in by `Placer` each time the node is placed.
package final class PlacedFrameRecord {
    /// Nil until the node is placed.
    package var frame: CGRect?
    /// Whether the node lays out right to left (a leading unit point is on its right).
    package var isRightToLeft = false
    /// Set when an anchor of the node was resolved before the node was placed (it then resolves
    /// as if at the origin); the render session lays out again with the placed value.
    package var wasReadBeforePlacement = false

    package init(frame: CGRect? = nil) { self.frame = frame }
}
