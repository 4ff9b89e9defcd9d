import Foundation
import EaselLayout

// Resolving onto a list the caller owns: a container that collects its children's nodes
// (`ForEach`) passes its list down, and a built-in view or wrapping modifier appends its nodes
// to it, instead of each level returning an array of its own (for a grid's
// `Color.red.frame(width:height:)`, two one-element arrays a leaf, each allocated, copied into
// the level above and freed). Views without an appending form of their own append what
// `makeNodes` returns, so every view can be resolved either way, to the same nodes.

/// Resolves `view` into layout nodes appended to `nodes`: the same nodes, in the same order and
/// with the same marks, as `nodes += resolve(view, ctx)`.
func resolve<V: View>(_ view: V, _ ctx: ResolveContext, appendingTo nodes: inout [LayoutNode]) {
    // Built-in views nest too: a style whose body makes its own control again never reaches a
    // custom view's check below.
    guard ctx.depth < ctx.depthLimit else {
        ctx.session.fail(.depthLimit(limit: ctx.session.depthLimit, path: ctx.path))
        return
    }
    if V.self == AnyView.self {
        // An erased view goes straight to its storage (see `AnyView.erased(_:)`).
        let start = nodes.count
        AnyView.erased(view).appendNodes(ctx, to: &nodes)
        if ctx.environment.layoutDirection == .rightToLeft { for n in nodes[start...] { ctx.stamp(n) } }
        return
    }
    if let primitive = ctx.caches.types.primitive(V.self) {
        let start = nodes.count
        withUnsafePointer(to: view) { primitive.appendNodes(at: $0, ctx, to: &nodes) }
        if ctx.environment.layoutDirection == .rightToLeft { for n in nodes[start...] { ctx.stamp(n) } }
        return
    }
    resolveBody(of: view, ctx, appendingTo: &nodes)
}

/// `resolve(_:_:appendingTo:)` of a custom view: its body, after binding its dynamic properties.
/// Out of line: the body's temporary needs the type's `Body` metadata (a runtime look-up of an
/// associated type), which the caller then took at every call, primitives included.
@inline(never)
private func resolveBody<V: View>(of view: V, _ ctx: ResolveContext, appendingTo nodes: inout [LayoutNode]) {
    guard ctx.depth < ctx.depthLimit else {
        ctx.session.fail(.depthLimit(limit: ctx.session.depthLimit, path: ctx.path))
        return
    }
    ctx.session.bindDynamicProperties(of: view, ctx)
    resolve(view.body, ctx.appending(.type(V.self)), appendingTo: &nodes)
}

extension PrimitiveView where Self: ~Copyable {
    /// By default, what `makeNodes` returns.
    func appendNodes(_ ctx: ResolveContext, to nodes: inout [LayoutNode]) {
        nodes.append(contentsOf: makeNodes(ctx))
    }

    /// `appendNodes` of the value `pointer` points to, which must be of this type, called in
    /// place (see `makeNodes(at:_:)`).
    static func appendNodes(at pointer: UnsafeRawPointer, _ ctx: ResolveContext, to nodes: inout [LayoutNode]) {
        pointer.assumingMemoryBound(to: Self.self).pointee.appendNodes(ctx, to: &nodes)
    }
}

extension PrimitiveModifier where Self: ~Copyable {
    /// By default, what `makeNodes(content:_:)` returns for the content's own list.
    func appendNodes(
        content: (ResolveContext) -> [LayoutNode], appendingContent: (ResolveContext, inout [LayoutNode]) -> Void,
        _ ctx: ResolveContext, to nodes: inout [LayoutNode]
    ) {
        nodes.append(contentsOf: makeNodes(content: content, ctx))
    }

    /// `appendNodes(content:appendingContent:_:to:)` of the modifier `pointer` points to, which
    /// must be of this type, called in place.
    static func appendNodes(
        at pointer: UnsafeRawPointer, content: (ResolveContext) -> [LayoutNode],
        appendingContent: (ResolveContext, inout [LayoutNode]) -> Void, _ ctx: ResolveContext, to nodes: inout [LayoutNode]
    ) {
        pointer.assumingMemoryBound(to: Self.self).pointee.appendNodes(
            content: content, appendingContent: appendingContent, ctx, to: &nodes)
    }
}
