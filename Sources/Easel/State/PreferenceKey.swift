import Foundation
import EaselLayout

/// A value that views pass up to their ancestors (SwiftUI's `PreferenceKey`).
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    /// Combines the value so far with the next one, in tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// A key whose value is optional starts at nil, as in SwiftUI.
    public static var defaultValue: Value { nil }
}

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

/// A modifier that attaches data to each of its content's nodes without adding a node.
nonisolated struct NodeAttachment: ViewModifier, PrimitiveModifier {
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

nonisolated extension View {
    /// Changes the value of a preference that this view's subtree gives its ancestors (the key's
    /// default when the subtree sets none).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(
            NodeAttachment { node, _ in
                node.preferenceWrites.append(PreferenceWrite(key: ObjectIdentifier(K.self), transform: PreferenceValues.transform(K.self, callback)))
            })
    }

    /// Sets a preference to a value made from an anchor of this view (its bounds, a corner, a
    /// point), which a `GeometryProxy` elsewhere resolves in its own coordinates.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(
            AnchorAttachment { node, record in
                node.preferenceWrites.append(
                    PreferenceWrite(key: ObjectIdentifier(K.self), value: transform(Anchor(record: record, source: value))))
            })
    }

    /// Changes a preference's value with an anchor of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(
            AnchorAttachment { node, record in
                let anchor = Anchor(record: record, source: value)
                node.preferenceWrites.append(
                    PreferenceWrite(key: ObjectIdentifier(K.self), transform: PreferenceValues.transform(K.self) { transform(&$0, anchor) }))
            })
    }

    /// Places a view made from this view's value of a preference in front of it, proposed this
    /// view's size and aligned by `alignment` (SwiftUI's `overlayPreferenceValue`, with or without
    /// the alignment of iOS 16). Anchors in the value resolve against this view's placed subtree.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueModifier<K>(role: .overlay, alignment: alignment) { AnyView(transform($0)) })
    }

    /// Places a view made from this view's value of a preference behind it, proposed this view's
    /// size and aligned by `alignment` (SwiftUI's `backgroundPreferenceValue`).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueModifier<K>(role: .background, alignment: alignment) { AnyView(transform($0)) })
    }
}

/// Gives each of its content's nodes a frame record (shared with other anchors of that node) to
/// make anchors of.
nonisolated struct AnchorAttachment: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let attach: (LayoutNode, PlacedFrameRecord) -> Void

    func makeNodes(content: (ResolveContext) -> [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode] {
        let nodes = content(ctx)
        for n in nodes { attach(n, ctx.session.frameRecord(of: n)) }
        return nodes
    }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue`: a secondary view made from the value
/// of a preference in the primary view's subtree.
///
/// How the value is found, within Easel's evaluate → lay out → deliver preferences fix-point:
/// the secondary view is built when the primary's nodes are, from the values its nodes write
/// then; anchors in it are only frame records, filled in when layout places the primary, so the
/// secondary's `GeometryReader` — whose content is built when it is placed, after the primary
/// (a background places its primary first) — resolves them against the primary's final frames
/// in one pass. Values that only exist after layout (written inside a `GeometryReader`, or rows
/// a lazy stack makes) or anchors resolved before their view was placed (by a reader outside the
/// secondary view) are caught after layout: the value collected from the placed primary is
/// compared with the one used and, when it differs, kept for another pass (at most
/// `RenderSession.preferenceReaderPasses` extra passes; values that are not `Equatable` are
/// compared by their description).
nonisolated struct PreferenceValueModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let role: SecondaryNode.Role
    let alignment: Alignment
    let transform: (K.Value) -> AnyView

    func makeNodes(content: (ResolveContext) -> [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode] {
        let session = ctx.session
        session.hasPreferenceObservers = true
        return content(ctx).enumerated().map { i, primary in
            let suffix = i > 0 ? "\(i)" : ""
            let identity = ctx.path + "#" + role.rawValue + "PreferenceValue(\(K.self))" + suffix
            let used: K.Value =
                session.preferenceReaderValue(identity) as? K.Value
                ?? PreferenceValues.value(of: primary, children: \.children, node: { $0 }, key: K.self) ?? K.defaultValue
            primary.preferenceObservers.append(
                PreferenceObserver(
                    key: ObjectIdentifier(K.self), defaultValue: K.defaultValue, reduce: PreferenceValues.reduce(K.self),
                    isEqual: { _, _ in false },  // every pass's value goes to the session, which compares it with `used`
                    action: { [unowned session] value in
                        session.preferenceReaderCollected(identity, value: value, isEqual: PreferenceValues.isEqual(value, used))
                    },
                    identity: identity))
            var snodes = transform(used).makeNodes(ctx.appending(role.rawValue + suffix))
            if snodes.isEmpty { return primary }
            let s: LayoutNode = snodes.count == 1 ? snodes.removeFirst() : ZStackNode(alignment: alignment, children: snodes)
            let n = SecondaryNode(role: role, alignment: alignment, primary: primary, secondary: s)
            n.placesLastChildFirst = role == .background
            ctx.stamp(n)
            return n
        }
    }
}

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
