import Foundation
import Easel

/// Script-declared alignment IDs and preference keys need distinct Swift types at run time: each
/// gets a generic tag type built from a process-wide counter (`Tag1<Tag0<TagEnd>>` …), whose
/// static requirements look up the script's closures in a registry.
protocol DynamicTag {}
enum TagEnd: DynamicTag {}
enum Tag0<T: DynamicTag>: DynamicTag {}
enum Tag1<T: DynamicTag>: DynamicTag {}

package typealias ScriptValue = Value

private func wrap0<T: DynamicTag>(_ t: T.Type) -> any DynamicTag.Type { Tag0<T>.self }
private func wrap1<T: DynamicTag>(_ t: T.Type) -> any DynamicTag.Type { Tag1<T>.self }

final class DynamicRegistry: @unchecked Sendable {
    static let shared = DynamicRegistry()
    private let lock = NSLock()
    private var counter = 0
    private var alignments: [ObjectIdentifier: (ViewDimensions) -> CGFloat] = [:]
    private var preferences: [ObjectIdentifier: (defaultValue: () -> ScriptValue, reduce: (inout ScriptValue, () -> ScriptValue) -> Void)] = [:]

    func newTag() -> any DynamicTag.Type {
        lock.lock()
        var n = counter
        counter += 1
        lock.unlock()
        var t: any DynamicTag.Type = TagEnd.self
        repeat {
            t = n & 1 == 0 ? wrap0(t) : wrap1(t)
            n >>= 1
        } while n > 0
        return t
    }

    func setAlignment(_ id: ObjectIdentifier, _ f: @escaping (ViewDimensions) -> CGFloat) {
        lock.lock(); alignments[id] = f; lock.unlock()
    }
    func alignment(_ id: ObjectIdentifier) -> ((ViewDimensions) -> CGFloat)? {
        lock.lock(); defer { lock.unlock() }
        return alignments[id]
    }
    func setPreference(_ id: ObjectIdentifier, defaultValue: @escaping () -> ScriptValue, reduce: @escaping (inout ScriptValue, () -> ScriptValue) -> Void) {
        lock.lock(); preferences[id] = (defaultValue, reduce); lock.unlock()
    }
    func preference(_ id: ObjectIdentifier) -> (defaultValue: () -> ScriptValue, reduce: (inout ScriptValue, () -> ScriptValue) -> Void)? {
        lock.lock(); defer { lock.unlock() }
        return preferences[id]
    }
    func remove(_ ids: [ObjectIdentifier]) {
        lock.lock()
        for id in ids { alignments[id] = nil; preferences[id] = nil }
        lock.unlock()
    }
}

enum ScriptAlignmentID<T: DynamicTag>: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        DynamicRegistry.shared.alignment(ObjectIdentifier(Self.self))?(context) ?? 0
    }
}

enum ScriptPreferenceKey<T: DynamicTag>: PreferenceKey {
    typealias Value = ScriptValue
    static var defaultValue: ScriptValue { DynamicRegistry.shared.preference(ObjectIdentifier(Self.self))?.defaultValue() ?? .null }
    static func reduce(value: inout ScriptValue, nextValue: () -> ScriptValue) {
        if let r = DynamicRegistry.shared.preference(ObjectIdentifier(Self.self))?.reduce { r(&value, nextValue) } else { value = nextValue() }
    }
}

private func vAlign<T: DynamicTag>(_ t: T.Type, name: String) -> (VerticalAlignment, ObjectIdentifier) {
    (VerticalAlignment(ScriptAlignmentID<T>.self, name: name), ObjectIdentifier(ScriptAlignmentID<T>.self))
}
private func hAlign<T: DynamicTag>(_ t: T.Type, name: String) -> (HorizontalAlignment, ObjectIdentifier) {
    (HorizontalAlignment(ScriptAlignmentID<T>.self, name: name), ObjectIdentifier(ScriptAlignmentID<T>.self))
}
private func prefID<T: DynamicTag>(_ t: T.Type) -> ObjectIdentifier { ObjectIdentifier(ScriptPreferenceKey<T>.self) }
private func setPref<T: DynamicTag>(_ t: T.Type, _ view: AnyView, _ value: ScriptValue) -> AnyView {
    AnyView(view.preference(key: ScriptPreferenceKey<T>.self, value: value))
}
private func onPref<T: DynamicTag>(_ t: T.Type, _ view: AnyView, _ action: @escaping (ScriptValue) -> Void) -> AnyView {
    AnyView(view.onPreferenceChange(ScriptPreferenceKey<T>.self, perform: action))
}

private func anchorPref<T: DynamicTag, A>(
    _ t: T.Type, _ view: AnyView, _ source: Anchor<A>.Source, _ transform: @escaping (Anchor<A>) -> ScriptValue
) -> AnyView {
    AnyView(view.anchorPreference(key: ScriptPreferenceKey<T>.self, value: source, transform: transform))
}
private func transformAnchorPref<T: DynamicTag, A>(
    _ t: T.Type, _ view: AnyView, _ source: Anchor<A>.Source, _ transform: @escaping (inout ScriptValue, Anchor<A>) -> Void
) -> AnyView {
    AnyView(view.transformAnchorPreference(key: ScriptPreferenceKey<T>.self, value: source, transform: transform))
}
private func transformPref<T: DynamicTag>(_ t: T.Type, _ view: AnyView, _ transform: @escaping (inout ScriptValue) -> Void) -> AnyView {
    AnyView(view.transformPreference(ScriptPreferenceKey<T>.self, transform))
}
private func prefValue<T: DynamicTag>(
    _ t: T.Type, _ view: AnyView, background: Bool, _ alignment: Alignment, _ content: @escaping (ScriptValue) -> AnyView
) -> AnyView {
    background
        ? AnyView(view.backgroundPreferenceValue(ScriptPreferenceKey<T>.self, alignment: alignment, content))
        : AnyView(view.overlayPreferenceValue(ScriptPreferenceKey<T>.self, alignment: alignment, content))
}

/// A script `LayoutValueKey`: the value a view carries, nil when none (the script's default applies).
enum ScriptLayoutValueKey<T: DynamicTag>: LayoutValueKey {
    static var defaultValue: ScriptValue? { nil }
}
private func setLayoutValue<T: DynamicTag>(_ t: T.Type, _ view: AnyView, _ value: ScriptValue) -> AnyView {
    AnyView(view.layoutValue(key: ScriptLayoutValueKey<T>.self, value: value))
}
private func getLayoutValue<T: DynamicTag>(_ t: T.Type, _ s: LayoutSubview) -> ScriptValue? { s[ScriptLayoutValueKey<T>.self] }

/// The tags one evaluator made, by the script type they stand for.
final class DynamicKeys {
    unowned let evaluator: Evaluator
    private var alignmentTags: [String: (Any, ObjectIdentifier)] = [:]
    private var preferenceTags: [String: any DynamicTag.Type] = [:]
    private var layoutValueTags: [String: any DynamicTag.Type] = [:]
    private(set) var registered: [ObjectIdentifier] = []

    init(evaluator: Evaluator) { self.evaluator = evaluator }

    /// `VerticalAlignment(Feet.self)` for a script type with `static func defaultValue(in:)`.
    func alignment(_ decl: TypeDecl, vertical: Bool) -> Any {
        let key = decl.name + (vertical ? "|v" : "|h")
        if let a = alignmentTags[key] { return a.0 }
        let tag = DynamicRegistry.shared.newTag()
        let made: (Any, ObjectIdentifier) =
            vertical
            ? {
                let (a, id) = vAlign(tag, name: decl.name); return (a as Any, id)
            }()
            : {
                let (a, id) = hAlign(tag, name: decl.name); return (a as Any, id)
            }()
        let ev = evaluator
        DynamicRegistry.shared.setAlignment(made.1) { [unowned ev] d in
            ev.deferred(0) {
                let v = try ev.callMethod(.type(.user(decl)), "defaultValue", Args([Arg(label: "in", value: .native(d))]), node: decl.syntax)
                return CGFloat(try Conversions.cgfloat(v, node: decl.syntax))
            }
        }
        registered.append(made.1)
        alignmentTags[key] = made
        return made.0
    }

    private func preferenceTag(_ decl: TypeDecl) -> any DynamicTag.Type {
        if let t = preferenceTags[decl.name] { return t }
        let tag = DynamicRegistry.shared.newTag()
        let id = prefID(tag)
        let ev = evaluator
        DynamicRegistry.shared.setPreference(
            id,
            defaultValue: { [unowned ev] in
                ev.deferred(.null) { try ev.member(of: .type(.user(decl)), "defaultValue", node: decl.syntax!) }
            },
            reduce: { [unowned ev] value, next in
                let current = value
                let nextValue = next()
                value = ev.deferred(nextValue) {
                    guard let f = decl.staticFuncs["reduce"]?.first else { return nextValue }
                    let scope = ev.typeScope(decl, selfValue: .type(.user(decl)))
                    let c = ev.function("reduce", f.signature, f.body, scope: scope)
                    let nextClosure = Closure(name: "nextValue", params: [], usesShorthand: false, body: .native({ _ in nextValue }), scope: scope)
                    // `value` is `inout`: the body's changes to it are the result.
                    return try ev.callUpdatingFirst(
                        .closure(c), Args([Arg(label: "value", value: current), Arg(label: "nextValue", value: .closure(nextClosure))]),
                        node: decl.syntax)
                }
            })
        registered.append(id)
        preferenceTags[decl.name] = tag
        return tag
    }

    func setPreference(_ decl: TypeDecl, view: AnyView, value: Value) -> AnyView {
        setPref(preferenceTag(decl), view, value)
    }

    func onPreferenceChange(_ decl: TypeDecl, view: AnyView, action: @escaping (Value) -> Void) -> AnyView {
        onPref(preferenceTag(decl), view, action)
    }

    func anchorPreference<A>(_ decl: TypeDecl, view: AnyView, source: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> Value) -> AnyView {
        anchorPref(preferenceTag(decl), view, source, transform)
    }

    func transformAnchorPreference<A>(
        _ decl: TypeDecl, view: AnyView, source: Anchor<A>.Source, transform: @escaping (inout Value, Anchor<A>) -> Void
    ) -> AnyView {
        transformAnchorPref(preferenceTag(decl), view, source, transform)
    }

    func transformPreference(_ decl: TypeDecl, view: AnyView, transform: @escaping (inout Value) -> Void) -> AnyView {
        transformPref(preferenceTag(decl), view, transform)
    }

    /// `overlayPreferenceValue` / `backgroundPreferenceValue` for a script `PreferenceKey`.
    func preferenceValue(_ decl: TypeDecl, view: AnyView, background: Bool, alignment: Alignment, content: @escaping (Value) -> AnyView) -> AnyView {
        prefValue(preferenceTag(decl), view, background: background, alignment, content)
    }

    private func layoutValueTag(_ decl: TypeDecl) -> any DynamicTag.Type {
        if let t = layoutValueTags[decl.name] { return t }
        let tag = DynamicRegistry.shared.newTag()
        layoutValueTags[decl.name] = tag
        return tag
    }

    /// `.layoutValue(key: Rank.self, value: 2)` for a script `LayoutValueKey`.
    func setLayoutValue(_ decl: TypeDecl, view: AnyView, value: Value) -> AnyView {
        EaselScript.setLayoutValue(layoutValueTag(decl), view, value)
    }

    /// The value a subview carries for a script `LayoutValueKey`, nil when it set none.
    func readLayoutValue(_ decl: TypeDecl, _ s: LayoutSubview) -> Value? {
        getLayoutValue(layoutValueTag(decl), s)
    }

    func release() { DynamicRegistry.shared.remove(registered) }
}
