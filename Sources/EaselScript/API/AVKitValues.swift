import Foundation
import SwiftSyntax
import Easel

/// AVKit's `VideoPlayer` and AVFoundation's players in scripts: the player is Easel's black
/// `VideoPlayer` with its overlay; the players, items, times and the audio session a file makes
/// are stand-ins (nothing plays in a still image: settings go nowhere, methods return the object).
/// Capture devices are Easel's `AVCaptureDevice`: as in Xcode's previews, there are none.
enum AVKitValues {
    static let views: [ViewDeclaration] = [
        ViewDeclaration("VideoPlayer", labels: ["player", "videoOverlay"]) { r, ev in
            // The player is a stand-in: the picture is black whatever it would play.
            _ = r.named("player")
            guard let (c, node) = r.closure("videoOverlay") else { return VideoPlayer(player: nil) }
            let overlay = try ev.view(try ev.call(c, Args(), node: node), node: node)
            return VideoPlayer(player: nil) { overlay }
        }
    ]

    static let standInTypes = [
        "AVPlayer", "AVQueuePlayer", "AVPlayerItem", "AVAudioPlayer", "CMTime", "AVPlayerViewController", "AVPlayerLayer", "AVURLAsset",
    ]

    static let values: [ValueDeclaration] = standInTypes.map { type in
        ValueDeclaration(
            type,
            labels: ["url", "playerItem", "items", "contentsOf", "fileTypeHint", "data", "value", "timescale", "seconds", "preferredTimescale", "player"]
        ) { r, _ in
            r.skipRemaining()
            return .native(InertValue(typeName: type))
        }
    }

    static let functions: [StaticFunctionDeclaration] = [
        StaticFunctionDeclaration("AVAudioSession", "sharedInstance") { _, _ in .native(InertValue(typeName: "AVAudioSession")) },
        StaticFunctionDeclaration("AVCaptureDevice", "default", labels: ["for", "position"]) { r, _ in
            r.skipRemaining()
            return AVCaptureDevice.default(for: .video).map { .native($0) } ?? .null
        },
        StaticFunctionDeclaration("AVCaptureDevice", "authorizationStatus", labels: ["for"]) { r, _ in
            r.skipRemaining()
            return .native(AVCaptureDevice.authorizationStatus(for: .video))
        },
        StaticFunctionDeclaration("AVCaptureDevice", "requestAccess", labels: ["for", "completionHandler"]) { r, ev in
            _ = r.named("for")
            // The async form gives the answer; the other calls its handler with it.
            final class Answer: @unchecked Sendable { var granted = false }
            let answer = Answer()
            AVCaptureDevice.requestAccess(for: .video) { answer.granted = $0 }
            guard let handler = r.named("completionHandler") ?? r.trailingArgument() else { return .bool(answer.granted) }
            _ = try ev.callValue(handler.value, Args([Arg(label: nil, value: .bool(answer.granted))]), node: handler.node)
            return .void
        },
    ]

    static let captureValues: [ValueDeclaration] = [
        ValueDeclaration("AVCaptureDevice", labels: ["uniqueID"]) { r, _ in
            guard let id = r.named("uniqueID") else { throw r.missing("'uniqueID:'") }
            return AVCaptureDevice(uniqueID: try Conversions.string(id.value, node: id.node)).map { .native($0) } ?? .null
        },
        ValueDeclaration("AVCaptureDevice.DiscoverySession", labels: ["deviceTypes", "mediaType", "position"]) { r, _ in
            r.skipRemaining()
            return .native(AVCaptureDevice.DiscoverySession(deviceTypes: [], mediaType: .video, position: .unspecified))
        },
    ]

    nonisolated(unsafe) static let statics: [String: [String: Any]] = [
        "AVMediaType": [
            "video": AVMediaType.video, "audio": AVMediaType.audio, "text": AVMediaType.text, "metadata": AVMediaType.metadata,
            "muxed": AVMediaType.muxed, "depthData": AVMediaType.depthData,
        ],
        "AVAuthorizationStatus": ControlValues.named(AVAuthorizationStatus.self),
        "AVCaptureDevice.Position": ControlValues.named(AVCaptureDevice.Position.self),
        "AVCaptureDevice.TorchMode": ControlValues.named(AVCaptureDevice.TorchMode.self),
        "AVCaptureDevice.FocusMode": ControlValues.named(AVCaptureDevice.FocusMode.self),
        "AVCaptureDevice.DeviceType": [
            "builtInWideAngleCamera": AVCaptureDevice.DeviceType.builtInWideAngleCamera,
            "builtInUltraWideCamera": AVCaptureDevice.DeviceType.builtInUltraWideCamera,
            "builtInTelephotoCamera": AVCaptureDevice.DeviceType.builtInTelephotoCamera,
            "builtInDualCamera": AVCaptureDevice.DeviceType.builtInDualCamera,
            "builtInDualWideCamera": AVCaptureDevice.DeviceType.builtInDualWideCamera,
            "builtInTripleCamera": AVCaptureDevice.DeviceType.builtInTripleCamera,
            "builtInTrueDepthCamera": AVCaptureDevice.DeviceType.builtInTrueDepthCamera,
            "builtInLiDARDepthCamera": AVCaptureDevice.DeviceType.builtInLiDARDepthCamera,
            "builtInMicrophone": AVCaptureDevice.DeviceType.builtInMicrophone,
            "external": AVCaptureDevice.DeviceType.external,
        ],
    ]

    /// `AVCaptureDevice.userPreferredCamera`, `.systemPreferredCamera`: none.
    static func staticMember(_ type: String, _ name: String) -> Value? {
        guard type == "AVCaptureDevice" else { return nil }
        switch name {
        case "userPreferredCamera": return AVCaptureDevice.userPreferredCamera.map { .native($0) } ?? .null
        case "systemPreferredCamera": return AVCaptureDevice.systemPreferredCamera.map { .native($0) } ?? .null
        default: return nil
        }
    }

    /// `session.devices`: none.
    static func member(_ base: Value, _ name: String) -> Value? {
        guard name == "devices", case .native(let s as AVCaptureDevice.DiscoverySession) = base else { return nil }
        return .array(s.devices.map { .native($0) })
    }
}
