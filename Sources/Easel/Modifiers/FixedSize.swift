import Foundation
import EaselLayout

nonisolated struct FixedSizeModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let horizontal: Bool, vertical: Bool
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        FixedSizeNode(horizontal: horizontal, vertical: vertical, child: node)
    }
}

nonisolated extension View {
    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View { modifier(FixedSizeModifier(horizontal: true, vertical: true)) }

    /// Fixes this view at its ideal size in the given dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}
