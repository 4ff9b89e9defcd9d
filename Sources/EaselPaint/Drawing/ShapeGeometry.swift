import Foundation
import EaselLayout

/// Corner style of a rounded rectangle (SwiftUI's `RoundedCornerStyle`).
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// The outline of a shape within its frame: geometry only, drawn by the paint stage.
package enum ShapeGeometry {
    case rectangle
    case roundedRectangle(cornerSize: CGSize, style: RoundedCornerStyle)
    case capsule(style: RoundedCornerStyle)
    case ellipse
    /// A circle centred in the frame with the diameter of its shorter side.
    case circle
    /// A custom path for a given rectangle (SwiftUI's `Shape.path(in:)`).
    case path((CGRect) -> [PathElement])
    /// A shape known only when it is drawn (`ContainerRelativeShape`, whose corners depend on where
    /// it is placed): the geometry for the frame's size.
    case drawn((CGSize) -> ShapeGeometry)

    /// The SwiftUI type name.
    package var kindName: String {
        switch self {
        case .rectangle: return "Rectangle"
        case .roundedRectangle: return "RoundedRectangle"
        case .capsule: return "Capsule"
        case .ellipse: return "Ellipse"
        case .circle: return "Circle"
        case .path: return "Path"
        case .drawn: return "Shape"
        }
    }
}
