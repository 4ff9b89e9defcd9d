import Foundation

/// The uses of a view's content shape (SwiftUI's `ContentShapeKinds`): `.contentShape(.dragPreview, shape)`.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Hit testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The preview of a drag.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The preview of a context menu.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// Accessibility.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}
