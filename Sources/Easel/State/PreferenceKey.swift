import Foundation
import EaselLayout

/// A value that views pass up to their ancestors (SwiftUI's `PreferenceKey`).
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    /// Combines the value so far with the next one, in tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// A key whose value is optional starts at nil, as in SwiftUI.
    public static var defaultValue: Value { nil }
}
