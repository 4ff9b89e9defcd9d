import Foundation
import SwiftSyntax

/// A stored property of a script type, with what its attributes mean.
struct StoredProperty {
    enum Wrapper {
        case none, state, environment(String), binding, observed, environmentObject(String), namespace, scaledMetric(String)
        /// `@Query(sort: \Book.title) var books: [Book]`: fetched from the environment's model context.
        case query(AttributeSyntax)
        /// `@FetchRequest(sortDescriptors: []) var items: FetchedResults<Item>`: fetched from the
        /// environment's managed object context.
        case fetchRequest(AttributeSyntax)
        /// `@UserDefault("name", defaultValue: "") var name: String`: a property wrapper the script
        /// declares, whose instance is the property's storage (see CustomPropertyWrappers.swift).
        case custom(AttributeSyntax, TypeDecl)
        /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate`: the app's delegate, an
        /// instance of the named class the system makes; never an initialiser argument.
        case applicationDelegate(String)
    }
    var name: String
    var type: String?
    var initializer: ExprSyntax?
    var wrapper: Wrapper
    var isBuilder: Bool
    /// A custom result builder's attribute (`@ActionBuilder var actions: [Action]`).
    var resultBuilder: String? = nil
    var isLet: Bool
    /// The start value a wrapper gives a property declared without one (`@Namespace var ns`).
    var implicitDefault: Value? = nil
    /// `willSet` / `didSet`, run when the property is set.
    var observers: AccessorBlockSyntax? = nil
    /// Attributes that are none of SwiftUI's wrappers: one may name a property wrapper the script
    /// declares, known once every type is read (`Evaluator.resolveCustomPropertyWrappers`).
    var otherAttributes: [AttributeSyntax] = []
    /// `lazy var`: its initializer runs at the first read, when the rest of the instance (which it
    /// may read through `self`) exists, and not at all when the property is set first.
    var isLazy = false

    /// The declared type, else the type Swift infers from an initializer that calls a type's
    /// initializer (`var id = UUID()` is a UUID); nil otherwise.
    var typeOrInferred: String? {
        if let type { return type }
        guard let call = initializer?.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            callee.baseName.text.first?.isUppercase == true
        else { return nil }
        return callee.baseName.text
    }
}

/// A struct, class or enum declared by the script (or the members a script adds to one of Easel's
/// types in an extension: `extension VerticalAlignment { static let feet = … }`).
package final class TypeDecl {
    enum Kind { case structure, classType, enumeration, builtinExtension }
    /// The type's name; a nested type whose name another nested type shares is qualified by its
    /// owner (`LayoutHStack.Alignment`) once every file is read (`qualifyAmbiguousNestedTypes`).
    private(set) var name: String
    let kind: Kind
    var genericParams: [String] = []
    /// The protocol each generic parameter is constrained to where written in its clause
    /// (`S` → `Shape` for `<S: Shape>`).
    var genericConstraints: [String: String] = [:]
    var conformances: [String] = []
    /// The attributes written before the declaration, by name (`Model` for `@Model final class`).
    var attributes: [String] = []
    var storedOrder: [String] = [] { didSet { memberwiseParameters = nil } }
    var stored: [String: StoredProperty] = [:] { didSet { memberwiseParameters = nil } }
    /// The stored properties a memberwise initialiser takes, in order, once found
    /// (`Evaluator.memberwiseParameters`); forgotten whenever the stored properties change.
    var memberwiseParameters: [StoredProperty]?
    /// Computed properties by name. This and the other members marked `@exclusivity(unchecked)`
    /// are read at calls and written while the script's declarations are collected (and
    /// `nonMembers` in one insertion), never during an access of the same member: the run-time
    /// check of exclusive access finds nothing.
    @exclusivity(unchecked) var computed: [String: PatternBindingSyntax] = [:]
    @exclusivity(unchecked) var methods: [String: [FunctionDeclSyntax]] = [:]
    var inits: [InitializerDeclSyntax] = []
    /// Instance subscripts (`subscript(safe index: Int) -> Element?`), read through `UserSubscripts`.
    var subscripts: [SubscriptDeclSyntax] = []
    /// Static subscripts (`static subscript<P>(key: Key<P>) -> Key<P>`: `Notifications[.didLoad]`).
    var staticSubscripts: [SubscriptDeclSyntax] = []
    /// How many of `inits` the type's own body declares (the rest come from extensions, which
    /// leave Swift's implicit memberwise or default initialiser in place).
    var bodyInitCount = 0
    var staticVars: [String: PatternBindingSyntax] = [:]
    /// Static properties that came from a protocol extension limited to this type (`where Self == T`).
    var constrainedStatics: Set<String> = []
    @exclusivity(unchecked) var staticFuncs: [String: [FunctionDeclSyntax]] = [:]
    var staticCache: [String: Value] = [:]
    /// The type (or extension) this one is declared in, whose static members its body names
    /// unqualified, as Swift's lexical scope allows (`localized(…)` inside `L10n.HomePage`).
    weak var outer: TypeDecl?
    /// Names an implicit `self` of this type was found not to have (`Color` read inside a
    /// view's body): members come from declarations, which do not change once the file is
    /// loaded, so each such name is looked for once.
    @exclusivity(unchecked) var nonMembers: Set<String> = []
    /// For a subclass: the class each inherited method (by name, and `init` for inherited
    /// initialisers) was declared in, whose superclass a `super` in its body means.
    var inheritedFrom: [String: TypeDecl] = [:]
    var cases: [String: Int] = [:]
    var caseOrder: [String] = []
    var rawValues: [String: ExprSyntax] = [:]
    /// The declared types of each case's associated values (`case custom(CGFloat)`).
    var casePayloadTypes: [String: [String]] = [:]
    var nested: [String: TypeDecl] = [:]
    /// Typealiases inside the type (`typealias Value = CGFloat`).
    var aliases: [String: String] = [:]
    let syntax: Syntax?

    init(name: String, kind: Kind, syntax: Syntax?) {
        self.name = name
        self.kind = kind
        self.syntax = syntax
    }

    /// Renames a nested type to its qualified name (`Evaluator.qualifyAmbiguousNestedTypes`).
    func qualify(_ qualified: String) { name = qualified }

    /// A SwiftUI view, or a UIKit view or view controller wrapped as one (drawn as empty space).
    var isView: Bool { conformances.contains("View") || isUIKitRepresentable }
    /// A `UIViewRepresentable` or `UIViewControllerRepresentable`: a view whose body is UIKit's.
    var isUIKitRepresentable: Bool { conformances.contains("UIViewRepresentable") || conformances.contains("UIViewControllerRepresentable") }
    var isViewModifier: Bool { conformances.contains("ViewModifier") }

    /// Every member name (for suggestions).
    var memberNames: [String] {
        storedOrder + Array(computed.keys) + Array(methods.keys) + Array(staticVars.keys) + Array(staticFuncs.keys) + caseOrder
    }

    /// Adds the members of a body (`struct … { members }` or `extension … { members }`).
    /// `constrained`: the body is a protocol extension limited to this type (`extension ShapeStyle
    /// where Self == Color`), whose static properties give way to the type's own of the same name,
    /// as Swift prefers the concrete type's member (`static var brand: Color { .brand }` there
    /// names `Color.brand`).
    func addMembers(_ members: MemberBlockItemListSyntax, _ conditions: CompilationConditions, constrained: Bool = false) throws {
        for item in members {
            let decl = item.decl
            if let c = decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = try conditions.activeClause(c)?.elements { try addMembers(inner, conditions, constrained: constrained) }
            } else if let v = decl.as(VariableDeclSyntax.self) {
                addVariable(v, constrained: constrained)
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                let n = f.name.plainText
                if TypeDecl.isStatic(f.modifiers) { staticFuncs[n, default: []].append(f) } else { methods[n, default: []].append(f) }
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                inits.append(i)
            } else if let sd = decl.as(SubscriptDeclSyntax.self) {
                if TypeDecl.isStatic(sd.modifiers) { staticSubscripts.append(sd) } else { subscripts.append(sd) }
            } else if let c = decl.as(EnumCaseDeclSyntax.self) {
                for e in c.elements {
                    let n = e.name.plainText
                    cases[n] = e.parameterClause?.parameters.count ?? 0
                    casePayloadTypes[n] = e.parameterClause?.parameters.map { $0.type.trimmedDescription } ?? []
                    caseOrder.append(n)
                    if let raw = e.rawValue?.value { rawValues[n] = raw }
                }
            } else if let t = try TypeDecl.make(decl, conditions) {
                t.outer = self
                nested[t.name] = t
            } else if let a = decl.as(TypeAliasDeclSyntax.self) {
                aliases[a.name.plainText] = a.initializer.value.trimmedDescription
            }
        }
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.plainText == "static" || $0.name.plainText == "class" }
    }

    private func addVariable(_ v: VariableDeclSyntax, constrained: Bool) {
        let isStatic = TypeDecl.isStatic(v.modifiers)
        let isLet = v.bindingSpecifier.text == "let"
        var wrapper = StoredProperty.Wrapper.none
        var wrapperName = ""
        var isBuilder = false
        var others: [AttributeSyntax] = []
        let declaredType = v.bindings.first?.typeAnnotation?.type.typeText
        for attr in v.attributes {
            guard let a = attr.as(AttributeSyntax.self) else { continue }
            if a.attributeName.trimmedDescription == "ViewBuilder" { isBuilder = true }
            if let w = PropertyWrappers.wrapper(a, type: declaredType) {
                wrapper = w
                wrapperName = a.attributeName.trimmedDescription
            } else if a.attributeName.trimmedDescription.first?.isUppercase == true {
                others.append(a)
            }
        }
        for b in v.bindings {
            guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainText else { continue }
            if isStatic {
                if constrained {
                    if staticVars[name] != nil { continue }
                    constrainedStatics.insert(name)
                } else {
                    constrainedStatics.remove(name)
                }
                staticVars[name] = b
            } else if let block = b.accessorBlock, !Evaluator.isObserverBlock(block) {
                computed[name] = b
            } else {
                storedOrder.append(name)
                // `var x, y: Double`: a name without a type or a value has the next one's type.
                let type = (b.typeAnnotation ?? (b.initializer == nil ? TypeDecl.sharedAnnotation(after: b, in: v.bindings) : nil))?
                    .type.typeText
                stored[name] = StoredProperty(
                    name: name, type: type,
                    initializer: b.initializer?.value, wrapper: wrapper, isBuilder: isBuilder,
                    resultBuilder: wrapperName.isEmpty ? ResultBuilders.attribute(v.attributes) : nil, isLet: isLet,
                    implicitDefault: PropertyWrappers.implicitDefault(wrapper, attribute: wrapperName, type: type),
                    observers: b.accessorBlock, otherAttributes: others)
                stored[name]?.isLazy = v.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
            }
        }
    }

    /// The type annotation the bindings after `b` share with it (`var x, y: Double`).
    static func sharedAnnotation(after b: PatternBindingSyntax, in list: PatternBindingListSyntax) -> TypeAnnotationSyntax? {
        guard let i = list.firstIndex(where: { $0.id == b.id }) else { return nil }
        for next in list[list.index(after: i)...] {
            if let t = next.typeAnnotation { return t }
            if next.initializer != nil { return nil }
        }
        return nil
    }

    /// Inside a type, its nested types shadow SwiftUI's of the same name: a view's
    /// `enum Alignment { … }` makes `@State var alignment: Alignment = .center` one of its cases.
    /// Stored properties' types that name a nested type are written qualified (`ContentView.Alignment`).
    func qualifyNestedTypeNames() {
        guard !nested.isEmpty else { return }
        for (key, p) in stored {
            guard let type = p.type else { continue }
            let qualified = TypeNames.qualifying(type, names: Set(nested.keys), in: name)
            if qualified != type { stored[key]?.type = qualified }
        }
    }

    /// A type declaration, or nil for other declarations.
    static func make(_ decl: DeclSyntax, _ conditions: CompilationConditions) throws -> TypeDecl? {
        func inherited(_ c: InheritanceClauseSyntax?) -> [String] {
            c?.inheritedTypes.map { ModuleNames.unqualified($0.type.trimmedDescription) } ?? []
        }
        func attributes(_ list: AttributeListSyntax) -> [String] {
            list.compactMap { $0.as(AttributeSyntax.self).map { ModuleNames.unqualified($0.attributeName.trimmedDescription) } }
        }
        /// A struct, class, actor or enum: its name, generic parameters, conformances, attributes
        /// and members.
        func group(_ g: some DeclGroupSyntax & NamedDeclSyntax, _ kind: Kind, generics: GenericParameterClauseSyntax?) throws -> TypeDecl {
            let t = TypeDecl(name: g.name.plainText, kind: kind, syntax: Syntax(g))
            t.genericParams = generics?.parameters.map { $0.name.plainText } ?? []
            for p in generics?.parameters ?? [] {
                if let c = p.inheritedType { t.genericConstraints[p.name.plainText] = ModuleNames.unqualified(c.trimmedDescription) }
            }
            t.conformances = inherited(g.inheritanceClause)
            t.attributes = attributes(g.attributes)
            try t.addMembers(g.memberBlock.members, conditions)
            t.bodyInitCount = t.inits.count
            t.qualifyNestedTypeNames()
            return t
        }
        if let s = decl.as(StructDeclSyntax.self) { return try group(s, .structure, generics: s.genericParameterClause) }
        if let c = decl.as(ClassDeclSyntax.self) { return try group(c, .classType, generics: c.genericParameterClause) }
        // `actor Counter { … }`: a reference type whose methods a script calls with `await`, which
        // runs at once; its isolation changes no value a single-threaded script computes.
        if let a = decl.as(ActorDeclSyntax.self) { return try group(a, .classType, generics: a.genericParameterClause) }
        // An enum's generic parameters are not bound from its values (its cases' payloads name them).
        if let e = decl.as(EnumDeclSyntax.self) { return try group(e, .enumeration, generics: nil) }
        return nil
    }
}

extension TypeDecl {
    /// An app's data type (`struct Transaction: Identifiable, Codable`) rather than a view or a copy
    /// of a SwiftUI type: a struct or class that is identifiable or coded and is not a view.
    var isModel: Bool {
        guard kind != .enumeration, !conformances.contains("View") else { return false }
        return conformances.contains { ["Identifiable", "Codable", "Decodable", "Encodable", "NSManagedObject"].contains($0) }
    }

    /// Whether a project file's declaration of this type is the app's own even though Easel has a
    /// type of that name: an app's model (`isModel`), or a struct or class holding stored
    /// properties that is neither a view nor a shape (`struct Product { let name: String }` beside
    /// StoreKit's `Product`, an app's `struct BackgroundStyle: ViewModifier`, a SwiftData `@Model
    /// class Transaction`). An empty declaration, or a view or shape named as SwiftUI's (a copy of
    /// `struct Text: View`), is not: Easel's stays.
    var isAppsOwnType: Bool {
        if isModel { return true }
        guard kind == .structure || kind == .classType, !conformances.contains("View"), !conformances.contains("Shape") else { return false }
        return !stored.isEmpty
    }
}

extension StoredProperty.Wrapper {
    /// Whether the property is declared with a property wrapper (`@State`, `@Binding`, `@FocusState`…).
    var isWrapper: Bool {
        if case .none = self { return false }
        return true
    }
}
