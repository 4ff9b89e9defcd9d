import XCTest
@testable import EaselRaster

final class PixelBufferTests: XCTestCase {
    func testBuffersAreZeroedWhateverTheirSize() {
        // Below the size whose pages are made present at once, at it, and an odd size.
        for count in [0, 1, 4096, PixelBuffer.populateThreshold, 2000 * 2000 * 4 + 12] {
            let b = PixelBuffer.zeroed(count: count)
            XCTAssertEqual(b.count, count)
            XCTAssertTrue(b.allSatisfy { $0 == 0 }, "\(count) bytes")
        }
    }

    func testALargeCanvasStartsClearOrInItsColour() {
        let clear = RasterCanvas(width: 1100, height: 1000)
        XCTAssertTrue(clear.pixels.allSatisfy { $0 == 0 })
        let white = RasterCanvas(width: 1100, height: 1000, color: PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(white.pixels.count, 1100 * 1000 * 4)
        XCTAssertTrue(white.pixels.allSatisfy { $0 == 255 })
    }
}
