import Foundation
import EaselLayout

/// The `--debug` picture: frames outlined one device pixel wide inside their bounds (red for
/// leaves, green for containers) and yellow alignment lines, drawn over the content.
package enum DebugOverlay {
    /// Outline colour of nodes without children.
    package static let leafColor = ColorValue(red: 1, green: 0, blue: 0)
    /// Outline colour of nodes with children.
    package static let containerColor = ColorValue(red: 0, green: 0.8, blue: 0)
    /// Colour of alignment lines.
    package static let alignmentLineColor = ColorValue(red: 1, green: 0.85, blue: 0)

    /// The rows on which stacks align their children on a custom vertical guide (like the articles'
    /// `.feet` line), in absolute points, without repeats.
    package static func customAlignmentLines(in root: PlacedNode, _ ctx: LayoutContext) -> [CGFloat] {
        var lines: [CGFloat] = []
        func walk(_ p: PlacedNode) {
            var key: AlignmentKey?
            if let s = p.node as? StackNode, s.axis == .horizontal { key = s.alignment }
            if let z = p.node as? ZStackNode { key = z.alignment.vertical.key }
            if let key, key.merge == .average {
                let d = p.node.dimensions(p.proposal, p.frame.size, ctx)
                let y = ctx.pixelBoundary(p.frame.minY + d[key]) / ctx.scale
                if !lines.contains(y) { lines.append(y) }
            }
            p.children.forEach(walk)
        }
        walk(root)
        return lines
    }

    /// Commands outlining every drawn node of `root` (hidden subtrees are left out, as they are
    /// from the picture) in tree order, so a child's outline is drawn over its parent's, followed by one
    /// line per entry of `alignmentLines`. Outlines follow the frames as drawn at `scale`.
    package static func commands(for root: PlacedNode, scale: CGFloat, alignmentLines: [CGFloat] = []) -> [DrawCommand] {
        var out: [DrawCommand] = []
        func walk(_ p: PlacedNode) {
            guard !p.isHidden else { return }
            let color = p.children.isEmpty ? leafColor : containerColor
            let drawn = p.pixelFrame(scale: scale)
            if drawn.width > 0 && drawn.height > 0 {
                out.append(.debugRect(drawn, color: color, pixelWidth: 1))
            }
            p.children.forEach(walk)
        }
        walk(root)
        for y in alignmentLines {
            out.append(.debugLine(y: y, color: alignmentLineColor, pixelWidth: 1))
        }
        return out
    }
}
