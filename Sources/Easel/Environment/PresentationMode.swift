import Foundation

/// Whether a view is presented, with the action that closes it (SwiftUI's `PresentationMode`,
/// before iOS 15's `dismiss`): `@Environment(\.presentationMode) var mode`, then
/// `mode.wrappedValue.dismiss()`.
public struct PresentationMode: Sendable {
    /// Whether the view is presented: false for the screen a still image shows.
    public var isPresented: Bool { false }

    /// Dismisses the view: nothing to dismiss in a still image.
    public mutating func dismiss() {}
}

extension EnvironmentValues {
    /// A binding to the presentation mode of the view.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
}
