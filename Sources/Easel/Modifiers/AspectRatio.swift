import Foundation
import EaselLayout

nonisolated struct AspectRatioModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let ratio: CGFloat?, contentMode: ContentMode
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        AspectRatioNode(ratio: ratio, contentMode: contentMode, child: node)
    }
}

nonisolated extension View {
    /// Constrains this view to a width/height ratio (its ideal size's when `nil`), fitting or filling the proposal.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view to the ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode))
    }

    /// Scales to fit the proposal, keeping the ideal size's ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales to fill the proposal, keeping the ideal size's ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
