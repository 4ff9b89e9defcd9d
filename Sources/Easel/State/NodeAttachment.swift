import Foundation
import EaselLayout

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
