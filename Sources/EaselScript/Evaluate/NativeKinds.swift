import Easel

/// What the evaluator asks about the type of a native value on every modifier call — is it a
/// view, and how is it erased to `AnyView` — answered by the Swift runtime once per type and
/// evaluator rather than by a chain of dynamic casts each time.
final class NativeKinds {
    enum Kind {
        /// Already an `AnyView`.
        case anyView
        /// A view of another type: `erase` wraps a value of that type in an `AnyView`.
        /// `isShapeStyle`: also a shape style (`Color`, gradients), whose own `opacity` and
        /// `shadow` come before the view modifiers of the same names.
        case view(erase: (Any) -> AnyView, isShapeStyle: Bool)
        /// Anything else (values, and the evaluator's own view lists).
        case other
    }

    /// Not checked for exclusive access at run time: read, then set, in separate statements that
    /// call nothing that could reach it.
    @exclusivity(unchecked) private var kinds: [ObjectIdentifier: Kind] = [:]
    /// The last type asked about: a modifier chain asks about the same type several times in a
    /// row (is it a view, then erase it), and a hash lookup costs more than the comparison.
    private var lastType: ObjectIdentifier?
    private var lastKind = Kind.other
    /// What `isModifierCall` reads of `lastKind`, kept apart so that it copies no eraser.
    private var lastIsView = false, lastIsShapeStyle = false
    private static let anyViewType = ObjectIdentifier(AnyView.self)

    func kind(of value: Any) -> Kind {
        let key = ObjectIdentifier(type(of: value))
        if key == Self.anyViewType { return .anyView }
        if key == lastType { return lastKind }
        let kind = lookUp(value, key)
        lastType = key
        lastKind = kind
        switch kind {
        case .anyView: (lastIsView, lastIsShapeStyle) = (true, false)
        case .view(_, let isShapeStyle): (lastIsView, lastIsShapeStyle) = (true, isShapeStyle)
        case .other: (lastIsView, lastIsShapeStyle) = (false, false)
        }
        return kind
    }

    private func lookUp(_ value: Any, _ key: ObjectIdentifier) -> Kind {
        if let known = kinds[key] { return known }
        let kind: Kind
        if value is AnyView {
            kind = .anyView
        } else if let view = value as? any View {
            kind = .view(erase: Self.eraser(view), isShapeStyle: value is any ShapeStyle)
        } else {
            kind = .other
        }
        kinds[key] = kind
        return kind
    }

    private static func eraser<V: View>(_ view: V) -> (Any) -> AnyView {
        // The storage class's metadata is found here, once per type (see `AnyViewEraser`).
        let eraser = AnyViewEraser<V>()
        return { eraser.erase(Self.unboxed($0, as: V.self)) }
    }

    /// The value in `value`, whose dynamic type is known to be `T` (it is the type the answer was
    /// found for): the existential is opened and its contents read as `T`, without the runtime's
    /// dynamic cast (`as! T` searched the cast tables on every modifier call, about 400
    /// instructions each).
    private static func unboxed<T>(_ value: Any, as: T.Type) -> T {
        func read<Contents>(_ contents: Contents) -> T {
            withUnsafePointer(to: contents) { UnsafeRawPointer($0).assumingMemoryBound(to: T.self).pointee }
        }
        return _openExistential(value, do: read)
    }

    /// The value when it is an `AnyView` already (a modifier call's result), found by its type
    /// alone: nil for anything else, views of other types included.
    static func anyView(_ value: Value) -> AnyView? {
        guard case .native(let n) = value, ObjectIdentifier(type(of: n)) == anyViewType else { return nil }
        return unboxed(n, as: AnyView.self)
    }

    /// The value as an `AnyView` when it is a view (nil for anything else).
    func erased(_ value: Any) -> AnyView? {
        switch kind(of: value) {
        case .anyView: return Self.unboxed(value, as: AnyView.self)
        case .view(let erase, _): return erase(value)
        case .other: return nil
        }
    }

    private var chartContentTypes: [ObjectIdentifier: Bool] = [:]
    private var lastChartType: ObjectIdentifier?
    private var lastChartAnswer = false

    /// Whether values of `type` are chart content (`ForEach` inside a `Chart` makes marks), with
    /// `compute` (a conformance check) asked once per type; the type asked last is answered
    /// without hashing (a `ForEach` asks of each element it builds, all of one type).
    func isChartContent(_ type: Any.Type, _ compute: () -> Bool) -> Bool {
        let key = ObjectIdentifier(type)
        if key == lastChartType { return lastChartAnswer }
        let answer: Bool
        if let known = chartContentTypes[key] {
            answer = known
        } else {
            answer = compute()
            chartContentTypes[key] = answer
        }
        lastChartType = key
        lastChartAnswer = answer
        return answer
    }

    /// Whether calling `name` on `value` can only mean the view modifier `name`: the value is a
    /// view, and no method of its own (a shape style's `opacity`, `shadow`) comes first.
    func isModifierCall(on value: Any, _ name: String) -> Bool {
        let key = ObjectIdentifier(type(of: value))
        if key == Self.anyViewType { return true }
        // The type asked last is answered from its flags (copying `lastKind` retained and
        // released its eraser).
        if key != lastType { _ = kind(of: value) }
        return lastIsView && (!lastIsShapeStyle || (name != "opacity" && name != "shadow"))
    }
}
