import Foundation
import SwiftSyntax
import Easel

/// AVKit's `VideoPlayer` and AVFoundation's players in scripts: the player is Easel's black
/// `VideoPlayer` with its overlay; the players, items, times and the audio session a file makes
/// are stand-ins (nothing plays in a still image: settings go nowhere, methods return the object).
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
        StaticFunctionDeclaration("AVAudioSession", "sharedInstance") { _, _ in .native(InertValue(typeName: "AVAudioSession")) }
    ]
}
