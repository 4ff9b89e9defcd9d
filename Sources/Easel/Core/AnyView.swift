import Foundation
import EaselLayout

/// A type-erased view (SwiftUI's `AnyView`).
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let make: (ResolveContext) -> [LayoutNode]
    let typeName: String
    /// Whether the erased view is a `tabItem` or `tag` (which mark a tab view's tabs through it).
    let isTabMarking: Bool

    public init<V: View>(_ view: V) {
        if let any = view as? AnyView {
            self = any
            return
        }
        make = { ctx in resolve(view, ctx) }
        typeName = Easel.typeName(V.self)
        isTabMarking = view is TabMarking
    }

    /// Creates a type-erased view from an existential.
    public init(erasing view: any View) {
        self = Self.open(view)
    }

    private static func open<V: View>(_ v: V) -> AnyView { AnyView(v) }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { make(ctx) }
}

/// A view that shows nothing (SwiftUI's `EmptyView`).
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { [] }
}

/// Groups views without a container; modifiers apply to each child (SwiftUI's `Group`).
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { resolve(content, ctx.appending("Group")) }
}
