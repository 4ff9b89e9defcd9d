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
