import Foundation
import EaselLayout

/// Tabs with a tab bar (SwiftUI's `TabView`). Each view of the content is a tab, labelled by its
/// `tabItem` and identified by its `tag`; the picture shows the selected tab (the one whose tag is
/// the selection, else the first) filling the space above iOS's tab bar, whose items are the
/// tabs' icons over 10-point labels, the selected one in the tint. With `.tabViewStyle(.page)` it
/// shows the selected page full size over a row of page dots.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: AnyHashable?
    let content: Content

    /// Tabs, the selected one given by a binding to a tag value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
        self.content = content()
    }

    /// Tabs identified by an already-erased selection (the script front end's).
    package init(erasedSelection: AnyHashable?, @ViewBuilder content: () -> Content) {
        self.selection = erasedSelection
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        ctx.session.containsScreen = true
        var c = ctx.appending("TabView")
        c.environment.isTabViewContent = true
        let appearance = TabBarAppearance()
        c.environment.tabBarAppearance = appearance
        // iOS 15–18's bar along the bottom edge: its background shows only when the tab's
        // scrolled content goes on under it, which the tab's scroll views record.
        let edgeBar = ctx.environment.tabViewLook == .tabBar && ctx.environment.systemLook.metrics.floatingTabBar == nil
        let scrollEdge = edgeBar ? ScrollEdgeProbe(inside: ctx.environment.bottomBarScrollEdge) : nil
        if let scrollEdge { c.environment.bottomBarScrollEdge = scrollEdge }
        let tabs = resolve(content, c).compactMap { node -> (content: LayoutNode, marker: TabMarkerNode?)? in
            if let m = node as? TabMarkerNode { return m.isHidden ? nil : (m.child, m) }
            return (node, nil)
        }
        guard !tabs.isEmpty else { return resolve(EmptyView(), ctx.appending("TabView")) }
        let selected = selection.flatMap { s in tabs.firstIndex { $0.marker?.tag == s } } ?? 0
        let page = ResolvedNodes([tabs[selected].content]).frame(maxWidth: .infinity, maxHeight: .infinity)
        let body: AnyView
        switch ctx.environment.tabViewLook {
        case .pages(let dots):
            let showsDots = dots == .always || (dots == .automatic && tabs.count > 1)
            body = AnyView(
                page.overlay(alignment: .bottom) {
                    if showsDots { PageDots(count: tabs.count, selected: selected) }
                })
        case .tabBar:
            let items = tabs.map { $0.marker?.tabLabel ?? AnyView(EmptyView()) }
            let bar = TabBar(
                items: items, badges: tabs.map { $0.marker?.badge }, selected: selected, appearance: appearance, scrollEdge: scrollEdge)
            if scrollEdge != nil {
                // The bar is safe area for the tab, as on iOS: the tab is laid out above it, while a
                // view that ignores the safe area (a background colour) and a scroll view's content
                // go on under it. The tab is placed first, so the bar knows what reaches it.
                body = AnyView(page.safeAreaInset(edge: .bottom, spacing: 0) { if !appearance.isHidden { bar } })
            } else {
                // iOS 26: the content reaches the bottom; the bar floats over it.
                body = AnyView(page.overlay(alignment: .bottom) { if !appearance.isHidden { bar } })
            }
        }
        return resolve(body, ctx.appending("TabView"))
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs without a selection binding: the first is shown.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// The tab bar: equal-width items, each its icon (body size, large scale, filled variant) above
/// its 10-point medium label, labels on one baseline, in the tint when selected and gray
/// otherwise; on the bar background with its hairline on top, as iOS draws it over content that
/// scrolls under it: a `toolbarBackground` style instead when one is given (the bar material for
/// `.visible` alone), nothing for `.hidden`, and the items and background in a
/// `toolbarColorScheme`'s scheme.
nonisolated struct TabBar: View {
    let items: [AnyView]
    var badges: [Text?] = []
    let selected: Int
    var appearance = TabBarAppearance()
    /// What the tab's scroll views recorded: the default background shows only when their
    /// content goes on under the bar (nil: always, as in a component shot of the bar).
    var scrollEdge: ScrollEdgeProbe? = nil

    /// The bar's background: the style asked for, the bar material when only `.visible` was
    /// asked for, none when `.hidden` was, else the tab bar colour.
    private var background: AnyShapeStyle? {
        switch appearance.visibility {
        case .hidden: return nil
        case .visible: return appearance.background ?? AnyShapeStyle(Material.bar)
        case .automatic: return appearance.background ?? AnyShapeStyle(SystemColors.tabBarBackground)
        }
    }

    var body: some View {
        WithEnvironment { env in
            if let floating = env.systemLook.metrics.floatingTabBar {
                floatingBar(floating, env)
            } else {
                edgeBar(env)
            }
        }
    }

    /// Item `i`: its icon above its label, the selected one in the tint, with its badge.
    private func item(_ i: Int, _ env: EnvironmentValues) -> some View {
        VStack(spacing: SystemMetrics.tabItemSpacing) { items[i] }
            .overlay(alignment: .top) {
                if i < badges.count, let badge = badges[i] {
                    // White on a red capsule at least 18 points wide, over the icon's top trailing corner (estimates).
                    // At its own size: a badge grows past its item ("10" on a narrow item), never truncates.
                    badge.font(.system(size: 13, weight: .regular)).foregroundColor(.white)
                        .padding(.horizontal, 5).frame(minWidth: 18, minHeight: 18)
                        .background(Capsule().fill(Color.red))
                        .fixedSize()
                        .offset(x: 14, y: -4)
                }
            }
            .labelStyle(TabItemLabelStyle())
            .environment(\.isBarItem, true)
            .font(.system(size: SystemMetrics.tabItemLabelSize, weight: .medium))
            .environment(\.symbolFont, .body)
            .imageScale(.large)
            .symbolVariant(.fill)
            .foregroundColor(i == selected ? env.accentTint : SystemColors.unselectedTabItem)
            .lineLimit(1)
    }

    /// iOS 17/18's bar: 49 tall across the bottom edge, on its background with a hairline on top.
    private func edgeBar(_ env: EnvironmentValues) -> some View {
        HStack(alignment: .lastTextBaseline, spacing: 0) {
            ForEach(items.indices, id: \.self) { i in item(i, env).frame(maxWidth: .infinity) }
        }
        .frame(maxWidth: .infinity, minHeight: SystemMetrics.tabBarHeight, maxHeight: SystemMetrics.tabBarHeight)
        // Tab bar items keep their size at every Dynamic Type size, as UIKit's do.
        .dynamicTypeSize(.large)
        .background {
            if let style = background {
                // The default background is iOS's "scroll edge" look: transparent unless
                // content scrolls under the bar; one `toolbarBackground` asks for always shows.
                BottomBarBackground(
                    style: style, scrollEdge: appearance.visibility == .automatic && appearance.background == nil ? scrollEdge : nil)
            }
        }
        .environment(\.colorScheme, appearance.colorScheme ?? env.colorScheme)
    }

    /// iOS 26's bar: a capsule of glass floating over the content, inset from the sides, the
    /// selected item on a lighter capsule 4 points inside it (estimates: CONTROLS.md §11 gives
    /// no figures). A `toolbarBackground` style tints the glass; `.hidden` leaves the items bare.
    private func floatingBar(_ floating: (height: CGFloat, sideInset: CGFloat), _ env: EnvironmentValues) -> some View {
        let glass: Glass =
            switch appearance.visibility {
            case .hidden: .identity
            default: appearance.background.map { Glass.regular.tint($0.resolvedColor) } ?? .regular
            }
        return HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { i in
                item(i, env)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background { if i == selected { Capsule(style: .continuous).fill(SystemColors.quaternarySystemFill) } }
            }
        }
        .dynamicTypeSize(.large)
        .padding(SystemMetrics.floatingTabBarInnerInset)
        .frame(maxWidth: .infinity, minHeight: floating.height, maxHeight: floating.height)
        .glassEffect(glass, in: Capsule(style: .continuous))
        .shadow(color: Color.black.opacity(appearance.visibility == .hidden ? 0 : 0.08), radius: 10, x: 0, y: 2)
        .padding(.horizontal, floating.sideInset)
        .environment(\.colorScheme, appearance.colorScheme ?? env.colorScheme)
    }
}

/// A label in a tab bar item: the icon above the title.
nonisolated struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: SystemMetrics.tabItemSpacing) {
            configuration.icon
            configuration.title
        }
    }
}

/// The dots of a page-style tab view: the selected one white, the others white at 30 %.
nonisolated struct PageDots: View {
    let count: Int
    let selected: Int

    var body: some View {
        HStack(spacing: SystemMetrics.pageDotSpacing) {
            ForEach(0..<count, id: \.self) { i in
                Circle()
                    .fill(Color.white.opacity(i == selected ? 1 : 0.3))
                    .frame(width: SystemMetrics.pageDotSize, height: SystemMetrics.pageDotSize)
            }
        }
        .padding(.bottom, SystemMetrics.pageDotsBottomInset)
    }
}

private enum BarItemKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether views here are a bar item's label (a tab bar's items), which UIKit draws from the
    /// label's image and title: an image keeps its natural size there, `resizable()` or not.
    var isBarItem: Bool {
        get { self[BarItemKey.self] }
        set { self[BarItemKey.self] = newValue }
    }
}
