import Foundation
import SwiftSyntax

/// WatchConnectivity's `WCSession` for scripts, as on an iPhone with no paired Apple Watch whose
/// session has not finished activating when the picture is taken: `WCSession.isSupported()` is
/// true, `WCSession.default` takes a delegate and `activate()` (the delegate is never called back),
/// its state is `.notActivated`, nothing is paired, installed or reachable, and sending fails:
/// `updateApplicationContext(_:)` throws, messages' handlers never run, transfers are never made.
enum WatchConnectivityValues {
    /// `WCSession.default` is the script's own session, so it is read where the evaluator is known
    /// (`FoundationValues.staticMember`); its members come through `ScriptAPI`'s tables.
    static let typeNames: Set<String> = ["WCSession"]

    /// The app's session (`WCSession.default`), one per script.
    final class Session: CustomStringConvertible {
        var delegate: Value = .null
        var description: String { "WCSession" }
    }

    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("WCSession", "isSupported") { _, _ in .bool(true) }
    ]

    static func staticMember(_ type: String, _ name: String, _ ev: Evaluator) -> Value? {
        guard type == "WCSession", name == "default" else { return nil }
        return .native(ev.watchSession)
    }

    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let s as Session) = base else { return nil }
        switch name {
        case "delegate": return s.delegate
        case "activationState": return .implicitMember("notActivated", nil)
        case "isPaired", "isWatchAppInstalled", "isReachable", "isComplicationEnabled", "hasContentPending",
            "iOSDeviceNeedsUnlockAfterRebootForReachability":
            return .bool(false)
        case "applicationContext", "receivedApplicationContext": return .dictionary([])
        case "outstandingUserInfoTransfers", "outstandingFileTransfers": return .array([])
        case "remainingComplicationUserInfoTransfers": return .int(0)
        case "watchDirectoryURL": return .null
        default: return nil
        }
    }

    static func setMember(_ base: Value, _ name: String, _ value: Value, node: Syntax?) throws -> Bool {
        guard case .native(let s as Session) = base else { return false }
        guard name == "delegate" else { throw EvalError("cannot set '\(name)' of WCSession", node) }
        s.delegate = value
        return true
    }

    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(is Session) = base else { return nil }
        var r = ArgReader(args, name, ev, node: node)
        r.skipRemaining()
        switch name {
        case "activate": return .void
        case "updateApplicationContext":
            throw ThrownError(value: .native(ScriptFoundationError(description: "WatchConnectivity session has not been activated.")), node: node)
        case "sendMessage", "sendMessageData":
            // The reply and error handlers would run after the picture is taken: never here.
            return .void
        case "transferUserInfo", "transferCurrentComplicationUserInfo", "transferFile":
            return .native(InertValue(typeName: name == "transferFile" ? "WCSessionFileTransfer" : "WCSessionUserInfoTransfer"))
        default:
            throw EvalError(
                "WCSession has no method '\(name)' here"
                    + Suggest.didYouMean(
                        name,
                        among: ["activate", "updateApplicationContext", "sendMessage", "sendMessageData", "transferUserInfo", "transferFile"]),
                node)
        }
    }
}
