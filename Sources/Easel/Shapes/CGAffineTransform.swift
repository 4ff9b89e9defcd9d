import Foundation

/// An affine transform of the plane (Core Graphics' `CGAffineTransform`, which Foundation on Linux
/// lacks): a point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`. Used by
/// `transformEffect(_:)`, `Path.applying(_:)`, `Shape.transform(_:)` and `GraphicsContext`.
public struct CGAffineTransform: Hashable, Sendable, Codable, CustomStringConvertible {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A translation by `x` and `y`.
    public init(translationX x: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    /// A scale by `x` and `y` about the origin.
    public init(scaleX x: CGFloat, y: CGFloat) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }

    /// A rotation by `angle` radians about the origin (clockwise on screen, where y points down).
    public init(rotationAngle angle: CGFloat) {
        let s = sin(angle), k = cos(angle)
        self.init(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation by `x` and `y` followed by this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale by `x` and `y` followed by this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians followed by this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform; a transform that cannot be inverted (a zero scale) is returned
    /// unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Whether every coefficient is a finite number.
    package var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    /// Whether the transform only moves (no rotation, scale or shear).
    package var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    /// The factor lengths are scaled by when the transform is a rotation with a uniform scale
    /// (a similarity), else nil.
    package var uniformScale: CGFloat? {
        let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        guard abs(sx - sy) <= 1e-9 * max(1, sx), abs(a * c + b * d) <= 1e-9 * max(1, sx * sy) else { return nil }
        return sx
    }

    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}

extension CGPoint {
    /// The point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through `t`'s linear part (no translation).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four corners mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
