import Foundation
import EaselLayout

struct FrameModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let width: CGFloat?, height: CGFloat?, alignment: Alignment
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        FrameNode(width: width, height: height, alignment: alignment, child: node)
    }
}

struct FlexibleFrameModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let horizontal: FlexibleFrameNode.Limits, vertical: FlexibleFrameNode.Limits, alignment: Alignment
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        FlexibleFrameNode(horizontal: horizontal, vertical: vertical, alignment: alignment, child: node)
    }
}

extension View {
    /// A fixed size in the given dimensions (layout neutral in the others), with the content aligned inside.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(width: width, height: height, alignment: alignment))
    }

    /// A frame whose size follows the proposal within limits (see `FlexibleFrameNode` for the rules).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            FlexibleFrameModifier(
                horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                alignment: alignment))
    }

    /// The 2019 beta name of `frame(width:height:alignment:)` with no arguments: layout neutral.
    public func frame() -> some View { frame(width: nil, height: nil, alignment: .center) }
}
