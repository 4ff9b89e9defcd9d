import Foundation
import EaselLayout

/// What resolving needs to know about each view and modifier type — whether it is built in, and
/// whether it has dynamic properties to bind — asked of the Swift runtime once per type and
/// render session, not once per view (a 10,000-view tree has a handful of types).
///
/// A built-in view is reached through its metatype and a pointer to the value, so the value is
/// never copied into an existential box.
final class ViewTypes {
    private var views: [ObjectIdentifier: (any PrimitiveView.Type)?] = [:]
    private var modifiers: [ObjectIdentifier: (any PrimitiveModifier.Type)?] = [:]
    private var withoutDynamicProperties: Set<ObjectIdentifier> = []

    /// The built-in view type `V` is, or nil for a custom view (resolved through its body).
    func primitive<V: View>(_ type: V.Type) -> (any PrimitiveView.Type)? {
        Self.answer(for: type, in: &views) { type as? any PrimitiveView.Type }
    }

    /// The built-in modifier type `M` is, or nil for a custom modifier (applied through its body).
    func primitive<M: ViewModifier>(modifier type: M.Type) -> (any PrimitiveModifier.Type)? {
        Self.answer(for: type, in: &modifiers) { type as? any PrimitiveModifier.Type }
    }

    /// `table`'s answer for `type`, asked of `ask` the first time.
    private static func answer<T>(for type: Any.Type, in table: inout [ObjectIdentifier: T?], _ ask: () -> T?) -> T? {
        let key = ObjectIdentifier(type)
        if let known = table[key] { return known }
        let answer = ask()
        table[key] = answer
        return answer
    }

    /// Whether values of `type` were seen to have no dynamic property (`@State`, `@Environment` …)
    /// among their stored properties.
    func hasNoDynamicProperties(_ type: Any.Type) -> Bool {
        withoutDynamicProperties.contains(ObjectIdentifier(type))
    }

    /// Remembers that `type` has no dynamic property.
    func noteNoDynamicProperties(_ type: Any.Type) {
        withoutDynamicProperties.insert(ObjectIdentifier(type))
    }
}

extension PrimitiveView {
    /// `makeNodes` of the value `pointer` points to, which must be of this type.
    static func makeNodes(at pointer: UnsafeRawPointer, _ ctx: ResolveContext) -> [LayoutNode] {
        pointer.assumingMemoryBound(to: Self.self).pointee.makeNodes(ctx)
    }
}

extension PrimitiveModifier {
    /// `makeNodes(content:_:)` of the modifier `pointer` points to, which must be of this type.
    static func makeNodes(
        at pointer: UnsafeRawPointer, content: (ResolveContext) -> [LayoutNode],
        _ ctx: ResolveContext
    ) -> [LayoutNode] {
        pointer.assumingMemoryBound(to: Self.self).pointee.makeNodes(content: content, ctx)
    }
}
