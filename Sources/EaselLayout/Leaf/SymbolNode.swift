import Foundation

/// A symbol image (`Image(systemName:)`): a glyph-like outline with a natural size and a text
/// baseline, so `firstTextBaseline` / `lastTextBaseline` alignment lines it up with text.
///
/// It chooses its natural size, or, when resizable, the proposal (the natural size for an
/// unspecified dimension); the paint stage stretches its outline to the chosen size, and its
/// baseline moves with it in proportion.
package final class SymbolNode: LayoutNode {
    /// Natural size in points.
    package let naturalSize: CGSize
    /// The text baseline in points from the top of the natural box.
    package let baseline: CGFloat
    /// Whether the symbol takes the proposed size (`resizable()`).
    package let isResizable: Bool
    /// The outline and its paint, in the paint stage's terms.
    package let drawing: any Drawing

    package override var providesExplicitGuides: Bool { true }

    /// A symbol of `naturalSize` whose baseline lies `baseline` points below the top of its box.
    package init(name: String, naturalSize: CGSize, baseline: CGFloat, isResizable: Bool, drawing: any Drawing) {
        self.naturalSize = naturalSize
        self.baseline = baseline
        self.isResizable = isResizable
        self.drawing = drawing
        super.init(kind: "Image", label: name)
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
