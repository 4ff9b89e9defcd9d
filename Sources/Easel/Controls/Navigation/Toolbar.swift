import Foundation
import EaselLayout

/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`). In the navigation bar of an
/// iPhone: `.topBarLeading`/`.navigationBarLeading`/`.cancellationAction` on the leading side,
/// `.principal` in the middle, everything else that belongs to the bar on the trailing side;
/// `.secondaryAction` items go into the overflow menu, a "⋯" button after the trailing items.
/// `.bottomBar` and `.status` items go into the bottom toolbar; `.keyboard` items are not drawn
/// (no keyboard shows in a still image).
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, overflow, bottom, status, notDrawn }
    let slot: Slot

    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    public static let principal = ToolbarItemPlacement(slot: .principal)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    public static let keyboard = ToolbarItemPlacement(slot: .notDrawn)
    /// Status information: centred in the bottom toolbar.
    public static let status = ToolbarItemPlacement(slot: .status)
    /// Actions of less importance: in the navigation bar's overflow menu.
    public static let secondaryAction = ToolbarItemPlacement(slot: .overflow)
}

private enum ToolbarItemKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether views here are items on the leading or trailing side of a bar (labels then show
    /// only their icon, as iOS draws toolbar buttons).
    var isToolbarItem: Bool {
        get { self[ToolbarItemKey.self] }
        set { self[ToolbarItemKey.self] = newValue }
    }
}

/// The items of a navigation bar, by side.
struct ToolbarItems {
    var leading: [AnyView] = []
    var trailing: [AnyView] = []
    var principal: AnyView?
    /// The items of the overflow menu (closed in a still image: only its button shows).
    var overflow: [AnyView] = []
    /// The items of the bottom toolbar, and the status item centred in it.
    var bottom: [AnyView] = []
    var status: AnyView?

    /// Whether the navigation bar has no items (the bottom toolbar's are not its).
    var isEmpty: Bool { leading.isEmpty && trailing.isEmpty && principal == nil && overflow.isEmpty }

    mutating func add(_ view: AnyView, _ placement: ToolbarItemPlacement) {
        switch placement.slot {
        case .leading: leading.append(view)
        case .trailing: trailing.append(view)
        case .principal: if principal == nil { principal = view }
        case .overflow: overflow.append(view)
        case .bottom: bottom.append(view)
        case .status: if status == nil { status = view }
        case .notDrawn: break
        }
    }

    mutating func append(_ other: ToolbarItems) {
        leading += other.leading
        trailing += other.trailing
        overflow += other.overflow
        bottom += other.bottom
        if status == nil { status = other.status }
        if principal == nil { principal = other.principal }
    }
}

/// Collects the items of one `toolbar { … }` while its content resolves.
final class ToolbarCollector {
    var items = ToolbarItems()
}

private enum ToolbarCollectorKey: EnvironmentKey { static var defaultValue: ToolbarCollector? { nil } }

extension EnvironmentValues {
    /// The toolbar whose content is resolving here.
    var toolbarCollector: ToolbarCollector? {
        get { self[ToolbarCollectorKey.self] }
        set { self[ToolbarCollectorKey.self] = newValue }
    }
}

/// One item of a toolbar (SwiftUI's `ToolbarItem`), placed by `placement`.
nonisolated public struct ToolbarItem<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item at a placement (`.automatic`: the bar's trailing side on iPhone).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// An item of a customizable toolbar, named `id` (iPadOS's toolbar editor; an iPhone's bar
    /// shows it at its placement). An item not shown by default is left out.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool = true, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
        self.showsByDefault = showsByDefault
    }

    var showsByDefault = true

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        guard showsByDefault else { return [] }
        guard let collector = ctx.environment.toolbarCollector else { return resolve(content, ctx) }
        collector.items.add(AnyView(content), placement)
        return []
    }
}

/// Several items at one placement (SwiftUI's `ToolbarItemGroup`), side by side.
nonisolated public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at a placement.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        guard let collector = ctx.environment.toolbarCollector else { return resolve(content, ctx) }
        let content = self.content
        collector.items.add(AnyView(HStack(spacing: SystemMetrics.toolbarItemSpacing) { content }), placement)
        return []
    }
}

/// The menu of the navigation title (SwiftUI's `ToolbarTitleMenu`): its items show when the
/// title is tapped. A still image shows the menu closed, and Easel does not draw the chevron iOS
/// puts beside an inline title that has one (docs/Differences.md), as for `toolbarTitleMenu(content:)`.
nonisolated public struct ToolbarTitleMenu<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A title menu of `content`'s items.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { [] }
}

/// The view with toolbar items for the navigation bar of the stack it is in.
nonisolated struct ToolbarView<Content: View, Items: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let items: Items

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        if let slot = ctx.environment.navigationBarSlot {
            let collector = ToolbarCollector()
            var c = ctx.appending("toolbar")
            c.environment.toolbarCollector = collector
            // Views written straight into the toolbar, without ToolbarItem, go to its trailing
            // side, where a label shows only its icon, as in a trailing item.
            c.environment.isToolbarItem = true
            let loose = resolve(items, c)
            if !loose.isEmpty { collector.items.add(AnyView(ResolvedNodes(loose)), .automatic) }
            slot.add(collector.items)
        }
        return resolve(content, ctx)
    }
}

nonisolated extension View {
    /// Items for the navigation bar of the enclosing navigation stack (`ToolbarItem`s, or views
    /// that go to its trailing side).
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        ToolbarView(content: self, items: content())
    }
}

/// The bars `toolbar(_:for:)` shows or hides (SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

nonisolated extension View {
    /// Shows or hides bars: `.hidden` for `.navigationBar` (or `.automatic`) hides the navigation
    /// bar as `navigationBarHidden(true)` does, for `.tabBar` the enclosing tab view's bar (its tab
    /// then fills the space); the bottom bar is left as it is.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbar(visibility, forBars: bars)
    }

    /// iOS 18's name for `toolbar(_:for:)` with a visibility: shows or hides the same bars the same
    /// way.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbar(visibility, forBars: bars)
    }

    /// `toolbar(_:for:)` with the bars as an array (for scripts).
    package func toolbar(_ visibility: Visibility, forBars bars: [ToolbarPlacement]) -> some View {
        let hidesBar = visibility == .hidden && (bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic))
        return navigationBarHidden(hidesBar)
            .writingTabBarAppearance(for: bars) { a in if visibility != .automatic && !a.isHidden { a.isHidden = visibility == .hidden } }
    }
}

nonisolated extension View {
    /// The older way to put items in the navigation bar: `leading` on the leading side, `trailing`
    /// on the trailing side, as `toolbar` items with those placements.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Items on the leading side of the navigation bar (the older API).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Items on the trailing side of the navigation bar (the older API).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}
