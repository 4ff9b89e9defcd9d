import Foundation

/// A shape that can be drawn inset from its frame (SwiftUI's `InsettableShape`): the built-in
/// shapes, and an inset shape again.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// This shape drawn `amount` points inside its frame on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn in its frame inset by an amount on every side (negative grows it).
nonisolated public struct _InsetShape<Content: Shape>: InsettableShape {
    public var shape: Content
    public var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        let a = amount.isFinite ? amount : 0
        let inset = CGRect(x: rect.minX + a, y: rect.minY + a, width: max(0, rect.width - 2 * a), height: max(0, rect.height - 2 * a))
        return shape.path(in: inset)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Content> { _InsetShape(shape: shape, amount: self.amount + amount) }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(shape: self, amount: amount) }
}

/// Rounded rectangles inset with their corners' radii smaller by the same amount, so that the
/// inset outline runs parallel to the original.
extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        let a = amount.isFinite ? amount : 0
        return _InsetShape(
            shape: RoundedRectangle(
                cornerSize: CGSize(width: max(0, cornerSize.width - a), height: max(0, cornerSize.height - a)),
                style: style), amount: amount)
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
        let a = amount.isFinite ? amount : 0
        let r = cornerRadii
        let smaller = RectangleCornerRadii(
            topLeading: max(0, r.topLeading - a), bottomLeading: max(0, r.bottomLeading - a),
            bottomTrailing: max(0, r.bottomTrailing - a), topTrailing: max(0, r.topTrailing - a))
        return _InsetShape(shape: UnevenRoundedRectangle(cornerRadii: smaller, style: style), amount: amount)
    }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(shape: self, amount: amount) }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(shape: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(shape: self, amount: amount) }
}
