import Foundation
import SwiftSyntax

/// What a fetch asks a store for: the objects of one type that pass a predicate, in the order of
/// the sort descriptors, from an offset and up to a limit. SwiftData's `FetchDescriptor` and
/// `@Query`, and Core Data's fetch requests, are each one of these.
struct FetchSpec {
    var typeName: String?
    var predicate: (any FetchPredicate)?
    var sort: [ScriptSortDescriptor] = []
    var limit: Int?
    var offset: Int?

    /// The `T` of a call to a generic type (`FetchDescriptor<Book>(…)`, `NSFetchRequest<Item>(…)`),
    /// read from the call's syntax: the node is the call or the name it calls.
    static func genericArgument(of node: Syntax?) -> String? {
        let g =
            node?.as(FunctionCallExprSyntax.self)?.calledExpression.as(GenericSpecializationExprSyntax.self)
            ?? node?.parent?.as(GenericSpecializationExprSyntax.self)
        return g?.genericArgumentClause.arguments.first?.argument.trimmedDescription
    }

    /// The matching objects of `store`, sorted and cut to the limit.
    func run(on store: ModelStore, _ ev: Evaluator, node: Syntax?) throws -> [Value] {
        guard let typeName else {
            throw EvalError("a fetch needs its model type: write it as FetchDescriptor<Item>() or declare the property as [Item]", node)
        }
        let qualified = ev.typeDecl(typeName)?.name ?? typeName
        var found = store.objects(of: qualified).map { Value.instance($0) }
        if let predicate { found = try found.filter { try predicate.evaluate($0, ev, node: node) } }
        found = try ScriptSortDescriptor.sort(found, by: sort, ev, node: node)
        if let offset, offset > 0 { found = Array(found.dropFirst(offset)) }
        if let limit, limit >= 0 { found = Array(found.prefix(limit)) }
        return found
    }
}
