import Foundation

/// How a `NavigationView` shows its columns (SwiftUI's `NavigationViewStyle`). On an iPhone in
/// portrait every style shows one stack, which is what Easel draws.
public protocol NavigationViewStyle: Sendable {}

/// The platform's choice: a stack on an iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// One screen at a time.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// Side-by-side columns where there is room (a stack on an iPhone in portrait).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// Two columns where there is room (a stack on an iPhone in portrait).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice: a stack on an iPhone.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One screen at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Side-by-side columns where there is room (a stack on an iPhone in portrait).
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

nonisolated extension View {
    /// The style of navigation views in this view; each draws as a stack on an iPhone.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    /// Hides the status bar; Easel does not draw the status bar, so nothing changes.
    public func statusBar(hidden: Bool) -> some View { self }
}
