import XCTest
@testable import EaselRaster

/// Materials' backdrop blur: only pixels under the mask change; a sharp edge under it softens
/// symmetrically; flat colour stays flat.
final class BackdropBlurTests: XCTestCase {
    func halves() -> RasterCanvas {
        let c = RasterCanvas(width: 40, height: 10)
        c.fillRect(RasterRect(x: 0, y: 0, width: 20, height: 10), color: PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        c.fillRect(RasterRect(x: 20, y: 0, width: 20, height: 10), color: PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        return c
    }

    func mask(_ x: Int, _ w: Int) -> CoverageMask {
        CoverageMask(x: x, y: 0, width: w, height: 10, values: [UInt8](repeating: 255, count: w * 10))
    }

    func testOnlyPixelsUnderTheMaskChange() {
        let c = halves()
        c.blurBackdrop(under: mask(10, 20), sigma: 3)
        XCTAssertEqual(c.pixel(x: 5, y: 5).r, 0)  // outside, left
        XCTAssertEqual(c.pixel(x: 35, y: 5).r, 255)  // outside, right
        // Across the edge at x = 20 the blur meets in the middle.
        XCTAssertEqual(Double(c.pixel(x: 19, y: 5).r) + Double(c.pixel(x: 20, y: 5).r), 255, accuracy: 4)
        XCTAssertGreaterThan(c.pixel(x: 19, y: 5).r, 60)
        XCTAssertEqual(c.pixel(x: 19, y: 5).a, 255)
    }

    func testFlatColourStaysFlatAndBadSigmasDoNothing() {
        let c = RasterCanvas(width: 20, height: 20, color: PremultipliedColor(r: 10, g: 100, b: 200, a: 255))
        c.blurBackdrop(under: mask(0, 20), sigma: 5)
        XCTAssertEqual(c.pixel(x: 10, y: 5), PremultipliedColor(r: 10, g: 100, b: 200, a: 255))
        let d = halves()
        for s in [0, -1, .nan, .infinity] { d.blurBackdrop(under: mask(10, 20), sigma: s) }
        XCTAssertEqual(d.pixel(x: 19, y: 5).r, 0)
    }
}
