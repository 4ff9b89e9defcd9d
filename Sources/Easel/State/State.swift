import Foundation

/// A value owned by a view that persists across evaluations of its body (SwiftUI's `@State`).
///
/// Storage lives in the render session, keyed by the view's structural identity, so the same view
/// finds the same value on the next pass of a render's fix-point.
@propertyWrapper
public struct State<Value>: DynamicProperty, BindableProperty {
    let initial: Value
    let cell = StateCell()

    public init(wrappedValue: Value) { self.initial = wrappedValue }
    public init(initialValue: Value) { self.initial = initialValue }

    public var wrappedValue: Value {
        get { (cell.slot?.value as? Value) ?? initial }
        nonmutating set {
            if let slot = cell.slot {
                slot.set(newValue)
            } else {
                cell.unbound = newValue
            }
        }
    }

    /// A binding to the value (`$value`).
    public var projectedValue: Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
    }

    func bind(_ binder: DynamicPropertyBinder) {
        cell.slot = binder.session.stateSlot(binder.identity, initial: initial)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

final class StateCell {
    var slot: StateSlot?
    var unbound: Any?
}

/// One stored state value in a session; records when it changes. A slot read after its render
/// ended (a script shape's path drawn at paint time reads state its layout never read) has no
/// session: it starts at its initial value and its changes are recorded nowhere.
final class StateSlot {
    let identity: String
    private(set) var value: Any
    weak var session: RenderSession?

    init(identity: String, value: Any, session: RenderSession?) {
        self.identity = identity
        self.value = value
        self.session = session
    }

    func set(_ newValue: Any) {
        if ValueEquality.equal(value, newValue) { return }
        value = newValue
        session?.stateDidChange(identity)
    }
}

/// Compares two values of unknown type when they are Equatable; otherwise they count as different.
enum ValueEquality {
    static func equal(_ a: Any, _ b: Any) -> Bool {
        guard let ea = a as? any Equatable else { return false }
        return ea.isEqual(to: b)
    }
}

extension Equatable {
    func isEqual(to other: Any) -> Bool {
        guard let o = other as? Self else { return false }
        return self == o
    }
}
