import Foundation
import EaselLayout

/// Nodes a container has already resolved, put back into a view so that its style can compose
/// them with stacks, frames and shapes (a list wraps each resolved row in its row chrome).
/// Each node may be used once.
nonisolated struct ResolvedNodes: View, PrimitiveView {
    typealias Body = Never
    let nodes: [LayoutNode]
    init(_ nodes: [LayoutNode]) { self.nodes = nodes }
    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { nodes }
}

/// A view built from the environment it is resolved in: how built-in styles read the tint,
/// the colour scheme or the enclosing list while composing their body.
nonisolated struct WithEnvironment<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: (EnvironmentValues) -> Content
    init(@ViewBuilder _ content: @escaping (EnvironmentValues) -> Content) { self.content = content }
    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { resolve(content(ctx.environment), ctx) }
}
