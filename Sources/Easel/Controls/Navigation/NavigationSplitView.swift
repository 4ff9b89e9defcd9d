import Foundation
import EaselLayout

/// Two or three columns of navigation (SwiftUI's `NavigationSplitView`): a sidebar, an optional
/// content column and a detail. Drawn as an iPhone shows it, collapsed into one navigation stack
/// that shows one column: the sidebar, or the column `preferredCompactColumn` names (iOS 17).
/// (iPad's side-by-side columns are not drawn; docs/Differences.md.)
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let compactColumn: NavigationSplitViewColumn

    /// Three columns: sidebar, content and detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.compactColumn = .sidebar
    }

    /// Three columns, with the columns' visibility in a binding (a still image shows them as iOS
    /// first does).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// Three columns; an iPhone shows `preferredCompactColumn`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.compactColumn = preferredCompactColumn.wrappedValue
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        let shown: AnyView
        switch compactColumn {
        case .sidebar: shown = AnyView(sidebar)
        case .content: shown = Content.self == EmptyView.self ? AnyView(sidebar) : AnyView(content)
        case .detail: shown = AnyView(detail)
        }
        return NavigationBarHost.makeNodes(shown, kind: "NavigationSplitView", ctx)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: sidebar and detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// Two columns, with the columns' visibility in a binding.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// Two columns; an iPhone shows `preferredCompactColumn`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn, sidebar: sidebar,
            content: { EmptyView() }, detail: detail)
    }
}

/// Which columns of a split view are visible (SwiftUI's `NavigationSplitViewVisibility`).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view (SwiftUI's `NavigationSplitViewColumn`).
public enum NavigationSplitViewColumn: Hashable, Sendable {
    case sidebar, content, detail
}

nonisolated extension View {
    /// How split views here share their width. An iPhone shows one column, so the picture is the same.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// The width of this split view column. An iPhone shows one column at the full width.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// The width limits of this split view column. An iPhone shows one column at the full width.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
