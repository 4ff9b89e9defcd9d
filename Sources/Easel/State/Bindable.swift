import Foundation

/// Bindings to the properties of an observable object (SwiftUI's `Bindable`, for Observation's
/// `@Observable` classes): `@Bindable var book: Book` in a view, then `$book.title`, or
/// `Bindable(book).title` in a body. A static render reads the current values; change tracking
/// is not needed, so any class will do.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// Bindings to `object`'s properties.
    public init(_ object: Value) { self.wrappedValue = object }
    /// Bindings to the object another `Bindable` holds.
    public init(projectedValue: Bindable<Value>) { self.wrappedValue = projectedValue.wrappedValue }

    /// Itself: `$book.title` reads through it.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(to: keyPath, of: wrappedValue)
    }
}
