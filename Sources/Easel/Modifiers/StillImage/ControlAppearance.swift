import Foundation

// Appearance settings whose effect Easel does not draw yet; each is accepted so that real
// screens render, and docs/Differences.md says what SwiftUI would show.

/// How menus show their label (SwiftUI's `MenuStyle`).
public struct MenuStyleValue: Hashable, Sendable {
    let name: String
    public static let automatic = MenuStyleValue(name: "automatic")
    public static let button = MenuStyleValue(name: "button")
    public static let borderlessButton = MenuStyleValue(name: "borderlessButton")
}

/// How a page-style tab view draws its page dots (SwiftUI's `IndexViewStyle`).
public struct IndexViewStyleValue: Hashable, Sendable {
    /// When the dots get a background (SwiftUI's `PageIndexViewStyle.BackgroundDisplayMode`).
    public enum BackgroundDisplayMode: Hashable, Sendable { case automatic, always, interactive, never }
    let background: BackgroundDisplayMode
    /// The dots as iOS draws them.
    public static let page = IndexViewStyleValue(background: .automatic)
    /// The dots with a background as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: BackgroundDisplayMode) -> IndexViewStyleValue {
        IndexViewStyleValue(background: backgroundDisplayMode)
    }
}

/// How prominent badges are (SwiftUI's `BadgeProminence`).
public enum BadgeProminence: Hashable, Sendable { case decreased, standard, increased }

nonisolated extension View {
    /// The style of menus in this view. A menu at rest shows its label, drawn as it is.
    public func menuStyle(_ style: MenuStyleValue) -> some View { self }

    /// The style of page dots in this view. The dots are drawn without a background.
    public func indexViewStyle(_ style: IndexViewStyleValue) -> some View { self }

    /// How prominent badges in this view are. Badges are drawn at the standard prominence.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }

    /// The dynamic range images in this view may be shown in. Easel's pictures are standard dynamic
    /// range, so images are drawn as in `.standard`.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }
}
