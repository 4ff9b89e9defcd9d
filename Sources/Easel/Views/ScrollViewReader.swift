import Foundation
import EaselLayout

/// What a `ScrollViewReader` gives its content (SwiftUI's `ScrollViewProxy`). A still image shows
/// every scroll view at rest, at its start, and the actions that call `scrollTo` never run there
/// (docs/Differences.md), so scrolling to a view changes nothing drawn.
public struct ScrollViewProxy {
    package init() {}

    /// Scrolls the enclosing scroll view to the view with `id`; no action runs in a still image.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Gives its content a proxy that scrolls to views by id (SwiftUI's `ScrollViewReader`); the
/// content is laid out as if the reader were not there, as SwiftUI's is.
nonisolated public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The content, built with the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose content may scroll its scroll views with the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { resolve(content(ScrollViewProxy()), ctx.appending("ScrollViewReader")) }
}
