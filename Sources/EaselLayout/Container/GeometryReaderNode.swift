import Foundation

/// GeometryReader: takes the whole proposal (10 for an unspecified dimension, as shapes do),
/// proposes its size to its content and places the content at its top-leading corner.
/// The content is built at placement time, once the reader's size and position are known.
/// `Canvas` is the same node: its drawing is built as content once its size is known.
package final class GeometryReaderNode: LayoutNode {
    /// Builds the content; the layout context lets it measure views (a canvas resolving text).
    package let content: (GeometryInfo, LayoutContext) -> [LayoutNode]
    private var built: GeometryInfo?

    package init(content: @escaping (GeometryInfo) -> [LayoutNode]) {
        self.content = { info, _ in content(info) }
        super.init(kind: "GeometryReader")
    }

    package init(kind: String, content: @escaping (GeometryInfo, LayoutContext) -> [LayoutNode]) {
        self.content = content
        super.init(kind: kind)
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        if p.width == nil || p.height == nil { ctx.readerLackedAProposal = true }
        return p.replacingUnspecifiedDimensions()
    }

    package override func materialize(size: CGSize, globalOrigin: CGPoint, _ ctx: LayoutContext) {
        let frame = CGRect(origin: globalOrigin, size: size)
        let info = GeometryInfo(
            size: size, globalFrame: frame, coordinateSpaces: ctx.coordinateSpaces, safeAreaInsets: ctx.currentSafeArea?.insets(at: frame) ?? EdgeInsets())
        guard info != built else { return }
        built = info
        let nodes = content(info, ctx)
        ctx.nodesCreated += nodes.reduce(0) { $0 + $1.nodeCount }
        if ctx.nodesCreated > ctx.nodeLimit {
            ctx.fail(.tooManyNodes(limit: ctx.nodeLimit))
            setChildren([])
            return
        }
        setChildren(nodes)
    }

    package override func placements(_ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> [Placement] {
        children.map { Placement(node: $0, origin: .zero, proposal: ProposedViewSize(size)) }
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, _ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? { nil }

    package override func didInvalidate() { built = nil }
}
