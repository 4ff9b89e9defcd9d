import Foundation
import EaselLayout
import EaselRaster

/// A shape resolved to absolute geometry in points, ready to fill, stroke or clip to.
///
/// Rectangles, rounded rectangles and ellipses keep their identity so the renderer can use the
/// rectangle fast path and exact stroke rings; everything else is a `RasterPath` in points.
package enum PaintShape: Equatable, Sendable {
    /// An axis-aligned rectangle.
    case rect(CGRect)
    /// A rectangle with rounded corners; `cornerSize` is clamped to half the rectangle's sides.
    case roundedRect(CGRect, cornerSize: CGSize, style: RoundedCornerStyle)
    /// The ellipse inscribed in a rectangle (a circle when it is square).
    case ellipse(CGRect)
    /// An arbitrary path in absolute points.
    case path(RasterPath)

    /// Resolves a layout `ShapeGeometry` drawn in `frame` (absolute points).
    ///
    /// A circle is centred in the frame with the diameter of the shorter side; a capsule is a
    /// rounded rectangle whose corner radius is half the shorter side. A custom path's closure is
    /// called with the frame in the shape's own coordinates (origin zero, as SwiftUI's
    /// `Shape.path(in:)` receives it) and its points are moved to the frame's origin.
    package init(_ geometry: ShapeGeometry, in frame: CGRect) {
        switch geometry {
        case .rectangle:
            self = .rect(frame)
        case .roundedRectangle(let cornerSize, let style):
            let cs = clampedCornerSize(cornerSize, in: frame.size)
            self = cs.width > 0 && cs.height > 0 ? .roundedRect(frame, cornerSize: cs, style: style) : .rect(frame)
        case .capsule(let style):
            let r = min(frame.width, frame.height) / 2
            self = .roundedRect(frame, cornerSize: CGSize(width: r, height: r), style: style)
        case .ellipse:
            self = .ellipse(frame)
        case .circle:
            let d = min(frame.width, frame.height)
            self = .ellipse(CGRect(x: frame.midX - d / 2, y: frame.midY - d / 2, width: d, height: d))
        case .path(let build):
            let local = CGRect(origin: .zero, size: frame.size)
            self = .path(PaintShape.rasterPath(build(local), offsetBy: frame.origin))
        case .drawn(let make):
            if case .drawn = make(frame.size) { self = .rect(frame); return }  // no endless unwrapping
            self.init(make(frame.size), in: frame)
        }
    }

    /// Converts path elements to a `RasterPath`, moving every point by `offset`.
    package static func rasterPath(_ elements: [PathElement], offsetBy offset: CGPoint = .zero) -> RasterPath {
        var p = RasterPath()
        func pt(_ q: CGPoint) -> RasterPoint { RasterPoint(Double(q.x + offset.x), Double(q.y + offset.y)) }
        var started = false
        for e in elements {
            switch e {
            case .move(let to): p.move(to: pt(to)); started = true
            case .line(let to):
                if started { p.line(to: pt(to)) } else { p.move(to: pt(to)); started = true }
            case .quadCurve(let to, let c):
                if started { p.quad(to: pt(to), control: pt(c)) } else { p.move(to: pt(to)); started = true }
            case .curve(let to, let c1, let c2):
                if started { p.cubic(to: pt(to), control1: pt(c1), control2: pt(c2)) } else { p.move(to: pt(to)); started = true }
            case .closeSubpath:
                if started { p.close() }
            }
        }
        return p
    }

    /// The bounding rectangle of the shape in points (control bounds for paths).
    package var bounds: CGRect {
        switch self {
        case .rect(let r), .roundedRect(let r, _, _), .ellipse(let r): return r
        case .path(let p):
            let b = p.controlBounds
            return CGRect(x: b.x, y: b.y, width: b.width, height: b.height)
        }
    }

    /// The same kind of shape grown outward by `d` points on every side (inward when negative).
    /// Rounded corners keep their centres (the radius grows by `d`, never below zero), like the
    /// edge of a stroke. Paths are returned unchanged.
    package func outset(by d: CGFloat) -> PaintShape {
        switch self {
        case .rect(let r):
            return .rect(PaintShape.inset(r, -d))
        case .roundedRect(let r, let cs, let style):
            let rr = PaintShape.inset(r, -d)
            let c = CGSize(width: max(0, cs.width + d), height: max(0, cs.height + d))
            return c.width > 0 && c.height > 0 ? .roundedRect(rr, cornerSize: c, style: style) : .rect(rr)
        case .ellipse(let r):
            return .ellipse(PaintShape.inset(r, -d))
        case .path:
            return self
        }
    }

    /// `r` inset by `d` on every side, collapsing to a zero size at its centre instead of inverting.
    static func inset(_ r: CGRect, _ d: CGFloat) -> CGRect {
        let w = max(0, r.width - 2 * d), h = max(0, r.height - 2 * d)
        return CGRect(x: r.midX - w / 2, y: r.midY - h / 2, width: w, height: h)
    }

    /// The outline as a `RasterPath` in pixels (points multiplied by `scale`).
    package func rasterPath(scale: CGFloat) -> RasterPath {
        let s = Double(scale)
        var p = RasterPath()
        switch self {
        case .rect(let r):
            p.addRect(PaintShape.raster(r, s))
        case .roundedRect(let r, let cs, let style):
            let rr = PaintShape.raster(r, s)
            let rx = min(Double(cs.width) * s, rr.width / 2), ry = min(Double(cs.height) * s, rr.height / 2)
            if abs(rx - ry) < 1e-9 {
                p.addRoundedRect(rr, cornerRadius: rx, style: style == .continuous ? .continuous : .circular)
            } else {
                PaintShape.addEllipticalCornerRect(&p, rr, rx: rx, ry: ry)
            }
        case .ellipse(let r):
            p.addEllipse(in: PaintShape.raster(r, s))
        case .path(let path):
            p = s == 1 ? path : path.transformed(by: .scale(s, s))
        }
        return p
    }

    /// A rectangle in points converted to a raster rectangle in pixels.
    static func raster(_ r: CGRect, _ s: Double) -> RasterRect {
        RasterRect(x: Double(r.minX) * s, y: Double(r.minY) * s, width: Double(r.width) * s, height: Double(r.height) * s)
    }

    /// A rounded rectangle whose corners are quarter ellipses with radii `rx` by `ry`
    /// (SwiftUI's `RoundedRectangle(cornerSize:)` with unequal sides).
    static func addEllipticalCornerRect(_ p: inout RasterPath, _ r: RasterRect, rx: Double, ry: Double) {
        let k = 0.5522847498307936  // cubic approximation of a quarter circle
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        p.move(to: RasterPoint(x0 + rx, y0))
        p.line(to: RasterPoint(x1 - rx, y0))
        p.cubic(to: RasterPoint(x1, y0 + ry), control1: RasterPoint(x1 - rx + k * rx, y0), control2: RasterPoint(x1, y0 + ry - k * ry))
        p.line(to: RasterPoint(x1, y1 - ry))
        p.cubic(to: RasterPoint(x1 - rx, y1), control1: RasterPoint(x1, y1 - ry + k * ry), control2: RasterPoint(x1 - rx + k * rx, y1))
        p.line(to: RasterPoint(x0 + rx, y1))
        p.cubic(to: RasterPoint(x0, y1 - ry), control1: RasterPoint(x0 + rx - k * rx, y1), control2: RasterPoint(x0, y1 - ry + k * ry))
        p.line(to: RasterPoint(x0, y0 + ry))
        p.cubic(to: RasterPoint(x0 + rx, y0), control1: RasterPoint(x0, y0 + ry - k * ry), control2: RasterPoint(x0 + rx - k * rx, y0))
        p.close()
    }
}

extension PaintShape {
    /// Coordinates farther than this from the origin, in points, are not drawn from vector image
    /// files (SVG, PDF): such a path is a mistake or an attack, not a picture.
    package static let vectorCoordinateLimit: CGFloat = 1_000_000

    /// Whether every point of `path` (ends and controls) is within `vectorCoordinateLimit` of
    /// the origin, and finite.
    package static func isWithinVectorLimits(_ path: [PathElement]) -> Bool {
        var ok = true
        for e in path where ok {
            _ = e.mapped { p in
                if !(abs(p.x) <= vectorCoordinateLimit && abs(p.y) <= vectorCoordinateLimit) { ok = false }
                return p
            }
        }
        return ok
    }
}
