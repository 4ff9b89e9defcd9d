import Foundation
import EaselLayout

/// The label alone, in the tint (SwiftUI's `BorderlessButtonStyle`): iOS blue unless tinted;
/// red for a destructive button. A foreground colour or style set around the button
/// (`Button { … }.foregroundColor(.white)`) takes the place of the accent colour, as in SwiftUI.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// The label in the tint colour, at its own size.
    public func makeBody(configuration: Configuration) -> some View {
        WithEnvironment { env in
            if env.isEnabled, env.roleTint(for: configuration.role) == nil, env.foregroundColor != nil {
                configuration.label
            } else {
                configuration.label.foregroundStyle(env.controlTint(for: configuration.role))
            }
        }
    }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// No border; the label in the tint colour.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
