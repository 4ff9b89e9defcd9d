import Foundation
import EaselLayout

/// One tab of a `TabView` (SwiftUI's iOS 18 `Tab`): its content, the label its item shows in the
/// tab bar, and the value a selection names it by. The same as the content with `tabItem` and
/// `tag` (which older code uses), so both kinds of tab mix in one tab view.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Home", systemImage: "house", value: .home) { HomeView() }
///     Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) { SearchView() }
/// }
/// ```
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView, TabMarking {
    public typealias Body = Never
    let value: Value?
    let content: Content
    let label: Label

    /// A tab with the given label, named `value` by the tab view's selection.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        guard let m = Self.marker(content, ctx, kind: "Tab") else { return resolve(content, ctx) }
        if m.tabLabel == nil { m.tabLabel = AnyView(label) }
        if m.tag == nil, let value { m.tag = AnyHashable(value) }
        return [m]
    }
}

extension Tab {
    /// Leaves the tab out of the tab view (its item and its content) while `hidden` is true, as
    /// an app hides a tab in some size classes (iOS 18's `TabContent.hidden(_:)`).
    public func hidden(_ hidden: Bool) -> some View { tabHidden(hidden) }
}

extension Tab where Label == Easel.Label<Text, Image> {
    /// A tab titled `titleKey` with an SF Symbol, named `value` by the selection; `role` `.search`
    /// marks the search tab (drawn as the others on iOS 18's tab bar).
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, content: content) { Easel.Label(titleKey, systemImage: systemImage) }
    }

    /// A tab titled `title` with an SF Symbol, named `value` by the selection.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, content: content) { Easel.Label(title, systemImage: systemImage) }
    }

    /// A tab titled `titleKey` with an image from the assets, named `value` by the selection.
    public init(
        _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, content: content) { Easel.Label(titleKey, image: image) }
    }
}

extension Tab where Value == Never, Label == Easel.Label<Text, Image> {
    /// A tab titled `titleKey` with an SF Symbol, in a tab view without a selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = Easel.Label(titleKey, systemImage: systemImage)
    }

    /// A tab titled `title` with an SF Symbol, in a tab view without a selection.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = Easel.Label(title, systemImage: systemImage)
    }

    /// A tab titled `titleKey` with an image from the assets, in a tab view without a selection.
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = Easel.Label(titleKey, image: image)
    }
}

extension Tab where Value == Never {
    /// A tab with the given label, in a tab view without a selection.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = nil
        self.content = content()
        self.label = label()
    }
}

extension Tab where Label == EmptyView {
    /// A tab with an empty label, named `value` by the selection.
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { EmptyView() }
    }
}

extension Tab where Value == Never, Label == EmptyView {
    /// A tab with an empty label, in a tab view without a selection.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab whose label comes from its role (`.search`: a magnifying glass titled "Search"),
    /// named `value` by the selection.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(role: role) }
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab whose label comes from its role, in a tab view without a selection.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DefaultTabLabel(role: role) }
    }
}

/// The label a tab takes from its role (SwiftUI's `DefaultTabLabel`): the search tab's is a
/// magnifying glass titled "Search", as iOS 18's tab bar draws it; without a role it is empty.
nonisolated public struct DefaultTabLabel: View {
    let role: TabRole?

    package init(role: TabRole?) { self.role = role }

    public var body: some View {
        if role == .search { Easel.Label("Search", systemImage: "magnifyingglass") }
    }
}

/// What a tab is for (SwiftUI's `TabRole`).
public struct TabRole: Hashable, Sendable {
    let name: String
    /// The tab that searches the app.
    public static let search = TabRole(name: "search")
}

/// A group of tabs with a title (SwiftUI's `TabSection`): a sidebar section on iPad's adaptable
/// style; on iPhone's tab bar its tabs are items like the others, and the title is not shown.
nonisolated public struct TabSection<Header: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Header
    let content: Content

    /// Tabs under a header view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
        self.header = header()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { resolve(content, ctx) }
}

extension TabSection where Header == Text {
    /// Tabs under a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Tabs under a title.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
