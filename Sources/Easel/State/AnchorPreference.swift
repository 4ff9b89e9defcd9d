import Foundation
import EaselLayout

nonisolated extension View {
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
