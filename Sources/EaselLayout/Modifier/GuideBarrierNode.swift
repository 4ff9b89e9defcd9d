import Foundation

/// Keeps one guide's explicit values inside: the child's other guides pass as through any
/// wrapper. A control that UIKit draws on iOS (a text field, a segmented control) holds no SwiftUI
/// text, so its texts do not give `HorizontalAlignment.textLeading` to the row around it.
package final class GuideBarrierNode: SingleChildNode {
    package let key: AlignmentKey

    package init(key: AlignmentKey, child: LayoutNode) {
        self.key = key
        super.init(kind: "guideBarrier", child: child)
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, _ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        key == self.key ? nil : super.computeExplicitAlignment(key, p, size, ctx)
    }
}
