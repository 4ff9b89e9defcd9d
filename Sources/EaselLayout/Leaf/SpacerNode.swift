import Foundation

/// Spacer: grows along its stack's axis to at least `minLength` (8 by default) and is 0 across it;
/// outside a stack it grows on both axes.
package final class SpacerNode: LayoutNode {
    package let minLength: CGFloat
    /// The axis of the enclosing stack; nil outside stacks.
    package internal(set) var axis: Axis?

    /// SwiftUI's default minimum spacer length.
    package static let defaultMinLength: CGFloat = 8

    package init(minLength: CGFloat?, axis: Axis? = nil) {
        self.minLength = minLength ?? SpacerNode.defaultMinLength
        self.axis = axis
        super.init(kind: "Spacer")
    }

    package override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        func grow(_ v: CGFloat?) -> CGFloat { max(v ?? minLength, minLength) }
        guard let axis else { return CGSize(width: grow(p.width), height: grow(p.height)) }
        return CGSize(along: axis, grow(p[axis]), across: 0)
    }
}

extension LayoutNode {
    /// Gives the spacers and dividers among `children` the axis of the container that stacks them
    /// (those that already have one keep it): the one place a container node orients them. The
    /// view front end gives most spacers their axis as it makes them (the resolve context's
    /// `stackAxis`, which also reaches spacers inside modifiers); this covers the direct children
    /// it could not orient: trees built as nodes, and layouts whose axis only their value knows.
    static func orient(_ children: [LayoutNode], along axis: Axis) {
        for child in children {
            if let spacer = child as? SpacerNode, spacer.axis == nil { spacer.axis = axis }
            if let divider = child as? DividerNode, divider.axis == nil { divider.axis = axis }
        }
    }
}
