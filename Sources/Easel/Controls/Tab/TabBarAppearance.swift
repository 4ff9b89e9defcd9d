import Foundation
import EaselLayout

/// What the views of a tab view asked of its tab bar (`toolbarBackground(_:for: .tabBar)`,
/// `toolbarColorScheme(_:for: .tabBar)`, `toolbar(.hidden, for: .tabBar)`); the outermost of each wins.
final class TabBarAppearance {
    var background: AnyShapeStyle?
    var visibility: Visibility = .automatic
    var colorScheme: ColorScheme?
    var isHidden = false
}

private enum TabBarAppearanceKey: EnvironmentKey { static var defaultValue: TabBarAppearance? { nil } }

extension EnvironmentValues {
    /// The appearance the enclosing tab view's bar collects from its tabs.
    var tabBarAppearance: TabBarAppearance? {
        get { self[TabBarAppearanceKey.self] }
        set { self[TabBarAppearanceKey.self] = newValue }
    }
}

/// A view that writes to the enclosing tab view's bar appearance as it is resolved.
nonisolated struct TabBarAppearanceWriter<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let write: (TabBarAppearance) -> Void

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        if let appearance = ctx.environment.tabBarAppearance { write(appearance) }
        return resolve(content, ctx)
    }
}

nonisolated extension View {
    /// This view, writing to the tab bar's appearance when `bars` names the tab bar.
    func writingTabBarAppearance(for bars: [ToolbarPlacement], _ write: @escaping (TabBarAppearance) -> Void) -> some View {
        TabBarAppearanceWriter(content: self) { a in if bars.contains(.tabBar) { write(a) } }
    }
}
