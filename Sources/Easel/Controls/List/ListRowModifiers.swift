import Foundation
import EaselLayout

/// Whether something is shown (SwiftUI's `Visibility`).
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// The top or bottom edge (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// What a row asks of the list it is in: its separators, their tint, its background and insets.
final class ListRowOptions {
    var separatorAbove = Visibility.automatic
    var separatorBelow = Visibility.automatic
    var separatorTint: Color?
    var background: AnyView?
    var insets: EdgeInsets?
    /// `badge(_:)`: drawn at the row's trailing edge in the secondary colour.
    var badge: Text?
}

/// A list row's content with the options its modifiers set; layout neutral. The list reads it
/// when it draws the row.
typealias ListRowMarkerNode = MarkerNode<ListRowOptions>

extension MarkerNode where Mark == ListRowOptions {
    convenience init(_ child: LayoutNode, options: ListRowOptions) { self.init(kind: "listRow", children: [child], mark: options) }
    var options: ListRowOptions { mark }
}

/// A modifier that sets row options when the content is a list's row (elsewhere it does nothing,
/// as in SwiftUI). On a `Section`, a `ForEach` or a group, it sets them for every row inside, and
/// a row's own modifier (the innermost) wins over the ones around it, as SwiftUI's row traits do:
/// `Section { … }.listRowBackground(gradient)` gives each of the section's rows the gradient.
nonisolated struct ListRowModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let apply: (ListRowOptions) -> Void

    func makeNodes(content: (ResolveContext) -> [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode] {
        guard ctx.environment.isListRow else { return content(ctx) }
        var inner = ctx
        inner.environment.enclosingRowOptions = EnclosingRowOptions(ctx.environment.enclosingRowOptions.setters + [apply])
        // A section's rows took the options inside it; a row marked inside had them applied
        // before its own.
        return ListRowModifier.marked(content(inner), inner)
    }

    /// `nodes` as rows of a list: each not marked yet gets a marker with the options of the
    /// modifiers around it (outermost first); sections and marked rows stay as they are. A row
    /// whose navigation link drew the badge itself (before its chevron) keeps no badge to draw.
    static func marked(_ nodes: [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode] {
        let setters = ctx.environment.enclosingRowOptions.setters
        guard !setters.isEmpty else { return nodes }
        return nodes.map { n in
            if n is ListRowMarkerNode || n is ListSectionNode { return n }
            let m = ListRowMarkerNode(n, options: ListRowOptions())
            for set in setters { set(m.options) }
            if m.options.badge != nil, RowBadgeDrawnNode.isIn(n) { m.options.badge = nil }
            ctx.stamp(m)
            return m
        }
    }
}

/// The badge the modifiers around a list row give it (`NavigationLink { … }.badge(3)`), as the
/// list would draw it; nil outside a row or without one.
extension EnvironmentValues {
    var listRowBadge: Text? {
        guard isListRow, !enclosingRowOptions.setters.isEmpty else { return nil }
        let options = ListRowOptions()
        for set in enclosingRowOptions.setters { set(options) }
        return options.badge
    }
}

/// Content that drew its row's badge itself: a navigation link draws it before its chevron, as
/// iOS does, so the list does not draw it again after the row.
final class RowBadgeDrawn {}
typealias RowBadgeDrawnNode = MarkerNode<RowBadgeDrawn>

extension MarkerNode where Mark == RowBadgeDrawn {
    /// Whether `node` or a node inside it drew its row's badge.
    static func isIn(_ node: LayoutNode) -> Bool {
        if node is RowBadgeDrawnNode { return true }
        return node.children.contains { isIn($0) }
    }
}

/// Marks its content as having drawn its row's badge (`RowBadgeDrawn`).
nonisolated struct RowBadgeDrawnModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    func makeNodes(content: (ResolveContext) -> [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode] {
        let m = RowBadgeDrawnNode(kind: "rowBadgeDrawn", children: content(ctx), mark: RowBadgeDrawn())
        ctx.stamp(m)
        return [m]
    }
}

/// The row options set by the modifiers around a list's rows (on a `Section` or a `ForEach`),
/// outermost first.
struct EnclosingRowOptions {
    let setters: [(ListRowOptions) -> Void]
    init(_ setters: [(ListRowOptions) -> Void] = []) { self.setters = setters }
}

private enum EnclosingRowOptionsKey: EnvironmentKey { static var defaultValue: EnclosingRowOptions { EnclosingRowOptions() } }

extension EnvironmentValues {
    /// The row options of the modifiers around the rows resolved here (`ListRowModifier`).
    var enclosingRowOptions: EnclosingRowOptions {
        get { self[EnclosingRowOptionsKey.self] }
        set { self[EnclosingRowOptionsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides this row's separators (`edges`: above, below or both).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(
            ListRowModifier { o in
                if edges.contains(.top) { o.separatorAbove = visibility }
                if edges.contains(.bottom) { o.separatorBelow = visibility }
            })
    }

    /// Draws this row's separators in `color` (nil: the system separator colour).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowModifier { o in o.separatorTint = color })
    }

    /// Draws `view` behind this row, filling the row's cell (nil: the list's own background).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowModifier { o in o.background = view.map { AnyView($0) } })
    }

    /// Insets this row's content by `insets` instead of the list's (nil: the list's).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowModifier { o in o.insets = insets })
    }

    /// Shows or hides the separators of a section in a plain list. Easel's lists draw no section
    /// separators (see docs/Differences.md), so this changes nothing.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// The colour of a plain list section's separators. Easel's lists draw no section separators,
    /// so this changes nothing.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        self
    }
}
