import Foundation

/// Spacer: grows along its stack's axis to at least `minLength` (8 by default) and is 0 across it;
/// outside a stack it grows on both axes.
public final class SpacerNode: LayoutNode {
    public let minLength: CGFloat
    /// The axis of the enclosing stack; nil outside stacks.
    public internal(set) var axis: Axis?

    /// SwiftUI's default minimum spacer length.
    public static let defaultMinLength: CGFloat = 8

    public init(minLength: CGFloat?, axis: Axis? = nil) {
        self.minLength = minLength ?? SpacerNode.defaultMinLength
        self.axis = axis
        super.init(kind: "Spacer")
    }

    public override func computeSize(_ p: ProposedViewSize, _ ctx: LayoutContext) -> CGSize {
        func grow(_ v: CGFloat?) -> CGFloat { max(v ?? minLength, minLength) }
        guard let axis else { return CGSize(width: grow(p.width), height: grow(p.height)) }
        return CGSize(along: axis, grow(p[axis]), across: 0)
    }
}
