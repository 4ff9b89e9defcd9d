import XCTest
@testable import EaselLayout

/// A text's size and baselines on the pixel grid of the render scale, as SwiftUI sizes text: each
/// side rounded up to whole pixels, the first baseline rounded to the nearest pixel, the last up.
final class TextPixelTests: XCTestCase {
    /// One line 41.37 wide and 20.29 tall (SF's body line), its baseline 16.2 below the top.
    final class FractionalMeasurer: TextMeasuring {
        func measure(_ string: String, style: TextStyle, proposal: ProposedViewSize) -> TextMeasurement {
            TextMeasurement(
                size: CGSize(width: 41.37, height: 20.29),
                lines: [TextLine(text: string, x: 0, width: 41.37, baseline: 16.2)], lineHeight: 20.29)
        }
    }

    func ctx(_ scale: CGFloat) -> LayoutContext { LayoutContext(measurer: FractionalMeasurer(), scale: scale) }

    func testTheSizeIsRoundedUpToWholePixels() {
        // 41.37 x 20.29 points: 42 x 21 at @1x, 41.5 x 20.5 at @2x, 41⅔ x 20⅓ at @3x (124.11 and 60.87 px).
        for (scale, width, height): (CGFloat, CGFloat, CGFloat) in [(1, 42, 21), (2, 41.5, 20.5), (3, 125.0 / 3, 61.0 / 3)] {
            // A node answers for one layout pass (its answers are cached), so one per scale.
            let s = B.text("Hello").sizeThatFits(.unspecified, ctx(scale))
            XCTAssertEqual(s.width, width, accuracy: 1e-9, "@\(scale)x")
            XCTAssertEqual(s.height, height, accuracy: 1e-9, "@\(scale)x")
        }
    }

    func testTheFirstBaselineIsOnTheNearestPixelAndTheLastRoundedUp() {
        // 16.2 points: 16 / 17 at @1x, 16 (32.4 px) / 16.5 at @2x, 16⅓ (48.6 px) / 16⅓ at @3x.
        for (scale, first, last): (CGFloat, CGFloat, CGFloat) in [(1, 16, 17), (2, 16, 16.5), (3, 49.0 / 3, 49.0 / 3)] {
            let c = ctx(scale)
            let text = B.text("Hello"), size = text.sizeThatFits(.unspecified, c)
            XCTAssertEqual(text.explicitAlignment(VerticalAlignment.firstTextBaseline.key, .unspecified, size, c)!, first, accuracy: 1e-9, "@\(scale)x")
            XCTAssertEqual(text.explicitAlignment(VerticalAlignment.lastTextBaseline.key, .unspecified, size, c)!, last, accuracy: 1e-9, "@\(scale)x")
        }
    }

    func testAStackOfTextsStaysOnThePixelGrid() {
        // Every text is whole pixels, so the next one starts on a pixel too: 0, 42 + 8 = 50, 100.
        let stack = B.hstack(spacing: 8, [B.text("a"), B.text("b"), B.text("c")])
        let ctx = ctx(1)
        let placed = Placer.place(stack, proposal: .unspecified, origin: .zero, ctx)
        XCTAssertEqual(placed.children.map(\.frame.minX), [0, 50, 100])
        XCTAssertEqual(placed.frame.size, CGSize(width: 142, height: 21))
    }

    func testLengthsOnABoundaryAreNotRoundedUpByArithmeticNoise() {
        let c = ctx(3)
        XCTAssertEqual(c.pixelCeiling(0.1 + 0.2), 1.0 / 3, accuracy: 1e-12, "0.30000000000000004 is 0.9 px: one pixel")
        XCTAssertEqual(c.pixelCeiling(20.0 / 3 * 3 / 3), 20.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(ctx(1).pixelCeiling(40.000000001), 40)
        XCTAssertEqual(ctx(1).pixelCeiling(40.01), 41)
        XCTAssertEqual(ctx(2).pixelCeiling(.infinity), .infinity)
        XCTAssertEqual(ctx(2).pixelCeiling(1e308), 1e308, "too large to count in pixels: unchanged")
    }
}
