import Foundation
import EaselLayout

/// An outline built from lines and curves (SwiftUI's `Path`); also a shape that draws itself.
nonisolated public struct Path: Shape, Hashable {
    /// The elements in order.
    package private(set) var elements: [PathElement] = []

    public init() {}

    /// A path of these elements.
    package init(elements: [PathElement]) { self.elements = elements }

    /// Builds a path with a closure.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// An ellipse inscribed in a rectangle.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle (corners drawn as circular arcs here; the renderer draws continuous corners natively).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let corner = clampedCornerSize(cornerSize, in: rect.size)
        let rx = corner.width, ry = corner.height
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + rx * k, y: rect.minY),
            control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ry * k))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(
            to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ry * k),
            control2: CGPoint(x: rect.maxX - rx + rx * k, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - rx * k, y: rect.maxY),
            control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ry * k))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(
            to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - ry * k),
            control2: CGPoint(x: rect.minX + rx - rx * k, y: rect.minY))
        closeSubpath()
    }

    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addRect(_ r: CGRect, transform: CGAffineTransform = .identity) {
        guard transform.isIdentity else { addPath(Path(r), transform: transform); return }
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    public mutating func addEllipse(in r: CGRect, transform: CGAffineTransform = .identity) {
        guard transform.isIdentity else { addPath(Path(ellipseIn: r), transform: transform); return }
        let k: CGFloat = 0.5522847498
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k), control2: CGPoint(x: cx + rx * k, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ry * k))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k), control2: CGPoint(x: cx - rx * k, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ry * k))
        closeSubpath()
    }

    /// Arc around a centre from one angle to another (radians, y down).
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard transform.isIdentity else {
            var arc = Path()
            arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
            appendContinuing(arc.applying(transform))
            return
        }
        var a0 = startAngle.radians, a1 = endAngle.radians
        // In y-down coordinates SwiftUI's "clockwise" runs towards decreasing angles.
        if clockwise { while a1 > a0 { a1 -= 2 * .pi } } else { while a1 < a0 { a1 += 2 * .pi } }
        let segments = max(1, Int((abs(a1 - a0) / (.pi / 2)).rounded(.up)))
        let step = (a1 - a0) / Double(segments)
        let start = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        for i in 0..<segments {
            let s = a0 + Double(i) * step, e = s + step
            let k = 4.0 / 3.0 * tan((e - s) / 4)
            let p0 = CGPoint(x: cos(s), y: sin(s)), p3 = CGPoint(x: cos(e), y: sin(e))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x), c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            func m(_ p: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * p.x, y: center.y + radius * p.y) }
            addCurve(to: m(p3), control1: m(c1), control2: m(c2))
        }
    }

    /// A line from the current point towards `tangent1End`, then an arc of `radius` tangent to
    /// that line and to the line from `tangent1End` to `tangent2End` (CoreGraphics' arc to a
    /// point). A zero radius, or three points in a line, give a line to `tangent1End`; an empty
    /// path starts at `tangent1End`.
    public mutating func addArc(
        tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard transform.isIdentity else {
            // Drawn where the points are before the transform, from the current point taken there.
            var arc = Path()
            arc.move(to: currentPoint.map { $0.applying(transform.inverted()) } ?? p1)
            arc.addArc(tangent1End: p1, tangent2End: p2, radius: radius)
            let drawn = arc.applying(transform)
            if isEmpty { elements = drawn.elements } else { elements += drawn.elements.dropFirst() }
            return
        }
        guard let p0 = currentPoint else { move(to: p1); return }
        let u = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let lu = hypot(u.x, u.y), lv = hypot(v.x, v.y)
        let cross = u.x * v.y - u.y * v.x
        guard radius > 0, lu > 0, lv > 0, abs(cross) > 1e-9 * lu * lv else { addLine(to: p1); return }
        let ux = u.x / lu, uy = u.y / lu, vx = v.x / lv, vy = v.y / lv
        // The angle at tangent1End between the two lines, and how far from it the arc touches them.
        let theta = acos(max(-1, min(1, ux * vx + uy * vy)))
        let d = radius / tan(theta / 2)
        let t1 = CGPoint(x: p1.x + ux * d, y: p1.y + uy * d), t2 = CGPoint(x: p1.x + vx * d, y: p1.y + vy * d)
        let bx = ux + vx, by = uy + vy, lb = hypot(bx, by)
        let k = radius / sin(theta / 2) / lb
        let center = CGPoint(x: p1.x + bx * k, y: p1.y + by * k)
        let a0 = atan2(t1.y - center.y, t1.x - center.x), a1 = atan2(t2.y - center.y, t2.x - center.x)
        var delta = a1 - a0
        while delta > .pi { delta -= 2 * .pi }
        while delta <= -.pi { delta += 2 * .pi }
        addArc(center: center, radius: radius, startAngle: .radians(a0), endAngle: .radians(a0 + delta), clockwise: delta < 0)
    }

    public func path(in rect: CGRect) -> Path { self }

    /// An arc of `delta` from `startAngle` (positive turns towards increasing angles).
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
            clockwise: delta.radians < 0, transform: transform)
    }

    /// A rounded rectangle as a closed subpath.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style), transform: transform)
    }

    /// Rectangles, each a closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// The elements of `path`, mapped through `transform`, after this path's.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += transform.isIdentity ? path.elements : path.elements.map { $0.mapped { $0.applying(transform) } }
    }

    /// Appends `path`, joining its first point to this path's current subpath by a line (as
    /// arcs do) rather than starting a new subpath.
    private mutating func appendContinuing(_ path: Path) {
        var rest = path.elements[...]
        if !elements.isEmpty, case .move(let p)? = rest.first { addLine(to: p); rest = rest.dropFirst() }
        elements += rest
    }

    /// This path with every point mapped through `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var p = Path()
        p.addPath(self, transform: transform)
        return p
    }

    /// This path moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from: the end of the last one, or after
    /// `closeSubpath()` the start of the subpath it closed; nil for an empty path.
    public var currentPoint: CGPoint? {
        for e in elements.reversed() {
            switch e {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath:
                // The closed subpath's start: the move that began it.
                let last = elements.lastIndex {
                    if case .move = $0 { return true }; return false
                }
                if let last, case .move(let p) = elements[last] { return p }
                return nil
            }
        }
        return nil
    }

    /// The smallest rectangle holding every point of the path, control points included
    /// (`.null` for an empty path).
    public var boundingRect: CGRect {
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        for e in elements {
            _ = e.mapped {
                xs.append($0.x); ys.append($0.y); return $0
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// An angle (SwiftUI's `Angle`).
public struct Angle: Hashable, Sendable, Comparable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    /// A zero angle.
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static let zero = Angle(radians: 0)
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

/// Angle arithmetic, as SwiftUI's `Angle` has it (through its vector-math conformance):
/// `.degrees(45) * 2`, `a + b`, `-a`.
extension Angle {
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    public static func * (a: Angle, factor: Double) -> Angle { Angle(radians: a.radians * factor) }
    public static func * (factor: Double, a: Angle) -> Angle { Angle(radians: factor * a.radians) }
    public static func / (a: Angle, divisor: Double) -> Angle { Angle(radians: a.radians / divisor) }
    public static func += (a: inout Angle, b: Angle) { a = a + b }
    public static func -= (a: inout Angle, b: Angle) { a = a - b }
    public static func *= (a: inout Angle, factor: Double) { a = a * factor }
    public static func /= (a: inout Angle, divisor: Double) { a = a / divisor }
}
