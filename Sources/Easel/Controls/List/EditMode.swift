import Foundation
import EaselLayout

/// Whether the user is editing a list (SwiftUI's `EditMode`).
public enum EditMode: Hashable, Sendable {
    /// Not editing: the default.
    case inactive
    /// Editing for a moment (a swipe to delete).
    case transient
    /// Editing, as after tapping Edit.
    case active

    /// Whether this mode is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private enum EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The edit mode of lists here, as a binding: nil unless set, as in a view that no navigation
    /// stack or list puts into edit mode. An `EditButton` shows "Done" while it is active; rows are
    /// drawn at rest (no delete or move controls, docs/Differences.md).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
