import Foundation

// Matched geometry. SwiftUI moves a view between the frames of views that share an id in a
// namespace, to animate one into the other; a still image shows each view at rest in its own
// frame, so Easel accepts the effect and returns the view itself.

/// A namespace for the ids of `matchedGeometryEffect` (SwiftUI's `@Namespace`). Each namespace
/// has an id of its own; a still image uses it for nothing.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// The id of a namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let id: ID

    public init() { id = ID(value: Namespace.counter.next()) }

    /// The namespace's id.
    public var wrappedValue: ID { id }

    private static let counter = Counter()

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}

/// Which of a view's geometry a matched geometry effect copies (SwiftUI's
/// `MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
    /// SwiftUI gives the view the geometry of the source view with the same `id` in `namespace`,
    /// so that a change animates one into the other. A still image shows the view at rest in its
    /// own frame.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID,
        properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { self }
}
