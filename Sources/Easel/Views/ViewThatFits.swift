import Foundation
import EaselLayout

/// The first child whose ideal size fits the proposal on the given axes, else the last (SwiftUI's `ViewThatFits`).
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var c = ctx.appending("ViewThatFits")
        c.stackAxis = nil
        return [ViewThatFitsNode(axes: axes, children: resolve(content, c))]
    }
}
