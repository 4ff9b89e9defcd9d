import Foundation

/// Reads a value from the environment of the view that declares it (SwiftUI's `@Environment`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: (EnvironmentValues) -> Value
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    /// The object of this type an ancestor put in the environment with `environment(_:)`
    /// (`@Environment(Library.self) var library`, for an `@Observable` class). Reading it when no
    /// ancestor did stops the program, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject {
        read = { values in
            guard let object = values.object(objectType) else {
                fatalError(
                    "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// The object of type `T` an ancestor put in the environment, or nil.
    public init<T: AnyObject>(_ objectType: T.Type) where Value == T? {
        read = { $0.object(objectType) }
    }

    public var wrappedValue: Value { read(box.values ?? EnvironmentValues()) }

    func bind(_ binder: DynamicPropertyBinder) { box.values = binder.environment }
}

final class EnvironmentBox { var values: EnvironmentValues? }
