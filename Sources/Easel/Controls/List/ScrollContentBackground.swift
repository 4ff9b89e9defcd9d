import Foundation

private enum ScrollContentBackgroundKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
    /// Whether lists and forms below draw their own background (`scrollContentBackground(_:)`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Hides (`.hidden`) or shows the background of the scrollable views below — a `List`'s or a
    /// `Form`'s grouped background — so that a background behind them shows through; the
    /// sections' cells keep theirs.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
