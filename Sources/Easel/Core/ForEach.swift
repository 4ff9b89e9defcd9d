import Foundation
import EaselLayout

/// One view per element of a collection, identified by an id (SwiftUI's `ForEach`). Its content
/// is views, or marks inside a `Chart` (`ForEach+ChartContent.swift`).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public typealias Body = Never
    public var data: Data
    let id: (Data.Element) -> ID
    public var content: (Data.Element) -> Content

    /// The one initialiser the public ones (for views, for chart content) call.
    init(uncheckedData data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach: View where Content: View {}

extension ForEach where Content: View {
    /// Elements identified by a key path (`id: \.self`).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }
}

extension ForEach: PrimitiveView where Content: View {
    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(data.count)
        // In a picker or tab view, each element's views are tagged with its id.
        let tags = ctx.environment.isTabViewContent
        // One context for every element, of which only the path changes (`ctx.appending` per
        // element copied the whole context, and freed the copy, for every element).
        var elementContext = ctx
        elementContext.depth += 1
        let parentPath = ctx.viewPath
        // Read once, not per element (each read of the unowned session is a runtime call).
        let nodeLimit = ctx.session.nodeLimit
        // Integer ids: the path's parent is set once, and each element replaces only the last
        // position (`add`).
        if ID.self == Int.self { elementContext.setPath(parentPath, index: 0) }
        // An integer range (the common `ForEach(0..<n)`) is walked as integers: the generic
        // iterator of an unspecialized collection costs more than the element's view.
        if Data.self == Range<Int>.self {
            for i in unsafeBitCast(data, to: Range<Int>.self) {
                if !add(unsafeBitCast(i, to: Data.Element.self), to: &nodes, tags: tags, ctx, parentPath, &elementContext, nodeLimit: nodeLimit) { break }
            }
        } else if let resolved = data as? ResolvedCollection {
            // `ForEach(subviews:)`: the elements are known where the ForEach is resolved.
            for case let element as Data.Element in resolved.elements(ctx)
            where !add(element, to: &nodes, tags: tags, ctx, parentPath, &elementContext, nodeLimit: nodeLimit) { break }
        } else {
            for element in data where !add(element, to: &nodes, tags: tags, ctx, parentPath, &elementContext, nodeLimit: nodeLimit) { break }
        }
        return nodes
    }

    /// Resolves one element's view onto `nodes`, in `elementContext` (`ctx` one level down) at
    /// the element's path under `parentPath` (`ctx.viewPath`); false once the node limit is
    /// passed.
    private func add(
        _ element: Data.Element, to nodes: inout [LayoutNode], tags: Bool, _ ctx: ResolveContext,
        _ parentPath: ViewPath?, _ elementContext: inout ResolveContext, nodeLimit: Int
    ) -> Bool {
        let elementID = id(element)
        let view = content(element)
        if ID.self == Int.self {
            elementContext.replaceLastIndex(with: unsafeBitCast(elementID, to: Int.self))
        } else {
            elementContext.viewPath = ViewPath(parent: parentPath, component(elementID))
        }
        if tags {
            nodes += taggedByIdentity(resolve(view, elementContext), AnyHashable(elementID), view: AnyView(view))
        } else {
            resolve(view, elementContext, appendingTo: &nodes)
        }
        guard nodes.count <= nodeLimit else {
            ctx.session.fail(.nodeLimit(limit: nodeLimit, path: ctx.path))
            return false
        }
        return true
    }

    /// An element's step in the identity path: integer ids (ranges, indices) are kept as they
    /// are, other ids as hashable values; both read as the id's text.
    private func component(_ id: ID) -> ViewPath.Component {
        if ID.self == Int.self { return .index(unsafeBitCast(id, to: Int.self)) }
        return .id(AnyHashable(id), prefix: "")
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

extension ForEach where Content: View, Data == ClosedRange<Int>, ID == Int {
    /// One view per integer of a closed range.
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Elements identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}
