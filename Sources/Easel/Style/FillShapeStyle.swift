import Foundation
import EaselLayout

/// The overlay fill of iOS's controls (SwiftUI's `FillShapeStyle`, iOS 17): `.background(.fill)`,
/// `.fill(.fill.tertiary)`. Its levels are UIKit's fills: `systemFill`, `secondarySystemFill`,
/// `tertiarySystemFill` and `quaternarySystemFill` (the fifth level repeats the fourth), grays of
/// #787880 at 20 / 16 / 12 / 8 % in light mode and 36 / 32 / 24 / 18 % in dark.
public struct FillShapeStyle: ShapeStyle, Hashable, Sendable {
    /// The fill style.
    public init() {}

    /// A colour that resolves against the environment it is drawn in (`systemFill`).
    public var resolvedColor: Color { Self.color(at: 0) }

    /// The fill of a level (0 for primary … 4 for quinary).
    static func color(at level: Int) -> Color {
        switch level {
        case ...0: return SystemColors.systemFill
        case 1: return SystemColors.secondarySystemFill
        case 2: return SystemColors.tertiarySystemFill
        default: return SystemColors.quaternarySystemFill
        }
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The overlay fill of iOS's controls (`systemFill`); `.fill.secondary` and the other levels
    /// step through UIKit's fills.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
