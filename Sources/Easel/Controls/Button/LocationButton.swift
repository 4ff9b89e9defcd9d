import Foundation
import EaselLayout

/// The button that grants one-time access to the person's location (CoreLocationUI's
/// `LocationButton`): a location arrow and, when given, a standard title, white on a filled
/// background in the tint, as `.borderedProminent` draws it (docs/Differences.md). Its action runs
/// when tapped, never in a still image.
nonisolated public struct LocationButton: View {
    /// The button's standard titles.
    public struct Title: Hashable, Sendable {
        let text: String
        /// "Current Location".
        public static let currentLocation = Title(text: "Current Location")
        /// "Send Current Location".
        public static let sendCurrentLocation = Title(text: "Send Current Location")
        /// "Send My Current Location".
        public static let sendMyCurrentLocation = Title(text: "Send My Current Location")
        /// "Share Current Location".
        public static let shareCurrentLocation = Title(text: "Share Current Location")
        /// "Share My Current Location".
        public static let shareMyCurrentLocation = Title(text: "Share My Current Location")
    }

    let title: Title?

    /// A button with the location arrow and `title` (the arrow alone when nil).
    public init(_ title: Title? = nil, action: @escaping () -> Void) { self.title = title }

    public var body: some View {
        Button {
        } label: {
            if let title {
                Label(title.text, systemImage: "location.fill")
            } else {
                Image(systemName: "location.fill")
            }
        }
        .buttonStyle(.borderedProminent)
    }
}
