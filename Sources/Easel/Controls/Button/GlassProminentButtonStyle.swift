import Foundation
import EaselLayout

/// A white label on a capsule of Liquid Glass tinted with the tint (SwiftUI's
/// `GlassProminentButtonStyle`, iOS 26): the size of `.borderedProminent`.
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// The padded white label on tinted glass.
    public func makeBody(configuration: Configuration) -> some View {
        WithEnvironment { env in
            BorderedButtonBackground.body(
                configuration.label, foreground: .white, glass: .regular.tint(env.controlTint(for: configuration.role)), env)
        }
    }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A white label on a glass capsule in the tint (iOS 26).
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
