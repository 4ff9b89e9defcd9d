import Foundation

/// `alignmentGuide(_:computeValue:)`: gives one guide an explicit value computed from the view's dimensions.
package final class AlignmentGuideNode: SingleChildNode {
    package let key: AlignmentKey
    package let compute: (ViewDimensions) -> CGFloat

    package override var providesExplicitGuides: Bool { true }

    package init(key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat, child: LayoutNode) {
        self.key = key
        self.compute = compute
        super.init(kind: "alignmentGuide", child: child)
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, _ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        if key == self.key { return compute(childDimensions(p, ctx)) }
        return super.computeExplicitAlignment(key, p, size, ctx)
    }
}
