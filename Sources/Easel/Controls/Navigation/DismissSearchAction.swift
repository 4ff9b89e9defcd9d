import Foundation

/// Ends the search of a searchable view (SwiftUI's `DismissSearchAction`): nothing is being
/// searched in a still image, so calling it does nothing.
public struct DismissSearchAction: Sendable {
    /// Ends the search.
    public func callAsFunction() {}
}

private enum IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The action that ends the search of the enclosing searchable view.
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }

    /// Whether the person is searching in the enclosing searchable view: false, as in a still
    /// image of a screen at rest, unless set.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
}
