import Foundation
import EaselLayout

/// The button that toggles a list's edit mode (SwiftUI's `EditButton`): "Edit" drawn as a
/// borderless button, as a list that is not being edited shows it.
public struct EditButton: View {
    /// Creates the button.
    public init() {}

    public var body: some View {
        Button("Edit") {}
    }
}
