import Foundation

/// Reads a value from the environment of the view that declares it (SwiftUI's `@Environment`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }

    func bind(_ binder: DynamicPropertyBinder) { box.values = binder.environment }
}

final class EnvironmentBox { var values: EnvironmentValues? }
