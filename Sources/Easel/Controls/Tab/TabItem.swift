import Foundation
import EaselLayout

/// What `tabItem` and `tag` leave on the direct content of a `TabView` or `Picker`: the label,
/// the tag and the tagged view, around the content's node; the container unwraps it.
typealias TabMarkerNode = MarkerNode<TabMark>

/// The mark of a tab or picker option.
final class TabMark {
    var tabLabel: AnyView?
    var tag: AnyHashable?
    /// The view `tag` was applied to (a picker draws its selected option again in its own style).
    var taggedView: AnyView?
    /// `badge(_:)` on the tab's content: drawn on its item in the tab bar.
    var badge: Text?
    /// `hidden(true)` on a `Tab`: the tab is left out of the tab view.
    var isHidden = false
}

extension MarkerNode where Mark == TabMark {
    convenience init(_ child: LayoutNode) { self.init(kind: "tab", children: [child], mark: TabMark()) }
}

private enum TabViewContentKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether views here are the direct content of a `TabView` or `Picker` (each one a tab or an
    /// option, marked by its `tabItem` and `tag`).
    var isTabViewContent: Bool {
        get { self[TabViewContentKey.self] }
        set { self[TabViewContentKey.self] = newValue }
    }
}

/// The nodes of one `ForEach` element in a picker or tab view, tagged with the element's id as
/// SwiftUI tags a `ForEach`'s views; a `tag` inside the element keeps its own. `view` is the
/// element's view, which a picker draws again in its own style (as it draws a tagged view).
func taggedByIdentity(_ nodes: [LayoutNode], _ id: AnyHashable, view: AnyView) -> [LayoutNode] {
    nodes.map { n in
        if let m = n as? TabMarkerNode {
            if m.tag == nil { m.tag = id }
            return m
        }
        let m = TabMarkerNode(n)
        m.tag = id
        if nodes.count == 1 { m.taggedView = view }
        return m
    }
}

/// `tabItem` and `tag`, which mark a tab when they are the direct content of a tab view.
protocol TabMarking {}

extension TabMarking {
    /// The content's nodes as one tab marker (when the content is a tab view's direct content).
    static func marker<Content: View>(_ content: Content, _ ctx: ResolveContext, kind: String) -> TabMarkerNode? {
        guard ctx.environment.isTabViewContent else { return nil }
        var c = ctx.appending(kind)
        // Only `tabItem`/`tag` directly inside still mark this tab; deeper views are ordinary.
        c.environment.isTabViewContent = content is TabMarking || (content as? AnyView)?.isTabMarking == true
        let nodes = resolve(content, c)
        if nodes.count == 1, let m = nodes[0] as? TabMarkerNode { return m }
        if nodes.count == 1 { return TabMarkerNode(nodes[0]) }
        return TabMarkerNode(resolve(VStack(spacing: 0) { ResolvedNodes(nodes) }, c)[0])
    }
}

/// The content with the label its tab shows in the tab bar.
nonisolated struct TabItemView<Content: View, Label: View>: View, PrimitiveView, TabMarking {
    typealias Body = Never
    let content: Content
    let label: Label

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        guard let m = Self.marker(content, ctx, kind: "tabItem") else { return resolve(content, ctx) }
        if m.tabLabel == nil { m.tabLabel = AnyView(label) }
        return [m]
    }
}

/// The content with a tag: the value a `TabView`'s (or `Picker`'s) selection names it by.
nonisolated struct TagView<Content: View>: View, PrimitiveView, TabMarking {
    typealias Body = Never
    let content: Content
    let tag: AnyHashable

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        guard let m = Self.marker(content, ctx, kind: "tag") else { return resolve(content, ctx) }
        if m.tag == nil {
            m.tag = tag
            m.taggedView = AnyView(content)
        }
        return [m]
    }
}

nonisolated extension View {
    /// The label of this view's tab in a `TabView` (an icon and a title, as `Label` or `Image`
    /// and `Text`).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemView(content: self, label: label())
    }

    /// The value a selection names this view by (a `TabView`'s tabs, a `Picker`'s options).
    public func tag<V: Hashable>(_ tag: V) -> some View {
        TagView(content: self, tag: AnyHashable(tag))
    }
}

/// `badge(_:)`: a count or a short text on a list row (trailing, secondary) or on a tab's item in
/// the tab bar (white on a red capsule at the icon's top trailing corner); nothing elsewhere.
nonisolated struct BadgeView<Content: View>: View, PrimitiveView, TabMarking {
    typealias Body = Never
    let content: Content
    let badge: Text?

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        if let m = Self.marker(content, ctx, kind: "badge") {
            if m.badge == nil { m.badge = badge }
            return [m]
        }
        guard ctx.environment.isListRow, let badge else { return resolve(content, ctx) }
        return resolve(content.modifier(ListRowModifier { $0.badge = badge }), ctx)
    }
}

/// `Tab.hidden(_:)`: a tab the tab view leaves out (its item and its content) while `isHidden`.
nonisolated struct HiddenTabView<Content: View>: View, PrimitiveView, TabMarking {
    typealias Body = Never
    let content: Content
    let isHidden: Bool

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        guard let m = Self.marker(content, ctx, kind: "hiddenTab") else { return resolve(content, ctx) }
        if isHidden { m.isHidden = true }
        return [m]
    }
}

nonisolated extension View {
    /// Leaves this tab out of its tab view while `isHidden` (what `Tab.hidden(_:)` does; scripts
    /// reach it through the same call on any view).
    package func tabHidden(_ isHidden: Bool) -> some View { HiddenTabView(content: self, isHidden: isHidden) }

    /// A count on this list row or tab item; 0 shows none.
    public func badge(_ count: Int) -> some View {
        BadgeView(content: self, badge: count == 0 ? nil : Text(verbatim: "\(count)"))
    }

    /// A short text on this list row or tab item; nil shows none.
    public func badge(_ label: Text?) -> some View {
        BadgeView(content: self, badge: label)
    }

    /// A short text on this list row or tab item.
    @_disfavoredOverload
    public func badge(_ key: String) -> some View {
        BadgeView(content: self, badge: Text(key))
    }
}
