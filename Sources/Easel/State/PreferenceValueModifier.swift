import Foundation
import EaselLayout

nonisolated extension View {
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
