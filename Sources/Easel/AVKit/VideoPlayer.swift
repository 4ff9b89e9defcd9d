import Foundation
import EaselLayout

/// AVKit's video player view (`VideoPlayer(player: AVPlayer(url: url))`). Easel decodes no video:
/// the player is drawn as the black it shows before its first frame, filling its space as a player
/// does, with the overlay (`videoOverlay`) over it, and the render warns once.
nonisolated public struct VideoPlayer<VideoOverlay: View>: View, PrimitiveView {
    public typealias Body = Never
    let overlay: VideoOverlay

    /// A player with a view over its video.
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) { overlay = videoOverlay() }

    func makeNodes(_ ctx: ResolveContext) -> [LayoutNode] {
        ctx.session.warn("VideoPlayer is drawn black: video is not decoded")
        return resolve(Color.black.overlay(overlay), ctx.appending("VideoPlayer"))
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// A player.
    public init(player: AVPlayer?) { overlay = EmptyView() }
}
