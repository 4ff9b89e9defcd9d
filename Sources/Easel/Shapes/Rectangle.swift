import Foundation
import EaselLayout
import EaselPaint

/// A rectangle filling its frame.
nonisolated public struct Rectangle: Shape, BuiltinShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var builtinGeometry: ShapeGeometry { .rectangle }
}
