import Foundation
import EaselLayout

/// The `--debug` picture: frames outlined one device pixel wide inside their bounds (red for
/// leaves, green for containers) and yellow alignment lines, drawn over the content.
public enum DebugOverlay {
    /// Outline colour of nodes without children.
    public static let leafColor = ColorValue(red: 1, green: 0, blue: 0)
    /// Outline colour of nodes with children.
    public static let containerColor = ColorValue(red: 0, green: 0.8, blue: 0)
    /// Colour of alignment lines.
    public static let alignmentLineColor = ColorValue(red: 1, green: 0.85, blue: 0)

    /// Commands outlining every node of `root` (hidden ones included: they still take part in
    /// layout) in tree order, so a child's outline is drawn over its parent's, followed by one
    /// line per entry of `alignmentLines`.
    public static func commands(for root: PlacedNode, alignmentLines: [CGFloat] = []) -> [DrawCommand] {
        var out: [DrawCommand] = []
        func walk(_ p: PlacedNode) {
            let color = p.children.isEmpty ? leafColor : containerColor
            if p.frame.width > 0 && p.frame.height > 0 {
                out.append(.debugRect(p.frame, color: color, pixelWidth: 1))
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
