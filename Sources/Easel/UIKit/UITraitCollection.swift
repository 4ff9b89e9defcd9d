import Foundation

/// UIKit's traits (`UIColor(named:in:compatibleWith:)`, `UITraitCollection.current`). `current` is
/// the light appearance, also in a dark render: Easel's colours take the colour scheme where they
/// are drawn, not from here.
nonisolated public final class UITraitCollection: Sendable {
    /// The traits of the screen: the light appearance.
    public static let current = UITraitCollection(userInterfaceStyle: .light)

    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified, light, dark
}
