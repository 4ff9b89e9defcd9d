import Foundation
import EaselLayout

/// The platform's default (SwiftUI's `DefaultButtonStyle`): borderless outside a list; in a list
/// row the tinted label fills the row's width, leading-aligned, as the whole row is the button.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// Borderless, or a full-width row in a list.
    public func makeBody(configuration: Configuration) -> some View {
        WithEnvironment { env in
            if env.isListRow {
                BorderlessButtonStyle().makeBody(configuration: configuration)
                    .frame(maxWidth: .infinity, alignment: .leading)
            } else {
                BorderlessButtonStyle().makeBody(configuration: configuration)
            }
        }
    }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default button style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
