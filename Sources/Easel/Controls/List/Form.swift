import Foundation
import EaselLayout

/// A container of grouped controls for settings and data entry (SwiftUI's `Form`). On iPhone it
/// looks like an inset-grouped list: sections as rounded white cards on the grey background.
nonisolated public struct Form<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A form of the rows and sections built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        ListContainer.makeNodes(AnyView(content), kind: "Form", look: .insetGrouped, ctx)
    }
}
