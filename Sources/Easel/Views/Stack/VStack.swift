import Foundation
import EaselLayout

/// Children one below another, aligned horizontally (SwiftUI's `VStack`).
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var c = ctx.appending("VStack")
        c.stackAxis = .vertical
        return [VStackLayout(alignment: alignment, spacing: spacing).makeNode(children: resolve(content, c))]
    }
}
