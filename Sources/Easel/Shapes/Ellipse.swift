import Foundation
import EaselLayout
import EaselPaint

/// A circle centred in its frame, with the diameter of the frame's shorter side.
nonisolated public struct Circle: Shape, BuiltinShape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    var builtinGeometry: ShapeGeometry { .circle }
}

/// An ellipse filling its frame.
nonisolated public struct Ellipse: Shape, BuiltinShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    var builtinGeometry: ShapeGeometry { .ellipse }
}
