import Foundation
import EaselLayout

/// `safeAreaPadding`: padding that is also safe area.
nonisolated struct SafeAreaPaddingModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let insets: EdgeInsets
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        PaddingNode(insets: insets, addsToSafeArea: true, child: node)
    }
}

nonisolated extension View {
    /// Adds `length` (16 by default) to the safe area of this view on `edges`.
    ///
    /// The view is laid out inside the larger safe area, as with padding, but what reaches into
    /// the safe area reaches across the added insets: a scroll view keeps its full size and
    /// insets its content by them (a carousel's first card starts after the inset, the next ones
    /// show in it), a view that ignores the safe area fills them.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(SafeAreaPaddingModifier(insets: EdgeInsets(edges, length ?? Self.defaultPadding)))
    }

    /// Adds `insets` to the safe area of this view.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(insets: insets))
    }

    /// Adds `length` to the safe area of this view on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        modifier(SafeAreaPaddingModifier(insets: EdgeInsets(length)))
    }
}
