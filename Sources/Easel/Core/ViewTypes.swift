import Foundation
import EaselLayout

/// What resolving needs to know about each view and modifier type — whether it is built in, and
/// whether it has dynamic properties to bind — asked of the Swift runtime once per type and
/// render session, not once per view (a 10,000-view tree has a handful of types).
///
/// A built-in view is reached through its metatype and a pointer to the value, so the value is
/// never copied into an existential box.
///
/// A value kept in the session's caches (`ResolveCaches.types`), read in place: as an object of
/// its own it was retained and released around every question (three a grid cell). That field
/// is exempt from the runtime's exclusivity check (`@exclusivity(unchecked)`: a check cost more
/// than the look-up): the tables are changed only inside their own `answer`/`remember`, whose
/// `ask` closures never reach back into the caches.
struct ViewTypes {
    private var views = TypeAnswers<(any PrimitiveView.Type)?>()
    private var modifiers = TypeAnswers<(any PrimitiveModifier.Type)?>()
    private var withoutDynamicProperties = TypeAnswers<Bool>()

    /// The built-in view type `V` is, or nil for a custom view (resolved through its body).
    mutating func primitive<V: View>(_ type: V.Type) -> (any PrimitiveView.Type)? {
        views.answer(for: type) { type as? any PrimitiveView.Type }
    }

    /// The built-in modifier type `M` is, or nil for a custom modifier (applied through its body).
    mutating func primitive<M: ViewModifier>(modifier type: M.Type) -> (any PrimitiveModifier.Type)? {
        modifiers.answer(for: type) { type as? any PrimitiveModifier.Type }
    }

    /// Whether values of `type` were seen to have no dynamic property (`@State`, `@Environment` …)
    /// among their stored properties.
    mutating func hasNoDynamicProperties(_ type: Any.Type) -> Bool {
        withoutDynamicProperties.known(type) ?? false
    }

    /// Remembers that `type` has no dynamic property.
    mutating func noteNoDynamicProperties(_ type: Any.Type) {
        withoutDynamicProperties.remember(true, for: type)
    }
}

/// Answers found once per type: a table, and in front of it the few types asked last, compared
/// by identity (a grid asks about the same three or four types for every cell; hashing each
/// question cost more than the answer).
struct TypeAnswers<Answer> {
    private var table = TypeTable<Answer>()
    // The four types asked last, in fields rather than arrays: a question then reads no array
    // buffer and checks no bounds (a grid cell asks three questions).
    private var key0: ObjectIdentifier?, key1: ObjectIdentifier?, key2: ObjectIdentifier?, key3: ObjectIdentifier?
    private var answer0: Answer?, answer1: Answer?, answer2: Answer?, answer3: Answer?
    /// The recent slot the next new type replaces.
    private var next = 0

    /// The answer for `type`, asked of `ask` the first time.
    mutating func answer(for type: Any.Type, _ ask: () -> Answer) -> Answer {
        if let known = known(type) { return known }
        let answer = ask()
        remember(answer, for: type)
        return answer
    }

    /// The answer remembered for `type`, if any.
    mutating func known(_ type: Any.Type) -> Answer? {
        let key = ObjectIdentifier(type)
        if key0 == key { return answer0 }
        if key1 == key { return answer1 }
        if key2 == key { return answer2 }
        if key3 == key { return answer3 }
        guard let found = table.value(for: key) else { return nil }
        keepRecent(key, found)
        return found
    }

    /// Remembers `answer` for `type`.
    mutating func remember(_ answer: Answer, for type: Any.Type) {
        let key = ObjectIdentifier(type)
        table.set(answer, for: key)
        keepRecent(key, answer)
    }

    private mutating func keepRecent(_ key: ObjectIdentifier, _ answer: Answer) {
        switch next {
        case 0: (key0, answer0) = (key, answer)
        case 1: (key1, answer1) = (key, answer)
        case 2: (key2, answer2) = (key, answer)
        default: (key3, answer3) = (key, answer)
        }
        next = (next + 1) % 4
    }
}

extension PrimitiveView where Self: ~Copyable {
    /// `makeNodes` of the value `pointer` points to, which must be of this type. Called in place:
    /// as `Self` may be noncopyable here, the value is not copied first.
    static func makeNodes(at pointer: UnsafeRawPointer, _ ctx: ResolveContext) -> [LayoutNode] {
        pointer.assumingMemoryBound(to: Self.self).pointee.makeNodes(ctx)
    }
}

extension PrimitiveModifier where Self: ~Copyable {
    /// `makeNodes(content:_:)` of the modifier `pointer` points to, which must be of this type,
    /// called in place (see `PrimitiveView.makeNodes(at:_:)`).
    static func makeNodes(
        at pointer: UnsafeRawPointer, content: (ResolveContext) -> [LayoutNode],
        _ ctx: ResolveContext
    ) -> [LayoutNode] {
        pointer.assumingMemoryBound(to: Self.self).pointee.makeNodes(content: content, ctx)
    }
}
