import Foundation
import EaselLayout

/// The space between a list's sections (SwiftUI's `ListSectionSpacing`, iOS 17).
public struct ListSectionSpacing: Hashable, Sendable {
    let points: CGFloat?

    /// iOS's spacing: 35 between sections (CONTROLS.md §5).
    public static let `default` = ListSectionSpacing(points: nil)
    /// A tighter spacing: 20 (an estimate).
    public static let compact = ListSectionSpacing(points: SystemMetrics.listCompactSectionSpacing)
    /// `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(points: spacing.isFinite ? max(0, spacing) : nil)
    }
}

private enum ListSectionSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private enum ListRowSpacingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private enum DefaultMinListHeaderHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
private enum DefaultMinListRowHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }

extension EnvironmentValues {
    /// The space between list sections here, nil for iOS's.
    var listSectionSpacing: CGFloat? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
    /// The space between list rows here, nil for none (rows share one card).
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
    /// The height a section header takes at least, with the space between it and its rows; nil
    /// (the default) leaves headers their own height.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue.flatMap { $0.isFinite ? max(0, $0) : nil } }
    }
    /// The height a list row takes at least (44 points on iOS, 52 in the iOS 26 look), its
    /// content centred in it.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] ?? systemLook.metrics.listRowMinHeight }
        set { self[DefaultMinListRowHeightKey.self] = newValue.isFinite ? max(0, newValue) : nil }
    }
}

nonisolated extension View {
    /// The space between the sections of lists in this view (or, on a section, above it).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { environment(\.listSectionSpacing, spacing.points) }

    /// `spacing` points between the sections of lists in this view.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { listSectionSpacing(.custom(spacing)) }

    /// `spacing` points between the rows of lists in this view: each row is drawn on its own card
    /// (rounded in an inset grouped list), without separators; nil keeps the rows together.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing.flatMap { $0.isFinite ? max(0, $0) : nil })
    }
}
