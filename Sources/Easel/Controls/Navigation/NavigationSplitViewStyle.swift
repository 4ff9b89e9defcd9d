import Foundation

/// How a `NavigationSplitView` sizes its columns (SwiftUI's `NavigationSplitViewStyle`): an
/// iPhone shows one column in every style.
public protocol NavigationSplitViewStyle: Sendable {}

/// The platform's choice.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// The detail column shrinks to make room for the others.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// The detail column keeps its size; the others cover it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's choice.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The detail column shrinks to make room for the others.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail column keeps its size; the others cover it.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}
