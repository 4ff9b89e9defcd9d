import Foundation

/// Where the placement pass puts a node on the pixel grid (`LayoutContext.pixelBoundary`): its
/// origin in points, and its far corner in whole pixels (`Int32.min` where that is not a finite
/// number of pixels that fits).
struct PixelFrame {
    let origin: CGPoint
    let maxX: Int32, maxY: Int32

    @inline(__always)
    init(origin o: CGPoint, size: CGSize, _ ctx: LayoutContext) {
        @inline(__always) func pixels(_ v: CGFloat) -> Int32 {
            let p = ctx.pixelBoundary(v)
            return p > -2_147_483_648 && p <= 2_147_483_647 ? Int32(p) : .min  // false for NaN and ±∞
        }
        @inline(__always) func point(_ v: CGFloat) -> CGFloat { v.isFinite ? ctx.pixelBoundary(v) / ctx.scale : v }
        origin = CGPoint(x: point(o.x), y: point(o.y))
        maxX = size.width.isFinite && origin.x.isFinite ? pixels(o.x + size.width) : .min
        maxY = size.height.isFinite && origin.y.isFinite ? pixels(o.y + size.height) : .min
    }
}
