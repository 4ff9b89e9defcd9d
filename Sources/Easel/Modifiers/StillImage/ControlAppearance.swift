import Foundation

// Appearance settings whose effect Easel does not draw yet; each is accepted so that real
// screens render, and docs/Differences.md says what SwiftUI would show.

/// How a page-style tab view draws its page dots (SwiftUI's `IndexViewStyle`).
public protocol IndexViewStyle: Sendable {}

/// The page dots (SwiftUI's `PageIndexViewStyle`), with a background as `backgroundDisplayMode`
/// says; Easel draws the dots without one.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots get a background.
    public enum BackgroundDisplayMode: Hashable, Sendable { case automatic, always, interactive, never }
    /// When the dots get a background.
    public let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The dots as iOS draws them.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// The dots with a background as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// How prominent badges are (SwiftUI's `BadgeProminence`).
public enum BadgeProminence: Hashable, Sendable { case decreased, standard, increased }

nonisolated extension View {
    /// The style of menus in this view. A menu at rest shows its label, drawn as it is.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }

    /// The style of page dots in this view. The dots are drawn without a background.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }

    /// How prominent badges in this view are. Badges are drawn at the standard prominence.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }

    /// The dynamic range images in this view may be shown in. Easel's pictures are standard dynamic
    /// range, so images are drawn as in `.standard`.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }
}
