import Foundation
import EaselLayout

/// The label in the tint over a translucent rounded rectangle (SwiftUI's `BorderedButtonStyle`).
///
/// Without a tint the fill is iOS's `tertiarySystemFill` grey; with `tint(_:)` it is the tint at
/// 12 % (light) or 26 % (dark). Regular control size: 12 x 7 padding around the label, radius 8;
/// `controlSize(_:)` and `buttonBorderShape(_:)` change them. A foreground style set around the
/// button colours the label instead of the accent colour (not instead of a tint or a role's red).
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// The padded label over its fill.
    public func makeBody(configuration: Configuration) -> some View {
        WithEnvironment { env in
            // As for a borderless button: a tint or a destructive role wins over the foreground.
            let foreground =
                env.isEnabled && env.roleTint(for: configuration.role) == nil
                ? env.foregroundColor ?? env.controlTint : env.controlTint(for: configuration.role)
            let fill =
                env.roleTint(for: configuration.role).map {
                    $0.opacity(env.colorScheme == .dark ? SystemMetrics.borderedTintOpacityDark : SystemMetrics.borderedTintOpacityLight)
                }
                ?? SystemColors.tertiarySystemFill
            BorderedButtonBackground.body(configuration.label, foreground: foreground, fill: fill, env)
        }
    }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A translucent rounded background behind the tinted label.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
