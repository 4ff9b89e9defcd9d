import Foundation

extension PathElement {
    /// The smallest rectangle holding every point a path draws through: its end points and the
    /// extremes of its curves (where a curve's derivative is zero), not its control points.
    /// `.null` for a path without points.
    package static func inkBounds(of elements: [PathElement]) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        var current = CGPoint.zero, start = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p):
                current = p
                start = p
                add(p)
            case .line(let p):
                add(p)
                current = p
            case .quadCurve(let p, let c):
                add(p)
                // B'(t) = 0 where t = (p0 - c) / (p0 - 2c + p1), per axis.
                for (a, b, d) in [(current.x, c.x, p.x), (current.y, c.y, p.y)] {
                    let denominator = a - 2 * b + d
                    guard denominator != 0 else { continue }
                    let t = (a - b) / denominator
                    if t > 0, t < 1 { add(quadPoint(current, c, p, t)) }
                }
                current = p
            case .curve(let p, let c1, let c2):
                add(p)
                for t in cubicExtremes(current, c1, c2, p) { add(cubicPoint(current, c1, c2, p, t)) }
                current = p
            case .closeSubpath:
                current = start
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    private static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// The parameters in (0, 1) where a cubic's x or y derivative is zero.
    private static func cubicExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var out: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // B'(t)/3 = a t² + b t + c.
            let a = -a0 + 3 * a1 - 3 * a2 + a3
            let b = 2 * (a0 - 2 * a1 + a2)
            let c = a1 - a0
            if abs(a) < 1e-12 {
                if b != 0 { out.append(-c / b) }
                continue
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { continue }
            let root = discriminant.squareRoot()
            out.append((-b + root) / (2 * a))
            out.append((-b - root) / (2 * a))
        }
        return out.filter { $0 > 0 && $0 < 1 }
    }
}
