import Foundation

/// A key for a value a subview carries for its container's custom layout (SwiftUI's `LayoutValueKey`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
