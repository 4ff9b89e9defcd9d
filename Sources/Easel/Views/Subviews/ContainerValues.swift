import Foundation
import EaselLayout

/// A key for a value a view gives the custom container it is placed in (SwiftUI's
/// `ContainerValueKey`, iOS 18). `@Entry` in `extension ContainerValues` declares one.
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

/// The values a subview's view set with `containerValue(_:_:)`, which its container reads
/// through `Subview.containerValues` (SwiftUI's `ContainerValues`, iOS 18).
public struct ContainerValues {
    /// The values set, by key type (compiled keys) or by name (a script's `@Entry`).
    private var values: [AnyHashable: Any] = [:]

    package init() {}

    /// The value for a key: the one set, else the key's default.
    public subscript<K: ContainerValueKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// A value a script's `@Entry` declares, by the entry's name; nil when none is set.
    package subscript(dynamicKey name: String) -> Any? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// Where a node keeps the values set on it (among its layout values).
    static let storageKey = ObjectIdentifier(ContainerValues.self)

    /// The values set on the view `node` stands for: on it and on the views its modifiers wrap
    /// (`.containerValue(…).padding()`); a modifier further out wins.
    static func of(_ node: LayoutNode) -> ContainerValues {
        var values = ContainerValues()
        var n: LayoutNode? = node
        while let m = n {
            // Outermost first: a value already taken from further out stays.
            if let set = m.layoutValues[storageKey] as? ContainerValues { values.values.merge(set.values) { outer, _ in outer } }
            n = m.modifiedChild
        }
        return values
    }
}

nonisolated extension View {
    /// Gives this view a value its custom container reads from `Subview.containerValues`.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        transformContainerValues { $0[keyPath: keyPath] = value }
    }

    /// Changes the container values of the views this view resolves to (`containerValue`, and a
    /// script's entries by name).
    package func transformContainerValues(_ change: @escaping (inout ContainerValues) -> Void) -> some View {
        modifier(
            NodeAttachment { node, _ in
                var values = node.layoutValues[ContainerValues.storageKey] as? ContainerValues ?? ContainerValues()
                change(&values)
                node.layoutValues[ContainerValues.storageKey] = values
            })
    }
}
