import Foundation

/// An alignment position along the vertical axis (SwiftUI's `VerticalAlignment`).
public struct VerticalAlignment: Hashable, Sendable {
    /// The guide this alignment reads.
    package let key: AlignmentKey

    /// Creates a custom vertical alignment from an `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) {
        self.key = AlignmentKey(axis: .vertical, type: id, merge: .average)
    }

    /// A custom alignment whose type's name is not the one its author wrote (a script's
    /// `AlignmentID`, which stands on a generated type): `name` names it in traces and the inspector.
    package init(_ id: any AlignmentID.Type, name: String) {
        self.key = AlignmentKey(axis: .vertical, type: id, merge: .average, name: AlignmentKey.guideName(name))
    }

    init(key: AlignmentKey) { self.key = key }

    enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    /// The top edge (0).
    public static let top = VerticalAlignment(key: AlignmentKey(axis: .vertical, type: Top.self, merge: .none, name: "top", builtin: 1))
    /// Halfway between top and bottom.
    public static let center = VerticalAlignment(key: AlignmentKey(axis: .vertical, type: Center.self, merge: .none, name: "center", builtin: 2))
    /// The bottom edge (the height).
    public static let bottom = VerticalAlignment(key: AlignmentKey(axis: .vertical, type: Bottom.self, merge: .none, name: "bottom", builtin: 3))
    /// The baseline of the first line of text; the bottom for views without text.
    public static let firstTextBaseline = VerticalAlignment(
        key: AlignmentKey(axis: .vertical, type: FirstTextBaseline.self, merge: .minimum, name: "firstTextBaseline", builtin: 3))
    /// The baseline of the last line of text; the bottom for views without text.
    public static let lastTextBaseline = VerticalAlignment(
        key: AlignmentKey(axis: .vertical, type: LastTextBaseline.self, merge: .maximum, name: "lastTextBaseline", builtin: 3))
}
