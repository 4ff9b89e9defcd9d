import Foundation

/// `ProcessInfo.processInfo` as an Xcode preview sees it, never the machine's: its environment
/// holds only `XCODE_RUNNING_FOR_PREVIEWS` = "1" (what apps test to know they are previewed),
/// with no arguments and the low-power mode off.
struct ScriptProcessInfo {
    func member(_ name: String) -> Value? {
        switch name {
        case "environment": return .dictionary([(key: .string("XCODE_RUNNING_FOR_PREVIEWS"), value: .string("1"))])
        case "arguments": return .array([])
        case "isLowPowerModeEnabled": return .bool(false)
        default: return nil
        }
    }
}
