import Foundation

/// Opens a URL (SwiftUI's `OpenURLAction`): `@Environment(\.openURL)`, then `openURL(url)`; a
/// view may install its own handler with `.environment(\.openURL, OpenURLAction { url in … })`.
/// A still image opens nothing: calling it runs no handler.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let kind: Int
        /// The handler opened the URL.
        public static let handled = Result(kind: 0)
        /// The handler did not open the URL.
        public static let discarded = Result(kind: 1)
        /// The system opens the URL.
        public static let systemAction = Result(kind: 2)
        /// The system opens `url` in place of the one given.
        public static func systemAction(_ url: URL) -> Result { Result(kind: 2) }
    }

    /// An action that hands URLs to `handler`.
    public init(handler: @escaping (URL) -> Result) {}

    /// Opens `url`: nothing is opened in a still image.
    public func callAsFunction(_ url: URL) {}

    /// Opens `url` and reports whether it was: not opened in a still image.
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(false) }
}

private enum OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } } }

extension EnvironmentValues {
    /// The action that opens a URL.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
