import Foundation
import EaselLayout

extension NavigationBarSlot {
    /// What `toolbarBackground` and `toolbarColorScheme` asked of the navigation bar or the bottom
    /// toolbar (the outermost of each wins, as for the title).
    final class Appearance {
        var background: AnyShapeStyle?
        var visibility: Visibility = .automatic
        var colorScheme: ColorScheme?
    }

    /// The appearances a modifier for `bars` writes: the navigation bar's when `navigationBar`,
    /// the bottom toolbar's when `bars` names it.
    func appearances(for bars: [ToolbarPlacement], navigationBar: Bool) -> [Appearance] {
        (navigationBar ? [appearance] : []) + (bars.contains(.bottomBar) ? [bottomAppearance] : [])
    }
}

nonisolated extension View {
    /// The background style of the navigation bar, the tab bar or the bottom toolbar. At the top of
    /// the content (what a still image shows) iOS draws the navigation bar transparent unless
    /// `toolbarBackground(.visible, for:)` is also given; the tab bar is drawn with it; the bottom
    /// toolbar shows it where its own background would show (content scrolls under it) or with
    /// `.visible`.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        toolbarBackground(style, forBars: bars)
    }

    /// `toolbarBackground(_:for:)` with the bars as an array (for scripts).
    package func toolbarBackground<S: ShapeStyle>(_ style: S, forBars bars: [ToolbarPlacement]) -> some View {
        let applies = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
        let tab = writingTabBarAppearance(for: bars) { a in if a.background == nil { a.background = AnyShapeStyle(style) } }
        return NavigationBarSlotWriter(content: tab) { slot, _ in
            for a in slot.appearances(for: bars, navigationBar: applies) where a.background == nil { a.background = AnyShapeStyle(style) }
        }
    }

    /// Whether the background of the navigation bar or the tab bar shows: `.visible` draws it (the
    /// given style, else the bar material) behind the bar (and the status bar area); `.hidden`
    /// leaves the tab bar without its background and hairline.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarBackground(visibility, forBars: bars)
    }

    /// iOS 18's name for `toolbarBackground(_:for:)` with a visibility.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarBackground(visibility, forBars: bars)
    }

    /// `toolbarBackground(_:for:)` with a visibility and the bars as an array (for scripts).
    package func toolbarBackground(_ visibility: Visibility, forBars bars: [ToolbarPlacement]) -> some View {
        let applies = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
        let tab = writingTabBarAppearance(for: bars) { a in if a.visibility == .automatic { a.visibility = visibility } }
        return NavigationBarSlotWriter(content: tab) { slot, _ in
            for a in slot.appearances(for: bars, navigationBar: applies) where a.visibility == .automatic { a.visibility = visibility }
        }
    }

    /// The colour scheme of the navigation bar's title, items and background, when its background
    /// is visible; of the tab bar's items and background.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        toolbarColorScheme(colorScheme, forBars: bars)
    }

    /// `toolbarColorScheme(_:for:)` with the bars as an array (for scripts).
    package func toolbarColorScheme(_ colorScheme: ColorScheme?, forBars bars: [ToolbarPlacement]) -> some View {
        let applies = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
        let tab = writingTabBarAppearance(for: bars) { a in if a.colorScheme == nil { a.colorScheme = colorScheme } }
        return NavigationBarSlotWriter(content: tab) { slot, _ in
            for a in slot.appearances(for: bars, navigationBar: applies) where a.colorScheme == nil { a.colorScheme = colorScheme }
        }
    }
}

extension NavigationBar {
    /// The bar's content over its background (unless `background` is false), in the bar's colour
    /// scheme, when `toolbarBackground` makes the background visible; the content as it is otherwise.
    static func withAppearance<Content: View>(_ content: Content, _ appearance: NavigationBarSlot.Appearance, background: Bool = true) -> AnyView {
        guard appearance.visibility == .visible else { return AnyView(content) }
        let style = appearance.background ?? AnyShapeStyle(Material.bar)
        let drawn = background ? AnyView(content.background(style, ignoresSafeAreaEdges: .top)) : AnyView(content)
        guard let scheme = appearance.colorScheme else { return drawn }
        return AnyView(drawn.environment(\.colorScheme, scheme))
    }

    /// For a list that draws the bar in its scrolled content: the bar's visible background as a
    /// band of the bar's height behind that content, reaching under the status bar; nil when the
    /// background is not visible.
    static func backgroundBand(_ slot: NavigationBarSlot) -> AnyView? {
        guard slot.appearance.visibility == .visible else { return nil }
        return withAppearance(NavigationBar(slot: slot, drawsBackground: false).hidden(), slot.appearance)
    }
}
