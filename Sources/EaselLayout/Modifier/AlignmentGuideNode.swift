import Foundation

/// `alignmentGuide(_:computeValue:)`: gives one guide an explicit value computed from the view's dimensions.
public final class AlignmentGuideNode: SingleChildNode {
    public let key: AlignmentKey
    public let compute: (ViewDimensions) -> CGFloat

    public override var providesExplicitGuides: Bool { true }

    public init(key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat, child: LayoutNode) {
        self.key = key
        self.compute = compute
        super.init(kind: "alignmentGuide", child: child)
    }

    public override func computeExplicitAlignment(_ key: AlignmentKey, _ p: ProposedViewSize, _ size: CGSize, _ ctx: LayoutContext) -> CGFloat? {
        if key == self.key { return compute(childDimensions(p, ctx)) }
        return super.computeExplicitAlignment(key, p, size, ctx)
    }
}
