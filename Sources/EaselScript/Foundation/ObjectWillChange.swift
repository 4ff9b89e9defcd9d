import Foundation
import SwiftSyntax

/// `model.objectWillChange` of an `ObservableObject` (an `NSManagedObject` is one): the publisher
/// SwiftUI listens to. A still image is drawn once, so `send()` does nothing and
/// `.onReceive(model.objectWillChange)` never fires.
struct ObjectWillChangePublisher: CustomStringConvertible {
    var description: String { "ObservableObjectPublisher" }

    /// `objectWillChange` of an object whose class is observable; nil otherwise.
    static func member(_ i: Instance, _ name: String) -> Value? {
        guard name == "objectWillChange", i.decl.kind == .classType,
            i.decl.conformances.contains(where: { $0 == "ObservableObject" || $0 == "NSManagedObject" })
        else { return nil }
        return .native(ObjectWillChangePublisher())
    }

    /// `publisher.send()`.
    static func callMethod(_ base: Value, _ name: String, _ args: Args, node: Syntax?) throws -> Value? {
        guard case .native(is ObjectWillChangePublisher) = base else { return nil }
        guard name == "send", args.isEmpty else { throw EvalError("ObservableObjectPublisher has no method '\(name)' here; it has send()", node) }
        return .void
    }
}
