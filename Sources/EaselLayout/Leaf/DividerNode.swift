import Foundation

/// Divider: a one-pixel line across its stack's axis, taking the proposal along the other
/// (a horizontal line outside an HStack).
package final class DividerNode: LayoutNode {
    /// The axis of the enclosing stack (a vertical line in an HStack).
    package internal(set) var axis: Axis?
    /// The line's colour, in the paint stage's terms.
    package let drawing: any Drawing

    package init(axis: Axis?, drawing: any Drawing) {
        self.axis = axis
        self.drawing = drawing
        super.init(kind: "Divider")
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        let thickness = 1 / ctx.scale
        if axis == .horizontal { return CGSize(width: thickness, height: p.height ?? 10) }
        return CGSize(width: p.width ?? 10, height: thickness)
    }
}
