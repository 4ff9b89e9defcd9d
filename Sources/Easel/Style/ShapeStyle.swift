import Foundation
import EaselLayout

/// Something shapes can be filled or stroked with (SwiftUI's `ShapeStyle`). Easel supports colours.
public protocol ShapeStyle {
    /// The colour this style paints with.
    var resolvedColor: Color { get }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    /// The tint where the style is drawn: the colour `tint(_:)` gives the view, else the accent
    /// colour (SwiftUI's `TintShapeStyle`).
    public static var tint: Color { Color(storage: .tint) }
    /// The style that marks a selection: on iPhone the tint, always filled with the accent colour
    /// the environment gives (SwiftUI's `SelectionShapeStyle`).
    public static var selection: Color { Color(storage: .tint) }
}

/// Fill rule options (SwiftUI's `FillStyle`).
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
