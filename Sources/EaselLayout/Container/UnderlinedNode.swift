import Foundation

/// Content with a line along its bottom edge that runs from one of the content's horizontal
/// guides to another (a list row and its separator): the content takes the space; the line, the
/// second child, is proposed the width between the guides (where the content does not set the
/// start guide, `defaultStart`) and sits on the content's bottom edge.
package final class UnderlinedNode: ArrangingNode {
    let start: AlignmentKey
    let fallbackStart: AlignmentKey
    let end: AlignmentKey
    let defaultStart: CGFloat

    /// `start` where the content sets it, else `fallbackStart` where it sets that, else `defaultStart`.
    package init(content: LayoutNode, line: LayoutNode, start: AlignmentKey, fallbackStart: AlignmentKey, end: AlignmentKey, defaultStart: CGFloat) {
        self.start = start
        self.fallbackStart = fallbackStart
        self.end = end
        self.defaultStart = defaultStart
        super.init(kind: "underlined", children: [content, line])
    }

    package override func computeArrangement(_ proposal: ProposedViewSize, _ ctx: LayoutContext) -> Arrangement {
        let content = children[0], line = children[1]
        let size = content.sizeThatFits(proposal, ctx)
        // The content is placed at its own size, as a container places a child it measured.
        let placed = ProposedViewSize(size)
        let contentSize = content.sizeThatFits(placed, ctx)
        let d = content.dimensions(placed, contentSize, ctx)
        let from = d.explicitValue(start) ?? d.explicitValue(fallbackStart) ?? defaultStart
        let to = d.explicitValue(end) ?? size.width
        let lineProposal = ProposedViewSize(width: max(0, to - from), height: nil)
        let lineSize = line.sizeThatFits(lineProposal, ctx)
        return Arrangement(
            proposals: [placed, lineProposal], sizes: [contentSize, lineSize],
            origins: [.zero, CGPoint(x: from, y: size.height - lineSize.height)], size: size)
    }
}
