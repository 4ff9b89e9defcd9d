/// The shape of a rounded rectangle's corners.
package enum CornerStyle: Sendable {
    /// Quarter-circle corners of the given radius.
    case circular
    /// Apple-style "continuous" (squircle-like) corners whose curvature eases in from the
    /// straight sides instead of jumping to `1/radius`.
    case continuous
}

extension RasterPath {
    /// How far along each side a continuous corner of radius `r` starts, as a multiple of `r`.
    static let continuousExtent = 1.52866483

    /// Adds a closed rounded rectangle (clockwise on screen, starting on the top side).
    ///
    /// `.circular` corners are quarter circles with radius `min(cornerRadius, w/2, h/2)`, so a
    /// radius of half the shorter side gives a capsule.
    ///
    /// `.continuous` corners follow the widely published reconstruction of iOS's rounded
    /// rectangle: each corner is three cubic Béziers, symmetric about the corner's diagonal,
    /// that leave the straight side `1.52866483 * r` before the corner and meet the next side
    /// `1.52866483 * r` after it. In corner units of `r` (measured from the corner point, along
    /// the side `s` and into the rectangle `n`), the points are
    /// `(1.52866483, 0) -> c(1.08849323, 0) c(0.86840689, 0) -> (0.63149399, 0.07491100)
    /// -> c(0.37282392, 0.16906013) c(0.16906013, 0.37282392) -> (0.07491100, 0.63149399)
    /// -> c(0, 0.86840689) c(0, 1.08849323) -> (0, 1.52866483)`.
    /// When that extent would pass half of the shorter side, the corner cannot ease in fully,
    /// and the rectangle falls back to circular corners of radius `min(r, w/2, h/2)` (which is a
    /// capsule once `r` reaches half the shorter side).
    package mutating func addRoundedRect(_ rect: RasterRect, cornerRadius: Double, style: CornerStyle = .circular) {
        guard !rect.isEmpty else { return }
        let half = min(rect.width, rect.height) / 2
        let r = max(0, cornerRadius)
        if r <= 0 { return addRect(rect) }
        if style == .continuous && r * RasterPath.continuousExtent <= half {
            addContinuousRoundedRect(rect, radius: r)
        } else {
            addCircularRoundedRect(rect, radius: min(r, half))
        }
    }

    private mutating func addCircularRoundedRect(_ rc: RasterRect, radius r: Double) {
        let k = 0.5522847498307936 * r
        let (x0, y0, x1, y1) = (rc.minX, rc.minY, rc.maxX, rc.maxY)
        move(to: RasterPoint(x0 + r, y0))
        line(to: RasterPoint(x1 - r, y0))
        cubic(to: RasterPoint(x1, y0 + r), control1: RasterPoint(x1 - r + k, y0), control2: RasterPoint(x1, y0 + r - k))
        line(to: RasterPoint(x1, y1 - r))
        cubic(to: RasterPoint(x1 - r, y1), control1: RasterPoint(x1, y1 - r + k), control2: RasterPoint(x1 - r + k, y1))
        line(to: RasterPoint(x0 + r, y1))
        cubic(to: RasterPoint(x0, y1 - r), control1: RasterPoint(x0 + r - k, y1), control2: RasterPoint(x0, y1 - r + k))
        line(to: RasterPoint(x0, y0 + r))
        cubic(to: RasterPoint(x0 + r, y0), control1: RasterPoint(x0, y0 + r - k), control2: RasterPoint(x0 + r - k, y0))
        close()
    }

    private mutating func addContinuousRoundedRect(_ rc: RasterRect, radius r: Double) {
        // Corner points in units of r: (along the incoming side, towards the outgoing side).
        let curve: [(Double, Double)] = [
            (1.08849323, 0), (0.86840689, 0), (0.63149399, 0.07491100),
            (0.37282392, 0.16906013), (0.16906013, 0.37282392), (0.07491100, 0.63149399),
            (0, 0.86840689), (0, 1.08849323), (0, 1.52866483),
        ]
        let e = RasterPath.continuousExtent * r
        // Each corner: its point, the unit direction back along the incoming side, and the unit
        // direction along the outgoing side.
        let corners: [(RasterPoint, RasterPoint, RasterPoint)] = [
            (RasterPoint(rc.maxX, rc.minY), RasterPoint(-1, 0), RasterPoint(0, 1)),
            (RasterPoint(rc.maxX, rc.maxY), RasterPoint(0, -1), RasterPoint(-1, 0)),
            (RasterPoint(rc.minX, rc.maxY), RasterPoint(1, 0), RasterPoint(0, -1)),
            (RasterPoint(rc.minX, rc.minY), RasterPoint(0, 1), RasterPoint(1, 0)),
        ]
        move(to: RasterPoint(rc.minX + e, rc.minY))
        for (c, back, fwd) in corners {
            func pt(_ i: Int) -> RasterPoint {
                let (s, n) = curve[i]
                return c + back * (s * r) + fwd * (n * r)
            }
            line(to: c + back * e)
            cubic(to: pt(2), control1: pt(0), control2: pt(1))
            cubic(to: pt(5), control1: pt(3), control2: pt(4))
            cubic(to: pt(8), control1: pt(6), control2: pt(7))
        }
        close()
    }
}
