import XCTest
@testable import EaselRaster

final class StrokeTests: XCTestCase {
    func ringCheck(_ canvas: RasterCanvas, file: StaticString = #filePath, line: UInt = #line) {
        for y in 0..<10 {
            for x in 0..<10 {
                let onRing = x == 0 || y == 0 || x == 9 || y == 9
                XCTAssertEqual(canvas.pixel(x: x, y: y).a, onRing ? 255 : 0, "(\(x), \(y))", file: file, line: line)
            }
        }
    }

    func testOnePixelStrokeOfInsetRectCoversOnePixelRing() {
        let canvas = RasterCanvas(width: 10, height: 10)
        var path = RasterPath()
        path.addRect(RasterRect(x: 0.5, y: 0.5, width: 9, height: 9))
        canvas.stroke(path, style: StrokeParameters(lineWidth: 1), color: .black)
        ringCheck(canvas)
    }

    func testRingHelperForRect() {
        let canvas = RasterCanvas(width: 10, height: 10)
        canvas.fill(Stroker.ring(rect: RasterRect(x: 0.5, y: 0.5, width: 9, height: 9), lineWidth: 1), color: .black, fillRule: .evenOdd)
        ringCheck(canvas)
    }

    func testScaledStrokeUsesTransform() {
        // A 0.5-point stroke at scale 2 is one pixel wide.
        let canvas = RasterCanvas(width: 10, height: 10)
        var path = RasterPath()
        path.addRect(RasterRect(x: 0.25, y: 0.25, width: 4.5, height: 4.5))
        canvas.stroke(path, style: StrokeParameters(lineWidth: 0.5), color: .black, transform: .scale(2, 2))
        ringCheck(canvas)
    }

    func testRoundCapsLineArea() throws {
        var path = RasterPath()
        path.move(to: RasterPoint(5, 10.3))
        path.line(to: RasterPoint(15, 10.3))
        let outline = Stroker.outline(of: path, style: StrokeParameters(lineWidth: 4, cap: .round))
        let mask = try XCTUnwrap(Rasterizer.coverage(of: outline, width: 30, height: 30))
        XCTAssertEqual(mask.totalCoverage, 10 * 4 + Double.pi * 4, accuracy: 0.3)
    }

    func testSquareCapsAndButtCaps() throws {
        var path = RasterPath()
        path.move(to: RasterPoint(5, 10))
        path.line(to: RasterPoint(15, 10))
        let butt = try XCTUnwrap(Rasterizer.coverage(of: Stroker.outline(of: path, style: StrokeParameters(lineWidth: 2)), width: 30, height: 30))
        XCTAssertEqual(butt.totalCoverage, 20, accuracy: 0.01)
        let square = try XCTUnwrap(
            Rasterizer.coverage(of: Stroker.outline(of: path, style: StrokeParameters(lineWidth: 2, cap: .square)), width: 30, height: 30))
        XCTAssertEqual(square.totalCoverage, 24, accuracy: 0.01)
    }

    func testJoinsOfARightAngle() throws {
        var path = RasterPath()
        path.move(to: RasterPoint(5, 5))
        path.line(to: RasterPoint(15, 5))
        path.line(to: RasterPoint(15, 15))
        func area(_ join: StrokeJoin) throws -> Double {
            try XCTUnwrap(Rasterizer.coverage(of: Stroker.outline(of: path, style: StrokeParameters(lineWidth: 2, join: join)), width: 30, height: 30))
                .totalCoverage
        }
        // Two 10x2 bands overlap in a 1x1 square at the inner corner; outer corner adds 1 (miter), 0.5 (bevel), pi/4 (round).
        XCTAssertEqual(try area(.miter), 40 - 1 + 1, accuracy: 0.02)
        XCTAssertEqual(try area(.bevel), 40 - 1 + 0.5, accuracy: 0.02)
        XCTAssertEqual(try area(.round), 40 - 1 + Double.pi / 4, accuracy: 0.05)
    }

    func testMiterLimitFallsBackToBevel() throws {
        var path = RasterPath()
        path.move(to: RasterPoint(2, 20))
        path.line(to: RasterPoint(30, 21))
        path.line(to: RasterPoint(2, 22))
        let limited = try XCTUnwrap(
            Rasterizer.coverage(of: Stroker.outline(of: path, style: StrokeParameters(lineWidth: 2, join: .miter)), width: 200, height: 40))
        let bevel = try XCTUnwrap(
            Rasterizer.coverage(of: Stroker.outline(of: path, style: StrokeParameters(lineWidth: 2, join: .bevel)), width: 200, height: 40))
        XCTAssertEqual(limited.totalCoverage, bevel.totalCoverage, accuracy: 0.01)
    }

    func testCircleRingArea() throws {
        let ring = Stroker.ring(ellipseIn: RasterRect(x: 10.2, y: 10.7, width: 30, height: 30), lineWidth: 3)
        let mask = try XCTUnwrap(Rasterizer.coverage(of: ring, fillRule: .evenOdd, width: 50, height: 50))
        let expected = Double.pi * (16.5 * 16.5 - 13.5 * 13.5)
        XCTAssertEqual(mask.totalCoverage, expected, accuracy: expected * 0.01)
    }
}
