import Foundation

/// A symbol image (`Image(systemName:)`): a glyph-like outline with a natural size and a text
/// baseline, so `firstTextBaseline` / `lastTextBaseline` alignment lines it up with text.
///
/// It chooses its natural size, or, when resizable, the proposal (the natural size for an
/// unspecified dimension); its outline is stretched to the chosen size and its baseline moves
/// with it in proportion.
package final class SymbolNode: LayoutNode {
    /// Natural size in points.
    package let naturalSize: CGSize
    /// The text baseline in points from the top of the natural box.
    package let baseline: CGFloat
    /// Whether the symbol takes the proposed size (`resizable()`).
    package let isResizable: Bool
    /// The outline within the chosen frame.
    package let geometry: ShapeGeometry
    /// How the outline is painted (a fill in the foreground colour).
    package let paint: ShapePaint
    /// A second layer drawn under the outline (the filled circle or square of a hierarchical or
    /// palette-rendered enclosure) and its colour; nil for a symbol of one layer.
    package let enclosure: (geometry: ShapeGeometry, color: ColorValue)?

    package override var providesExplicitGuides: Bool { true }

    /// Creates a symbol from an outline drawn in a box of `naturalSize` (points, origin at the box's
    /// top-left), with an optional enclosure layer under it in the same coordinates.
    package init(
        name: String, naturalSize: CGSize, baseline: CGFloat, isResizable: Bool,
        outline: [PathElement], evenOdd: Bool, color: ColorValue,
        enclosure: (outline: [PathElement], color: ColorValue)? = nil, gradient: GradientPaint? = nil
    ) {
        self.naturalSize = naturalSize
        self.baseline = baseline
        self.isResizable = isResizable
        geometry = Self.stretched(outline, from: naturalSize)
        paint = gradient.map { .gradient($0, evenOdd: evenOdd) } ?? .fill(color, evenOdd: evenOdd)
        self.enclosure = enclosure.map { (Self.stretched($0.outline, from: naturalSize), $0.color) }
        super.init(kind: "Image", label: name)
    }

    /// An outline drawn in a box of `natural` size, stretched to the frame it is drawn in.
    private static func stretched(_ outline: [PathElement], from natural: CGSize) -> ShapeGeometry {
        .path { rect in
            let sx = natural.width > 0 ? rect.width / natural.width : 1
            let sy = natural.height > 0 ? rect.height / natural.height : 1
            if sx == 1 && sy == 1 && rect.origin == .zero { return outline }
            func map(_ p: CGPoint) -> CGPoint { CGPoint(x: rect.minX + p.x * sx, y: rect.minY + p.y * sy) }
            return outline.map { $0.mapped(map) }
        }
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        guard isResizable else { return naturalSize }
        return p.replacingUnspecifiedDimensions(by: naturalSize)
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, _ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        guard naturalSize.height > 0 else { return size.height }
        return baseline * size.height / naturalSize.height
    }
}
