import Foundation
import EaselLayout

/// A reusable change to a view (SwiftUI's `ViewModifier`): `body(content:)` builds a new view
/// around the content it is applied to.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

nonisolated extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The content a custom `ViewModifier` is applied to, as seen inside its `body(content:)`.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let make: (ResolveContext) -> [LayoutNode]

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { make(ctx) }
}

/// Built-in modifiers: they turn their content's nodes into new nodes directly. `~Copyable` for
/// the reason `PrimitiveView` is: `makeNodes(at:content:_:)` calls the modifier in place.
protocol PrimitiveModifier: ~Copyable {
    func makeNodes(content: (ResolveContext) -> [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode]
    /// Appends the nodes `makeNodes(content:_:)` would return to `nodes`; `appendingContent`
    /// appends the content's nodes to a list (ResolveAppending.swift; by default through
    /// `makeNodes(content:_:)`).
    func appendNodes(
        content: (ResolveContext) -> [LayoutNode], appendingContent: (ResolveContext, inout [LayoutNode]) -> Void,
        _ ctx: ResolveContext, to nodes: inout [LayoutNode])
}

/// A built-in modifier that wraps each content node in one new node.
protocol WrappingModifier: PrimitiveModifier {
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode
}

extension WrappingModifier {
    func makeNodes(content: (ResolveContext) -> [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode] {
        // Wrapped in place: the content's array is not shared, so no second array is made.
        var nodes = content(ctx)
        for i in nodes.indices {
            nodes[i] = wrap(nodes[i], ctx)
            ctx.stamp(nodes[i])
        }
        return nodes
    }

    /// Appends the content's nodes to `nodes` and wraps them there. (Each node is moved out of
    /// the list and its wrapper moved in: reading and replacing the element retained and
    /// released both.)
    func appendNodes(
        content: (ResolveContext) -> [LayoutNode], appendingContent: (ResolveContext, inout [LayoutNode]) -> Void,
        _ ctx: ResolveContext, to nodes: inout [LayoutNode]
    ) {
        let start = nodes.count
        appendingContent(ctx, &nodes)
        guard start < nodes.count else { return }
        nodes.withUnsafeMutableBufferPointer { list in
            for i in start..<list.count {
                let wrapped = wrap(list.moveElement(from: i), ctx)
                ctx.stamp(wrapped)
                list.initializeElement(at: i, to: wrapped)
            }
        }
    }
}

/// A view with a modifier applied (SwiftUI's `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        if let primitive = ctx.caches.types.primitive(modifier: Modifier.self) {
            // The content closure does not escape: nothing is allocated for it, and it reads the
            // content in place (a copy of `content` for the closure was a value-witness copy of
            // the view at every modified view).
            return withUnsafePointer(to: modifier) { m in primitive.makeNodes(at: m, content: { c in resolve(self.content, c) }, ctx) }
        }
        let content = self.content
        let inner: (ResolveContext) -> [LayoutNode] = { c in resolve(content, c) }
        // A custom modifier: evaluate its body with the content standing in for `content`.
        let mctx = ctx.appending(.type(Modifier.self))
        ctx.session.bindDynamicProperties(of: modifier, mctx)
        let contentPath = ViewPath(parent: ctx.viewPath, .name("content"))
        let stand = _ViewModifier_Content<Modifier>(make: { c in
            var c2 = c
            c2.viewPath = contentPath
            c2.depth = c.depth + 1
            return inner(c2)
        })
        return resolve(callMainActorRequirement({ $0.body(content: $1) }, modifier, stand), mctx)
    }

    func appendNodes(_ ctx: ResolveContext, to nodes: inout [LayoutNode]) {
        guard let primitive = ctx.caches.types.primitive(modifier: Modifier.self) else {
            nodes.append(contentsOf: makeNodes(ctx))
            return
        }
        withUnsafePointer(to: modifier) { m in
            primitive.appendNodes(
                at: m, content: { c in resolve(self.content, c) },
                appendingContent: { c, list in resolve(self.content, c, appendingTo: &list) }, ctx, to: &nodes)
        }
    }
}

nonisolated extension View {
    /// Applies a modifier to this view.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
