import Foundation

/// Refreshes a view's content (SwiftUI's `RefreshAction`): `@Environment(\.refresh)`, set by
/// `refreshable(action:)` above the view.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh.
    public func callAsFunction() async { await action() }
}

extension EnvironmentValues {
    /// The refresh action of the enclosing refreshable view: nil, as a still image pulls nothing
    /// to refresh (`refreshable(action:)` installs none).
    public var refresh: RefreshAction? { nil }
}
