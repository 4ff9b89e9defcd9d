import Foundation
import EaselLayout

/// A stack of screens with a navigation bar (SwiftUI's `NavigationStack`), showing its root view.
/// It fills the space it is offered; the root's `navigationTitle(_:)` is drawn as iOS's large
/// title above the content (inside a list's scrolled content, as on iOS).
public struct NavigationStack<Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root

    /// A navigation stack showing `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var c = ctx
        c.environment.isInNavigationStack = true
        return resolve(root.frame(maxWidth: .infinity, maxHeight: .infinity), c.appending("NavigationStack"))
    }
}

/// The older navigation container (SwiftUI's `NavigationView`); drawn as a `NavigationStack`.
public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var c = ctx
        c.environment.isInNavigationStack = true
        return resolve(content.frame(maxWidth: .infinity, maxHeight: .infinity), c.appending("NavigationView"))
    }
}

private enum InNavigationStackKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether views here are the root of a navigation stack (whose title the bar shows).
    var isInNavigationStack: Bool {
        get { self[InNavigationStackKey.self] }
        set { self[InNavigationStackKey.self] = newValue }
    }
}
