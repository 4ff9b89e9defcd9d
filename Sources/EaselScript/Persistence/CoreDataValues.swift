import Foundation
import SwiftSyntax
import Easel

/// Core Data as a preview sees it. An `NSPersistentContainer` is an in-memory `ModelStore`, empty
/// when it is made, whatever its store descriptions say; `loadPersistentStores` succeeds at once;
/// every context made on it (`viewContext`, `newBackgroundContext()`) shares the store, so an
/// object is found as soon as it is made with `Item(context:)`, saved or not. `@FetchRequest`
/// fetches from the context in the environment (`\.managedObjectContext`), which is an empty one
/// when none is set. The entity classes are Xcode's generated ones (`CoreDataModel`) or the app's.
enum CoreData {
    /// `NSPersistentContainer(name: "Model")`.
    final class Container: CustomStringConvertible {
        let name: String
        let store = ModelStore()
        private(set) lazy var viewContext = Context(store: store)
        /// `persistentStoreDescriptions`: settings an app changes before loading, which change nothing here.
        var descriptions = [StoreDescription()]
        init(name: String) { self.name = name }
        var description: String { "NSPersistentContainer(name: \"\(name)\")" }
    }

    /// `container.viewContext`, `NSManagedObjectContext(concurrencyType:)`.
    final class Context: CustomStringConvertible {
        let store: ModelStore
        /// Settings (`automaticallyMergesChangesFromParent`, `mergePolicy`, `name`): kept and read back.
        var settings: [String: Value] = [:]
        var hasChanges = false
        init(store: ModelStore) { self.store = store }
        var description: String { "NSManagedObjectContext" }
    }

    /// `NSPersistentStoreDescription`: its settings are kept and read back, and change nothing.
    final class StoreDescription: CustomStringConvertible {
        var settings: [String: Value] = [:]
        var description: String { "NSPersistentStoreDescription" }
    }

    /// `NSFetchRequest<Item>(entityName: "Item")`, `Item.fetchRequest()` (a class: its settings
    /// change the request the variable holds).
    final class FetchRequest: CustomStringConvertible {
        var spec: FetchSpec
        init(spec: FetchSpec) { self.spec = spec }
        var description: String { "NSFetchRequest<\(spec.typeName ?? "_")>" }
    }

    /// SwiftUI's `FetchRequest(sortDescriptors:predicate:)` assigned to a `@FetchRequest` property's
    /// storage in an initialiser (`_items = FetchRequest(…)`).
    struct SwiftUIFetchRequest: CustomStringConvertible {
        var spec: FetchSpec
        var description: String { "FetchRequest" }
    }

    /// `Item.entity()`: an entity by its class name.
    struct Entity: Hashable, CustomStringConvertible {
        let name: String
        var description: String { name }
    }

    /// A value that stands for an object Core Data keeps and no view draws (a merge policy, a
    /// store coordinator, an object ID).
    struct Opaque: Hashable, CustomStringConvertible {
        let description: String
    }
}

enum CoreDataValues {
    static let typeNames: Set<String> = [
        "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSManagedObjectContext", "NSFetchRequest", "FetchRequest",
        "NSPredicate", "NSCompoundPredicate", "NSEntityDescription", "NSSet", "NSOrderedSet", "NSPersistentStoreDescription",
        "NSMergePolicy", "NSManagedObject",
    ]
    /// Of these, the names apps also give their own types.
    static let shadowable: Set<String> = ["FetchRequest"]

    /// The environment's storage name for the managed object context.
    static let contextKey = "coreData.managedObjectContext"

    /// Constants apps pass to Core Data (`NSInMemoryStoreType`, `NSMergeByPropertyObjectTrumpMergePolicy`).
    static func globalConstant(_ name: String) -> Value? {
        switch name {
        case "NSSQLiteStoreType": return .string("SQLite")
        case "NSInMemoryStoreType": return .string("InMemory")
        case "NSBinaryStoreType": return .string("Binary")
        case "NSMergeByPropertyObjectTrumpMergePolicy", "NSMergeByPropertyStoreTrumpMergePolicy", "NSOverwriteMergePolicy",
            "NSRollbackMergePolicy", "NSErrorMergePolicy":
            return .native(CoreData.Opaque(description: name))
        default: return nil
        }
    }

    /// `NSMergePolicy.mergeByPropertyObjectTrump` and the other policies: how saves settle
    /// conflicts, which a preview never has.
    static func staticMember(_ type: String, _ name: String) -> Value? {
        guard type == "NSMergePolicy",
            ["mergeByPropertyObjectTrump", "mergeByPropertyStoreTrump", "overwrite", "rollback", "error"].contains(name)
        else { return nil }
        return .native(CoreData.Opaque(description: "NSMergePolicy.\(name)"))
    }

    static func construct(_ type: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard typeNames.contains(type) else { return nil }
        var r = ArgReader(args, type, ev, node: node)
        let result: Value
        switch type {
        case "NSPersistentContainer", "NSPersistentCloudKitContainer":
            guard let n = r.named("name") else { throw r.missing("'name:'") }
            _ = r.named("managedObjectModel")
            result = .native(CoreData.Container(name: try Conversions.string(n.value, node: n.node)))
        case "NSManagedObjectContext":
            _ = r.named("concurrencyType")
            result = .native(CoreData.Context(store: ModelStore()))
        case "NSFetchRequest":
            var spec = FetchSpec()
            spec.typeName = try r.named("entityName").map { try Conversions.string($0.value, node: $0.node) } ?? FetchSpec.genericArgument(of: node)
            result = .native(CoreData.FetchRequest(spec: spec))
        case "FetchRequest":
            var spec = try fetchSpec(&r, ev)
            if spec.typeName == nil { spec.typeName = FetchSpec.genericArgument(of: node) }
            result = .native(CoreData.SwiftUIFetchRequest(spec: spec))
        case "NSPredicate":
            if let v = r.named("value") {
                result = .native(NSPredicateValue(value: try Conversions.bool(v.value, node: v.node)))
            } else {
                guard let f = r.named("format") else { throw r.missing("'format:'") }
                var arguments: [Value] = []
                while let a = r.positional() { arguments.append(a.value) }
                if let list = r.named("argumentArray"), case .array(let xs) = list.value { arguments += xs }
                result = .native(try NSPredicateValue(format: try Conversions.string(f.value, node: f.node), arguments: arguments, node: f.node))
            }
        case "NSCompoundPredicate":
            if let a = r.named("andPredicateWithSubpredicates") {
                result = .native(try compound(a, ev) { .and($0, $1) })
            } else if let o = r.named("orPredicateWithSubpredicates") {
                result = .native(try compound(o, ev) { .or($0, $1) })
            } else if let n = r.named("notPredicateWithSubpredicate") {
                result = .native(NSPredicateValue(root: .not(try predicateNode(n)), format: "NOT"))
            } else {
                throw r.missing("'andPredicateWithSubpredicates:', 'orPredicateWithSubpredicates:' or 'notPredicateWithSubpredicate:'")
            }
        case "NSSet", "NSOrderedSet":
            // To-many relationships: an array of the related objects (no duplicates).
            let given = r.named("array") ?? r.named("set") ?? r.named("object")
            r.skipRemaining()
            switch given?.value {
            case nil: result = .array([])
            case .array(let xs)?: result = .array(xs.reduce(into: []) { out, x in if !out.contains(x) { out.append(x) } })
            case let v?: result = .array([v])
            }
        case "NSPersistentStoreDescription":
            r.skipRemaining()
            result = .native(CoreData.StoreDescription())
        default:
            return nil
        }
        try r.finish()
        return result
    }

    /// `FetchRequest(entity:sortDescriptors:predicate:animation:)`, `(sortDescriptors:predicate:)`,
    /// `(fetchRequest:animation:)`: the fetch, its type from `entity:` or the property's declaration.
    static func fetchSpec(_ r: inout ArgReader, _ ev: Evaluator) throws -> FetchSpec {
        var spec = FetchSpec()
        if let f = r.named("fetchRequest") {
            guard case .native(let request as CoreData.FetchRequest) = f.value else {
                throw EvalError("'fetchRequest:' expects an NSFetchRequest, got \(f.value.typeName)", f.node)
            }
            spec = request.spec
        }
        if let e = r.named("entity") {
            guard case .native(let entity as CoreData.Entity) = e.value else {
                throw EvalError("'entity:' expects Item.entity(), got \(e.value.typeName)", e.node)
            }
            spec.typeName = entity.name
        }
        if let s = r.named("sortDescriptors") { spec.sort = try ScriptSortDescriptor.list(s.value, node: s.node) }
        if let p = r.named("predicate") { spec.predicate = try predicate(p) }
        _ = r.named("animation")
        _ = r.named("transaction")
        return spec
    }

    private static func predicate(_ a: Arg) throws -> (any FetchPredicate)? {
        switch a.value {
        case .null: return nil
        case .native(let p as NSPredicateValue): return p
        case .native(let p as ScriptPredicate): return p
        default: throw EvalError("expected an NSPredicate, got \(a.value.typeName)", a.node)
        }
    }

    private static func predicateNode(_ a: Arg) throws -> NSPredicateValue.Node {
        guard case .native(let p as NSPredicateValue) = a.value else { throw EvalError("expected an NSPredicate, got \(a.value.typeName)", a.node) }
        return p.root
    }

    private static func compound(_ a: Arg, _ ev: Evaluator, _ join: (NSPredicateValue.Node, NSPredicateValue.Node) -> NSPredicateValue.Node) throws
        -> NSPredicateValue
    {
        guard case .array(let xs) = a.value else { throw EvalError("expected an array of NSPredicates, got \(a.value.typeName)", a.node) }
        var nodes: [NSPredicateValue.Node] = []
        for x in xs {
            guard case .native(let p as NSPredicateValue) = x else { throw EvalError("expected an NSPredicate, got \(x.typeName)", a.node) }
            nodes.append(p.root)
        }
        guard let first = nodes.first else { return NSPredicateValue(value: true) }
        return NSPredicateValue(root: nodes.dropFirst().reduce(first, join), format: "compound")
    }

    static func member(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .native(let c as CoreData.Container):
            switch name {
            case "viewContext": return .native(c.viewContext)
            case "persistentStoreDescriptions": return .array(c.descriptions.map { .native($0) })
            case "name": return .string(c.name)
            case "persistentStoreCoordinator", "managedObjectModel": return .native(CoreData.Opaque(description: name))
            default: return nil
            }
        case .native(let c as CoreData.Context):
            switch name {
            case "hasChanges": return .bool(c.hasChanges)
            case "registeredObjects", "insertedObjects": return .array(c.store.objects.map { .instance($0) })
            case "persistentStoreCoordinator": return .native(CoreData.Opaque(description: name))
            default: return c.settings[name] ?? (name == "undoManager" || name == "parent" || name == "name" ? .null : nil)
            }
        case .native(let d as CoreData.StoreDescription):
            return d.settings[name] ?? (["url", "type", "configuration", "cloudKitContainerOptions"].contains(name) ? .null : nil)
        case .native(let f as CoreData.FetchRequest):
            switch name {
            case "sortDescriptors": return .array(f.spec.sort.map { .native($0) })
            case "predicate": return f.spec.predicate.map { .native($0) } ?? .null
            case "fetchLimit": return .int(f.spec.limit ?? 0)
            case "fetchOffset": return .int(f.spec.offset ?? 0)
            case "entityName": return f.spec.typeName.map { .string($0) } ?? .null
            default: return nil
            }
        case .native(let e as CoreData.Entity):
            return name == "name" || name == "managedObjectClassName" ? .string(e.name) : nil
        case .native(let p as NSPredicateValue):
            return name == "predicateFormat" ? .string(p.format) : nil
        default: return nil
        }
    }

    static func setMember(_ base: Value, _ name: String, _ value: Value, node: Syntax?) throws -> Bool {
        switch base {
        case .native(let c as CoreData.Context):
            c.settings[name] = value
        case .native(let d as CoreData.StoreDescription):
            d.settings[name] = value
        // `container.persistentStoreDescriptions = [description]` (an in-memory store set up before loading).
        case .native(let c as CoreData.Container) where name == "persistentStoreDescriptions":
            guard case .array(let items) = value, !items.isEmpty else { throw EvalError("persistentStoreDescriptions takes an array of descriptions", node) }
            c.descriptions = try items.map {
                guard case .native(let d as CoreData.StoreDescription) = $0 else {
                    throw EvalError("expected an NSPersistentStoreDescription, got \($0.typeName)", node)
                }
                return d
            }
        case .native(let f as CoreData.FetchRequest):
            switch name {
            case "sortDescriptors": f.spec.sort = try ScriptSortDescriptor.list(value, node: node)
            case "predicate": f.spec.predicate = try predicate(Arg(label: nil, value: value, node: node))
            case "fetchLimit": f.spec.limit = try Conversions.int(value, node: node)
            case "fetchOffset": f.spec.offset = try Conversions.int(value, node: node)
            default: break  // batch sizes, prefetching, faulting: how a real store loads, not what it finds
            }
        default: return false
        }
        return true
    }

    static func callMethod(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        var r = ArgReader(args, name, ev, node: node)
        let result: Value
        switch base {
        case .native(let c as CoreData.Container):
            switch name {
            case "loadPersistentStores":
                // Loads at once, without an error: the handler runs with the description and nil.
                guard let (handler, n) = r.closure("completionHandler") else { throw r.missing("'completionHandler:'") }
                _ = try ev.call(handler, Args([Arg(label: nil, value: .native(c.descriptions[0])), Arg(label: nil, value: .null)]), node: n)
                result = .void
            case "newBackgroundContext": result = .native(CoreData.Context(store: c.store))
            case "performBackgroundTask":
                guard let (block, n) = r.closure("block") else { throw r.missing("a closure") }
                _ = try ev.call(block, Args([Arg(label: nil, value: .native(CoreData.Context(store: c.store)))]), node: n)
                result = .void
            default: return nil
            }
        case .native(let c as CoreData.Context):
            switch name {
            case "save", "rollback", "reset", "processPendingChanges", "refreshAllObjects":
                if name == "save" || name == "rollback" || name == "reset" { c.hasChanges = false }
                result = .void
            case "delete":
                guard let a = r.positional(), case .instance(let i) = a.value else { throw r.missing("a managed object") }
                c.store.delete(i)
                c.hasChanges = true
                result = .void
            case "insert":
                guard let a = r.positional(), case .instance(let i) = a.value else { throw r.missing("a managed object") }
                c.store.insert(i)
                c.hasChanges = true
                result = .void
            case "fetch", "count":
                guard let a = r.positional() ?? r.named("for"), case .native(let f as CoreData.FetchRequest) = a.value else {
                    throw r.missing("an NSFetchRequest")
                }
                let found = try f.spec.run(on: c.store, ev, node: node)
                result = name == "fetch" ? .array(found) : .int(found.count)
            case "perform", "performAndWait":
                _ = r.named("schedule")
                guard let (block, n) = r.closure("block") else { throw r.missing("a closure") }
                return try ev.call(block, Args(), node: n)
            case "refresh":
                r.skipRemaining()
                result = .void
            default: return nil
            }
        case .native(let d as CoreData.StoreDescription) where name == "setOption":
            r.skipRemaining()
            _ = d
            result = .void
        case .native(let p as NSPredicateValue) where name == "evaluate":
            guard let a = r.named("with") else { throw r.missing("'with:'") }
            result = .bool(try p.evaluate(a.value, ev, node: node))
        case .type(.builtin("NSEntityDescription")):
            switch name {
            case "insertNewObject":
                guard let e = r.named("forEntityName"), let c = r.named("into") else { throw r.missing("'forEntityName:' and 'into:'") }
                let entity = try Conversions.string(e.value, node: e.node)
                guard let d = ev.typeDecl(entity) else { throw EvalError("no entity class named '\(entity)'", e.node) }
                result = try ev.makeManagedObject(d, context: c, node: node)
            case "entity":
                guard let e = r.named("forEntityName") else { throw r.missing("'forEntityName:'") }
                _ = r.named("in")
                result = .native(CoreData.Entity(name: try Conversions.string(e.value, node: e.node)))
            default: return nil
            }
        default: return nil
        }
        try r.finish()
        return result
    }

    /// `@Environment(\.managedObjectContext)`: the context set above the view, else an empty one.
    static let environmentKeys: [EnvironmentKeyDeclaration] = [
        EnvironmentKeyDeclaration("managedObjectContext", read: { .native(context(in: $0)) }) { view, v, ev in
            // `.environment(\.managedObjectContext, .preview)`: a static the app's extension declares.
            let c = try Conversions.native(v.value, CoreData.Context.self, "NSManagedObjectContext", ev, node: v.node)
            return AnyView(view.transformEnvironment(\.self) { env in env[dynamicKey: contextKey] = c })
        }
    ]

    static func context(in env: EnvironmentValues?) -> CoreData.Context {
        if let c = env?[dynamicKey: contextKey] as? CoreData.Context { return c }
        return CoreData.Context(store: ModelStore())
    }
}

extension Evaluator {
    /// `Item(context: moc)`, `NSEntityDescription.insertNewObject(forEntityName:into:)`: a new
    /// object of an entity class, its properties at their initial values (optionals nil, scalars 0
    /// or false), inserted into the context's store.
    func makeManagedObject(_ d: TypeDecl, context a: Arg, node: Syntax?) throws -> Value {
        guard case .native(let c as CoreData.Context) = a.value else {
            throw EvalError("'context:' expects an NSManagedObjectContext, got \(a.value.typeName)", a.node)
        }
        let inst = Instance(decl: d, fields: [:])
        try initializeStoredProperties(inst, typeScope(d, selfValue: .instance(inst))) { CoreDataValues.initialValue(ofType: $0.type) }
        c.store.insert(inst)
        c.hasChanges = true
        // `override func awakeFromInsert()`: Core Data calls it when the object is inserted.
        if d.methods["awakeFromInsert"] != nil { _ = try callMethod(.instance(inst), "awakeFromInsert", Args(), node: node) }
        return .instance(inst)
    }

    /// The value of a `@FetchRequest` property: the objects of its entity in the environment's
    /// managed object context, fetched as the property's `FetchRequest` (set by an initialiser) or
    /// its attribute says.
    func fetchRequestResults(_ i: Instance, _ p: StoredProperty, attribute: AttributeSyntax, node: Syntax?) throws -> Value {
        var spec: FetchSpec
        if case .native(let q as CoreData.SwiftUIFetchRequest)? = i.fields[p.name] {
            spec = q.spec
        } else if case .argumentList(let list)? = attribute.arguments {
            let args = try evalArgs(list, trailing: nil, additional: nil, typeScope(i.decl, selfValue: .instance(i)), node: Syntax(attribute))
            var r = ArgReader(args, "FetchRequest", self, node: Syntax(attribute))
            spec = try CoreDataValues.fetchSpec(&r, self)
            try r.finish()
        } else {
            spec = FetchSpec()
        }
        if spec.typeName == nil, let t = p.type { spec.typeName = TypeNames.elementType(resolvingAliases(t)) }
        let context = CoreDataValues.context(in: i.context?.environment)
        return .array(try spec.run(on: context.store, self, node: node ?? Syntax(attribute)))
    }

    /// `request.wrappedValue` of a `FetchRequest` (or a SwiftData `Query`) a view keeps in a plain
    /// property: the results in the environment of the view whose body is being evaluated.
    func fetchedWrappedValue(_ base: Value, node: Syntax?) throws -> Value? {
        let env = bodyEnvironments.last
        switch base {
        case .native(let q as CoreData.SwiftUIFetchRequest):
            return .array(try q.spec.run(on: CoreDataValues.context(in: env).store, self, node: node))
        case .native(let q as SwiftData.Query):
            return .array(try q.spec.run(on: SwiftDataValues.context(in: env).container.store, self, node: node))
        default: return nil
        }
    }

    /// `Item.entity()`, `Item.fetchRequest()`: what an entity class inherits from `NSManagedObject`.
    func managedObjectClassMethod(_ d: TypeDecl, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        guard d.isPersistentModel, args.isEmpty else { return nil }
        switch name {
        case "entity": return .native(CoreData.Entity(name: d.name))
        case "fetchRequest":
            var spec = FetchSpec()
            spec.typeName = d.name
            return .native(CoreData.FetchRequest(spec: spec))
        default: return nil
        }
    }

    /// What an object inherits from `NSManagedObject`: its `objectID`, `entity`, `isInserted`…,
    /// `value(forKey:)`; nil for other names.
    func managedObjectMember(_ i: Instance, _ name: String) -> Value? {
        guard i.decl.conformances.contains("NSManagedObject") else { return nil }
        switch name {
        case "objectID": return .native(CoreData.Opaque(description: "\(i.decl.name) \(ObjectIdentifier(i).hashValue)"))
        case "entity": return .native(CoreData.Entity(name: i.decl.name))
        case "isInserted", "hasChanges": return .bool(true)
        case "isDeleted", "isFault": return .bool(false)
        case "id": return .string("object \(ObjectIdentifier(i).hashValue)")
        default: return nil
        }
    }

    /// `book.addToReviews(review)`, `removeFromReviews(_:)` (also with an `NSSet`) — the accessors
    /// Xcode generates for a to-many relationship; `value(forKey:)` and `setValue(_:forKey:)`.
    func managedObjectMethod(_ i: Instance, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        guard i.decl.conformances.contains("NSManagedObject"), args.items.count <= 2 else { return nil }
        if name == "value", let k = args.items.first, k.label == "forKey" {
            return try instanceMember(i, try Conversions.string(k.value, node: k.node), node: node)
        }
        if name == "setValue", args.items.count == 2, args.items[1].label == "forKey" {
            try setInstanceMember(i, try Conversions.string(args.items[1].value, node: node), args.items[0].value, node: node)
            return .void
        }
        for (prefix, adding) in [("addTo", true), ("removeFrom", false)] where name.hasPrefix(prefix) && name.count > prefix.count {
            let rest = name.dropFirst(prefix.count)
            let relationship = rest.prefix(1).lowercased() + rest.dropFirst()
            guard i.decl.stored[relationship] != nil, let a = args.items.first, args.items.count == 1 else { continue }
            var items: [Value] = []
            if case .array(let xs)? = i.fields[relationship] { items = xs }
            let given: [Value] = { if case .array(let xs) = a.value { return xs } else { return [a.value] } }()
            for g in given {
                if adding { if !items.contains(g) { items.append(g) } } else { items.removeAll { $0 == g } }
            }
            try setInstanceMember(i, relationship, .array(items), node: node)
            return .void
        }
        return nil
    }

    /// Keeps a relationship's inverse in step when it is set, as Core Data does: setting
    /// `candy.origin = country` adds the candy to `country.candy` (and removes it from the old
    /// country's); adding to a to-many relationship sets each added object's to-one inverse.
    func updateInverse(_ i: Instance, _ name: String, old: Value?, new: Value) throws {
        guard let table = try? staticMember(i.decl, CoreDataModel.inversesName, node: nil, orNil: true), case .dictionary(let pairs) = table,
            case .string(var inverse)? = pairs.first(where: { $0.key == .string(name) })?.value
        else { return }
        let inverseToMany = inverse.hasSuffix("*")
        if inverseToMany { inverse.removeLast() }
        func objects(_ v: Value?) -> [Instance] {
            switch v {
            case .instance(let o)?: return [o]
            case .array(let xs)?: return xs.compactMap { if case .instance(let o) = $0 { return o } else { return nil } }
            default: return []
            }
        }
        let before = objects(old), after = objects(new)
        let me = Value.instance(i)
        for o in before where !after.contains(where: { $0 === o }) {
            if inverseToMany {
                if case .array(var xs)? = o.fields[inverse] { xs.removeAll { $0 == me }; o.fields[inverse] = .array(xs) }
            } else if case .instance(let back)? = o.fields[inverse], back === i {
                o.fields[inverse] = .null
            }
        }
        for o in after where !before.contains(where: { $0 === o }) {
            if inverseToMany {
                var xs: [Value] = { if case .array(let xs)? = o.fields[inverse] { return xs } else { return [] } }()
                if !xs.contains(where: { if case .instance(let x) = $0 { return x === i } else { return false } }) { xs.append(me) }
                o.fields[inverse] = .array(xs)
            } else {
                o.fields[inverse] = me
            }
        }
    }
}

extension CoreDataValues {
    /// The value a managed object's property starts with when the model gives none: nil for an
    /// optional or object type, 0 for a number, false for a Bool, an empty set for a to-many one.
    static func initialValue(ofType type: String?) -> Value {
        guard let type else { return .null }
        if type.hasSuffix("?") || type.hasSuffix("!") { return .null }
        switch type {
        case "Int", "Int16", "Int32", "Int64", "UInt", "UInt16", "UInt32", "UInt64", "Int8", "UInt8": return .int(0)
        case "Double", "Float", "CGFloat": return .double(0)
        case "Bool": return .bool(false)
        case "NSSet", "NSOrderedSet", "Set", "Array": return .array([])
        default: return type.hasPrefix("[") || type.hasPrefix("Set<") ? .array([]) : .null
        }
    }
}
