import Foundation
import EaselLayout

/// The label as it is, in the primary colour (SwiftUI's `PlainButtonStyle`).
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// The label, unchanged.
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// No decoration: the label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
