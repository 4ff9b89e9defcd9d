import Foundation
import EaselLayout

/// One view per element of a collection, identified by an id (SwiftUI's `ForEach`).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var data: Data
    let id: (Data.Element) -> ID
    public var content: (Data.Element) -> Content

    /// Elements identified by a key path (`id: \.self`).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        for element in data {
            nodes += resolve(content(element), ctx.appending(.id(AnyHashable(id(element)), prefix: "")))
            if nodes.count > ctx.session.nodeLimit {
                ctx.session.fail(.nodeLimit(limit: ctx.session.nodeLimit, path: ctx.path))
                return nodes
            }
        }
        return nodes
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
    /// One view per integer of a closed range.
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Elements identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}
