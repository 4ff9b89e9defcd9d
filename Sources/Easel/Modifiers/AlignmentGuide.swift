import Foundation
import EaselLayout

@usableFromInline nonisolated struct AlignmentGuideModifier: ViewModifier, WrappingModifier {
    @usableFromInline typealias Body = Never
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    @usableFromInline init(_ g: HorizontalAlignment, compute: @escaping (ViewDimensions) -> CGFloat) {
        key = g.key
        self.compute = compute
    }
    @usableFromInline init(_ g: VerticalAlignment, compute: @escaping (ViewDimensions) -> CGFloat) {
        key = g.key
        self.compute = compute
    }
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        AlignmentGuideNode(key: key, compute: compute, child: node)
    }
}

nonisolated extension View {
    /// Gives a horizontal guide an explicit value, computed from this view's dimensions.
    @inlinable public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(g, compute: computeValue))
    }

    /// Gives a vertical guide an explicit value, computed from this view's dimensions.
    @inlinable public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(g, compute: computeValue))
    }
}

/// Keeps the texts of a control that UIKit draws on iOS from placing a list row's separator
/// (`GuideBarrierNode`).
nonisolated struct TextLeadingHidden: ViewModifier, WrappingModifier {
    typealias Body = Never
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        GuideBarrierNode(key: HorizontalAlignment.textLeading.key, child: node)
    }
}

nonisolated extension View {
    /// This view's texts do not place a list row's separator: UIKit draws it on iOS.
    func drawnByUIKit() -> some View { modifier(TextLeadingHidden()) }
}
