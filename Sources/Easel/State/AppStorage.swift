import Foundation

/// A value SwiftUI keeps in the user defaults under `key` (SwiftUI's `@AppStorage`). A still image
/// shows a freshly installed app: the value starts from the default the declaration gives and
/// lives like a `@State` for the render; the defaults are neither read nor written.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, BindableProperty {
    let state: State<Value>
    /// The key the app stores the value under.
    let key: String

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        state = State(wrappedValue: wrappedValue)
        self.key = key
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }

    func bind(_ binder: DynamicPropertyBinder) { state.bind(binder) }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) { self.init(wrappedValue: nil, key, store: store) }
}

/// A value SwiftUI restores with the scene under `key` (SwiftUI's `@SceneStorage`). A still image
/// shows a new scene: the value starts from the declaration's default, like `@AppStorage`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty, BindableProperty {
    let state: State<Value>
    /// The key the scene stores the value under.
    let key: String

    public init(wrappedValue: Value, _ key: String) {
        state = State(wrappedValue: wrappedValue)
        self.key = key
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { state.projectedValue }

    func bind(_ binder: DynamicPropertyBinder) { state.bind(binder) }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) { self.init(wrappedValue: nil, key) }
}
