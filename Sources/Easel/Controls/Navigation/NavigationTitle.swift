import Foundation
import EaselLayout

/// Navigation bar items (SwiftUI's `NavigationBarItem`): here only their title display mode.
public enum NavigationBarItem {
    /// How a navigation title is shown (SwiftUI's `NavigationBarItem.TitleDisplayMode`).
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at the root of a navigation stack (iPhone).
        case automatic
        /// 17-point semibold, centred in the 44-point bar.
        case inline
        /// 34-point bold, leading, under the bar.
        case large
    }
}

/// The navigation bar of one navigation stack, filled while its root resolves: the title (the
/// outermost `navigationTitle` wins) and the toolbar items. The first list or form at the top of
/// the root (no earlier child of a vertical stack above it) claims it to draw it in its scrolled
/// content; otherwise the stack draws it above its root.
final class NavigationBarSlot {
    private(set) var title: Text?
    private(set) var mode: NavigationBarItem.TitleDisplayMode = .automatic
    private(set) var items = ToolbarItems()
    /// The search field, when the root is `searchable`.
    private(set) var search: SearchFieldRequest?
    private(set) var isClaimed = false
    /// The background and colour scheme `toolbarBackground` and `toolbarColorScheme` ask for.
    let appearance = Appearance()
    /// What they ask of the bottom toolbar (`for: .bottomBar`).
    let bottomAppearance = Appearance()

    /// Sets the title unless one is set already.
    func setTitle(_ title: Text, mode: NavigationBarItem.TitleDisplayMode) {
        guard self.title == nil else { return }
        self.title = title
        self.mode = mode
    }

    func add(_ items: ToolbarItems) { self.items.append(items) }

    /// Sets the search field unless one is set already.
    func setSearch(_ field: SearchFieldRequest) { if search == nil { search = field } }

    /// Hidden by `navigationBarHidden(true)` / `toolbar(.hidden, for: .navigationBar)`: nothing is drawn.
    private(set) var isHidden = false
    func hide() { isHidden = true }

    /// The bar once, when it has anything to show; later claims get nil.
    func claim() -> NavigationBarSlot? {
        if isClaimed || isHidden || (title == nil && items.isEmpty && search == nil) { return nil }
        isClaimed = true
        return self
    }
}

private enum NavigationBarSlotKey: EnvironmentKey { static var defaultValue: NavigationBarSlot? { nil } }
private enum TitleDisplayModeKey: EnvironmentKey { static var defaultValue: NavigationBarItem.TitleDisplayMode { .automatic } }

extension EnvironmentValues {
    /// The bar of the navigation stack whose root this is, until a list claims it.
    var navigationBarSlot: NavigationBarSlot? {
        get { self[NavigationBarSlotKey.self] }
        set { self[NavigationBarSlotKey.self] = newValue }
    }
    /// Whether navigation titles here are large or inline.
    var navigationBarTitleDisplayMode: NavigationBarItem.TitleDisplayMode {
        get { self[TitleDisplayModeKey.self] }
        set { self[TitleDisplayModeKey.self] = newValue }
    }
}

/// The navigation bar of a still image. The 44-point bar holds the toolbar's leading and trailing
/// items (17-point, 16 from the edges; a label there shows only its icon, as on iOS) and, inline, the title (17-point semibold, centred) or the
/// principal item; a large title (34-point bold, 16 from the leading edge, its bottom 8 above the
/// bar's 96-point bottom) follows below it. The bar has no background: at the top of the content,
/// iOS draws it transparent.
nonisolated struct NavigationBar: View {
    let slot: NavigationBarSlot
    /// Whether the bar draws its visible background itself (a list draws it as a band behind its
    /// scrolled content instead, so that it reaches under the status bar).
    var drawsBackground = true

    var body: some View {
        NavigationBar.withAppearance(bar, slot.appearance, background: drawsBackground)
            .environment(\.navigationBarSlot, nil)
    }

    @ViewBuilder private var bar: some View {
        let items = slot.items
        let inline = slot.mode == .inline
        VStack(spacing: 0) {
            ZStack {
                if let principal = items.principal {
                    principal
                } else if inline, let title = slot.title {
                    title.font(.headline).lineLimit(1)
                }
                HStack(spacing: SystemMetrics.toolbarItemSpacing) {
                    ForEach(items.leading.indices, id: \.self) { items.leading[$0] }
                    Spacer(minLength: 0)
                    ForEach(items.trailing.indices, id: \.self) { items.trailing[$0] }
                    if !items.overflow.isEmpty {
                        // The overflow menu, closed: its "⋯" button, last on the trailing side.
                        Button {
                        } label: {
                            Image(systemName: "ellipsis.circle")
                        }
                    }
                }
                .environment(\.isToolbarItem, true)
                .padding(.horizontal, SystemMetrics.toolbarEdgeInset)
            }
            .frame(maxWidth: .infinity, minHeight: SystemMetrics.navigationBarHeight, maxHeight: SystemMetrics.navigationBarHeight)
            // The bar's row keeps its size at every Dynamic Type size, as UIKit's bars do.
            .dynamicTypeSize(.large)
            if !inline, let title = slot.title {
                title
                    .font(.largeTitle.bold())
                    .lineLimit(1)
                    .padding(.horizontal, SystemMetrics.largeTitleLeadingInset)
                    .padding(.bottom, SystemMetrics.largeTitleBottomInset)
                    .frame(maxWidth: .infinity, minHeight: SystemMetrics.largeTitleHeight, alignment: .bottomLeading)
                    // The large title grows with Dynamic Type up to the largest standard size.
                    .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            }
            if let search = slot.search {
                SearchField(text: search.text, prompt: search.prompt)
            }
        }
    }
}

/// The content, with something it gives the navigation bar of its stack written into the bar's
/// slot: the title, hiding, the search field, the background (outside a navigation stack nothing
/// is written, as SwiftUI shows these nowhere).
nonisolated struct NavigationBarSlotWriter<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let write: (NavigationBarSlot, EnvironmentValues) -> Void

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        if let slot = ctx.environment.navigationBarSlot { write(slot, ctx.environment) }
        return resolve(content, ctx)
    }
}

nonisolated extension View {
    /// This view giving its navigation title to the bar (the outermost title wins).
    func givingNavigationTitle(_ title: Text) -> some View {
        NavigationBarSlotWriter(content: self) { slot, env in slot.setTitle(title, mode: env.navigationBarTitleDisplayMode) }
    }
}

nonisolated extension View {
    /// The title the enclosing navigation stack shows for this view (iOS: a large title at the
    /// root); a literal title is a key in the app's strings.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        givingNavigationTitle(Text(titleKey))
    }

    /// The title the enclosing navigation stack shows for this view, shown as it is.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        givingNavigationTitle(Text(title))
    }

    /// The title the enclosing navigation stack shows for this view, as a text.
    public func navigationTitle(_ title: Text) -> some View {
        givingNavigationTitle(title)
    }

    /// Whether the navigation title is large or inline.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        environment(\.navigationBarTitleDisplayMode, mode)
    }

    /// Hides the navigation bar of the enclosing stack (SwiftUI's deprecated `navigationBarHidden`).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        NavigationBarSlotWriter(content: self) { slot, _ in if hidden { slot.hide() } }
    }

    /// The title of the navigation bar (SwiftUI's deprecated spelling of `navigationTitle`).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// As above, with a string shown as it is.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// The title of the navigation bar as a text (SwiftUI's deprecated spelling of `navigationTitle(_:)`).
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// As above, with its display mode.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title of the navigation bar and its display mode (deprecated spelling of
    /// `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// As above, with a string shown as it is.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
}
