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
        return [StackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing, children: resolve(content, c))]
    }
}

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
        return [StackNode(axis: .vertical, alignment: alignment.key, spacing: spacing, children: resolve(content, c))]
    }
}

/// Children overlaid, first at the back, aligned in both axes (SwiftUI's `ZStack`).
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var c = ctx.appending("ZStack")
        c.stackAxis = nil
        return [ZStackNode(alignment: alignment, children: resolve(content, c))]
    }
}
