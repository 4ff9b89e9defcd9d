// AVKit's VideoPlayer (black, with its overlay) and AVFoundation's players (nothing plays).
import XCTest
import Easel
import EaselRaster

final class VideoPlayerTests: XCTestCase {
    func testAPlayerIsBlackFillingItsSpaceWithItsOverlay() throws {
        let r = ImageRenderer(
            content: VideoPlayer(player: AVPlayer(url: URL(string: "https://example.com/a.mp4")!)) {
                Text("Caption").frame(maxHeight: .infinity, alignment: .bottom)
            })
        r.proposedSize = ProposedViewSize(width: 160, height: 90)
        let l = try r.layout()
        assertRect(l.root.rect, 0, 0, 160, 90)
        let black = try XCTUnwrap(l.root.all().first { $0.kind == "Color" })
        assertRect(black.rect, 0, 0, 160, 90)
        let caption = l.node("Text", "Caption").rect
        XCTAssertEqual(caption.maxY, 90, accuracy: 0.5)
        XCTAssertEqual(caption.midX, 80, accuracy: 0.5)
        XCTAssertEqual(r.warnings, ["VideoPlayer is drawn black: video is not decoded"])
        let bitmap = try pixels(VideoPlayer(player: nil).frame(width: 20, height: 10))
        let corner = bitmap.pixel(x: 1, y: 1)
        XCTAssertEqual([corner.r, corner.g, corner.b, corner.a], [0, 0, 0, 255])
    }

    func testPlayersPlayNothing() throws {
        let player = AVPlayer(url: URL(string: "https://example.com/a.mp4")!)
        player.play()
        XCTAssertEqual(player.timeControlStatus, .paused)
        XCTAssertEqual(player.currentItem?.url?.lastPathComponent, "a.mp4")
        XCTAssertEqual(CMTime(seconds: 1.5, preferredTimescale: 600).seconds, 1.5)
        XCTAssertThrowsError(try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/no/such/sound.caf")))
        let sound = try AVAudioPlayer(data: Data())
        XCTAssertTrue(sound.play())
        XCTAssertFalse(sound.isPlaying)
    }
}
