import Foundation

/// Core Graphics' immutable path, as UIKit hands it over (`UIBezierPath.cgPath`) and SwiftUI takes it
/// (`Path(_:)`). Easel's stand-in holds a SwiftUI `Path`.
public final class CGPath: @unchecked Sendable {  // immutable after init
    let path: Path

    init(_ path: Path) { self.path = path }

    /// The smallest rectangle that holds every point of the path, control points included.
    public var boundingBox: CGRect { path.boundingRect }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
}

extension Path {
    /// A SwiftUI path with a Core Graphics path's elements.
    public init(_ path: CGPath) { self = path.path }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(self) }
}
