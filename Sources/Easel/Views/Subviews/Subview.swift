import Foundation
import EaselLayout

/// One of the views a container's content is made of (SwiftUI's `Subview`, iOS 18), as
/// `Group(subviews:)` and `ForEach(subviews:)` hand them to a custom container. Placed with
/// modifiers, it draws as that view would in its place: it is resolved there, in the environment
/// it is placed in.
nonisolated public struct Subview: View, PrimitiveView, Identifiable {
    public typealias Body = Never
    /// The subview's identity: its place among its siblings.
    public let id: Int
    let source: SubviewSource
    /// The values its view set for the container (`containerValue(_:_:)`).
    public let containerValues: ContainerValues

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        let nodes = source.resolve(ctx.appending(.index(id)))
        return nodes.indices.contains(id) ? [nodes[id]] : []
    }
}

/// The view whose subviews a collection holds, resolved again wherever one of them is placed.
final class SubviewSource: @unchecked Sendable {  // immutable after init
    let base: AnyView
    init(base: AnyView) { self.base = base }
    func resolve(_ ctx: ResolveContext) -> [LayoutNode] { Easel.resolve(base, ctx.appending("subviews")) }
}

/// The subviews of a view (SwiftUI's `SubviewsCollection`, iOS 18): each view of its content,
/// with `ForEach` and `Group` flattened and conditions decided, in order.
public struct SubviewsCollection: RandomAccessCollection {
    let source: SubviewSource
    /// Each subview's container values, read where the collection was made.
    let values: [ContainerValues]

    public var startIndex: Int { 0 }
    public var endIndex: Int { values.count }
    public subscript(position: Int) -> Subview { Subview(id: position, source: source, containerValues: values[position]) }

    /// The subviews of `base` as it resolves in `ctx`.
    init(of base: AnyView, _ ctx: ResolveContext) {
        source = SubviewSource(base: base)
        values = source.resolve(ctx).map(ContainerValues.of)
    }
}

/// `Group(subviews:transform:)`'s content: the transform of the base view's subviews.
nonisolated public struct GroupElementsOfContent<Base: View, Result: View>: View, PrimitiveView {
    public typealias Body = Never
    let base: Base
    let transform: (SubviewsCollection) -> Result

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        resolve(transform(SubviewsCollection(of: AnyView(base), ctx)), ctx.appending("GroupElements"))
    }
}

extension Group {
    /// A view built from the subviews of `view` (iOS 18's custom containers): `transform` gets them
    /// as a collection, to count, slice and place with `ForEach`.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(base: view, transform: transform) }
    }

    /// The iOS 18 beta's spelling of `init(subviews:transform:)`.
    @available(*, deprecated, renamed: "init(subviews:transform:)")
    public init<Base: View, Result: View>(subviewsOf view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init(subviews: view, transform: transform)
    }
}

/// `ForEach(subviews:content:)`'s data: the subviews of a view, known once it is resolved.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let base: AnyView
    public var startIndex: Int { 0 }
    /// Empty until resolved: `ForEach` reads the subviews where it is resolved.
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> Subview { preconditionFailure("the subviews are read where the ForEach is resolved") }
}

/// A collection that `ForEach` reads where it is resolved.
protocol ResolvedCollection {
    func elements(_ ctx: ResolveContext) -> [Any]
}

extension ForEachSubviewCollection: ResolvedCollection {
    func elements(_ ctx: ResolveContext) -> [Any] { Array(SubviewsCollection(of: base, ctx)) }
}

extension ForEach {
    /// One view per subview of `view` (iOS 18's custom containers).
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Int {
        self.init(ForEachSubviewCollection(base: AnyView(view)), id: \.id, content: content)
    }
}
