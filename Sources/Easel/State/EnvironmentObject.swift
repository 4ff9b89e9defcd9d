import Foundation

/// An observable object an ancestor put in the environment with `environmentObject(_:)`
/// (SwiftUI's `@EnvironmentObject`). Reading it when no ancestor did stops the program, as in
/// SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, BindableProperty {
    let box = EnvironmentBox()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.values?.object(ObjectType.self) else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    /// `$settings`: bindings to the object's properties (`$settings.title`).
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    func bind(_ binder: DynamicPropertyBinder) { box.values = binder.environment }
}

nonisolated extension View {
    /// Puts `object` in the environment of this view's subtree, where `@EnvironmentObject`
    /// properties of its type read it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWriter { $0.setObject(object, as: T.self) })
    }

    /// Puts `object` (an `@Observable` class's instance) in the environment of this view's
    /// subtree, where `@Environment(T.self)` properties read it; nil removes it.
    public func environment<T: AnyObject>(_ object: T?) -> some View {
        modifier(EnvironmentWriter { $0.setObject(object, as: T.self) })
    }
}
