import Foundation

/// A shape whose outline is mapped through an affine transform (`Shape.transform(_:)`); the
/// frame it fills does not change.
nonisolated public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

/// A shape turned by an angle about an anchor of its frame (`Shape.rotation(_:anchor:)`).
nonisolated public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        let t = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(rotationAngle: angle.radians))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(t)
    }
}

/// A shape scaled about an anchor of its frame (`Shape.scale(x:y:anchor:)`).
nonisolated public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        let t = CGAffineTransform(
            a: scale.width, b: 0, c: 0, d: scale.height,
            tx: x - scale.width * x, ty: y - scale.height * y)
        return shape.path(in: rect).applying(t)
    }
}

/// A shape moved within its frame (`Shape.offset(_:)`).
nonisolated public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
}

/// A shape drawn at a fixed size at the top leading corner of its frame (`Shape.size(_:)`); the
/// frame it fills does not change.
nonisolated public struct _SizedShape<Content: Shape>: Shape {
    public var shape: Content
    public var size: CGSize

    public init(shape: Content, size: CGSize) {
        self.shape = shape
        self.size = size
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
}

nonisolated extension Shape {
    /// This shape at `size`, from the top leading corner of its frame.
    public func size(_ size: CGSize) -> _SizedShape<Self> { _SizedShape(shape: self, size: size) }

    /// This shape `width` by `height`, from the top leading corner of its frame.
    public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> { size(CGSize(width: width, height: height)) }

    /// This shape's outline mapped through `transform` (about the frame's origin).
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// This shape turned by `angle` (clockwise) about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape scaled by `x` and `y` about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// This shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// This shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }

    /// This shape moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }
}
