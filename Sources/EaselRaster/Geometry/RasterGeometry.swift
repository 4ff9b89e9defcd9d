/// A point in raster space (pixels after transformation; user units before).
package struct RasterPoint: Equatable, Hashable, Sendable {
    /// Horizontal coordinate, growing to the right.
    package var x: Double
    /// Vertical coordinate, growing downwards.
    package var y: Double

    /// Creates a point.
    package init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates a point from labelled coordinates.
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    static func + (a: RasterPoint, b: RasterPoint) -> RasterPoint { RasterPoint(a.x + b.x, a.y + b.y) }
    static func - (a: RasterPoint, b: RasterPoint) -> RasterPoint { RasterPoint(a.x - b.x, a.y - b.y) }
    static func * (a: RasterPoint, s: Double) -> RasterPoint { RasterPoint(a.x * s, a.y * s) }

    var length: Double { (x * x + y * y).squareRoot() }
}

/// An axis-aligned rectangle given by its origin (top-left) and size.
package struct RasterRect: Equatable, Hashable, Sendable {
    /// Left edge.
    package var x: Double
    /// Top edge.
    package var y: Double
    /// Width (may be zero; negative widths are treated as empty).
    package var width: Double
    /// Height (may be zero; negative heights are treated as empty).
    package var height: Double

    /// Creates a rectangle from origin and size.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Left edge.
    package var minX: Double { x }
    /// Top edge.
    package var minY: Double { y }
    /// Right edge.
    package var maxX: Double { x + width }
    /// Bottom edge.
    package var maxY: Double { y + height }
    /// Horizontal centre.
    package var midX: Double { x + width / 2 }
    /// Vertical centre.
    package var midY: Double { y + height / 2 }
    /// Whether the rectangle encloses no area.
    package var isEmpty: Bool { !(width > 0 && height > 0) }

    /// The rectangle moved inwards by `dx` on the left and right and `dy` at the top and bottom
    /// (outwards for negative values).
    package func insetBy(dx: Double, dy: Double) -> RasterRect {
        RasterRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The overlap of two rectangles (empty, with zero size, when they do not meet).
    package func intersection(_ other: RasterRect) -> RasterRect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return RasterRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}

/// An affine transform `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`.
package struct RasterTransform: Equatable, Sendable {
    /// The linear part `[a c; b d]` and the translation `(tx, ty)`.
    package var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six coefficients.
    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    package static let identity = RasterTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A pure translation.
    package static func translation(_ dx: Double, _ dy: Double) -> RasterTransform {
        RasterTransform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// A pure scale about the origin.
    package static func scale(_ sx: Double, _ sy: Double) -> RasterTransform {
        RasterTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// `self` applied first, then `next`.
    package func concatenating(_ next: RasterTransform) -> RasterTransform {
        RasterTransform(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// Adds a translation applied after this transform.
    package func translatedBy(_ dx: Double, _ dy: Double) -> RasterTransform {
        concatenating(.translation(dx, dy))
    }

    /// Adds a scale applied after this transform.
    package func scaledBy(_ sx: Double, _ sy: Double) -> RasterTransform {
        concatenating(.scale(sx, sy))
    }

    /// Maps a point.
    package func apply(_ p: RasterPoint) -> RasterPoint {
        RasterPoint(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// The largest factor by which the transform stretches a length (used for flattening tolerance).
    var maxScale: Double {
        let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        return max(sx, sy, 1e-9)
    }

    /// Whether the transform keeps axis-aligned rectangles axis-aligned.
    var isAxisAligned: Bool { b == 0 && c == 0 }
}
