import Foundation
import EaselLayout

/// A container laid out by a `Layout` value (`MyLayout() { … }`, `AnyLayout(HStackLayout()) { … }`).
nonisolated public struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: L
    let content: Content

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var c = ctx.appending("Layout")
        // HStackLayout and VStackLayout declare their axis here too. A layout whose properties are
        // known only from its value (`AnyLayout`, a script's layout) orients its direct children
        // when its node is made (`LayoutNode.orient`).
        c.stackAxis = L.layoutProperties.stackOrientation
        let node = makeLayoutNode(layout, children: resolve(content, c))
        if let custom = node as? CustomLayoutNode { ctx.session.layoutCaches.carry(into: custom, at: c.path) }
        return [node]
    }
}

extension Layout {
    /// Lays out the views of a builder with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

nonisolated extension View {
    /// Gives this view a value its container's custom layout can read.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(NodeAttachment { node, _ in node.layoutValues[ObjectIdentifier(key)] = value })
    }
}
