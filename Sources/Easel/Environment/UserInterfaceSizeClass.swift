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
    /// The horizontal size class: the render's device's (`ImageRenderer.device`, `--device`), else
    /// `.compact` as an iPhone in portrait has, unless set (`.environment(\.horizontalSizeClass, .regular)`).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: the render's device's, else `.regular` as an iPhone in portrait
    /// has, unless set.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}

extension Device {
    /// The horizontal size class the device gives a full-screen app, as UIKit documents it: an
    /// iPad's is regular; an iPhone's compact, except a Plus or Max model in landscape.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        if isPad { return .regular }
        return isLandscape && (name.contains("Max") || name.contains("Plus")) ? .regular : .compact
    }

    /// The vertical size class the device gives a full-screen app: regular, except an iPhone in
    /// landscape.
    public var verticalSizeClass: UserInterfaceSizeClass { !isPad && isLandscape ? .compact : .regular }
}
