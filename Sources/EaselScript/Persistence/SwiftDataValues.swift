import Foundation
import SwiftSyntax
import Easel

/// SwiftData as a preview sees it. A `ModelContainer` is an in-memory `ModelStore`, empty when it
/// is made, whatever its configuration says (a render never reads an app's saved data); its
/// contexts share it. `@Query` fetches from the context in the environment, as SwiftUI's does,
/// and a view shown with no container gets an empty one, so its lists are empty rather than the
/// crash a preview without `.modelContainer` gives. `@Model` classes are the script's classes;
/// their `@Attribute`, `@Relationship` and `@Transient` markers change nothing here.
enum SwiftData {
    /// `ModelContainer(for: Book.self, configurations: config)`, `.modelContainer(for: Book.self)`.
    final class Container: CustomStringConvertible {
        let store = ModelStore()
        /// The model types it was made for, by name.
        let modelTypes: [String]
        private(set) lazy var mainContext = Context(container: self)

        init(modelTypes: [String]) { self.modelTypes = modelTypes }

        var description: String { "ModelContainer(for: \(modelTypes.joined(separator: ", ")))" }
    }

    /// `container.mainContext`, `ModelContext(container)`, `@Environment(\.modelContext)`.
    final class Context: CustomStringConvertible {
        let container: Container
        var autosaveEnabled = true
        init(container: Container) { self.container = container }
        var description: String { "ModelContext" }
    }

    /// `ModelConfiguration(isStoredInMemoryOnly: true)`: every configuration is in memory here.
    struct Configuration: CustomStringConvertible {
        let inMemory: Bool
        var description: String { "ModelConfiguration(isStoredInMemoryOnly: \(inMemory))" }
    }

    /// `Schema([Book.self, Author.self])`.
    struct Schema: CustomStringConvertible {
        let modelTypes: [String]
        var description: String { "Schema(\(modelTypes.joined(separator: ", ")))" }
    }

    /// `FetchDescriptor<Book>(predicate:sortBy:)`, with its settable `fetchLimit` and `fetchOffset`
    /// (a class, so that `descriptor.fetchLimit = 10` changes the value the variable holds).
    final class FetchDescriptor: CustomStringConvertible {
        var spec: FetchSpec
        init(spec: FetchSpec) { self.spec = spec }
        var description: String { "FetchDescriptor<\(spec.typeName ?? "_")>" }
    }

    /// `Query(filter:sort:)` assigned to a `@Query` property's storage in an initialiser
    /// (`_books = Query(sort: order)`): the fetch, whose type the property declares.
    struct Query: CustomStringConvertible {
        var spec: FetchSpec
        var description: String { "Query" }
    }
}

/// The SwiftData names scripts use, made and answered here.
enum SwiftDataValues {
    static let typeNames: Set<String> = [
        "ModelContainer", "ModelConfiguration", "ModelContext", "FetchDescriptor", "Schema", "Query", "SortDescriptor",
        "NSSortDescriptor", "SortOrder", "KeyPathComparator",
    ]
    /// Of these, the names apps also give their own types (`enum SortDescriptor`, `struct Query`).
    static let shadowable: Set<String> = ["Query", "Schema", "SortDescriptor", "SortOrder"]

    /// The environment's storage name for the model context.
    static let contextKey = "swiftData.modelContext"

    static func construct(_ type: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard typeNames.contains(type) else { return nil }
        var r = ArgReader(args, type, ev, node: node)
        let result: Value
        switch type {
        case "ModelConfiguration":
            // `ModelConfiguration(isStoredInMemoryOnly: true)`, `(for: Book.self, url:, allowsSave:, …)`.
            let inMemory = try r.named("isStoredInMemoryOnly").map { try Conversions.bool($0.value, node: $0.node) } ?? false
            r.skipRemaining()
            result = .native(SwiftData.Configuration(inMemory: inMemory))
        case "Schema":
            var types: [String] = []
            for a in args.items where a.label == nil || a.label == "versionedSchema" { types += try modelTypes(a.value, node: a.node) }
            r.skipRemaining()
            result = .native(SwiftData.Schema(modelTypes: types))
        case "ModelContainer":
            // `ModelContainer(for: Book.self, Author.self, configurations: config)`: the types follow
            // `for:` unlabelled (variadic); the configurations, migration plan and the rest change nothing.
            var types: [String] = []
            var inTypes = false
            for a in args.items {
                if a.label == "for" { inTypes = true } else if a.label != nil { inTypes = false }
                if inTypes { types += try modelTypes(a.value, node: a.node) }
            }
            r.skipRemaining()
            // SwiftUI keeps a view whose state did not change, so a container a view or modifier
            // makes in its initialiser (Backyard Birds' preview container, filled in `onAppear`)
            // lives through the screen's updates; Easel evaluates the views again after
            // `onAppear`, so the call that made a container gives that one again.
            if let id = node?.id, let made = ev.modelContainers[id] { return made }
            result = .native(SwiftData.Container(modelTypes: types))
            if let id = node?.id { ev.modelContainers[id] = result }
        case "ModelContext":
            guard let a = r.positional(), case .native(let c as SwiftData.Container) = a.value else { throw r.missing("a ModelContainer") }
            result = .native(SwiftData.Context(container: c))
        case "FetchDescriptor":
            var spec = FetchSpec()
            spec.typeName = FetchSpec.genericArgument(of: node)
            if let p = r.named("predicate") { spec.predicate = try predicate(p, &spec) }
            if let s = r.named("sortBy") { spec.sort = try ScriptSortDescriptor.list(s.value, node: s.node) }
            result = .native(SwiftData.FetchDescriptor(spec: spec))
        case "Query":
            result = .native(SwiftData.Query(spec: try querySpec(&r)))
        case "SortDescriptor", "KeyPathComparator":
            // Foundation's `KeyPathComparator(\Person.name, order: .reverse)` sorts as the
            // `SortDescriptor` of that key path does (strings `.localizedStandard`).
            result = try ScriptSortDescriptor.construct(&r, node: node)
        case "NSSortDescriptor":
            result = try ScriptSortDescriptor.constructNS(&r, node: node)
        default: return nil
        }
        try r.finish()
        return result
    }

    /// `@Query(…)` and `Query(…)`: `filter:` (a predicate), `sort:` (a key path with `order:`, a
    /// descriptor or an array of them), or a `FetchDescriptor`; `animation:` and `transaction:`
    /// change nothing in a still image.
    static func querySpec(_ r: inout ArgReader) throws -> FetchSpec {
        var spec = FetchSpec()
        if let d = r.positional() {
            guard case .native(let f as SwiftData.FetchDescriptor) = d.value else {
                throw EvalError("Query(_:) takes a FetchDescriptor, got \(d.value.typeName)", d.node)
            }
            spec = f.spec
        }
        if let f = r.named("filter") { spec.predicate = try predicate(f, &spec) }
        if let s = r.named("sort") {
            if case .native(let kp as KeyPathName) = s.value {
                let reverse = try r.named("order").map { try ScriptSortDescriptor.isReverse($0) } ?? false
                spec.sort = [ScriptSortDescriptor(keyPath: kp, reverse: reverse, strings: .localizedStandard)]
            } else {
                spec.sort = try ScriptSortDescriptor.list(s.value, node: s.node)
            }
        }
        _ = r.named("animation")
        _ = r.named("transaction")
        return spec
    }

    private static func predicate(_ a: Arg, _ spec: inout FetchSpec) throws -> ScriptPredicate? {
        switch a.value {
        case .null: return nil
        case .native(let p as ScriptPredicate):
            if spec.typeName == nil { spec.typeName = p.typeName }
            return p
        default: throw EvalError("expected a #Predicate, got \(a.value.typeName)", a.node)
        }
    }

    /// `Book.self`, `[Book.self, Author.self]`, a `Schema`: the model types' names.
    private static func modelTypes(_ v: Value, node: Syntax?) throws -> [String] {
        switch v {
        case .type(let t): return [t.name]
        case .array(let xs): return try xs.flatMap { try modelTypes($0, node: node) }
        case .native(let s as SwiftData.Schema): return s.modelTypes
        case .native(is SwiftData.Configuration): return []
        default: throw EvalError("expected a model type such as Book.self, got \(v.typeName)", node)
        }
    }

    /// `SortOrder.forward`, `SortOrder.reverse`.
    static func staticMember(_ type: String, _ name: String) -> Value? {
        guard type == "SortOrder", name == "forward" || name == "reverse" else { return nil }
        return .implicitMember(name, nil)
    }

    static func member(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .native(let c as SwiftData.Container):
            switch name {
            case "mainContext": return .native(c.mainContext)
            case "schema": return .native(SwiftData.Schema(modelTypes: c.modelTypes))
            default: return nil
            }
        case .native(let c as SwiftData.Context):
            switch name {
            case "container": return .native(c.container)
            case "autosaveEnabled": return .bool(c.autosaveEnabled)
            case "hasChanges": return .bool(false)
            case "undoManager": return .null
            case "insertedModelsArray": return .array(c.container.store.objects.map { .instance($0) })
            default: return nil
            }
        case .native(let d as SwiftData.FetchDescriptor):
            switch name {
            case "fetchLimit": return d.spec.limit.map { .int($0) } ?? .null
            case "fetchOffset": return d.spec.offset.map { .int($0) } ?? .null
            case "sortBy": return .array(d.spec.sort.map { .native($0) })
            case "predicate": return d.spec.predicate.map { .native($0) } ?? .null
            default: return nil
            }
        case .native(let s as ScriptSortDescriptor): return s.member(name)
        case .native(let c as SwiftData.Configuration):
            return name == "isStoredInMemoryOnly" ? .bool(c.inMemory) : nil
        default: return nil
        }
    }

    static func callMethod(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        switch base {
        case .native(let p as ScriptPredicate) where name == "evaluate":
            guard args.items.count == 1 else { throw EvalError("evaluate(_:) takes one value", node) }
            return .bool(try p.evaluate(args.items[0].value, ev, node: node))
        case .native(let c as SwiftData.Container):
            switch name {
            case "deleteAllData", "erase":
                c.store.deleteAll()
                return .void
            default: return nil
            }
        case .native(let c as SwiftData.Context):
            return try contextMethod(c, name, args, ev, node: node)
        default: return nil
        }
    }

    private static func contextMethod(_ c: SwiftData.Context, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        var r = ArgReader(args, name, ev, node: node)
        let store = c.container.store
        let result: Value
        switch name {
        case "insert":
            guard let a = r.positional() else { throw r.missing("a model object") }
            store.insert(try modelObject(a))
            result = .void
        case "delete":
            if let m = r.named("model") {
                // `delete(model: Book.self, where: predicate)`.
                guard case .type(let t) = m.value else { throw EvalError("'model:' expects a model type such as Book.self", m.node) }
                var spec = FetchSpec()
                spec.typeName = t.name
                if let w = r.named("where") { spec.predicate = try predicate(w, &spec) }
                _ = r.named("includeSubclasses")
                for case .instance(let i) in try spec.run(on: store, ev, node: node) { store.delete(i) }
            } else {
                guard let a = r.positional() else { throw r.missing("a model object") }
                store.delete(try modelObject(a))
            }
            result = .void
        case "save", "processPendingChanges", "rollback":
            result = .void
        case "fetch", "fetchCount":
            guard let a = r.positional(), case .native(let d as SwiftData.FetchDescriptor) = a.value else { throw r.missing("a FetchDescriptor") }
            let found = try d.spec.run(on: store, ev, node: node)
            result = name == "fetch" ? .array(found) : .int(found.count)
        case "transaction":
            guard let (closure, n) = r.closure("block") else { throw r.missing("a closure") }
            _ = try ev.call(closure, Args(), node: n)
            result = .void
        default: return nil
        }
        try r.finish()
        return result
    }

    private static func modelObject(_ a: Arg) throws -> Instance {
        guard case .instance(let i) = a.value, i.decl.kind == .classType else {
            throw EvalError("expected an object of a @Model class, got \(a.value.typeName)", a.node)
        }
        return i
    }

    /// `context.autosaveEnabled = false`, `descriptor.fetchLimit = 10`.
    static func setMember(_ base: Value, _ name: String, _ value: Value, node: Syntax?) throws -> Bool {
        switch (base, name) {
        case (.native(let c as SwiftData.Context), "autosaveEnabled"):
            c.autosaveEnabled = try Conversions.bool(value, node: node)
        case (.native(let d as SwiftData.FetchDescriptor), "fetchLimit"):
            d.spec.limit = value == .null ? nil : try Conversions.int(value, node: node)
        case (.native(let d as SwiftData.FetchDescriptor), "fetchOffset"):
            d.spec.offset = value == .null ? nil : try Conversions.int(value, node: node)
        case (.native(let d as SwiftData.FetchDescriptor), "sortBy"):
            d.spec.sort = try ScriptSortDescriptor.list(value, node: node)
        case (.native(let d as SwiftData.FetchDescriptor), "predicate"):
            guard case .native(let p as ScriptPredicate) = value else {
                if value == .null { d.spec.predicate = nil; return true }
                throw EvalError("expected a #Predicate, got \(value.typeName)", node)
            }
            d.spec.predicate = p
        case (.native(is SwiftData.FetchDescriptor), "includePendingChanges"), (.native(is SwiftData.FetchDescriptor), "propertiesToFetch"),
            (.native(is SwiftData.FetchDescriptor), "relationshipKeyPathsForPrefetching"):
            break  // how a real store loads objects; the same objects are found
        default: return false
        }
        return true
    }

    // MARK: Views

    static let modifiers: [ModifierDeclaration] = [
        // `.modelContainer(for: Book.self, inMemory: true)`, `.modelContainer(container)`.
        ModifierDeclaration("modelContainer", labels: ["for", "inMemory", "isAutosaveEnabled", "isUndoEnabled", "onSetup"]) { view, r, ev in
            let container: SwiftData.Container
            if let f = r.named("for") {
                container = SwiftData.Container(modelTypes: try modelTypes(f.value, node: f.node))
                r.skipRemaining()
            } else {
                // `.modelContainer(container)`, `.modelContainer(.preview)` (a static the app's extension declares).
                guard let a = r.positional() else { throw r.missing("a ModelContainer or 'for:' model types") }
                container = try Conversions.native(a.value, SwiftData.Container.self, "ModelContainer", ev, node: a.node)
            }
            return settingContext(view, container.mainContext)
        },
        // `.modelContext(context)`.
        ModifierDeclaration("modelContext") { view, r, ev in
            guard let a = r.positional() else { throw r.missing("a ModelContext") }
            return settingContext(view, try Conversions.native(a.value, SwiftData.Context.self, "ModelContext", ev, node: a.node))
        },
    ]

    /// `@Environment(\.modelContext)`: the context set above the view, else one on an empty container.
    static let environmentKeys: [EnvironmentKeyDeclaration] = [
        EnvironmentKeyDeclaration("modelContext", read: { .native(context(in: $0)) }) { view, v, ev in
            settingContext(view, try Conversions.native(v.value, SwiftData.Context.self, "ModelContext", ev, node: v.node))
        }
    ]

    private static func settingContext(_ view: AnyView, _ c: SwiftData.Context) -> AnyView {
        AnyView(view.transformEnvironment(\.self) { env in env[dynamicKey: contextKey] = c })
    }

    /// The model context of an environment: the one a `.modelContainer` above set, else a context
    /// on a new, empty container.
    static func context(in env: EnvironmentValues?) -> SwiftData.Context {
        if let c = env?[dynamicKey: contextKey] as? SwiftData.Context { return c }
        return SwiftData.Container(modelTypes: []).mainContext
    }
}

extension Evaluator {
    /// The value of a `@Query` property: the objects of its element type in the environment's
    /// model context, fetched as the property's `Query` (set by an initialiser) or its attribute says.
    func queryResults(_ i: Instance, _ p: StoredProperty, attribute: AttributeSyntax, node: Syntax?) throws -> Value {
        var spec: FetchSpec
        if case .native(let q as SwiftData.Query)? = i.fields[p.name] {
            spec = q.spec
        } else if case .argumentList(let list)? = attribute.arguments {
            let args = try evalArgs(list, trailing: nil, additional: nil, typeScope(i.decl, selfValue: .instance(i)), node: Syntax(attribute))
            var r = ArgReader(args, "Query", self, node: Syntax(attribute))
            spec = try SwiftDataValues.querySpec(&r)
            try r.finish()
        } else {
            spec = FetchSpec()
        }
        if let t = p.type { spec.typeName = TypeNames.elementType(resolvingAliases(t)) ?? spec.typeName }
        // `@Query private var models: [Model]` in a generic view: the type `Model` stands for.
        if let name = spec.typeName, Self.genericParameters(in: i.decl).contains(name), let bound = genericArguments(of: i)[name] {
            spec.typeName = bound.name
        }
        let context = SwiftDataValues.context(in: i.context?.environment)
        return .array(try spec.run(on: context.container.store, self, node: node ?? Syntax(attribute)))
    }
}
