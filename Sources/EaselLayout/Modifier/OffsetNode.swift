import Foundation

/// `offset(x:y:)`: moves where the child is drawn; its layout is unchanged.
public final class OffsetNode: SingleChildNode {
    public let offset: CGSize

    public init(offset: CGSize, child: LayoutNode) {
        self.offset = offset
        super.init(kind: "offset", child: child)
    }

    /// In right-to-left layouts a positive x moves towards the leading edge, on the left.
    public override var drawOffset: CGSize { isRightToLeft ? CGSize(width: -offset.width, height: offset.height) : offset }
}
