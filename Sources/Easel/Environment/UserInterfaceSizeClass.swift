import Foundation

/// How much room the interface has along one axis (SwiftUI's `UserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    /// Little room: an iPhone's width in portrait.
    case compact
    /// Room to spare: an iPhone's height in portrait, an iPad's full screen.
    case regular
}

private enum HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .compact } }
private enum VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }

extension EnvironmentValues {
    /// The horizontal size class: `.compact`, as an iPhone in portrait has, unless set
    /// (`.environment(\.horizontalSizeClass, .regular)`).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: `.regular`, as an iPhone in portrait has, unless set.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
