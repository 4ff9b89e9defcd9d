import Foundation
import EaselLayout

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): its size rule, the spacing after it and
/// the alignment of views in its cells (SwiftUI's `GridItem`).
public struct GridItem: Sendable {
    /// How wide a column is (how tall a row).
    public enum Size: Sendable {
        /// Exactly this long.
        case fixed(CGFloat)
        /// A share of the space left after fixed items, between a minimum and a maximum.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit in its share, each at least `minimum` long.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after this item (nil: the default, 8).
    public var spacing: CGFloat?
    /// Where views sit in this item's cells (nil: centred).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
