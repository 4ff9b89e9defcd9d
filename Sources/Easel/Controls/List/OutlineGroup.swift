import Foundation
import EaselLayout

/// Rows of tree-structured data (SwiftUI's `OutlineGroup`, and the rows of
/// `List(_:children:rowContent:)`), at rest: each element of the top level is a row; an element
/// with children (a non-nil `children` collection, even an empty one) is a collapsed
/// `DisclosureGroup` with its chevron, as the screen shows before anything is expanded.
///
/// SwiftUI's type has five generic parameters (`Data`, `ID`, `Parent`, `Leaf`, `Subgroup`); Easel's
/// has the three a row needs. Code that calls the initialisers compiles unchanged.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let elements: [Data.Element]
    let id: (Data.Element) -> ID
    let hasChildren: (Data.Element) -> Bool
    let content: (Data.Element) -> Leaf

    /// The rows of `elements`, identified by `id`; `hasChildren` tells which are groups.
    package init(
        elements: [Data.Element], id: @escaping (Data.Element) -> ID, hasChildren: @escaping (Data.Element) -> Bool,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.elements = elements
        self.id = id
        self.hasChildren = hasChildren
        self.content = content
    }

    /// A group for each element of `data` and its descendants, identified by a key path.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(elements: Array(data), id: { $0[keyPath: id] }, hasChildren: { $0[keyPath: children] != nil }, content: content)
    }

    /// A group for `root` and its descendants, identified by a key path.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(elements: [root], id: { $0[keyPath: id] }, hasChildren: { $0[keyPath: children] != nil }, content: content)
    }

    public var body: some View {
        ForEach(elements.indices, id: \.self) { i in
            let element = elements[i]
            if hasChildren(element) {
                // Collapsed, as at launch: the children are not built.
                DisclosureGroup(content: { EmptyView() }, label: { content(element) })
                    .id(id(element))
            } else {
                content(element).id(id(element))
            }
        }
    }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A group for each element of `data` and its descendants.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data, id: \.id, children: children, content: content)
    }

    /// A group for `root` and its descendants.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(root, id: \.id, children: children, content: content)
    }
}

extension List where SelectionValue == Never {
    /// A list of tree-structured data: a row for each top-level element, collapsed where it has
    /// children (see `OutlineGroup`).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A list of tree-structured data identified by a key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

extension List {
    /// A list of tree-structured data, selectable one at a time (no row is drawn selected at rest).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }
}
