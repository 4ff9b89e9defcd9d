import Foundation

/// How a `NavigationView` shows its columns (SwiftUI's `NavigationViewStyle`). On an iPhone in
/// portrait every style shows one stack, which is what Easel draws.
public struct NavigationViewStyleValue: Hashable, Sendable {
    let name: String
    /// The platform's choice: a stack on an iPhone.
    public static let automatic = NavigationViewStyleValue(name: "automatic")
    /// One screen at a time.
    public static let stack = NavigationViewStyleValue(name: "stack")
    /// Side-by-side columns where there is room (a stack on an iPhone in portrait).
    public static let columns = NavigationViewStyleValue(name: "columns")
}

nonisolated extension View {
    /// The style of navigation views in this view; each draws as a stack on an iPhone.
    public func navigationViewStyle(_ style: NavigationViewStyleValue) -> some View { self }

    /// Hides the status bar; Easel does not draw the status bar, so nothing changes.
    public func statusBar(hidden: Bool) -> some View { self }
}
