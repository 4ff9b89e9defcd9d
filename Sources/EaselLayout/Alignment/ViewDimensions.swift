import Foundation

/// A view's size and alignment guides, in its own coordinates (SwiftUI's `ViewDimensions`).
///
/// `d[.top]` is 0, `d[.bottom]` the height, `d[.center]` half of it; a guide the view (or a view
/// inside it) sets with `alignmentGuide` returns that value instead.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    let explicit: (AlignmentKey) -> CGFloat?

    /// Dimensions of a view with no explicit guides.
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
        self.explicit = { _ in nil }
    }

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat?) {
        self.width = size.width
        self.height = size.height
        self.explicit = explicit
    }

    /// The value of any guide: explicit if set, else its default.
    package subscript(key: AlignmentKey) -> CGFloat { explicit(key) ?? key.defaultValue(in: self) }
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The explicit value of a guide, or `nil` when the view does not set it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }
    /// The explicit value of any guide, or `nil` (the layout inspector's listing).
    package func explicitValue(_ key: AlignmentKey) -> CGFloat? { explicit(key) }

    /// The size as a `CGSize`.
    public var size: CGSize { CGSize(width: width, height: height) }
}
