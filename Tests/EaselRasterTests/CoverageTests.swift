import XCTest
@testable import EaselRaster

final class CoverageTests: XCTestCase {
    func testFractionalRectangleCoverageThroughRasterizer() throws {
        var path = RasterPath()
        path.addRect(RasterRect(x: 0.25, y: 0, width: 2.5, height: 1))
        let mask = try XCTUnwrap(Rasterizer.coverage(of: path, width: 4, height: 1))
        let expected: [Double] = [0.75, 1, 0.75, 0]
        for x in 0..<4 {
            XCTAssertEqual(Double(mask.coverage(atX: x, y: 0)) / 255, expected[x], accuracy: 1.0 / 255, "x=\(x)")
        }
    }

    func testFractionalRectangleFastPath() {
        let canvas = RasterCanvas(width: 4, height: 2)
        canvas.fillRect(RasterRect(x: 0.25, y: 0, width: 2.5, height: 0.5), color: .black)
        XCTAssertEqual(Int(canvas.pixel(x: 0, y: 0).a), 96, accuracy: 1)  // 0.75 * 0.5
        XCTAssertEqual(Int(canvas.pixel(x: 1, y: 0).a), 128, accuracy: 1)
        XCTAssertEqual(Int(canvas.pixel(x: 2, y: 0).a), 96, accuracy: 1)
        XCTAssertEqual(canvas.pixel(x: 3, y: 0).a, 0)
        XCTAssertEqual(canvas.pixel(x: 1, y: 1).a, 0)
    }

    func testPixelAlignedRectIsSolid() {
        let canvas = RasterCanvas(width: 6, height: 6)
        var path = RasterPath()
        path.addRect(RasterRect(x: 1, y: 1, width: 3, height: 3))
        canvas.fill(path, color: .black)
        XCTAssertEqual(canvas.pixel(x: 1, y: 1), .black)
        XCTAssertEqual(canvas.pixel(x: 3, y: 3), .black)
        XCTAssertEqual(canvas.pixel(x: 4, y: 3), .clear)
        XCTAssertEqual(canvas.pixel(x: 0, y: 0), .clear)
    }

    func testDiscAreaAtFractionalCentre() throws {
        var path = RasterPath()
        let r = 20.0
        path.addEllipse(in: RasterRect(x: 31.3 - r, y: 27.7 - r, width: 2 * r, height: 2 * r))
        let mask = try XCTUnwrap(Rasterizer.coverage(of: path, width: 64, height: 64))
        let area = Double.pi * r * r
        XCTAssertEqual(mask.totalCoverage, area, accuracy: area * 0.005)
        // Exactly inside and outside pixels.
        XCTAssertEqual(mask.coverage(atX: 31, y: 27), 255)
        XCTAssertEqual(mask.coverage(atX: 12, y: 8), 0)
    }

    func testEvenOddVersusNonZero() throws {
        var path = RasterPath()
        path.addRect(RasterRect(x: 2, y: 2, width: 6, height: 6))
        path.addRect(RasterRect(x: 5, y: 5, width: 6, height: 6))
        let nz = try XCTUnwrap(Rasterizer.coverage(of: path, fillRule: .nonZero, width: 14, height: 14))
        let eo = try XCTUnwrap(Rasterizer.coverage(of: path, fillRule: .evenOdd, width: 14, height: 14))
        XCTAssertEqual(nz.coverage(atX: 6, y: 6), 255)
        XCTAssertEqual(eo.coverage(atX: 6, y: 6), 0)
        XCTAssertEqual(nz.coverage(atX: 3, y: 3), 255)
        XCTAssertEqual(eo.coverage(atX: 3, y: 3), 255)
        XCTAssertEqual(eo.coverage(atX: 9, y: 9), 255)
        XCTAssertEqual(eo.coverage(atX: 12, y: 3), 0)
    }

    func testPathsBeyondCanvasAreClipped() throws {
        var path = RasterPath()
        path.addRect(RasterRect(x: -100.5, y: -3, width: 102, height: 100))
        path.move(to: RasterPoint(0, 0))
        let mask = try XCTUnwrap(Rasterizer.coverage(of: path, width: 4, height: 4))
        XCTAssertEqual(mask.coverage(atX: 0, y: 0), 255)
        XCTAssertEqual(Int(mask.coverage(atX: 1, y: 2)), 128, accuracy: 1)
        XCTAssertEqual(mask.coverage(atX: 2, y: 2), 0)
    }

    func testTriangleAreaIsExact() throws {
        var path = RasterPath()
        path.move(to: RasterPoint(1.3, 1.1))
        path.line(to: RasterPoint(9.7, 2.9))
        path.line(to: RasterPoint(4.2, 8.6))
        path.close()
        let mask = try XCTUnwrap(Rasterizer.coverage(of: path, width: 12, height: 12))
        // Shoelace area.
        let ux: Double = 9.7 - 1.3, uy: Double = 2.9 - 1.1, vx: Double = 4.2 - 1.3, vy: Double = 8.6 - 1.1
        let area: Double = abs(ux * vy - vx * uy) / 2
        XCTAssertEqual(mask.totalCoverage, area, accuracy: 0.15)
    }

    func testContinuousRoundedRectIsSymmetricAndInsideRect() throws {
        var path = RasterPath()
        path.addRoundedRect(RasterRect(x: 2, y: 2, width: 40, height: 30), cornerRadius: 8, style: .continuous)
        let mask = try XCTUnwrap(Rasterizer.coverage(of: path, width: 44, height: 34))
        XCTAssertEqual(mask.coverage(atX: 2, y: 2), 0)
        XCTAssertEqual(mask.coverage(atX: 22, y: 17), 255)
        XCTAssertEqual(mask.coverage(atX: 4, y: 6), mask.coverage(atX: 39, y: 6))
        XCTAssertEqual(mask.coverage(atX: 4, y: 6), mask.coverage(atX: 4, y: 27))
        // A continuous corner hugs the corner less closely than a circular one of the same radius.
        var circ = RasterPath()
        circ.addRoundedRect(RasterRect(x: 2, y: 2, width: 40, height: 30), cornerRadius: 8, style: .circular)
        let cm = try XCTUnwrap(Rasterizer.coverage(of: circ, width: 44, height: 34))
        XCTAssertLessThan(mask.totalCoverage, cm.totalCoverage)
    }
}
