import Foundation

/// The screens pushed on a navigation stack, as values of any type (SwiftUI's `NavigationPath`).
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable] = []

    /// An empty path: the stack shows its root.
    public init() {}
    /// A path of the given values, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

    /// How many screens are pushed.
    public var count: Int { elements.count }
    /// Whether the stack shows its root.
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes a value.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(0, k), elements.count)) }
}
