import Foundation
import EaselLayout

nonisolated extension View {
    /// Sets a preference value that ancestors can read.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(NodeAttachment { node, _ in node.preferenceWrites.append(PreferenceWrite(key: ObjectIdentifier(K.self), value: value)) })
    }

    /// Calls `action` with the value of a preference in this view's subtree when it changes.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(
            NodeAttachment(observesPreferences: true) { node, path in
                node.preferenceObservers.append(
                    PreferenceObserver(
                        key: ObjectIdentifier(K.self),
                        defaultValue: K.defaultValue,
                        reduce: { acc, next in
                            var v = acc as! K.Value
                            K.reduce(value: &v, nextValue: { next as! K.Value })
                            acc = v
                        },
                        isEqual: { a, b in (a as? K.Value) == (b as? K.Value) },
                        action: { action($0 as! K.Value) },
                        identity: path() + "#" + String(describing: K.self)))
            })
    }
}

nonisolated extension View {
    /// Changes the value of a preference that this view's subtree gives its ancestors (the key's
    /// default when the subtree sets none).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(
            NodeAttachment { node, _ in
                node.preferenceWrites.append(PreferenceWrite(key: ObjectIdentifier(K.self), transform: PreferenceValues.transform(K.self, callback)))
            })
    }
}
