import Foundation

/// The purpose of a view's toolbar (SwiftUI's `ToolbarRole`).
public struct ToolbarRole: Sendable {
    let name: String
    /// The platform's default.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser's toolbar (an iPad's leading title).
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's toolbar (an iPad's leading title, no back button title).
    public static let editor = ToolbarRole(name: "editor")
}

nonisolated extension View {
    /// SwiftUI lays out the toolbar for `role`: it changes a pushed screen's back button and an
    /// iPad's title position. A still image shows an iPhone's root screen, which looks the same.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// SwiftUI shows a navigation link's destination in a split view's detail column when true
    /// (the default). An iPhone shows one column: the view is unchanged.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }

    /// SwiftUI routes external events (URLs, activities) with these conditions to the view's
    /// scene. A still image receives none: the view is unchanged.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}
