import XCTest
@testable import EaselRaster

/// Layer filters against values computed by hand: colour matrices on straight sRGB, blur spread.
final class LayerFilterTests: XCTestCase {
    /// A 2 × 1 canvas: opaque red, then 50 % white; the filtered layer composited on transparency.
    func filtered(_ filter: LayerFilter) -> [[UInt8]] {
        let c = RasterCanvas(width: 2, height: 1)
        c.beginLayer()
        c.fillRect(RasterRect(x: 0, y: 0, width: 1, height: 1), color: PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        c.fillRect(RasterRect(x: 1, y: 0, width: 1, height: 1), color: PremultipliedColor(r: 128, g: 128, b: 128, a: 128))
        c.endLayer(filter: filter)
        return (0..<2).map { x in
            let p = c.pixel(x: x, y: 0); return [p.r, p.g, p.b, p.a]
        }
    }

    func testIdentityKeepsPixels() {
        XCTAssertEqual(filtered(.colorMatrix(LayerFilter.identity)), [[255, 0, 0, 255], [128, 128, 128, 128]])
    }

    func testGreyscaleUsesRec709Luma() {
        // Saturation 0: every channel becomes 0.2126 r + 0.7152 g + 0.0722 b.
        let grey: [Double] = [0.2126, 0.7152, 0.0722, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0, 0, 0, 0, 1, 0]
        XCTAssertEqual(filtered(.colorMatrix(grey))[0], [54, 54, 54, 255])
        XCTAssertEqual(filtered(.colorMatrix(grey))[1], [128, 128, 128, 128])  // white stays white, half covered
    }

    func testInversionWorksOnStraightColour() {
        let invert: [Double] = [-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0]
        // Red → cyan; half-covered white → half-covered black (not a premultiplied artefact).
        XCTAssertEqual(filtered(.colorMatrix(invert)), [[0, 255, 255, 255], [0, 0, 0, 128]])
    }

    func testNonFiniteMatricesChangeNothing() {
        var m = LayerFilter.identity
        m[0] = .nan
        XCTAssertEqual(filtered(.colorMatrix(m)), [[255, 0, 0, 255], [128, 128, 128, 128]])
    }

    func testBlurSpreadsAndKeepsTheTotal() {
        let c = RasterCanvas(width: 41, height: 41)
        c.beginLayer()
        c.fillRect(RasterRect(x: 20, y: 20, width: 1, height: 1), color: PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        c.endLayer(filter: .blur(sigma: 3, opaque: false))
        var total = 0
        for y in 0..<41 { for x in 0..<41 { total += Int(c.pixel(x: x, y: y).a) } }
        XCTAssertEqual(Double(total), 255, accuracy: 40)  // rounding of many small values
        XCTAssertEqual(c.pixel(x: 17, y: 20).a, c.pixel(x: 23, y: 20).a)  // symmetric
        XCTAssertGreaterThan(c.pixel(x: 20, y: 20).a, c.pixel(x: 23, y: 20).a)
        XCTAssertEqual(LayerFilter.blur(sigma: 3, opaque: false).spread, 11)
    }
}
