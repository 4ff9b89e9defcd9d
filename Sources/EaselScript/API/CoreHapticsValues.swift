import Foundation
import SwiftSyntax
import Easel

/// Core Haptics in scripts: Easel's `CHHapticEngine`, on hardware without haptics (as in Xcode's
/// previews): `CHHapticEngine.capabilitiesForHardware().supportsHaptics` is false, an engine
/// starts and stops, and the events, parameters, patterns and players code builds after that check
/// are stand-ins that nobody feels.
enum CoreHapticsValues {
    static let builtTypes = ["CHHapticEvent", "CHHapticEventParameter", "CHHapticPattern", "CHHapticDynamicParameter", "CHHapticParameterCurve"]

    static let values: [ValueDeclaration] =
        [ValueDeclaration("CHHapticEngine") { _, _ in .native(try CHHapticEngine()) }]
        + builtTypes.map { type in
            ValueDeclaration(
                type, labels: ["eventType", "parameters", "relativeTime", "duration", "parameterID", "value", "events", "parameterCurves", "controlPoints"]
            ) { r, _ in
                r.skipRemaining()
                return .native(InertValue(typeName: type))
            }
        }

    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("CHHapticEngine", "capabilitiesForHardware") { _, _ in .native(CHHapticEngine.capabilitiesForHardware()) }
    ]

    /// `capabilities.supportsHaptics`.
    static func member(_ base: Value, _ name: String) -> Value? {
        guard case .native(let c as any CHHapticDeviceCapability) = base else { return nil }
        switch name {
        case "supportsHaptics": return .bool(c.supportsHaptics)
        case "supportsAudio": return .bool(c.supportsAudio)
        default: return nil
        }
    }

    /// `engine.start()`, `engine.stop()`: nothing to do; `engine.makePlayer(with:)`: a player that plays nothing.
    static func method(_ base: Value, _ name: String, _ args: Args, _ ev: Evaluator, node: Syntax?) throws -> Value? {
        guard case .native(is CHHapticEngine) = base else { return nil }
        switch name {
        case "start", "stop", "playPattern": return .void
        case "makePlayer", "makeAdvancedPlayer": return .native(InertValue(typeName: "CHHapticPatternPlayer"))
        default: throw EvalError("CHHapticEngine has no method '\(name)' here", node)
        }
    }

    /// `CHHapticTimeImmediate`.
    static func globalConstant(_ name: String) -> Value? { name == "CHHapticTimeImmediate" ? .double(CHHapticTimeImmediate) : nil }
}
