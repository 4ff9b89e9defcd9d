#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns the outline of a stroke into a path that is filled (with the non-zero rule) to draw it.
///
/// The general stroker works on flattened polylines: each sub-path becomes one closed outline
/// (left offset, end cap, right offset backwards, start cap) when open, or two opposite loops
/// (left and right offsets) when closed. Outer corners get the requested join; inner corners
/// pass through the corner point, which the non-zero rule fills correctly.
///
/// For rectangles, rounded rectangles and ellipses, the `ring` helpers build the exact band
/// between an outer and an inner shape, which anti-aliases more cleanly; fill those with
/// `.evenOdd`.
package enum Stroker {
    /// The fillable outline of `path` stroked with `style`. `tolerance` is the flattening
    /// tolerance in the path's own units (0.1 device pixels divided by the drawing scale).
    ///
    /// With `trimsInnerCorners`, an inner corner ends where the two offset edges cross instead of
    /// passing through the corner point: the same area, without the small loops that would show
    /// if the outline were stroked again (`Path.strokedPath`).
    package static func outline(
        of path: RasterPath, style: StrokeParameters, tolerance: Double = RasterPath.defaultTolerance, trimsInnerCorners: Bool = false
    ) -> RasterPath {
        var out = RasterPath()
        let hw = style.lineWidth / 2
        guard hw > 0 else { return out }
        for poly in path.flattened(tolerance: tolerance) {
            let contours = outline(of: poly, halfWidth: hw, style: style, tolerance: tolerance, trimsInnerCorners: trimsInnerCorners)
            for contour in contours where contour.count > 2 {
                out.move(to: contour[0])
                for p in contour.dropFirst() { out.line(to: p) }
                out.close()
            }
        }
        return out
    }

    /// The closed contours outlining one polyline.
    static func outline(
        of poly: Polyline, halfWidth hw: Double, style: StrokeParameters, tolerance: Double, trimsInnerCorners: Bool = false
    ) -> [[RasterPoint]] {
        var pts: [RasterPoint] = []
        for p in poly.points where pts.last.map({ (p - $0).length > 1e-9 }) ?? true { pts.append(p) }
        var closed = poly.isClosed
        if closed, pts.count > 1, (pts[0] - pts[pts.count - 1]).length <= 1e-9 { pts.removeLast() }
        if closed && pts.count < 3 { closed = false; if pts.count == 2 { pts.append(pts[0]) } }
        if pts.count == 1 || (pts.count == 2 && (pts[0] - pts[1]).length <= 1e-9) {
            return dot(at: pts[0], halfWidth: hw, cap: style.cap, tolerance: tolerance)
        }
        if closed {
            let fwd = offsetSide(pts, closed: true, hw: hw, style: style, tolerance: tolerance, trims: trimsInnerCorners)
            let back = offsetSide(Array(pts.reversed()), closed: true, hw: hw, style: style, tolerance: tolerance, trims: trimsInnerCorners)
            return [fwd, back]
        }
        var contour = offsetSide(pts, closed: false, hw: hw, style: style, tolerance: tolerance, trims: trimsInnerCorners)
        let n = pts.count
        contour += cap(at: pts[n - 1], direction: unit(pts[n - 1] - pts[n - 2]), hw: hw, cap: style.cap, tolerance: tolerance)
        let rev = Array(pts.reversed())
        contour += offsetSide(rev, closed: false, hw: hw, style: style, tolerance: tolerance, trims: trimsInnerCorners)
        contour += cap(at: pts[0], direction: unit(pts[0] - pts[1]), hw: hw, cap: style.cap, tolerance: tolerance)
        return [contour]
    }

    /// The offset of a polyline by `hw` along its left normal `(-dy, dx)`, with joins.
    static func offsetSide(
        _ pts: [RasterPoint], closed: Bool, hw: Double, style: StrokeParameters, tolerance: Double, trims: Bool = false
    ) -> [RasterPoint] {
        let n = pts.count
        let segCount = closed ? n : n - 1
        var dirs: [RasterPoint] = []
        for i in 0..<segCount { dirs.append(unit(pts[(i + 1) % n] - pts[i])) }
        func normal(_ d: RasterPoint) -> RasterPoint { RasterPoint(-d.y, d.x) }
        var out: [RasterPoint] = []
        if !closed { out.append(pts[0] + normal(dirs[0]) * hw) }
        let vertices = closed ? Array(0..<n) : Array(1..<(n - 1))
        for v in vertices {
            let i0 = (v - 1 + segCount) % segCount, i1 = v % segCount
            let d0 = dirs[i0], d1 = dirs[i1]
            if trims, let x = innerCrossing(at: pts[v], d0, d1, hw: hw, before: (pts[v] - pts[i0]).length, after: (pts[(v + 1) % n] - pts[v]).length) {
                out.append(x)
                continue
            }
            out += join(at: pts[v], d0, d1, hw: hw, style: style, tolerance: tolerance)
        }
        if !closed { out.append(pts[n - 1] + normal(dirs[segCount - 1]) * hw) }
        return out
    }

    /// Where the left offsets of two edges meeting at `p` cross, when the corner turns towards
    /// that side and the crossing lies within both edges (`before` and `after` long); else nil.
    static func innerCrossing(at p: RasterPoint, _ d0: RasterPoint, _ d1: RasterPoint, hw: Double, before: Double, after: Double) -> RasterPoint? {
        let cross = d0.x * d1.y - d0.y * d1.x
        guard cross > 1e-9 else { return nil }
        let a = p + RasterPoint(-d0.y, d0.x) * hw, b = p + RasterPoint(-d1.y, d1.x) * hw
        let ab = b - a
        let t = (ab.x * d1.y - ab.y * d1.x) / cross  // along d0 from a (negative: back along the first edge)
        let u = (ab.x * d0.y - ab.y * d0.x) / cross  // along d1 from b
        guard t <= 0, -t <= before, u >= 0, u <= after else { return nil }
        return a + d0 * t
    }

    /// The offset points at a corner, on the side of the left normal.
    static func join(at p: RasterPoint, _ d0: RasterPoint, _ d1: RasterPoint, hw: Double, style: StrokeParameters, tolerance: Double) -> [RasterPoint] {
        let n0 = RasterPoint(-d0.y, d0.x), n1 = RasterPoint(-d1.y, d1.x)
        let a = p + n0 * hw, b = p + n1 * hw
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-9 && dot > 0 { return [a] }  // straight on
        if cross > 0 { return [a, p, b] }  // this side is the inside of the turn
        switch style.join {
        case .bevel:
            return [a, b]
        case .miter:
            let s = n0 + n1
            let len2 = s.x * s.x + s.y * s.y
            if len2 > 1e-12 && 2 / len2.squareRoot() <= style.miterLimit {
                return [a, p + s * (2 * hw / len2), b]
            }
            return [a, b]
        case .round:
            let a0 = atan2(n0.y, n0.x)
            var sweep = atan2(n1.y, n1.x) - a0
            // The outer side turns opposite to the path (cross < 0): sweep negatively.
            while sweep > 0 { sweep -= 2 * Double.pi }
            while sweep < -2 * Double.pi { sweep += 2 * Double.pi }
            return arc(center: p, radius: hw, from: a0, sweep: sweep, tolerance: tolerance)
        }
    }

    /// Cap points from `p + n*hw` to `p - n*hw` (n = left normal of `direction`), excluding both ends for butt.
    static func cap(at p: RasterPoint, direction d: RasterPoint, hw: Double, cap: StrokeCap, tolerance: Double) -> [RasterPoint] {
        let n = RasterPoint(-d.y, d.x)
        switch cap {
        case .butt:
            return []
        case .square:
            return [p + n * hw + d * hw, p - n * hw + d * hw]
        case .round:
            let a0 = atan2(n.y, n.x)
            // From +n through +d to -n: d is n rotated by -90 degrees.
            let pts = arc(center: p, radius: hw, from: a0, sweep: -Double.pi, tolerance: tolerance)
            return Array(pts.dropFirst().dropLast())
        }
    }

    /// The stroke of a zero-length sub-path: a disc or square for round/square caps, nothing for butt.
    static func dot(at p: RasterPoint, halfWidth hw: Double, cap: StrokeCap, tolerance: Double) -> [[RasterPoint]] {
        switch cap {
        case .butt: return []
        case .square:
            return [[RasterPoint(p.x - hw, p.y - hw), RasterPoint(p.x + hw, p.y - hw), RasterPoint(p.x + hw, p.y + hw), RasterPoint(p.x - hw, p.y + hw)]]
        case .round:
            var c = arc(center: p, radius: hw, from: 0, sweep: 2 * Double.pi, tolerance: tolerance)
            c.removeLast()
            return [c]
        }
    }

    /// Points on a circular arc, both ends included (exactly on the circle). Chords are short
    /// enough to stay within `tolerance / 2` of the circle, and interior vertices sit on the
    /// slightly larger radius `r * sqrt(step / sin(step))`, so that each chord's triangle has the
    /// same area as its circular sector: small round caps and joins keep their true area instead of
    /// the few-percent deficit of an inscribed polygon.
    static func arc(center: RasterPoint, radius: Double, from a0: Double, sweep: Double, tolerance: Double) -> [RasterPoint] {
        let tol = tolerance / 2
        let maxStep = tol < radius ? 2 * acos(1 - tol / radius) : Double.pi / 2
        let count = PixelIndex.pieces(abs(sweep) / max(maxStep, 1e-3), limit: Polyline.maxPieces)
        let step = abs(sweep) / Double(count)
        let outer = step > 1e-6 ? radius * (step / sin(step)).squareRoot() : radius
        return (0...count).map { i in
            let t = a0 + sweep * Double(i) / Double(count)
            let r = (i == 0 || i == count) ? radius : outer
            return RasterPoint(center.x + r * cos(t), center.y + r * sin(t))
        }
    }

    static func unit(_ v: RasterPoint) -> RasterPoint {
        let l = v.length
        return l > 0 ? v * (1 / l) : RasterPoint(1, 0)
    }

    // MARK: Exact rings for common shapes (fill with .evenOdd)

    /// The band of width `lineWidth` centred on the edge of `rect` (mitred corners).
    package static func ring(rect: RasterRect, lineWidth: Double) -> RasterPath {
        var p = RasterPath()
        let h = lineWidth / 2
        p.addRect(rect.insetBy(dx: -h, dy: -h))
        let inner = rect.insetBy(dx: h, dy: h)
        if !inner.isEmpty { p.addRect(inner) }
        return p
    }

    /// The band of width `lineWidth` centred on the edge of a rounded rectangle: the outer edge
    /// has radius `r + w/2`, the inner edge `max(r - w/2, 0)`.
    package static func ring(roundedRect rect: RasterRect, cornerRadius r: Double, style: CornerStyle, lineWidth: Double) -> RasterPath {
        var p = RasterPath()
        let h = lineWidth / 2
        let effective = min(max(r, 0), min(rect.width, rect.height) / 2)
        p.addRoundedRect(rect.insetBy(dx: -h, dy: -h), cornerRadius: effective + h, style: style)
        let inner = rect.insetBy(dx: h, dy: h)
        if !inner.isEmpty { p.addRoundedRect(inner, cornerRadius: max(effective - h, 0), style: style) }
        return p
    }

    /// The band of width `lineWidth` centred on the edge of the ellipse inscribed in `rect`
    /// (exact for circles; for other ellipses the inner and outer edges are ellipses too).
    package static func ring(ellipseIn rect: RasterRect, lineWidth: Double) -> RasterPath {
        var p = RasterPath()
        let h = lineWidth / 2
        p.addEllipse(in: rect.insetBy(dx: -h, dy: -h))
        let inner = rect.insetBy(dx: h, dy: h)
        if !inner.isEmpty { p.addEllipse(in: inner) }
        return p
    }
}

extension RasterCanvas {
    /// Strokes `path` (in user units, mapped by `transform` into pixels) with `color`.
    /// The outline is computed in user units, with the flattening tolerance scaled so that it
    /// stays about 0.1 pixel after the transform.
    package func stroke(_ path: RasterPath, style: StrokeParameters, color: PremultipliedColor, transform: RasterTransform = .identity) {
        let tol = RasterPath.defaultTolerance / transform.maxScale
        let outline = Stroker.outline(of: path, style: style, tolerance: tol)
        guard let mask = Rasterizer.coverage(of: outline, transform: transform, fillRule: .nonZero, width: width, height: height) else { return }
        fill(mask, color: color)
    }
}
