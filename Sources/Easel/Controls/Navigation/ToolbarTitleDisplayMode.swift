import Foundation
import EaselLayout

/// How the navigation title is shown (SwiftUI's iOS 17 `ToolbarTitleDisplayMode`), the newer name
/// of `NavigationBarItem.TitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let barMode: NavigationBarItem.TitleDisplayMode
    /// The platform's choice: large at the root of a stack.
    public static let automatic = ToolbarTitleDisplayMode(barMode: .automatic)
    /// A large title below the bar.
    public static let large = ToolbarTitleDisplayMode(barMode: .large)
    /// A small title in the bar.
    public static let inline = ToolbarTitleDisplayMode(barMode: .inline)
    /// A large title at the leading edge of the bar (iOS 17); drawn as `.large`.
    public static let inlineLarge = ToolbarTitleDisplayMode(barMode: .large)
}

nonisolated extension View {
    /// How the navigation title of this screen is shown: `navigationBarTitleDisplayMode(_:)` by its
    /// newer name.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.barMode)
    }
}
