import Foundation

/// The corners a rounded rectangle of `cornerSize` can have in a rectangle of `size`.
///
/// A radius (equal width and height) is limited to half the shorter side, so it stays circular
/// and a radius larger than half the height makes a capsule, as SwiftUI draws
/// `RoundedRectangle(cornerRadius: 100)` on a 40-point button; an elliptical corner size is
/// limited to half the side along each axis. Negative lengths count as zero.
package func clampedCornerSize(_ cornerSize: CGSize, in size: CGSize) -> CGSize {
    let w = max(0, cornerSize.width), h = max(0, cornerSize.height)
    let halfW = max(0, size.width / 2), halfH = max(0, size.height / 2)
    if w == h {
        let r = min(w, halfW, halfH)
        return CGSize(width: r, height: r)
    }
    return CGSize(width: min(w, halfW), height: min(h, halfH))
}
