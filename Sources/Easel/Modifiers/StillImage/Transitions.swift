import Foundation

// Transitions between states and screens. SwiftUI animates them when a value changes or a screen
// is pushed; a still image shows one state, so Easel accepts them and returns the view itself.

/// How a view's content changes when it does (SwiftUI's `ContentTransition`).
public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    /// Digits rolling to their new values.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Digits rolling towards `value`.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// How a pushed screen comes in (SwiftUI's iOS 18 `NavigationTransition`).
public struct NavigationTransition: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationTransition(name: "automatic")
    /// Zooming from the view marked with `matchedTransitionSource(id:in:)`.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition {
        NavigationTransition(name: "zoom")
    }
}

nonisolated extension View {
    /// SwiftUI animates this view's content with `transition` when it changes. A still image shows
    /// the content as it is.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// SwiftUI zooms a pushed screen from this view. A still image shows the stack's root, unchanged.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    /// SwiftUI brings this screen in with `transition` when it is pushed. A still image shows it at rest.
    public func navigationTransition(_ transition: NavigationTransition) -> some View { self }
}
