import Foundation
import EaselLayout

/// A stack of screens with a navigation bar (SwiftUI's `NavigationStack`), showing its root view.
/// It fills the space it is offered; the root's `navigationTitle(_:)` is drawn as iOS's large
/// title above the content (inside a list's scrolled content, as on iOS).
nonisolated public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root

    /// A navigation stack showing `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// A navigation stack whose pushed screens are `path` (a `NavigationPath` or an array of
    /// values). A still image shows the root: screens a path pushes come from
    /// `navigationDestination`, which is never built.
    public init<Path>(path: Binding<Path>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        NavigationBarHost.makeNodes(AnyView(root), kind: "NavigationStack", ctx)
    }
}

/// The older navigation container (SwiftUI's `NavigationView`); drawn as a `NavigationStack`.
///
/// Its views are columns: `NavigationView { List { … }; WelcomeView() }` is a sidebar and the
/// detail an iPad shows beside it. An iPhone shows the first column alone, in every navigation
/// view style; so does Easel.
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        NavigationBarHost.makeNodes(Self.firstColumn(of: content), kind: "NavigationView", ctx)
    }

    /// The first of the views a builder gave (through the `AnyView`s a script's builder wraps
    /// them in), or the content itself when it is one view.
    static func firstColumn(of content: Content) -> AnyView {
        var view: any View = content
        while true {
            if let erased = view as? AnyView {
                view = erased.storage.erasedView
            } else if let tuple = view as? any TupleChildren, let first = tuple.childViews.first {
                view = first
            } else {
                return AnyView(erasing: view)
            }
        }
    }
}

/// What the navigation containers share: the root resolves with a fresh navigation bar in its
/// environment; a bar no list claimed is drawn above the root, and a bottom toolbar, when the root
/// has `.bottomBar` or `.status` items, below it.
enum NavigationBarHost {
    static func makeNodes(_ root: AnyView, kind: String, _ ctx: ResolveContext) -> [LayoutNode] {
        ctx.session.containsScreen = true
        let slot = NavigationBarSlot()
        // The root's scroll views record how low their content shows, for the bottom toolbar
        // (and for the bar of a tab view around the stack).
        let scrollEdge = ScrollEdgeProbe(inside: ctx.environment.bottomBarScrollEdge)
        var c = ctx.appending(kind)
        c.environment.navigationBarSlot = slot
        c.environment.bottomBarScrollEdge = scrollEdge
        c.followsContent = false
        // `NavigationStack { … }.searchable(text:)`: a field asked for around the stack is its own.
        if let field = c.environment.searchFieldForNextStack {
            slot.setSearch(field)
            c.environment.searchFieldForNextStack = nil
        }
        let nodes = resolve(root.frame(maxWidth: .infinity, maxHeight: .infinity), c)
        let unclaimed = slot.claim()
        let items = slot.items
        let hasBottomBar = !slot.isHidden && (!items.bottom.isEmpty || items.status != nil)
        guard unclaimed != nil || hasBottomBar else { return nodes }
        var bar = ctx.appending(kind)
        bar.environment.navigationBarSlot = nil
        // The bars are safe area for the root, as on iOS: the root is laid out between them,
        // while a view that ignores the safe area (a background colour) reaches under them, and
        // a scroll view's content starts below the top one and goes on under the bottom one.
        var screen = AnyView(ResolvedNodes(nodes))
        if let unclaimed {
            screen = AnyView(screen.safeAreaInset(edge: .top, spacing: 0) { NavigationBar(slot: unclaimed) })
        }
        if hasBottomBar {
            screen = AnyView(
                screen.safeAreaInset(edge: .bottom, spacing: 0) {
                    BottomToolbar(items: items.bottom, status: items.status, appearance: slot.bottomAppearance, scrollEdge: scrollEdge)
                })
        }
        return resolve(screen.frame(maxWidth: .infinity, maxHeight: .infinity), bar)
    }
}

nonisolated extension View {
    /// Hides the back button of a pushed screen. A still image shows the stack's root, which has
    /// none, so nothing changes.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}
