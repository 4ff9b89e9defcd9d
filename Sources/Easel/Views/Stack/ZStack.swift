import Foundation
import EaselLayout

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
        return [ZStackLayout(alignment: alignment).makeNode(children: resolve(content, c))]
    }
}
