import Foundation

// UIKit's bars as view files configure them through appearance proxies
// (`UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]`,
// `UITabBar.appearance().standardAppearance = appearance`). SwiftUI's bars in Easel take their
// look from SwiftUI's modifiers (`.toolbarBackground`, `.toolbarColorScheme`); these settings are
// kept and not read (docs/Differences.md).

/// UIKit's navigation bar.
nonisolated open class UINavigationBar: UIView, @unchecked Sendable {
    open override class func appearance() -> UINavigationBar { UINavigationBar() }
    open var barTintColor: UIColor?
    open var barStyle = UIBarStyle.default
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open func setBackgroundImage(_ image: UIImage?, for metrics: UIBarMetrics) {}
    open func setBackgroundImage(_ image: UIImage?, for position: UIBarPosition, barMetrics: UIBarMetrics) {}
}

/// UIKit's tab bar.
nonisolated open class UITabBar: UIView, @unchecked Sendable {
    open override class func appearance() -> UITabBar { UITabBar() }
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var barStyle = UIBarStyle.default
    open var isTranslucent = true
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var selectionIndicatorImage: UIImage?
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var itemPositioning = ItemPositioning.automatic

    /// How a tab bar lays its items out.
    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }
}

/// UIKit's toolbar.
nonisolated open class UIToolbar: UIView, @unchecked Sendable {
    open override class func appearance() -> UIToolbar { UIToolbar() }
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var standardAppearance = UIToolbarAppearance()
    open var scrollEdgeAppearance: UIToolbarAppearance?
    open func setBackgroundImage(_ image: UIImage?, forToolbarPosition position: UIBarPosition, barMetrics: UIBarMetrics) {}
    open func setShadowImage(_ image: UIImage?, forToolbarPosition position: UIBarPosition) {}
}

/// UIKit's bar button item, as its appearance proxy is configured.
nonisolated open class UIBarButtonItem: @unchecked Sendable {
    public init() {}
    open class func appearance() -> UIBarButtonItem { UIBarButtonItem() }
    open class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIBarButtonItem { appearance() }
    open var tintColor: UIColor?
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
    /// A bar button's style.
    public enum Style: Int, Sendable { case plain, bordered, done }
}

/// A bar's style.
public enum UIBarStyle: Int, Sendable { case `default`, black, blackTranslucent }
/// The metrics a bar's background image is for.
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }
/// Where a bar is.
public enum UIBarPosition: Int, Sendable { case any, bottom, top, topAttached }

/// A bar's look (UIKit's `UIBarAppearance`): background, shadow.
nonisolated open class UIBarAppearance: @unchecked Sendable {
    public init() {}
    public init(idiom: UIUserInterfaceIdiom) {}
    public init(barAppearance: UIBarAppearance) {}
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIBlurEffect?
    open var backgroundImage: UIImage?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    open func configureWithDefaultBackground() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
}

/// A navigation bar's look.
nonisolated open class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var backButtonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    open func setBackIndicatorImage(_ image: UIImage?, transitionMaskImage: UIImage?) {}
}

/// A tab bar's look.
nonisolated open class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
}

/// A toolbar's look.
nonisolated open class UIToolbarAppearance: UIBarAppearance, @unchecked Sendable {
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance()
}

/// A bar button item's look in each state.
nonisolated open class UIBarButtonItemAppearance: @unchecked Sendable {
    public init() {}
    public init(style: UIBarButtonItem.Style) {}
    open var normal = UIBarButtonItemStateAppearance()
    open var highlighted = UIBarButtonItemStateAppearance()
    open var disabled = UIBarButtonItemStateAppearance()
    open var focused = UIBarButtonItemStateAppearance()
}

/// A bar button item's look in one state.
nonisolated open class UIBarButtonItemStateAppearance: @unchecked Sendable {
    public init() {}
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var backgroundImage: UIImage?
}

/// A tab bar item's look in each state.
nonisolated open class UITabBarItemAppearance: @unchecked Sendable {
    public init() {}
    public init(style: Style) {}
    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()
    /// How tab bar items are laid out.
    public enum Style: Int, Sendable { case stacked, inline, compactInline }
}

/// A tab bar item's look in one state.
nonisolated open class UITabBarItemStateAppearance: @unchecked Sendable {
    public init() {}
    open var iconColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// An offset (UIKit's `UIOffset`).
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
