import Foundation
import SwiftSyntax

/// CloudKit for scripts, as on a device not signed in to iCloud: `CKContainer.default()` and
/// `CKContainer(identifier:)` answer, their databases take operations and subscriptions, but
/// nothing reaches iCloud. Completion handlers (`accountStatus { … }`, `fetch(withRecordID:) { … }`)
/// would run after the picture is taken: never here; `await container.accountStatus()` answers
/// `.noAccount`, and the `async` database calls throw the error an app sees without an account.
/// Records, record IDs, queries, subscriptions, operations and assets keep what they are made
/// with, so code that builds them runs as written.
enum CloudKitValues {
    /// A container (`CKContainer.default()` is one per script).
    final class Container: CustomStringConvertible {
        let identifier: String
        lazy var databases: [String: Database] = [
            "privateCloudDatabase": Database(scope: "private"), "publicCloudDatabase": Database(scope: "public"),
            "sharedCloudDatabase": Database(scope: "shared"),
        ]
        init(identifier: String) { self.identifier = identifier }
        var description: String { "CKContainer(\(identifier))" }
    }

    final class Database: CustomStringConvertible {
        let scope: String
        init(scope: String) { self.scope = scope }
        var description: String { "CKDatabase(\(scope))" }
    }

    /// The error an `async` CloudKit call gives without an iCloud account.
    static let notAuthenticated = ScriptFoundationError(
        description: "No iCloud account is signed in on this device (CloudKit is not reachable in a render).", domain: "CKErrorDomain", code: 9)

    /// The value types that only carry what they are made with.
    static let recordTypes = [
        "CKRecord", "CKRecord.ID", "CKRecordZone", "CKRecordZone.ID", "CKQuery", "CKQuerySubscription", "CKDatabaseSubscription",
        "CKRecordZoneSubscription", "CKSubscription.NotificationInfo", "CKModifyRecordsOperation", "CKFetchRecordsOperation",
        "CKQueryOperation", "CKModifySubscriptionsOperation", "CKAsset", "CKShare",
    ]

    static let values: [ValueDeclaration] =
        [
            ValueDeclaration("CKContainer", labels: ["identifier"]) { r, _ in
                guard let id = r.named("identifier") else { throw r.missing("'identifier:'") }
                return .native(Container(identifier: try Conversions.string(id.value, node: id.node)))
            }
        ]
        + recordTypes.map { type in
            ValueDeclaration(type) { r, _ in
                var fields: [String: Value] = [:]
                for a in r.args.items { if let l = a.label { fields[l] = a.value } }
                r.skipRemaining()
                return .native(UserNotificationValues.Record(type, fields))
            }
        }

    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("CKContainer", "default") { _, ev in .native(ev.cloudKitContainer) }
    ]

    static func member(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .native(let c as Container):
            if name == "containerIdentifier" { return .string(c.identifier) }
            return c.databases[name].map { .native($0) }
        case .native(let d as Database):
            return name == "databaseScope" ? .implicitMember(d.scope, nil) : nil
        default: return nil
        }
    }

    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        let hasHandler = args.items.contains { a in
            if case .closure = a.value { return true }
            return a.isTrailing
        }
        switch base {
        case .native(let c as Container):
            switch name {
            case "accountStatus", "fetchUserRecordID", "requestApplicationPermission", "discoverUserIdentity", "fetchShareMetadata",
                "accept":
                if hasHandler { return .void }
                if name == "accountStatus" { return .implicitMember("noAccount", nil) }
                throw ThrownError(value: .native(notAuthenticated), node: node)
            case "database":
                // `database(with: .private)`, `.public`, `.shared`.
                guard case .implicitMember(let scope, _)? = args.items.first?.value, let d = c.databases["\(scope)CloudDatabase"] else {
                    throw EvalError("database(with:) needs a scope: .private, .public or .shared", node)
                }
                return .native(d)
            default: throw EvalError("CKContainer has no method '\(name)' here", node)
            }
        case .native(is Database):
            // `add(operation)`, `save(_:completionHandler:)`, `fetch(withRecordID:completionHandler:)`,
            // `perform(_:inZoneWith:completionHandler:)`: nothing comes back before the picture.
            if name == "add" || hasHandler { return .void }
            throw ThrownError(value: .native(notAuthenticated), node: node)
        default: return nil
        }
    }
}
