import Foundation
import EaselLayout

/// How a `TabView` shows its tabs (SwiftUI's `TabViewStyle`): with a tab bar
/// (`DefaultTabViewStyle`, `.sidebarAdaptable`, `.tabBarOnly`), or as pages (`PageTabViewStyle`).
/// Easel draws the styles it declares; another type's conformance draws the tab bar.
public protocol TabViewStyle: Sendable {}

/// The platform's tab view: a tab bar on iOS (SwiftUI's `DefaultTabViewStyle`).
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

/// iOS 18's style that is a sidebar on iPad and a tab bar on iPhone: the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
}

/// The tab bar only (iOS 18).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
}

/// Tabs as pages, one shown, with a row of page dots (SwiftUI's `PageTabViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        enum Mode: Hashable, Sendable { case automatic, always, never }
        let mode: Mode
        /// When there is more than one page.
        public static let automatic = IndexDisplayMode(mode: .automatic)
        /// Always, even for one page.
        public static let always = IndexDisplayMode(mode: .always)
        /// Never.
        public static let never = IndexDisplayMode(mode: .never)
    }

    /// When the page dots show.
    public let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with a row of page dots when there is more than one.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages, with the dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A sidebar on iPad, a tab bar on iPhone.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// The tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// How a tab view draws, as the environment keeps it.
enum TabViewLook: Hashable, Sendable {
    case tabBar
    case pages(PageTabViewStyle.IndexDisplayMode)

    init(_ style: some TabViewStyle) {
        self = (style as? PageTabViewStyle).map { .pages($0.indexDisplayMode) } ?? .tabBar
    }
}

private enum TabViewLookKey: EnvironmentKey { static var defaultValue: TabViewLook { .tabBar } }

extension EnvironmentValues {
    var tabViewLook: TabViewLook {
        get { self[TabViewLookKey.self] }
        set { self[TabViewLookKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The style of tab views in this view (`.page`, `.page(indexDisplayMode: .never)`,
    /// `PageTabViewStyle()`).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewLook, TabViewLook(style))
    }
}
