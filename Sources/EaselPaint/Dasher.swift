import Foundation
import EaselRaster

/// Splits a path into the dashes of a dash pattern (SwiftUI's `StrokeStyle.dash` and
/// `dashPhase`), as open sub-paths to be stroked. The rasterizer's stroker has no dashing.
package enum Dasher {
    /// Most pattern steps one path is split into: beyond it the rest of the path is not dashed.
    package static let maxDashes = 100_000

    /// The dashes of `path`: the pattern alternates painted and unpainted lengths (an odd-length
    /// pattern repeats so its lengths alternate), starting `phase` into the pattern. Curves are
    /// flattened with `tolerance`. A pattern that is empty, has a negative length or sums to zero
    /// returns `path` unchanged.
    package static func dash(
        _ path: RasterPath, pattern: [Double], phase: Double = 0,
        tolerance: Double = RasterPath.defaultTolerance
    ) -> RasterPath {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return path }
        let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let total = lengths.reduce(0, +)
        guard total > 0 else { return path }
        var out = RasterPath()
        // Bounded work: a tiny pattern on a huge path (a 0.001 dash along 1e300 points) stops
        // after `maxDashes` pattern steps instead of running out of time or memory.
        var steps = 0
        for poly in path.flattened(tolerance: tolerance) {
            var pts = poly.points
            if poly.isClosed, let first = pts.first, pts.last != first { pts.append(first) }
            guard pts.count > 1 else { continue }
            // Position in the pattern at the start of every sub-path (CoreGraphics restarts it).
            var index = 0
            var remaining = lengths[0]
            var offset = phase.truncatingRemainder(dividingBy: total)
            if offset < 0 { offset += total }
            while offset > 0 {
                if offset >= remaining {
                    offset -= remaining
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                } else {
                    remaining -= offset
                    offset = 0
                }
            }
            var on: Bool { index % 2 == 0 }
            if on { out.move(to: pts[0]) }
            for k in 1..<pts.count {
                var a = pts[k - 1]
                let b = pts[k]
                var segment = hypot(b.x - a.x, b.y - a.y)
                while segment > 0 {
                    steps += 1
                    if steps > maxDashes { return out }
                    if remaining >= segment {
                        remaining -= segment
                        if on { out.line(to: b) }
                        segment = 0
                    } else {
                        let t = remaining / segment
                        let p = RasterPoint(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
                        if on { out.line(to: p) } else { out.move(to: p) }
                        segment -= remaining
                        a = p
                        index = (index + 1) % lengths.count
                        remaining = lengths[index]
                    }
                }
            }
        }
        return out
    }
}
