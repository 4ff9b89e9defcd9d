import Foundation

/// A reference type whose values views display (Combine's `ObservableObject`). A static render
/// reads the current values; change notification is not needed, and `objectWillChange` (an
/// `ObservableObjectPublisher` unless the type declares its own) sends nothing.
public protocol ObservableObject: AnyObject {
    /// The type of `objectWillChange`.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    /// The publisher that announces the object's changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// A property of an `ObservableObject` that views read (Combine's `@Published`).
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { self.wrappedValue = initialValue }

    /// The property's publisher, `$name` (Sources/Easel/Combine/PublishedPublisher.swift): a new
    /// subscriber receives the current value. Setting it (`assign(to: &$name)`) sets the property.
    public var projectedValue: Publisher {
        get { Publisher(wrappedValue) }
        set { wrappedValue = newValue.value }
    }
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
