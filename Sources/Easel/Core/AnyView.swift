import Foundation
import EaselLayout

/// A type-erased view (SwiftUI's `AnyView`).
nonisolated public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    @usableFromInline let storage: AnyViewStorage

    /// Inlinable, so that a caller that knows `V` (the script front end's modifier declarations,
    /// `AnyView(view.frame(…))`) finds the storage class's metadata in a cache of its own instead
    /// of the runtime's generic metadata table at every call.
    @inlinable public init<V: View>(_ view: V) {
        if V.self == AnyView.self {
            // Erasing an AnyView again keeps it (without a runtime cast: V is AnyView).
            self = withUnsafePointer(to: view) { UnsafeRawPointer($0).assumingMemoryBound(to: AnyView.self).pointee }
            return
        }
        storage = TypedAnyViewStorage(view)
    }

    /// The view `storage` holds, erased (see `AnyViewEraser`).
    init(storage: AnyViewStorage) { self.storage = storage }

    /// `view`, whose type `V` is `AnyView`, as an `AnyView`, read without a dynamic cast: the
    /// resolve functions send an erased view straight to its storage, where the per-type
    /// look-up of `PrimitiveView` and the call through a pointer cost more than the rest of the
    /// level (a script's modifier chain is an `AnyView` at every modifier).
    static func erased<V: View>(_ view: V) -> AnyView {
        withUnsafePointer(to: view) { UnsafeRawPointer($0).assumingMemoryBound(to: AnyView.self).pointee }
    }

    /// Whether the erased view is a `tabItem` or `tag` (which mark a tab view's tabs through it).
    var isTabMarking: Bool { storage.isTabMarking }

    /// Creates a type-erased view from an existential.
    public init(erasing view: any View) {
        self = Self.open(view)
    }

    private static func open<V: View>(_ v: V) -> AnyView { AnyView(v) }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { storage.makeNodes(ctx) }

    /// The erased view's nodes appended to `nodes` (see ResolveAppending.swift): an erased view
    /// in a list (a script `ForEach`'s elements) makes no array of its own.
    func appendNodes(_ ctx: ResolveContext, to nodes: inout [LayoutNode]) { storage.appendNodes(ctx, to: &nodes) }
}

/// The view an `AnyView` holds, behind a class so that an AnyView is one reference.
@usableFromInline class AnyViewStorage {
    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { fatalError("abstract") }
    func appendNodes(_ ctx: ResolveContext, to nodes: inout [LayoutNode]) { fatalError("abstract") }
    var isTabMarking: Bool { fatalError("abstract") }
    /// The view held, as an existential (for readers of its modifiers, `PreviewTraits(of:)`).
    var erasedView: any View { fatalError("abstract") }
}

/// An erased view of type `V`.
@usableFromInline final class TypedAnyViewStorage<V: View>: AnyViewStorage {
    let view: V
    @usableFromInline required init(_ view: V) { self.view = view }
    override func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { resolve(view, ctx) }
    override func appendNodes(_ ctx: ResolveContext, to nodes: inout [LayoutNode]) { resolve(view, ctx, appendingTo: &nodes) }
    override var isTabMarking: Bool { view is TabMarking }
    override var erasedView: any View { view }
}

/// A view that shows nothing (SwiftUI's `EmptyView`).
nonisolated public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { [] }
}

/// Groups views without a container; modifiers apply to each child (SwiftUI's `Group`).
nonisolated public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] { resolve(content, ctx.appending("Group")) }
}
