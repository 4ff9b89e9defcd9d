import Foundation
import EaselLayout

@usableFromInline nonisolated struct PaddingModifier: ViewModifier, WrappingModifier {
    @usableFromInline typealias Body = Never
    let insets: EdgeInsets
    @usableFromInline init(insets: EdgeInsets) { self.insets = insets }
    /// The same length on every edge.
    @usableFromInline init(length: CGFloat) { insets = EdgeInsets(length) }
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode { PaddingNode(insets: insets, child: node) }
}

nonisolated extension View {
    /// SwiftUI's default padding on iOS: 16 points.
    public static var defaultPadding: CGFloat { 16 }

    /// Padding of `length` on every edge.
    @inlinable public func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(length: length))
    }

    /// Padding of different lengths per edge.
    @inlinable public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets: insets))
    }

    /// Padding on the given edges; `nil` uses the default 16.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(insets: EdgeInsets(edges, length ?? Self.defaultPadding)))
    }
}

extension EdgeInsets {
    /// `length` on `edges`, 0 on the others.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}
