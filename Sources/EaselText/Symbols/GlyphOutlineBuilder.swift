import Foundation
import CFreeType
import EaselLayout

/// Collects FreeType's outline callbacks as path elements in ems (y flipped to point down).
final class GlyphOutlineBuilder {
    let unitsPerEm: CGFloat
    var elements: [PathElement] = []
    var bounds: CGRect?
    private var open = false

    init(unitsPerEm: CGFloat) { self.unitsPerEm = unitsPerEm }

    static func from(_ user: UnsafeMutableRawPointer?) -> GlyphOutlineBuilder {
        Unmanaged<GlyphOutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
    }

    private func point(_ v: FT_Vector) -> CGPoint {
        CGPoint(x: CGFloat(v.x) / unitsPerEm, y: -CGFloat(v.y) / unitsPerEm)
    }

    private var current = CGPoint.zero

    /// Grows the bounds by a point of the ink.
    private func include(_ p: CGPoint) {
        let r = CGRect(origin: p, size: .zero)
        bounds = bounds.map { $0.union(r) } ?? r
    }

    /// Grows the bounds by a quadratic curve from `current`: its end and its extremes on each axis.
    private func includeQuad(_ c: CGPoint, _ p: CGPoint) {
        include(p)
        func extreme(_ a: CGFloat, _ b: CGFloat, _ d: CGFloat) -> CGFloat? {
            let denominator = a - 2 * b + d
            guard abs(denominator) > 1e-12 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
        for t in [extreme(current.x, c.x, p.x), extreme(current.y, c.y, p.y)].compactMap({ $0 }) {
            let u = 1 - t
            include(
                CGPoint(
                    x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                    y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
        }
    }

    func move(_ to: FT_Vector) {
        close()
        let p = point(to)
        include(p)
        current = p
        elements.append(.move(to: p))
        open = true
    }

    func line(_ to: FT_Vector) {
        let p = point(to)
        include(p)
        current = p
        elements.append(.line(to: p))
    }

    func quad(_ control: FT_Vector, _ to: FT_Vector) {
        let c = point(control), p = point(to)
        includeQuad(c, p)
        current = p
        elements.append(.quadCurve(to: p, control: c))
    }

    func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) {
        let a = point(c1), b = point(c2), p = point(to)
        include(a); include(b); include(p)  // the control hull: TrueType outlines have no cubics
        current = p
        elements.append(.curve(to: p, control1: a, control2: b))
    }

    func close() {
        if open { elements.append(.closeSubpath) }
        open = false
    }
}
