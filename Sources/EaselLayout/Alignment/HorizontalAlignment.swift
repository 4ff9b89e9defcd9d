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
    /// A list row separator's leading edge (no lists in Easel: the leading edge).
    public static let listRowSeparatorLeading = HorizontalAlignment(
        key: AlignmentKey(axis: .horizontal, type: ListRowSeparatorLeading.self, merge: .none, name: "listRowSeparatorLeading", builtin: 1))
    /// A list row separator's trailing edge (no lists in Easel: the trailing edge).
    public static let listRowSeparatorTrailing = HorizontalAlignment(
        key: AlignmentKey(axis: .horizontal, type: ListRowSeparatorTrailing.self, merge: .none, name: "listRowSeparatorTrailing", builtin: 3))
}
