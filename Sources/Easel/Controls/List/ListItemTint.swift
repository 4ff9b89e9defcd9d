import Foundation

/// The tint of list rows' icons (SwiftUI's `ListItemTint`): on iOS, a row's label icon takes it
/// instead of the accent colour; its text keeps the foreground colour.
public struct ListItemTint: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case fixed(Color), preferred(Color), monochrome }
    let kind: Kind

    /// The colour, always.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(kind: .fixed(tint)) }
    /// The colour, unless the system overrides it (iOS does not).
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(kind: .preferred(tint)) }
    /// A grayscale tint (the secondary label colour on iOS).
    public static let monochrome = ListItemTint(kind: .monochrome)

    /// The colour a row's icon takes.
    var color: Color {
        switch kind {
        case .fixed(let c), .preferred(let c): return c
        case .monochrome: return .secondary
        }
    }
}

private enum ListItemTintKey: EnvironmentKey { static var defaultValue: ListItemTint? { nil } }

extension EnvironmentValues {
    /// The tint list rows' icons take here (`listItemTint(_:)`), if any.
    var listItemTint: ListItemTint? {
        get { self[ListItemTintKey.self] }
        set { self[ListItemTintKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Tints the icons of list rows in this view (a row's `Label` icon), in place of the accent colour.
    public func listItemTint(_ tint: ListItemTint?) -> some View { environment(\.listItemTint, tint) }

    /// Tints the icons of list rows in this view with a fixed colour (`nil`: the accent colour).
    public func listItemTint(_ tint: Color?) -> some View { environment(\.listItemTint, tint.map { .fixed($0) }) }
}
