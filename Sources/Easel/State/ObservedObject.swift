import Foundation

/// A reference type whose values views display (SwiftUI's `ObservableObject`). A static render
/// reads the current values; change notification is not needed.
public protocol ObservableObject: AnyObject {}

/// A property of an `ObservableObject` that views read (SwiftUI's `@Published`).
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { self.wrappedValue = initialValue }
}

/// A view's reference to an observable object passed in from outside (SwiftUI's `@ObservedObject`).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// `$model`: bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

/// A view's own observable object, created once per identity (SwiftUI's `@StateObject`).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, BindableProperty {
    let make: () -> ObjectType
    let cell = StateCell()

    public init(wrappedValue: @autoclosure @escaping () -> ObjectType) { self.make = wrappedValue }

    /// `$model`: bindings to the object's properties (`$model.name`), as `@ObservedObject` gives.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }

    public var wrappedValue: ObjectType {
        if let o = cell.slot?.value as? ObjectType { return o }
        if let o = cell.unbound as? ObjectType { return o }
        let o = make()
        cell.unbound = o
        return o
    }

    func bind(_ binder: DynamicPropertyBinder) {
        if cell.slot == nil { cell.slot = binder.session.stateSlot(binder.identity, initial: self.make()) }
    }
}
