import XCTest
@testable import EaselRaster

final class BitmapTests: XCTestCase {
    /// Straight alpha as PNG stores it: c * 255 / a rounded to nearest, at most 255 (a colour
    /// above its alpha); alpha 0 is 0, 0, 0, 0; opaque pixels unchanged.
    func testStraightRGBAUnpremultipliesEachPixel() {
        let b = Bitmap(width: 5, height: 1, pixels: [128, 64, 0, 128, 200, 0, 0, 100, 5, 5, 5, 0, 1, 2, 3, 255, 1, 0, 2, 3])
        XCTAssertEqual(b.straightRGBA, [255, 128, 0, 128, 255, 0, 0, 100, 0, 0, 0, 0, 1, 2, 3, 255, 85, 0, 170, 3])
    }

    let black = PremultipliedColor.black, white = PremultipliedColor.white

    func twoByTwo() -> Bitmap {
        var px: [UInt8] = []
        for c in [black, white, black, white] { px += [c.r, c.g, c.b, c.a] }
        return Bitmap(width: 2, height: 2, pixels: px)
    }

    func testBilinearUpscale() {
        let canvas = RasterCanvas(width: 4, height: 4)
        canvas.draw(twoByTwo(), in: RasterRect(x: 0, y: 0, width: 4, height: 4))
        let row = (0..<4).map { Int(canvas.pixel(x: $0, y: 1).r) }
        XCTAssertEqual(row[0], 0)
        XCTAssertEqual(row[1], 64, accuracy: 1)
        XCTAssertEqual(row[2], 191, accuracy: 1)
        XCTAssertEqual(row[3], 255)
        XCTAssertEqual(canvas.pixel(x: 2, y: 3).a, 255)
    }

    func testNearestUpscale() {
        let canvas = RasterCanvas(width: 4, height: 4)
        canvas.draw(twoByTwo(), in: RasterRect(x: 0, y: 0, width: 4, height: 4), interpolation: .none)
        XCTAssertEqual((0..<4).map { canvas.pixel(x: $0, y: 2).r }, [0, 0, 255, 255])
    }

    func testAreaAveragedDownscaleOfCheckerboard() {
        var px: [UInt8] = []
        for y in 0..<8 { for x in 0..<8 { let c = (x + y) % 2 == 0 ? black : white; px += [c.r, c.g, c.b, c.a] } }
        let canvas = RasterCanvas(width: 2, height: 2)
        canvas.draw(Bitmap(width: 8, height: 8, pixels: px), in: RasterRect(x: 0, y: 0, width: 2, height: 2))
        for y in 0..<2 {
            for x in 0..<2 {
                let p = canvas.pixel(x: x, y: y)
                XCTAssertEqual(Int(p.r), 128, accuracy: 1)
                XCTAssertEqual(p.a, 255)
            }
        }
    }

    func testFractionalDestinationEdges() {
        let canvas = RasterCanvas(width: 4, height: 1)
        canvas.draw(Bitmap(width: 1, height: 1, color: black), in: RasterRect(x: 0.5, y: 0, width: 2, height: 1))
        XCTAssertEqual(Int(canvas.pixel(x: 0, y: 0).a), 128, accuracy: 1)
        XCTAssertEqual(canvas.pixel(x: 1, y: 0).a, 255)
        XCTAssertEqual(Int(canvas.pixel(x: 2, y: 0).a), 128, accuracy: 1)
        XCTAssertEqual(canvas.pixel(x: 3, y: 0).a, 0)
    }

    func testTiling() {
        let canvas = RasterCanvas(width: 8, height: 2)
        canvas.drawTiled(twoByTwo(), in: RasterRect(x: 0, y: 0, width: 8, height: 2), tileScale: 1)
        XCTAssertEqual((0..<8).map { canvas.pixel(x: $0, y: 0).r }, [0, 255, 0, 255, 0, 255, 0, 255])
        let scaled = RasterCanvas(width: 8, height: 2)
        scaled.drawTiled(twoByTwo(), in: RasterRect(x: 0, y: 0, width: 8, height: 2), tileScale: 2, interpolation: .none)
        XCTAssertEqual((0..<8).map { scaled.pixel(x: $0, y: 0).r }, [0, 0, 255, 255, 0, 0, 255, 255])
    }

    func testOpacity() {
        let canvas = RasterCanvas(width: 1, height: 1, color: white)
        canvas.draw(Bitmap(width: 1, height: 1, color: black), in: RasterRect(x: 0, y: 0, width: 1, height: 1), opacity: 0.5)
        XCTAssertEqual(Int(canvas.pixel(x: 0, y: 0).r), 128, accuracy: 1)
    }
}
