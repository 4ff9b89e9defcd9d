// Seed layouts where Easel and SwiftUI (as the articles describe and picture them) disagree.
// Each test states SwiftUI's behaviour and is skipped until Easel matches it.
import XCTest
import Easel

/// Skips the rest of a test: `throw XCTSkip(reason)` behind a call so that the SwiftUI expectations
/// after it still compile without "will never be executed" warnings.
func knownDifference(_ reason: String) throws { throw XCTSkip(reason) }

final class SeedKnownDifferences: XCTestCase {
    /// Seed 004, "Size-Limiting Frames": with `.frame(maxHeight: 200).fixedSize(horizontal: false, vertical: true)`
    /// "The dragoon's long title renders exactly as before, constrained by the maximum height of the
    /// frame" (pictured truncated inside a 200-point frame). The frame is placed at 200 and proposes that
    /// height to the text, so the text is the same 9 lines (the last ending in "…"), 9 x 20.574 = 185.165
    /// high. Easel chooses the 200-point frame but then gives the text its ideal (nil-height) size:
    /// all 16 lines, 329.182 high, overflowing the frame above and below.
    func testFixedSizeMaxHeightFrameTruncatesText() throws {
        try knownDifference("Easel: flexible frame under fixedSize places its child at the child's ideal height (16 lines, 329.182) instead of proposing the frame's 200 (9 lines, 185.165)")
        let before = try layout(Seed004.SizeLimitingNotWorking.ContentView(character: Seed004.dragoon), proposed: seed004Screen, scale: 2)
        let l = try layout(Seed004.SizeLimiting.ContentView(character: Seed004.dragoon), proposed: seed004Screen, scale: 2)
        let text = l.node("Text", Seed004.dragoon.title)
        XCTAssertEqual(text.lines?.count, 9)
        XCTAssertEqual(text.lines, before.node("Text", Seed004.dragoon.title).lines)
        XCTAssertEqual(text.rect.height, 9 * 20.574, accuracy: 0.01)
        XCTAssertEqual(text.rect, before.node("Text", Seed004.dragoon.title).rect)
        XCTAssertEqual(l.node("frame").rect, before.node("frame").rect)
    }
}
