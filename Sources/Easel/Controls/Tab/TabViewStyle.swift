import Foundation
import EaselLayout

/// How a `TabView` shows its tabs (SwiftUI's `TabViewStyle`): with a tab bar, or as pages.
public struct TabViewStyleValue: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, page(showsDots: Bool) }
    let kind: Kind

    /// The tab bar.
    public static let automatic = TabViewStyleValue(kind: .automatic)
    /// Pages with a row of page dots.
    public static let page = TabViewStyleValue(kind: .page(showsDots: true))
    /// iOS 18's style that is a sidebar on iPad and a tab bar on iPhone: the tab bar.
    public static let sidebarAdaptable = TabViewStyleValue(kind: .automatic)
    /// The tab bar only.
    public static let tabBarOnly = TabViewStyleValue(kind: .automatic)

    /// Pages, with the dots shown (`.always`, `.automatic`) or not (`.never`).
    public static func page(indexDisplayMode: PageIndexDisplayMode) -> TabViewStyleValue {
        TabViewStyleValue(kind: .page(showsDots: indexDisplayMode != .never))
    }
}

/// Whether a page-style tab view shows its dots (SwiftUI's `PageTabViewStyle.IndexDisplayMode`).
public enum PageIndexDisplayMode: Hashable, Sendable {
    case automatic, always, never
}

private enum TabViewStyleKey: EnvironmentKey { static var defaultValue: TabViewStyleValue.Kind { .automatic } }

extension EnvironmentValues {
    var tabViewStyle: TabViewStyleValue.Kind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of tab views in this view (`.page`, `.page(indexDisplayMode: .never)`).
    public func tabViewStyle(_ style: TabViewStyleValue) -> some View {
        environment(\.tabViewStyle, style.kind)
    }
}
