import Foundation
import EaselLayout

nonisolated struct OffsetModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let offset: CGSize
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode { OffsetNode(offset: offset, child: node) }
}

nonisolated struct PositionModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let point: CGPoint
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode { PositionNode(point: point, child: node) }
}

nonisolated extension View {
    /// Moves where this view is drawn, without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(OffsetModifier(offset: CGSize(width: x, height: y)))
    }

    /// Moves where this view is drawn, without changing its layout.
    public func offset(_ offset: CGSize) -> some View { modifier(OffsetModifier(offset: offset)) }

    /// Takes the whole proposal and centres this view on the point.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(PositionModifier(point: CGPoint(x: x, y: y)))
    }

    /// Takes the whole proposal and centres this view on the point.
    public func position(_ position: CGPoint) -> some View { modifier(PositionModifier(point: position)) }
}
