import Foundation
import EaselLayout

/// A white label over a solid rounded rectangle in the tint (SwiftUI's
/// `BorderedProminentButtonStyle`); the same size as `.bordered`. A foreground style set around
/// the button colours the label instead (`.tint(.white).foregroundStyle(.blue)`: a white button
/// with a blue title).
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// The padded white label over the tint.
    public func makeBody(configuration: Configuration) -> some View {
        WithEnvironment { env in
            BorderedButtonBackground.body(
                configuration.label, foreground: env.isEnabled ? env.foregroundColor ?? .white : .white,
                fill: env.controlTint(for: configuration.role), env)
        }
    }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A solid background in the tint behind a white label.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
