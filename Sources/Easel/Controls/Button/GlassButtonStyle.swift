import Foundation
import EaselLayout

/// The label in the tint on a capsule of Liquid Glass (SwiftUI's `GlassButtonStyle`, iOS 26): the
/// size of `.bordered`, the shape a capsule unless `buttonBorderShape(_:)` says otherwise.
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// The padded label on glass.
    public func makeBody(configuration: Configuration) -> some View {
        WithEnvironment { env in
            BorderedButtonBackground.body(configuration.label, foreground: env.controlTint(for: configuration.role), glass: .regular, env)
        }
    }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// The tinted label on a glass capsule (iOS 26).
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}
