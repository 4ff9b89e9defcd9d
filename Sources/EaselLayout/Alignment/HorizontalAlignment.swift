import Foundation

/// An alignment position along the horizontal axis (SwiftUI's `HorizontalAlignment`).
public struct HorizontalAlignment: Hashable, Sendable {
    /// The guide this alignment reads.
    package let key: AlignmentKey

    /// Creates a custom horizontal alignment from an `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) {
        self.key = AlignmentKey(axis: .horizontal, type: id, merge: .average)
    }

    /// A custom alignment whose type's name is not the one its author wrote (a script's
    /// `AlignmentID`, which stands on a generated type): `name` names it in traces and the inspector.
    package init(_ id: any AlignmentID.Type, name: String) {
        self.key = AlignmentKey(axis: .horizontal, type: id, merge: .average, name: AlignmentKey.guideName(name))
    }

    init(key: AlignmentKey) { self.key = key }

    enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    enum ListRowSeparatorLeading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum ListRowSeparatorTrailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    /// The leading edge (0 in left-to-right layouts).
    public static let leading = HorizontalAlignment(key: AlignmentKey(axis: .horizontal, type: Leading.self, merge: .none, name: "leading", builtin: 1))
    /// Halfway between leading and trailing.
    public static let center = HorizontalAlignment(key: AlignmentKey(axis: .horizontal, type: Center.self, merge: .none, name: "center", builtin: 2))
    /// The trailing edge (the width in left-to-right layouts).
    public static let trailing = HorizontalAlignment(key: AlignmentKey(axis: .horizontal, type: Trailing.self, merge: .none, name: "trailing", builtin: 3))
    /// Where a list row's separator starts when a view in the row sets it with `alignmentGuide`;
    /// without one, at the row's leftmost text (`textLeading`), else at the row's leading inset.
    public static let listRowSeparatorLeading = HorizontalAlignment(
        key: AlignmentKey(axis: .horizontal, type: ListRowSeparatorLeading.self, merge: .minimum, name: "listRowSeparatorLeading", builtin: 1))
    enum TextLeading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    /// The leading edge of a view's leftmost text: each `Text` sets it, containers keep the
    /// smallest. Where a list row's separator starts unless the row sets `listRowSeparatorLeading`
    /// (iOS 16 on).
    package static let textLeading = HorizontalAlignment(
        key: AlignmentKey(axis: .horizontal, type: TextLeading.self, merge: .minimum, name: "textLeading", builtin: 1))
    /// Where a list row's separator ends: the row's trailing edge unless `alignmentGuide` sets it.
    public static let listRowSeparatorTrailing = HorizontalAlignment(
        key: AlignmentKey(axis: .horizontal, type: ListRowSeparatorTrailing.self, merge: .maximum, name: "listRowSeparatorTrailing", builtin: 3))
}
