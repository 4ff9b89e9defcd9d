import Foundation
import EaselLayout
import EaselPaint

/// A type-erased shape (SwiftUI's `AnyShape`): any shape as one type, drawn exactly as the shape
/// it wraps (a built-in shape keeps its exact geometry).
nonisolated public struct AnyShape: Shape, BuiltinShape, @unchecked Sendable {
    private let wrappedPath: (CGRect) -> Path
    let builtinGeometry: ShapeGeometry

    /// `shape`, erased.
    public init<S: Shape>(_ shape: S) {
        wrappedPath = { shape.path(in: $0) }
        builtinGeometry = shape.geometry
    }

    public func path(in rect: CGRect) -> Path { wrappedPath(rect) }
}
