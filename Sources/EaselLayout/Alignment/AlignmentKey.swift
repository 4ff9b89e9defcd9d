import Foundation

/// An alignment guide's identity: which axis, which `AlignmentID` type, and how it merges.
package struct AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    package let axis: Axis
    let id: ObjectIdentifier
    let type: any AlignmentID.Type
    package let merge: AlignmentMerge
    /// The number of the guide's name (`GuideNames`): a number, not the string, so that a key
    /// is plain bytes to copy.
    private let nameNumber: UInt32
    /// For the built-in guides whose default value is a fixed part of the extent along `axis`:
    /// 1 for 0 (leading, top), 2 for half the extent (center), 3 for the extent (trailing, bottom,
    /// baselines of views without text); 0 for any other guide.
    let builtin: UInt8

    init(axis: Axis, type: any AlignmentID.Type, merge: AlignmentMerge, name: String? = nil, builtin: UInt8 = 0) {
        self.axis = axis
        self.builtin = builtin
        self.id = ObjectIdentifier(type)
        self.type = type
        self.merge = merge
        self.nameNumber = GuideNames.number(of: name ?? Self.guideName(String(describing: type)))
    }

    /// A short name for traces ("top", "feet", …).
    package var name: String { GuideNames.name(nameNumber) }

    /// A guide's short name from its type's name: `Feet` → `feet`.
    static func guideName(_ typeName: String) -> String {
        guard let f = typeName.first else { return typeName }
        return f.lowercased() + typeName.dropFirst()
    }

    /// The guide's default value for a view.
    package func defaultValue(in d: ViewDimensions) -> CGFloat { type.defaultValue(in: d) }

    /// The default value for a view of `size` without explicit guides, computed directly for the
    /// built-in guides (the same formulas as their `defaultValue(in:)`).
    @inline(__always) func defaultValue(size: CGSize) -> CGFloat {
        switch builtin {
        case 1: return 0
        case 2: return axis == .horizontal ? size.width / 2 : size.height / 2
        case 3: return axis == .horizontal ? size.width : size.height
        default: return type.defaultValue(in: ViewDimensions(width: size.width, height: size.height))
        }
    }

    package static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id && a.axis == b.axis }
    package func hash(into h: inout Hasher) { h.combine(id); h.combine(axis) }
    package var description: String { name }
}
