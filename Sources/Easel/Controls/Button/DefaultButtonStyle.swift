import Foundation
import EaselLayout

/// The platform's default (SwiftUI's `DefaultButtonStyle`): borderless, the label in the tint. In a
/// list row the whole row is tappable, but the label keeps its own size, as on iOS: a `Spacer`
/// before it pushes it to the trailing edge, and `.frame(maxWidth: .infinity)` centres it.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// Borderless.
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default button style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
