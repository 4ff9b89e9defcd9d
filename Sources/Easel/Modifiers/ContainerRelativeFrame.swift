import Foundation
import EaselLayout

nonisolated struct ContainerRelativeFrameModifier: ViewModifier, WrappingModifier {
    typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: @Sendable (CGFloat, Axis) -> CGFloat
    func wrap(_ node: LayoutNode, _ ctx: ResolveContext) -> LayoutNode {
        ctx.containerIsRead?.any = true
        // Measured against the window, the view is a screen's: `--device auto` puts it on one.
        if ctx.container == nil { ctx.session.containsScreen = true }
        return ContainerRelativeFrameNode(axes: axes, alignment: alignment, container: ctx.container, length: length, child: node)
    }
}

nonisolated extension View {
    /// A frame as long as the nearest container on `axes` (SwiftUI's `containerRelativeFrame`).
    /// The container is the nearest scroll view's visible area, or else the window (the device's
    /// safe area, or the size proposed to the root); where its length is unknown, the frame follows
    /// the view. Lists, navigation stacks and tab views are not containers of their own in Easel
    /// (see docs/Differences.md).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// A frame of `span` of `count` equal parts of the container, with `spacing` between parts:
    /// `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        // Counts below one and spans outside 1…count are clamped; a spacing that is not a finite number is zero.
        let count = max(1, count), span = min(max(1, span), max(1, count))
        let spacing = spacing.isFinite ? spacing : 0
        return modifier(
            ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
                let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
                return part * CGFloat(span) + spacing * CGFloat(span - 1)
            })
    }

    /// A frame whose length on each of `axes` is `length(containerLength, axis)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center,
        _ length: @escaping @Sendable (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
