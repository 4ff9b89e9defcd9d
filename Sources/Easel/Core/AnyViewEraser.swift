/// Erases views of one type `V` to `AnyView`, for callers that erase many values of a type known
/// only at run time (the script front end's modifier calls on any view). In code generic over
/// `V` and not specialized, `AnyView(view)` asks the runtime for the metadata of
/// `TypedAnyViewStorage<V>` at every call (a look-up in its generic metadata table, about 500
/// instructions); an eraser asks once and keeps the class.
package struct AnyViewEraser<V: View> {
    private let storage: TypedAnyViewStorage<V>.Type

    package init() { storage = TypedAnyViewStorage<V>.self }

    /// `AnyView(view)`.
    package func erase(_ view: V) -> AnyView {
        if V.self == AnyView.self { return AnyView(view) }
        return AnyView(storage: storage.init(view))
    }
}
