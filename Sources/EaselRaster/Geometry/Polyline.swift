/// A flattened sub-path: straight segments joining `points`, closed back to the first point
/// when `isClosed`.
package struct Polyline: Equatable, Sendable {
    /// The vertices in order.
    package var points: [RasterPoint]
    /// Whether the last vertex connects back to the first.
    package var isClosed: Bool

    /// Creates a polyline.
    package init(points: [RasterPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension RasterPath {
    /// The default flattening tolerance, in pixels after transformation.
    package static let defaultTolerance = 0.1

    /// Maps the path by `transform` and replaces curves by line segments that stay within
    /// `tolerance` of the true curve (measured after transformation). Sub-paths that are
    /// never explicitly closed come back with `isClosed == false`; filling treats every
    /// sub-path as closed anyway.
    package func flattened(transform: RasterTransform = .identity, tolerance: Double = RasterPath.defaultTolerance) -> [Polyline] {
        let tol = max(tolerance, 1e-4)
        var result: [Polyline] = []
        var pts: [RasterPoint] = []
        var last = RasterPoint(0, 0)
        // After `close`, a drawing command without `move` restarts at the closed sub-path's start.
        var restart: RasterPoint?
        func finish(closed: Bool) {
            if pts.count > 1 { result.append(Polyline(points: pts, isClosed: closed)) }
            pts = []
        }
        func begin() {
            if pts.isEmpty, let r = restart { pts = [r]; last = r }
            restart = nil
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                last = transform.apply(p)
                pts = [last]
                restart = nil
            case .line(let p):
                begin()
                last = transform.apply(p)
                pts.append(last)
            case .quad(let c, let p):
                begin()
                let c1 = transform.apply(c), p1 = transform.apply(p)
                let dd = (last - c1 * 2 + p1).length
                // Chord error of n uniform pieces is |p0 - 2c + p1| / (4 n^2).
                let n = PixelIndex.pieces((dd / (4 * tol)).squareRoot(), limit: Polyline.maxPieces)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    pts.append(last * (u * u) + c1 * (2 * u * t) + p1 * (t * t))
                }
                last = p1
            case .cubic(let c1, let c2, let p):
                begin()
                let a = transform.apply(c1), b = transform.apply(c2), p1 = transform.apply(p)
                let dd = max((last - a * 2 + b).length, (a - b * 2 + p1).length)
                // |B''| <= 6 dd, so n uniform pieces stay within 3 dd / (4 n^2).
                let n = PixelIndex.pieces((3 * dd / (4 * tol)).squareRoot(), limit: Polyline.maxPieces)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    pts.append(last * (u * u * u) + a * (3 * u * u * t) + b * (3 * u * t * t) + p1 * (t * t * t))
                }
                last = p1
            case .close:
                let first = pts.first
                finish(closed: true)
                if let first { last = first; restart = first }
            }
        }
        finish(closed: false)
        return result
    }
}

extension Polyline {
    /// Most straight pieces one curve is flattened into. A curve that would need more is far
    /// larger than any canvas (e.g. a circle of radius 1e18); its chords stay long, but flattening
    /// cannot run out of memory.
    package static let maxPieces = 8_192
}
