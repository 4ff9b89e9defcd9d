import Foundation

/// UIKit's mutable path, as custom shapes build one and hand it to SwiftUI with `Path(path.cgPath)`.
/// Easel's stand-in keeps a SwiftUI `Path`; its coordinates are UIKit's (y down), so an arc that is
/// `clockwise` here turns clockwise on the screen.
public final class UIBezierPath: @unchecked Sendable {  // used from one thread, as UIKit's is
    /// The path drawn so far.
    var path = Path()

    /// An empty path.
    public init() {}

    /// A closed rectangle.
    public init(rect: CGRect) { path.addRect(rect) }

    /// An ellipse inscribed in a rectangle.
    public init(ovalIn rect: CGRect) { path.addEllipse(in: rect) }

    /// A rectangle with all four corners rounded. UIKit draws these corners with its continuous
    /// curve, as SwiftUI's `.continuous` rounded rectangles do.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .continuous)
    }

    /// A rectangle with some corners rounded by circular arcs of `cornerRadii.width` (UIKit ignores
    /// the height), at most half the shorter side.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = cornerRadii.width
        func radius(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? r : 0 }
        let radii = RectangleCornerRadii(
            topLeading: radius(.topLeft), bottomLeading: radius(.bottomLeft),
            bottomTrailing: radius(.bottomRight), topTrailing: radius(.topRight))
        path = UnevenRoundedRectangle(cornerRadii: radii, style: .circular).path(in: rect)
    }

    /// An arc of a circle, angles in radians from the positive x axis.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Starts a new subpath at a point.
    public func move(to point: CGPoint) { path.move(to: point) }

    /// A straight line from the current point.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A cubic Bézier curve from the current point.
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: point, control: controlPoint) }

    /// An arc, joined to the current point by a line; `clockwise` as it looks on the screen.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // SwiftUI's `clockwise` is the other way round in y-down coordinates.
        path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: !clockwise)
    }

    /// Appends another path's elements.
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }

    /// Closes the current subpath with a line to its start.
    public func close() { path.closeSubpath() }

    /// Removes every element.
    public func removeAllPoints() { path = Path() }

    /// Transforms every point of the path.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// The smallest rectangle that holds the path, control points included (as UIKit's).
    public var bounds: CGRect { path.boundingRect }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The path as a Core Graphics path, for `Path(_:)`.
    public var cgPath: CGPath { CGPath(path) }
}
