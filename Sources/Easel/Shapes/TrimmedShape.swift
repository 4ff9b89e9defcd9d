import Foundation
import EaselLayout

extension Path {
    /// The part of the path between the fractions `from` and `to` of its length (SwiftUI's
    /// `trimmedPath(from:to:)`), over all its subpaths in order: a progress ring is
    /// `Circle().trim(from: 0, to: 0.7)`. Curves are measured and cut as 32-segment polylines.
    /// Non-finite or empty ranges give an empty path; the whole range (`0...1` or wider) gives
    /// the path itself, its closed subpaths still closed (a full ring has no seam where its two
    /// ends would meet).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard from.isFinite, to.isFinite else { return Path() }
        let a = max(0, min(1, from)), b = max(0, min(1, to))
        guard b > a else { return Path() }
        if a == 0, b == 1 { return self }
        // Polylines, one per subpath.
        var runs: [[CGPoint]] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero, pen = CGPoint.zero
        func flush() { if current.count > 1 { runs.append(current) }; current = [] }
        let steps = 32
        for e in elements {
            switch e {
            case .move(let p):
                flush(); current = [p]; start = p; pen = p
            case .line(let p):
                if current.isEmpty { current = [pen] }
                current.append(p); pen = p
            case .quadCurve(let p, let c):
                if current.isEmpty { current = [pen] }
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    current.append(CGPoint(x: u * u * pen.x + 2 * u * t * c.x + t * t * p.x, y: u * u * pen.y + 2 * u * t * c.y + t * t * p.y))
                }
                pen = p
            case .curve(let p, let c1, let c2):
                if current.isEmpty { current = [pen] }
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let x = u * u * u * pen.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * pen.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    current.append(CGPoint(x: x, y: y))
                }
                pen = p
            case .closeSubpath:
                if current.isEmpty { current = [pen] }
                current.append(start); pen = start
                flush()
            }
        }
        flush()
        func dist(_ p: CGPoint, _ q: CGPoint) -> CGFloat { ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot() }
        let total = runs.reduce(CGFloat(0)) { sum, run in sum + zip(run, run.dropFirst()).reduce(0) { $0 + dist($1.0, $1.1) } }
        guard total > 0, total.isFinite else { return Path() }
        let lo = a * total, hi = b * total
        var out = Path()
        var walked: CGFloat = 0
        for run in runs {
            var open = false
            for (p, q) in zip(run, run.dropFirst()) {
                let d = dist(p, q)
                let s0 = walked, s1 = walked + d
                walked = s1
                guard s1 > lo, s0 < hi, d > 0 else { continue }
                func at(_ s: CGFloat) -> CGPoint { let t = (s - s0) / d; return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
                if !open { out.move(to: at(max(s0, lo))); open = true }
                out.addLine(to: at(min(s1, hi)))
            }
        }
        return out
    }
}

/// A shape drawn only between two fractions of its outline's length (`Shape.trim(from:to:)`).
nonisolated struct TrimmedShape<Content: Shape>: Shape {
    let shape: Content
    let from: CGFloat, to: CGFloat

    func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: from, to: to) }
}

nonisolated extension Shape {
    /// This shape drawn only between the fractions `from` and `to` of its outline's length.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> some Shape {
        TrimmedShape(shape: self, from: from, to: to)
    }
}
