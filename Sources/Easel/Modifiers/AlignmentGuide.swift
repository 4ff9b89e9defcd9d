import Foundation
import EaselLayout

struct AlignmentGuideModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        AlignmentGuideNode(key: key, compute: compute, child: node)
    }
}

extension View {
    /// Gives a horizontal guide an explicit value, computed from this view's dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
    }

    /// Gives a vertical guide an explicit value, computed from this view's dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
    }
}
