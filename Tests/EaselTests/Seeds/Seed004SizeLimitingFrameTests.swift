// Seed layouts that needed a decision where today's SwiftUI is not documented: the article's
// behaviour is what Easel does (docs/Differences.md).
import XCTest
import Easel
@testable import EaselGallery

final class SeedSizeLimitingFrameTests: XCTestCase {
    /// Seed 004, "Size-Limiting Frames": with `.frame(maxHeight: 200).fixedSize(horizontal: false, vertical: true)`
    /// "The dragoon's long title renders exactly as before, constrained by the maximum height of the
    /// frame" (pictured truncated inside a 200-point frame): asked for its ideal height, the frame offers
    /// its maximum of 200 to the text, which keeps the same 9 lines (the last ending in "…"),
    /// 9 x 20.574 = 185.165 high, and the frame hugs that.
    func testFixedSizeMaxHeightFrameTruncatesText() throws {
        let before = try layout(Seed004.SizeLimitingNotWorking.ContentView(character: Seed004.dragoon), proposed: seed004Screen, scale: 2)
        let l = try layout(Seed004.SizeLimiting.ContentView(character: Seed004.dragoon), proposed: seed004Screen, scale: 2)
        let text = l.node("Text", Seed004.dragoon.title)
        XCTAssertEqual(text.lines?.count, 9)
        XCTAssertEqual(text.lines, before.node("Text", Seed004.dragoon.title).lines)
        XCTAssertEqual(text.rect.height, 9 * 20.574, accuracy: 0.01)
        XCTAssertEqual(text.rect.size, before.node("Text", Seed004.dragoon.title).rect.size)
        XCTAssertEqual(before.node("frame").rect.height, 200, "without fixedSize the frame takes its maximum")
        XCTAssertEqual(l.node("frame").rect.height, text.rect.height, "with it, the frame hugs the text")
    }
}
