import Foundation

/// Closes the presentation a view is in (SwiftUI's `DismissAction`): `@Environment(\.dismiss)`,
/// then `dismiss()`. A still image takes no action, so calling it does nothing.
public struct DismissAction: Sendable {
    /// Dismisses the presentation: nothing to dismiss in a still image.
    public func callAsFunction() {}
}

private enum IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The action that closes the presentation a view is in.
    public var dismiss: DismissAction { DismissAction() }

    /// Whether the view is in a presentation (a sheet, a pushed screen): false, as for the
    /// screen a still image shows, unless set.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
