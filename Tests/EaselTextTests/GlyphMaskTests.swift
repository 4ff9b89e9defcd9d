import XCTest
import EaselLayout
@testable import EaselText

final class GlyphMaskTests: XCTestCase {
    func testMaskOfAIsNonEmptyAndSubpixelVariantsDiffer() throws {
        let engine = FreeTypeTextEngine()
        let m = engine.measure("A", style: TextStyle(), proposal: .unspecified)
        let glyph = try XCTUnwrap(engine.glyphRun(for: m.lines[0], style: TextStyle()).first)
        var masks: [GlyphMask] = []
        for subpixel in 0..<4 {
            let mask = try XCTUnwrap(engine.glyphMask(glyph, scale: 1, subpixelX: subpixel))
            XCTAssertEqual(mask.coverage.count, mask.width * mask.height)
            XCTAssertGreaterThan(mask.coverage.filter { $0 > 0 }.count, 10)
            XCTAssertGreaterThan(mask.top, 8, "A stands about 12 px above the baseline at 17 px")
            masks.append(mask)
        }
        for i in 0..<4 { for j in (i + 1)..<4 { XCTAssertNotEqual(masks[i], masks[j], "\(i) vs \(j)") } }
        // Twice the scale: about twice as tall; cached on second request.
        let big = try XCTUnwrap(engine.glyphMask(glyph, scale: 2, subpixelX: 0))
        XCTAssertGreaterThan(big.height, masks[0].height * 3 / 2)
        let count = engine.glyphCache.count
        XCTAssertEqual(engine.glyphMask(glyph, scale: 2, subpixelX: 0), big)
        XCTAssertEqual(engine.glyphCache.count, count)
    }

    func testSpaceHasNoMask() {
        let engine = FreeTypeTextEngine()
        let run = engine.glyphRun(for: TextLine(text: "A B", x: 0, width: 0, baseline: 0), style: TextStyle())
        XCTAssertEqual(run.count, 3)
        XCTAssertNil(engine.glyphMask(run[1], scale: 1, subpixelX: 0))
    }

    func testPlacement() {
        XCTAssertTrue(GlyphMask.placement(ofPixelX: 10.5) == (10, 2))
        XCTAssertTrue(GlyphMask.placement(ofPixelX: 10.9) == (11, 0))
        XCTAssertTrue(GlyphMask.placement(ofPixelX: -0.25) == (-1, 3))
    }
}
