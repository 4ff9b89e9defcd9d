import Foundation

/// The outlines of chart marks: lines through points by interpolation method, areas, sectors.
package enum ChartPath {
    /// Adds the curve through `points` (the first already reached) to `path`.
    static func addCurve(through points: [CGPoint], _ method: InterpolationMethod, to path: inout Path) {
        guard points.count > 1 else { return }
        switch method.kind {
        case .linear:
            for p in points.dropFirst() { path.addLine(to: p) }
        case .stepStart, .stepEnd, .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                switch method.kind {
                case .stepStart:
                    path.addLine(to: CGPoint(x: a.x, y: b.y))
                case .stepEnd:
                    path.addLine(to: CGPoint(x: b.x, y: a.y))
                default:
                    let mid = (a.x + b.x) / 2
                    path.addLine(to: CGPoint(x: mid, y: a.y))
                    path.addLine(to: CGPoint(x: mid, y: b.y))
                }
                path.addLine(to: b)
            }
        case .catmullRom, .cardinal:
            // Uniform Catmull–Rom as cubic Béziers: each control point a sixth of the neighbours'
            // difference away, the ends repeating their point.
            for i in 0..<(points.count - 1) {
                let p0 = points[max(0, i - 1)], p1 = points[i], p2 = points[i + 1], p3 = points[min(points.count - 1, i + 2)]
                let c1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
                let c2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
                path.addCurve(to: p2, control1: c1, control2: c2)
            }
        case .monotone:
            let tangents = monotoneTangents(points)
            for i in 0..<(points.count - 1) {
                let a = points[i], b = points[i + 1], h = (b.x - a.x) / 3
                path.addCurve(
                    to: b, control1: CGPoint(x: a.x + h, y: a.y + h * tangents[i]), control2: CGPoint(x: b.x - h, y: b.y - h * tangents[i + 1]))
            }
        }
    }

    /// Fritsch–Carlson tangents: a cubic through the points that never overshoots between them.
    static func monotoneTangents(_ p: [CGPoint]) -> [CGFloat] {
        let n = p.count
        var d = [CGFloat](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let dx = p[i + 1].x - p[i].x
            d[i] = dx == 0 ? 0 : (p[i + 1].y - p[i].y) / dx
        }
        var m = [CGFloat](repeating: 0, count: n)
        m[0] = d[0]
        m[n - 1] = d[n - 2]
        for i in 1..<(n - 1) { m[i] = d[i - 1] * d[i] <= 0 ? 0 : (d[i - 1] + d[i]) / 2 }
        for i in 0..<(n - 1) where d[i] != 0 {
            let a = m[i] / d[i], b = m[i + 1] / d[i], s = a * a + b * b
            if s > 9 {
                let t = 3 / s.squareRoot()
                m[i] = t * a * d[i]
                m[i + 1] = t * b * d[i]
            }
        }
        return m
    }

    /// A line through the points.
    static func line(_ points: [CGPoint], _ method: InterpolationMethod) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        addCurve(through: points, method, to: &path)
        return path
    }

    /// The region between an upper line and a lower one through the same x positions.
    static func area(upper: [CGPoint], lower: [CGPoint], _ method: InterpolationMethod) -> Path {
        var path = Path()
        guard let first = upper.first, let back = lower.last else { return path }
        path.move(to: first)
        addCurve(through: upper, method, to: &path)
        path.addLine(to: back)
        addCurve(through: lower.reversed(), method, to: &path)
        path.closeSubpath()
        return path
    }

    /// A pie slice, or a ring's slice when `inner` is above zero; `cornerRadius` rounds its corners
    /// with circles touching both the arc and the straight edge (at most what the slice can hold).
    static func sector(center c: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, end: Double, cornerRadius: CGFloat = 0) -> Path {
        let sweep = end - start
        let half = CGFloat(sin(min(sweep, .pi) / 2))
        let r = min(cornerRadius, (outer - inner) / 2, outer * half / (1 + half))
        if r > 0.01, sweep < 2 * .pi - 1e-9 { return roundedSector(center: c, inner: inner, outer: outer, start: start, end: end, r: r) }
        var path = Path()
        if inner > 0 {
            path.addArc(center: c, radius: outer, startAngle: .radians(start), endAngle: .radians(end), clockwise: false)
            path.addArc(center: c, radius: inner, startAngle: .radians(end), endAngle: .radians(start), clockwise: true)
        } else {
            path.move(to: c)
            path.addArc(center: c, radius: outer, startAngle: .radians(start), endAngle: .radians(end), clockwise: false)
        }
        path.closeSubpath()
        return path
    }

    /// A slice whose four corners (two for a pie slice) are rounded with radius `r`.
    private static func roundedSector(center c: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, end: Double, r: CGFloat) -> Path {
        func polar(_ radius: CGFloat, _ a: Double) -> CGPoint { CGPoint(x: c.x + radius * CGFloat(cos(a)), y: c.y + radius * CGFloat(sin(a))) }
        /// The short arc around `center` from `p` to `q`.
        func corner(_ path: inout Path, _ center: CGPoint, from p: CGPoint, to q: CGPoint) {
            let a = atan2(Double(p.y - center.y), Double(p.x - center.x)), b = atan2(Double(q.y - center.y), Double(q.x - center.x))
            let d = atan2(sin(b - a), cos(b - a))
            path.addArc(center: center, radius: r, startAngle: .radians(a), endAngle: .radians(a + d), clockwise: d < 0)
        }
        var path = Path()
        // Outer corners: circles inside the outer arc, touching the straight edges.
        let dOut = Double(asin(r / (outer - r)))
        let o0 = polar(outer - r, start + dOut), o1 = polar(outer - r, end - dOut)
        let e0 = polar((outer - r) * CGFloat(cos(dOut)), start), e1 = polar((outer - r) * CGFloat(cos(dOut)), end)
        path.move(to: e0)
        corner(&path, o0, from: e0, to: polar(outer, start + dOut))
        path.addArc(center: c, radius: outer, startAngle: .radians(start + dOut), endAngle: .radians(end - dOut), clockwise: false)
        corner(&path, o1, from: polar(outer, end - dOut), to: e1)
        if inner > 0 {
            // Inner corners: circles outside the inner arc.
            let dIn = Double(asin(r / (inner + r)))
            let i0 = polar(inner + r, start + dIn), i1 = polar(inner + r, end - dIn)
            let f0 = polar((inner + r) * CGFloat(cos(dIn)), start), f1 = polar((inner + r) * CGFloat(cos(dIn)), end)
            path.addLine(to: f1)
            corner(&path, i1, from: f1, to: polar(inner, end - dIn))
            path.addArc(center: c, radius: inner, startAngle: .radians(end - dIn), endAngle: .radians(start + dIn), clockwise: true)
            corner(&path, i0, from: polar(inner, start + dIn), to: f0)
        } else {
            path.addLine(to: c)
        }
        path.closeSubpath()
        return path
    }
}
