import Foundation

/// A type that identifies an alignment guide and gives its default value (SwiftUI's `AlignmentID`).
///
/// ```swift
/// extension VerticalAlignment {
///     enum Feet: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
///     }
///     static let feet = VerticalAlignment(Feet.self)
/// }
/// ```
public protocol AlignmentID {
    /// The value of this guide for a view that does not set it explicitly, in the view's own coordinates.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The old (2019 beta) name for a length, kept so that the seed articles' code compiles.
public typealias Length = CGFloat

/// How a container combines the explicit values its children give for one guide.
public enum AlignmentMerge: Sendable {
    /// Explicit values of children do not leave the container (the edges and centres).
    case none
    /// The container's value is the average of its children's explicit values (custom guides).
    case average
    /// The smallest value (first text baseline: the topmost).
    case minimum
    /// The largest value (last text baseline: the bottommost).
    case maximum
}

/// An alignment guide's identity: which axis, which `AlignmentID` type, and how it merges.
public struct AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    public let axis: Axis
    let id: ObjectIdentifier
    let type: any AlignmentID.Type
    public let merge: AlignmentMerge
    /// A short name for traces ("top", "feet", …).
    public let name: String

    init(axis: Axis, type: any AlignmentID.Type, merge: AlignmentMerge, name: String? = nil) {
        self.axis = axis
        self.id = ObjectIdentifier(type)
        self.type = type
        self.merge = merge
        if let name {
            self.name = name
        } else {
            var n = String(describing: type)
            if let f = n.first { n = f.lowercased() + n.dropFirst() }
            self.name = n
        }
    }

    /// The guide's default value for a view.
    public func defaultValue(in d: ViewDimensions) -> CGFloat { type.defaultValue(in: d) }

    public static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id && a.axis == b.axis }
    public func hash(into h: inout Hasher) { h.combine(id); h.combine(axis) }
    public var description: String { name }
}
