import Foundation
import EaselLayout

/// A value that views pass up to their ancestors (SwiftUI's `PreferenceKey`).
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    /// Combines the value so far with the next one, in tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
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

/// A modifier that attaches data to each of its content's nodes without adding a node.
struct NodeAttachment: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// Whether this attaches a preference observer (the session then delivers preferences).
    var observesPreferences = false
    /// Attaches to one node; the second argument gives the node's identity path when called
    /// (built only for the attachments that need it).
    let attach: (LayoutNode, () -> String) -> Void

    func makeNodes(content: (ResolveContext) -> [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode] {
        if observesPreferences { ctx.session.hasPreferenceObservers = true }
        let nodes = content(ctx)
        for (i, n) in nodes.enumerated() { attach(n) { ctx.path + (nodes.count > 1 ? "[\(i)]" : "") } }
        return nodes
    }
}
