import Foundation
import EaselLayout

/// The label in the tint over a translucent rounded rectangle (SwiftUI's `BorderedButtonStyle`).
///
/// Without a tint the fill is iOS's `tertiarySystemFill` grey; with `tint(_:)` it is the tint at
/// 12 % (light) or 26 % (dark). Regular control size: 12 x 7 padding around the label, radius 8;
/// `controlSize(_:)` and `buttonBorderShape(_:)` change them.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// The padded label over its fill.
    public func makeBody(configuration: Configuration) -> some View {
        WithEnvironment { env in
            let foreground = env.controlTint(for: configuration.role)
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
