import Foundation
import SwiftSyntax

/// An app's persistent store as a preview sees it: in memory, empty when it is made, holding only
/// the objects the script inserts while it runs (a preview's sample data). Nothing is read from or
/// written to disk, so a render never depends on what an app saved on some device.
///
/// One store serves a SwiftData `ModelContainer` and every `ModelContext` made on it: an object
/// inserted in any of its contexts is found by all of them at once, saved or not.
final class ModelStore {
    /// The objects, in the order they were inserted.
    private(set) var objects: [Instance] = []

    /// Inserts an object, and the model objects its stored properties refer to (SwiftData inserts
    /// an object's relationships with it). An object already inserted is left where it is.
    func insert(_ object: Instance) {
        var seen = Set<ObjectIdentifier>()
        insert(object, seen: &seen)
    }

    private func insert(_ object: Instance, seen: inout Set<ObjectIdentifier>) {
        guard seen.insert(ObjectIdentifier(object)).inserted, seen.count < ModelStore.maxObjects else { return }
        if !objects.contains(where: { $0 === object }) {
            guard objects.count < ModelStore.maxObjects else { return }
            objects.append(object)
        }
        for value in object.fields.values { insertRelated(value, seen: &seen) }
    }

    private func insertRelated(_ value: Value, seen: inout Set<ObjectIdentifier>) {
        switch value {
        case .instance(let i) where i.decl.isPersistentModel: insert(i, seen: &seen)
        case .array(let xs): for x in xs { insertRelated(x, seen: &seen) }
        default: break
        }
    }

    func delete(_ object: Instance) { objects.removeAll { $0 === object } }

    /// Deletes every object of a model type.
    func deleteAll(of typeName: String) { objects.removeAll { $0.decl.name == typeName } }

    func deleteAll() { objects.removeAll() }

    func contains(_ object: Instance) -> Bool { objects.contains { $0 === object } }

    /// The objects of one model type, in insertion order.
    func objects(of typeName: String) -> [Instance] { objects.filter { $0.decl.name == typeName } }

    /// A store holds at most this many objects: a preview's sample data, not a database.
    static let maxObjects = 100_000
}

extension TypeDecl {
    /// A SwiftData model (`@Model final class Book`), or a Core Data entity's class.
    var isPersistentModel: Bool { attributes.contains("Model") || conformances.contains("NSManagedObject") }
}
