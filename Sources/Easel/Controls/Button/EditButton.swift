import Foundation
import EaselLayout

/// The button that toggles a list's edit mode (SwiftUI's `EditButton`): "Edit" drawn as a
/// borderless button, or a semibold "Done" while the environment's `editMode` is editing.
nonisolated public struct EditButton: View {
    /// Creates the button.
    public init() {}

    public var body: some View {
        WithEnvironment { env in
            if env.editMode?.wrappedValue.isEditing == true {
                Button {
                } label: {
                    Text("Done").fontWeight(.semibold)
                }
            } else {
                Button("Edit") {}
            }
        }
    }
}
