import Foundation
import EaselLayout

/// background / overlay: the secondary view is resolved in the same environment as the content.
nonisolated struct SecondaryModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let role: SecondaryNode.Role
    let alignment: Alignment
    let secondary: AnyView
    /// Edges on which the secondary view reaches into a device's safe area.
    var ignoresSafeArea: Edge.Set = []

    func makeNodes(content: (ResolveContext) -> [LayoutNode], _ ctx: ResolveContext) -> [LayoutNode] {
        content(ctx).enumerated().map { i, primary in
            let sctx = ctx.appending(role.rawValue + (i > 0 ? "\(i)" : ""))
            var snodes = secondary.makeNodes(sctx)
            if snodes.isEmpty { return primary }
            let s: LayoutNode =
                snodes.count == 1
                ? snodes.removeFirst()
                : ZStackNode(alignment: alignment, children: snodes)
            let n = SecondaryNode(
                role: role, alignment: alignment, primary: primary, secondary: s,
                secondaryIgnoresSafeArea: SafeAreaEdges(ignoresSafeArea))
            ctx.stamp(n)
            return n
        }
    }
}

nonisolated extension View {
    /// Places a view behind this one, proposed this view's size (SwiftUI's older form).
    ///
    /// A colour or a gradient — a view and a style both — reaches into a device's safe area as a
    /// style background does (`background(_:ignoresSafeAreaEdges:)`, which SwiftUI picks for them).
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(
            SecondaryModifier(
                role: .background, alignment: alignment, secondary: AnyView(background),
                ignoresSafeArea: background is any ShapeStyle ? .all : []))
    }

    /// Places views behind this one, proposed this view's size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(role: .background, alignment: alignment, secondary: AnyView(content())))
    }

    /// Fills the area behind this view with a style (`.background(.red)`).
    @_disfavoredOverload
    /// The style reaches into a device's safe area on `edges` (all by default, as in SwiftUI).
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(
            SecondaryModifier(
                role: .background, alignment: .center,
                secondary: AnyView(Rectangle().fill(style)), ignoresSafeArea: edges))
    }

    /// Places a view in front of this one, proposed this view's size (SwiftUI's older form).
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(role: .overlay, alignment: alignment, secondary: AnyView(overlay)))
    }

    /// Places views in front of this one, proposed this view's size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(role: .overlay, alignment: alignment, secondary: AnyView(content())))
    }

    /// Covers this view with a style.
    @_disfavoredOverload
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(
            SecondaryModifier(
                role: .overlay, alignment: .center,
                secondary: AnyView(Rectangle().fill(style)), ignoresSafeArea: edges))
    }

    /// A border drawn inward over this view (an overlay; it adds no space), `width` points wide.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(
            SecondaryModifier(
                role: .border, alignment: .center,
                secondary: AnyView(Rectangle().strokeBorder(content, lineWidth: width))))
    }
}
