import Foundation

extension ForEach where Content: View {
    /// One view per element of a collection behind a binding, each given a binding to its element
    /// (`ForEach($items) { $item in TextField("Name", text: $item.name) }`); elements identified by
    /// their `id`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Element: Identifiable, C.Index: Hashable, ID == C.Element.ID {
        self.init(data, id: \C.Element.id, content: content)
    }

    /// One view per element of a collection behind a binding, each given a binding to its
    /// element; elements identified by a key path (`ForEach($names, id: \.self) { $name in … }`).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        self.init(
            uncheckedData: collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }, id: { $0.1 },
            content: { element in
                content(Binding(get: { data.wrappedValue[element.0] }, set: { data.wrappedValue[element.0] = $0 }))
            })
    }
}

extension List where SelectionValue == Never {
    /// A list with one row per element of a collection behind a binding, each row given a binding
    /// to its element (`List($items) { $item in … }`); elements identified by their `id`.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list with one row per element of a collection behind a binding, each row given a binding
    /// to its element; elements identified by a key path.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>, C.Index: Hashable {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}
