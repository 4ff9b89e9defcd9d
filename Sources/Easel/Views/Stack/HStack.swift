import Foundation
import EaselLayout

/// Children side by side from leading to trailing, aligned vertically (SwiftUI's `HStack`).
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var c = ctx.appending("HStack")
        c.stackAxis = .horizontal
        return [HStackLayout(alignment: alignment, spacing: spacing).makeNode(children: resolve(content, c))]
    }
}
