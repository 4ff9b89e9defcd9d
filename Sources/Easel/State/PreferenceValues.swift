import Foundation
import EaselLayout

/// Computes preference values over a tree of nodes (resolved or placed).
enum PreferenceValues {
    /// The value of `key` that a subtree gives its parent, nil when nothing in it sets one: its
    /// children's values reduced in tree order (from the key's default), then the root's own
    /// writes in order — a set value replaces the subtree's, a transform changes it.
    static func value<T>(
        of root: T, children: (T) -> ChildList<T>, node: (T) -> LayoutNode, key: ObjectIdentifier, defaultValue: () -> Any,
        reduce: (inout Any, Any) -> Void
    ) -> Any? {
        var value: Any? = nil
        for c in children(root) {
            guard let v = Self.value(of: c, children: children, node: node, key: key, defaultValue: defaultValue, reduce: reduce) else { continue }
            var acc = value ?? defaultValue()
            reduce(&acc, v)
            value = acc
        }
        for w in node(root).preferenceWrites where w.key == key {
            if let v = w.value {
                value = v
            } else if let t = w.transform {
                var acc = value ?? defaultValue()
                t(&acc)
                value = acc
            }
        }
        return value
    }

    static func value<T, K: PreferenceKey>(of root: T, children: (T) -> ChildList<T>, node: (T) -> LayoutNode, key: K.Type) -> K.Value? {
        value(of: root, children: children, node: node, key: ObjectIdentifier(K.self), defaultValue: { K.defaultValue }, reduce: reduce(K.self))
            as? K.Value
    }

    static func reduce<K: PreferenceKey>(_ key: K.Type) -> (inout Any, Any) -> Void {
        { acc, next in
            var v = acc as! K.Value
            K.reduce(value: &v, nextValue: { next as! K.Value })
            acc = v
        }
    }

    static func transform<K: PreferenceKey>(_ key: K.Type, _ f: @escaping (inout K.Value) -> Void) -> (inout Any) -> Void {
        { acc in
            var v = acc as! K.Value
            f(&v)
            acc = v
        }
    }

    /// Whether two values are equal: by `==` when they are `Equatable`, else by their descriptions.
    static func isEqual(_ a: Any, _ b: Any) -> Bool {
        if a is any Equatable { return ValueEquality.equal(a, b) }
        return String(reflecting: a) == String(reflecting: b)
    }
}

extension RenderSession {
    /// The record of where `node` is placed, shared by everything that reads it (anchors, a
    /// container shape): the node's own, else a new one kept for the session.
    func frameRecord(of node: LayoutNode) -> PlacedFrameRecord {
        if let record = node.frameRecord { return record }
        let record = PlacedFrameRecord()
        node.frameRecord = record
        anchorRecords.append(record)
        return record
    }
}
