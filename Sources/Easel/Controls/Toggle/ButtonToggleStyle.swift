import Foundation
import EaselLayout

/// A toggle drawn as a button (SwiftUI's `ButtonToggleStyle`): the label in a bordered button,
/// filled with the tint (the label white) while the toggle is on, as iOS draws it.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}

    /// The label in a `.bordered` button when off, a `.borderedProminent` one when on.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.isOn {
            Button(action: {}) { configuration.label }.buttonStyle(.borderedProminent)
        } else {
            Button(action: {}) { configuration.label }.buttonStyle(.bordered)
        }
    }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle drawn as a button, filled while it is on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
