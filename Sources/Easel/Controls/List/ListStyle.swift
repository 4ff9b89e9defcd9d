import Foundation
import EaselLayout

/// How a list draws its sections and rows (SwiftUI's `ListStyle`); set with `listStyle(_:)`.
/// Easel provides SwiftUI's built-in styles; on iPhone the default is `.insetGrouped`.
public protocol ListStyle {}

/// The look a list style selects (internal: SwiftUI's styles have no public requirements).
enum ListLook: Hashable {
    /// Rounded white cards inset from the edges, on the grey grouped background (iOS's default).
    case insetGrouped
    /// Full-width white sections on the grouped background.
    case grouped
    /// Rows edge to edge on the plain background, separators between them.
    case plain
}

/// The platform's default list style: inset grouped on iPhone (SwiftUI's `DefaultListStyle`).
public struct DefaultListStyle: ListStyle { public init() {} }
/// Rounded cards inset from the list's edges (SwiftUI's `InsetGroupedListStyle`).
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// Full-width sections on the grouped background (SwiftUI's `GroupedListStyle`).
public struct GroupedListStyle: ListStyle { public init() {} }
/// Rows edge to edge (SwiftUI's `PlainListStyle`).
public struct PlainListStyle: ListStyle { public init() {} }
/// Plain rows inset from the edges (SwiftUI's `InsetListStyle`); drawn as `.plain` in Easel.
public struct InsetListStyle: ListStyle { public init() {} }
/// A sidebar (SwiftUI's `SidebarListStyle`); on iPhone it looks inset grouped.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default: inset grouped on iPhone.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// Rounded cards inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// Full-width sections on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    /// Plain rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private enum ListLookKey: EnvironmentKey { static var defaultValue: ListLook { .insetGrouped } }
private enum ListRowKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The look lists in this environment use.
    var listLook: ListLook {
        get { self[ListLookKey.self] }
        set { self[ListLookKey.self] = newValue }
    }
    /// Whether views here are rows of a list or form (labels then tint their icons).
    var isListRow: Bool {
        get { self[ListRowKey.self] }
        set { self[ListRowKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let look: ListLook
        switch style {
        case is PlainListStyle, is InsetListStyle: look = .plain
        case is GroupedListStyle: look = .grouped
        default: look = .insetGrouped
        }
        return environment(\.listLook, look)
    }
}
