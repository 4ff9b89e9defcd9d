import Foundation
import SwiftSyntax

/// UserNotifications for scripts, as a freshly installed app sees it before the person has
/// answered the permission prompt: `UNUserNotificationCenter.current()` takes a delegate, its
/// authorization status is `.notDetermined`, `requestAuthorization` grants nothing (its completion
/// handler would run once the person answers: never here; the `async` form answers false), and
/// scheduling keeps the requests as pending without ever delivering one. Content, triggers,
/// requests, sounds, actions and categories keep what they are made with, so code that builds
/// them runs as written.
enum UserNotificationValues {
    /// The app's notification center (one per script).
    final class Center: CustomStringConvertible {
        var delegate: Value = .null
        var pending: [Value] = []
        var description: String { "UNUserNotificationCenter" }
    }

    /// A notification's content, trigger, request, action or category: the values it was made or
    /// set with, by name.
    final class Record: CustomStringConvertible {
        let typeName: String
        var fields: [String: Value]
        init(_ typeName: String, _ fields: [String: Value] = [:]) {
            self.typeName = typeName
            self.fields = fields
        }
        var description: String { typeName }
    }

    /// The members an unset field of mutable content reads as (immutable: safe to read anywhere).
    nonisolated(unsafe) static let contentDefaults: [String: Value] = [
        "title": .string(""), "subtitle": .string(""), "body": .string(""), "categoryIdentifier": .string(""),
        "threadIdentifier": .string(""), "userInfo": .dictionary([]), "badge": .null, "sound": .null,
        "launchImageName": .string(""), "targetContentIdentifier": .null, "attachments": .array([]),
    ]

    /// Content, triggers, requests, sounds, actions and categories, each keeping the values it is
    /// made with by label (`identifier:`, `content:`, `trigger:`, `timeInterval:`, `repeats:` …).
    static let values: [ValueDeclaration] =
        [
            ValueDeclaration("UNMutableNotificationContent") { _, _ in .native(Record("UNMutableNotificationContent")) },
            ValueDeclaration("UNNotificationSound", labels: ["named"]) { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: "UNNotificationSound"))
            },
        ]
        + [
            "UNNotificationRequest", "UNTimeIntervalNotificationTrigger", "UNCalendarNotificationTrigger", "UNNotificationAction",
            "UNTextInputNotificationAction", "UNNotificationCategory",
        ].map { type in
            ValueDeclaration(type) { r, _ in
                var fields: [String: Value] = [:]
                for a in r.args.items { if let l = a.label { fields[l] = a.value } }
                r.skipRemaining()
                if type == "UNTimeIntervalNotificationTrigger", let t = fields["timeInterval"], let s = Conversions.double(t), !(s > 0) {
                    throw EvalError("UNTimeIntervalNotificationTrigger's time interval must be greater than 0, got \(t.description)", r.node)
                }
                return .native(Record(type, fields))
            }
        }

    nonisolated(unsafe) static let statics: [String: [String: Any]] = [
        "UNNotificationSound": [
            "default": InertValue(typeName: "UNNotificationSound"), "defaultCritical": InertValue(typeName: "UNNotificationSound"),
            "defaultRingtone": InertValue(typeName: "UNNotificationSound"),
        ]
    ]

    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("UNUserNotificationCenter", "current") { _, ev in .native(ev.notificationCenter) }
    ]

    static func member(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .native(let c as Center): return name == "delegate" ? c.delegate : nil
        case .native(let s as Record):
            if s.typeName == "UNNotificationSettings", name == "authorizationStatus" { return .implicitMember("notDetermined", nil) }
            if let v = s.fields[name] { return v }
            return s.typeName == "UNMutableNotificationContent" ? contentDefaults[name] : nil
        default: return nil
        }
    }

    static func setMember(_ base: Value, _ name: String, _ value: Value, node: Syntax?) throws -> Bool {
        switch base {
        case .native(let c as Center):
            guard name == "delegate" else { throw EvalError("cannot set '\(name)' of UNUserNotificationCenter", node) }
            c.delegate = value
            return true
        case .native(let s as Record) where s.typeName == "UNMutableNotificationContent":
            guard contentDefaults[name] != nil else {
                throw EvalError(
                    "UNMutableNotificationContent has no member '\(name)'" + Suggest.didYouMean(name, among: Array(contentDefaults.keys)), node)
            }
            s.fields[name] = value
            return true
        default: return false
        }
    }

    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(let c as Center) = base else { return nil }
        // A completion handler, which would run after the picture is taken: never here.
        let hasHandler = args.items.contains { a in
            if case .closure = a.value { return true }
            return a.isTrailing
        }
        switch name {
        case "requestAuthorization": return hasHandler ? .void : .bool(false)
        case "getNotificationSettings", "getPendingNotificationRequests", "getDeliveredNotifications", "getNotificationCategories":
            return .void
        case "notificationSettings": return .native(Record("UNNotificationSettings"))
        case "add":
            if let request = args.items.first(where: { $0.label == nil && !$0.isTrailing }) { c.pending.append(request.value) }
            return .void
        case "pendingNotificationRequests": return .array(c.pending)
        case "deliveredNotifications": return .array([])
        case "removeAllPendingNotificationRequests":
            c.pending = []
            return .void
        case "removePendingNotificationRequests":
            var ids: Set<String> = []
            if case .array(let xs)? = args.items.first?.value { for case .string(let s) in xs { ids.insert(s) } }
            c.pending.removeAll { r in
                if case .native(let rec as Record) = r, case .string(let id)? = rec.fields["identifier"] { return ids.contains(id) }
                return false
            }
            return .void
        case "removeAllDeliveredNotifications", "removeDeliveredNotifications", "setNotificationCategories", "setBadgeCount":
            return .void
        default:
            throw EvalError(
                "UNUserNotificationCenter has no method '\(name)' here"
                    + Suggest.didYouMean(name, among: ["requestAuthorization", "getNotificationSettings", "add", "removePendingNotificationRequests"]),
                node)
        }
    }
}
