/// A vector path made of straight lines and quadratic/cubic Bézier curves, in sub-paths.
///
/// Geometry only: a path knows nothing of pixels. `flattened(transform:tolerance:)` turns it
/// into polylines, which the `Rasterizer` scan-converts and the `Stroker` outlines.
/// Coordinates grow rightwards and downwards.
package struct RasterPath: Equatable, Sendable {
    /// One drawing command.
    package enum Element: Equatable, Sendable {
        /// Starts a sub-path.
        case move(RasterPoint)
        /// A straight line to a point.
        case line(RasterPoint)
        /// A quadratic Bézier curve.
        case quad(control: RasterPoint, to: RasterPoint)
        /// A cubic Bézier curve.
        case cubic(control1: RasterPoint, control2: RasterPoint, to: RasterPoint)
        /// Closes the sub-path back to its start.
        case close
    }

    /// The commands in order.
    package private(set) var elements: [Element] = []
    private var start = RasterPoint(0, 0)
    private var current: RasterPoint?

    /// Creates an empty path.
    package init() {}

    /// Whether the path has no commands.
    package var isEmpty: Bool { elements.isEmpty }

    /// Starts a new sub-path at `p`.
    package mutating func move(to p: RasterPoint) {
        elements.append(.move(p))
        start = p
        current = p
    }

    /// Adds a straight line from the current point (starting a sub-path if there is none).
    package mutating func line(to p: RasterPoint) {
        guard current != nil else { return move(to: p) }
        elements.append(.line(p))
        current = p
    }

    /// Adds a quadratic Bézier curve.
    package mutating func quad(to p: RasterPoint, control c: RasterPoint) {
        if current == nil { move(to: c) }
        elements.append(.quad(control: c, to: p))
        current = p
    }

    /// Adds a cubic Bézier curve.
    package mutating func cubic(to p: RasterPoint, control1 c1: RasterPoint, control2 c2: RasterPoint) {
        if current == nil { move(to: c1) }
        elements.append(.cubic(control1: c1, control2: c2, to: p))
        current = p
    }

    /// Closes the current sub-path with a line back to its start.
    package mutating func close() {
        guard current != nil else { return }
        elements.append(.close)
        current = start
    }

    /// Appends every command of another path.
    package mutating func append(_ other: RasterPath) {
        for e in other.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    /// Adds a closed rectangle, clockwise on screen, starting at its top-left corner.
    package mutating func addRect(_ r: RasterRect) {
        move(to: RasterPoint(r.minX, r.minY))
        line(to: RasterPoint(r.maxX, r.minY))
        line(to: RasterPoint(r.maxX, r.maxY))
        line(to: RasterPoint(r.minX, r.maxY))
        close()
    }

    /// Adds a closed ellipse inscribed in `r`, as four cubic quarter-arcs (clockwise on screen).
    package mutating func addEllipse(in r: RasterRect) {
        let k = 0.5522847498307936  // 4/3 * (sqrt(2) - 1): the quarter-circle cubic handle length
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let ox = rx * k, oy = ry * k
        move(to: RasterPoint(cx + rx, cy))
        cubic(to: RasterPoint(cx, cy + ry), control1: RasterPoint(cx + rx, cy + oy), control2: RasterPoint(cx + ox, cy + ry))
        cubic(to: RasterPoint(cx - rx, cy), control1: RasterPoint(cx - ox, cy + ry), control2: RasterPoint(cx - rx, cy + oy))
        cubic(to: RasterPoint(cx, cy - ry), control1: RasterPoint(cx - rx, cy - oy), control2: RasterPoint(cx - ox, cy - ry))
        cubic(to: RasterPoint(cx + rx, cy), control1: RasterPoint(cx + ox, cy - ry), control2: RasterPoint(cx + rx, cy - oy))
        close()
    }

    /// Adds a circular arc around `center`. Angles are in radians from the +x axis towards +y
    /// (so increasing angles run clockwise on screen). `clockwise` (on screen) sweeps from
    /// `startAngle` to `endAngle` by increasing angle, otherwise by decreasing angle.
    /// The arc is joined to the current point with a line, or starts a sub-path if there is none.
    package mutating func addArc(center: RasterPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let twoPi = 2 * Double.pi
        var sweep = endAngle - startAngle
        guard sweep.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        // Bring the sweep into one turn in the arc's direction (remainder, not repeated
        // subtraction: an angle of 1e300 radians must not loop forever).
        if abs(sweep) > twoPi { sweep = sweep.truncatingRemainder(dividingBy: twoPi) }
        if clockwise {
            if sweep < 0 { sweep += twoPi }
        } else {
            if sweep > 0 { sweep -= twoPi }
        }
        if abs(sweep) > twoPi { sweep = sweep > 0 ? twoPi : -twoPi }
        let p0 = RasterPoint(center.x + radius * cos(startAngle), center.y + radius * sin(startAngle))
        if current == nil { move(to: p0) } else { line(to: p0) }
        let pieces = PixelIndex.pieces(abs(sweep) / (Double.pi / 2) - 1e-9, limit: 64)
        let step = sweep / Double(pieces)
        let h = 4.0 / 3.0 * tan(step / 4) * radius
        var a0 = startAngle
        for _ in 0..<pieces {
            let a1 = a0 + step
            let (c0, s0, c1, s1) = (cos(a0), sin(a0), cos(a1), sin(a1))
            cubic(
                to: RasterPoint(center.x + radius * c1, center.y + radius * s1),
                control1: RasterPoint(center.x + radius * c0 - h * s0, center.y + radius * s0 + h * c0),
                control2: RasterPoint(center.x + radius * c1 + h * s1, center.y + radius * s1 - h * c1))
            a0 = a1
        }
    }

    /// Adds a capsule: a rounded rectangle whose corner radius is half its shorter side.
    package mutating func addCapsule(in r: RasterRect) {
        addRoundedRect(r, cornerRadius: min(r.width, r.height) / 2, style: .circular)
    }

    /// The path with every point mapped by `t`.
    package func transformed(by t: RasterTransform) -> RasterPath {
        var out = RasterPath()
        out.elements.reserveCapacity(elements.count)
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(p))
            case .line(let p): out.line(to: t.apply(p))
            case .quad(let c, let p): out.quad(to: t.apply(p), control: t.apply(c))
            case .cubic(let c1, let c2, let p): out.cubic(to: t.apply(p), control1: t.apply(c1), control2: t.apply(c2))
            case .close: out.close()
            }
        }
        return out
    }

    /// The smallest rectangle holding every point and control point (empty path: zero rect).
    package var controlBounds: RasterRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: RasterPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        if minX > maxX { return RasterRect(x: 0, y: 0, width: 0, height: 0) }
        return RasterRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RasterPath.Element {
    /// The largest absolute coordinate among the element's points (0 for `close`).
    package var farthestCoordinate: Double {
        func m(_ p: RasterPoint) -> Double { max(abs(p.x), abs(p.y)) }
        switch self {
        case .move(let p), .line(let p): return m(p)
        case .quad(let c, let p): return max(m(c), m(p))
        case .cubic(let c1, let c2, let p): return max(m(c1), m(c2), m(p))
        case .close: return 0
        }
    }
}
