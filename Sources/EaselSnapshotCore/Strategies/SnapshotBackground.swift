import Easel

/// What fills a snapshot behind the view.
public enum SnapshotBackground: Sendable {
    /// Transparent in light appearance; the system background (black) in dark appearance, since a
    /// dark-mode picture with light text on transparency is unreadable in most viewers.
    case automatic
    /// No background at all.
    case transparent
    /// A colour filling the whole canvas.
    case color(Color)

    /// The colour to fill with for `scheme`, or nil for transparency.
    func fill(for scheme: ColorScheme) -> Color? {
        switch self {
        case .automatic: return scheme == .dark ? .black : nil
        case .transparent: return nil
        case .color(let c): return c
        }
    }
}
