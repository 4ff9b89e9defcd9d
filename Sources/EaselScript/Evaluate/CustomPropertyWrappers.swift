import Foundation
import SwiftSyntax

/// Property wrappers a script declares (`@propertyWrapper struct UserDefault<T> { … }`), as Swift
/// applies them: the wrapper's instance is the property's storage (`_name`), made from the
/// attribute's arguments and the declared value (`init(wrappedValue:…)`); reading and setting the
/// property read and set its `wrappedValue`, and `$name` is its `projectedValue`. A property with
/// the attribute's arguments may be left out of the memberwise initialiser; one passed there is
/// the wrapped value.
extension Evaluator {
    /// Marks the stored properties whose attribute names one of the script's property wrappers,
    /// once every type (and extension) has been read.
    func resolveCustomPropertyWrappers() {
        func visit(_ d: TypeDecl) {
            for name in d.storedOrder {
                guard let p = d.stored[name], !p.otherAttributes.isEmpty, case .none = p.wrapper else { continue }
                if let (a, w) = scriptPropertyWrapper(among: p.otherAttributes) { d.stored[name]?.wrapper = .custom(a, w) }
            }
            for n in d.nested.values { visit(n) }
        }
        for d in types.values { visit(d) }
    }

    /// The attribute of `declaration` that names one of the script's property wrappers, with that
    /// wrapper's type (for a static property, which has no stored slot to mark).
    func scriptPropertyWrapper(of declaration: VariableDeclSyntax) -> (AttributeSyntax, TypeDecl)? {
        scriptPropertyWrapper(
            among: declaration.attributes.compactMap {
                if case .attribute(let a) = $0 { return a }; return nil
            })
    }

    /// The first of `attributes` that names one of the script's property wrappers (`@UserDefault`,
    /// `@Clamped<Int>`), with that wrapper's type.
    func scriptPropertyWrapper(among attributes: [AttributeSyntax]) -> (AttributeSyntax, TypeDecl)? {
        for a in attributes {
            let written = a.attributeName.trimmedDescription
            if let w = typeDecl(String(written.prefix { $0 != "<" })), w.attributes.contains("propertyWrapper") { return (a, w) }
        }
        return nil
    }

    /// A new wrapper for a property: `Wrapper(wrappedValue: value, <attribute's arguments>)`, or
    /// without a wrapped value when there is none.
    func makeWrapper(_ attribute: AttributeSyntax, _ wrapper: TypeDecl, wrappedValue: Value?, _ scope: Scope) throws -> Value {
        var items: [Arg] = []
        if let wrappedValue { items.append(Arg(label: "wrappedValue", value: wrappedValue)) }
        if case .argumentList(let list)? = attribute.arguments {
            items += try evalArgs(list, trailing: nil, additional: nil, scope, node: Syntax(attribute)).items
        }
        return try instantiate(wrapper, Args(items, node: Syntax(attribute)), node: Syntax(attribute))
    }

    /// A wrapped property's initial storage: the wrapper made from the declared value, else from
    /// the attribute's arguments alone (nil when the wrapper needs a wrapped value then: the
    /// initialiser gives it).
    func initialWrapper(_ p: StoredProperty, _ attribute: AttributeSyntax, _ wrapper: TypeDecl, _ scope: Scope) throws -> Value? {
        if let e = p.initializer {
            var v = try typedEval(e, as: p.type, scope) ?? eval(e, scope)
            if let t = p.type { v = try coerce(v, to: t, node: Syntax(e)) }
            return try makeWrapper(attribute, wrapper, wrappedValue: v, scope)
        }
        guard case .argumentList? = attribute.arguments else { return nil }
        do { return try makeWrapper(attribute, wrapper, wrappedValue: nil, scope) } catch let e as EvalError where e.message.hasPrefix("missing argument") {
            return nil
        }
    }

    /// The wrapped value of a wrapper instance.
    func wrappedValue(of storage: Value?, node: Syntax?) throws -> Value {
        guard case .instance(let w)? = storage else { return storage ?? .null }
        return try instanceMember(w, "wrappedValue", node: node) ?? .null
    }

    /// Sets a wrapped property: the wrapper's `wrappedValue`, or a new wrapper made with it when
    /// the property has none yet (an initialiser's `self.name = name`).
    func setWrapped(_ i: Instance, _ name: String, _ attribute: AttributeSyntax, _ wrapper: TypeDecl, _ value: Value, node: Syntax?) throws {
        if case .instance(let w)? = i.fields[name] {
            try setInstanceMember(w, "wrappedValue", value, node: node)
        } else {
            i.fields[name] = try makeWrapper(attribute, wrapper, wrappedValue: value, typeScope(i.decl, selfValue: .instance(i)))
        }
    }
}
