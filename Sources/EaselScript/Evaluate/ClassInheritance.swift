import SwiftSyntax

/// Classes that inherit from a class the script declares (`final class Dog: Animal`): the
/// subclass has its superclass's stored and computed properties, methods and static members
/// where it does not declare its own (an `override` is its own), and its superclass's
/// initialisers when it declares none, as Swift's rules of initialiser inheritance give them. A
/// method's `self` is the object itself, so a superclass method calling an overridden one runs
/// the subclass's.
extension Evaluator {
    /// The class a script class inherits from, when the script declares it (Swift names the
    /// superclass first in the inheritance clause).
    func superclass(of d: TypeDecl) -> TypeDecl? {
        guard d.kind == .classType, let first = d.conformances.first, let s = types[first], s.kind == .classType, s !== d else {
            return nil
        }
        return s
    }

    /// Whether an instance of `decl` is a `target` (`pet as? Dog`): the type itself or one of its
    /// superclasses.
    func isKind(_ decl: TypeDecl, of target: TypeDecl) -> Bool {
        var next: TypeDecl? = decl
        for _ in 0..<64 {
            guard let d = next else { return false }
            if d === target { return true }
            next = superclass(of: d)
        }
        return false
    }

    /// Copies each superclass's members into its subclasses, bases first.
    func inheritSuperclassMembers() {
        var done = Set<ObjectIdentifier>()
        func inherit(_ d: TypeDecl, depth: Int) {
            guard depth < 64, done.insert(ObjectIdentifier(d)).inserted, let s = superclass(of: d) else { return }
            inherit(s, depth: depth + 1)
            let inheritedStored = s.storedOrder.filter { d.stored[$0] == nil }
            for n in inheritedStored { d.stored[n] = s.stored[n] }
            d.storedOrder = inheritedStored + d.storedOrder
            for (k, v) in s.computed where d.computed[k] == nil && d.stored[k] == nil { d.computed[k] = v }
            for (k, v) in s.methods where d.methods[k] == nil {
                d.methods[k] = v
                d.inheritedFrom[k] = s.inheritedFrom[k] ?? s
            }
            for (k, v) in s.staticVars where d.staticVars[k] == nil { d.staticVars[k] = v }
            for (k, v) in s.staticFuncs where d.staticFuncs[k] == nil { d.staticFuncs[k] = v }
            for (k, v) in s.nested where d.nested[k] == nil { d.nested[k] = v }
            if d.subscripts.isEmpty { d.subscripts = s.subscripts }
            if d.inits.isEmpty {
                d.inits = s.inits
                d.bodyInitCount = s.bodyInitCount
                d.inheritedFrom["init"] = s.inheritedFrom["init"] ?? s
            }
            d.conformances += s.conformances.filter { !d.conformances.contains($0) }
        }
        for d in Array(types.values) where d.kind == .classType { inherit(d, depth: 0) }
    }

    /// `super.init(…)`: the superclass's initialiser chosen by the arguments, run on the object
    /// being made.
    func superInit(_ d: TypeDecl, on object: Instance, _ args: Args, node: Syntax?) throws {
        guard !d.inits.isEmpty else { return }
        let scope = typeScope(d, selfValue: .instance(object))
        let candidates = d.inits.map { function("\(d.name).init", $0.signature, $0.body, scope: scope) }
        let chosen = firstBinding(candidates, args, orNone: false) ?? candidates[0]
        try runInitializer(chosen, args, node: node)
    }

    /// A type conforming to a script protocol conforms to the protocols that one refines, so
    /// `struct Card: Titled` with `protocol Titled: View` is a view.
    func addRefinedProtocols() {
        addAliasedConformances()
        guard !protocolParents.isEmpty else { return }
        var all: [TypeDecl] = []
        func collect(_ d: TypeDecl, depth: Int) {
            all.append(d)
            if depth < 16 { for n in d.nested.values { collect(n, depth: depth + 1) } }
        }
        for d in Array(types.values) + Array(extensions.values) { collect(d, depth: 0) }
        for d in all {
            var queue = d.conformances
            var seen = Set(queue)
            while let p = queue.popLast() {
                for parent in protocolParents[p] ?? [] where seen.insert(parent).inserted {
                    d.conformances.append(parent)
                    queue.append(parent)
                }
            }
        }
    }
}

extension Evaluator {
    /// A conformance written through a type alias (`typealias ViewControllerRepresentable =
    /// UIViewControllerRepresentable` under `#if os(iOS)`, Apple's Food Truck) also names the
    /// protocols it stands for.
    func addAliasedConformances() {
        guard !typeAliases.isEmpty else { return }
        for d in Array(types.values) + Array(extensions.values) {
            for c in d.conformances {
                guard let target = typeAliases[c] else { continue }
                for p in target.split(separator: "&").map({ $0.trimmingCharacters(in: .whitespaces) }) where !d.conformances.contains(p) {
                    d.conformances.append(p)
                }
            }
        }
    }
}
