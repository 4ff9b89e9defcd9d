import Foundation

/// `offset(x:y:)`: moves where the child is drawn; its layout is unchanged.
package final class OffsetNode: SingleChildNode {
    package let offset: CGSize

    package init(offset: CGSize, child: LayoutNode) {
        self.offset = offset
        super.init(kind: "offset", child: child)
    }

    /// In right-to-left layouts a positive x moves towards the leading edge, on the left.
    package override var drawOffset: CGSize { isRightToLeft ? CGSize(width: -offset.width, height: offset.height) : offset }
}
