import Foundation

/// UIKit's traits (`UIColor(named:in:compatibleWith:)`, `UITraitCollection.current`): the
/// appearance of the view being built. Easel's colours take the colour scheme where they are
/// drawn, not from here.
nonisolated public final class UITraitCollection: Sendable {
    /// The traits of the view whose body runs now: dark in a dark render (or under
    /// `.environment(\.colorScheme, .dark)`); light outside a render.
    public static var current: UITraitCollection {
        UITraitCollection(userInterfaceStyle: RenderSession.buildingTraits?.environment.colorScheme == .dark ? .dark : .light)
    }

    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Hashable, Sendable, CaseIterable {
    case unspecified, light, dark
}
