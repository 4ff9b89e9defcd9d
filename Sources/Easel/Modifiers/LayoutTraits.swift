import Foundation
import EaselLayout

nonisolated extension View {
    /// The priority with which a stack gives this view space (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(NodeAttachment { node, _ in node.layoutPriority = value })
    }

    /// The order in which this view is drawn among its siblings (default 0; higher on top).
    public func zIndex(_ value: Double) -> some View {
        modifier(NodeAttachment { node, _ in node.zIndex = value.isFinite ? value : 0 })
    }

    /// Lays this view out but does not draw it.
    public func hidden() -> some View {
        modifier(NodeAttachment { node, _ in node.isHidden = true })
    }

    /// Gives this view an explicit identity (for state).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: AnyHashable(id)))
    }
}

nonisolated struct IdentityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: AnyHashable
    func makeNodes(content: (ResolveContext) -> [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode] {
        content(ctx.appending(.id(id, prefix: "id=")))
    }
}
