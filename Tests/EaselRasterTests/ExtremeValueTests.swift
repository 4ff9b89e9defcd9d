import XCTest
@testable import EaselRaster

/// Geometry from user input can be NaN, infinite or astronomically large; the rasterizer draws
/// what lies on the canvas and never traps, loops or allocates without bound.
final class ExtremeValueTests: XCTestCase {
    func testPixelIndexClampsEverything() {
        XCTAssertEqual(PixelIndex.floor(.nan, 0, 10), 0)
        XCTAssertEqual(PixelIndex.floor(.infinity, 0, 10), 10)
        XCTAssertEqual(PixelIndex.floor(-.infinity, 0, 10), 0)
        XCTAssertEqual(PixelIndex.floor(1e308, -5, 5), 5)
        XCTAssertEqual(PixelIndex.ceil(3.2, 0, 10), 4)
        XCTAssertEqual(PixelIndex.floor(3.8, 0, 10), 3)
        XCTAssertEqual(PixelIndex.nearest(-2.5, -10, 10), -3)
        XCTAssertEqual(PixelIndex.pieces(.nan, limit: 8), 1)
        XCTAssertEqual(PixelIndex.pieces(.infinity, limit: 8), 8)
        XCTAssertEqual(PixelIndex.pieces(0.2, limit: 8), 1)
        XCTAssertEqual(PixelIndex.pieces(3.5, limit: 8), 4)
    }

    func testHugeRectanglesCoverTheCanvasExactly() {
        let c = RasterCanvas(width: 8, height: 4)
        c.fillRect(RasterRect(x: -1e308, y: -1e308, width: 1e308, height: 2e307), color: .black)  // all above/left: nothing
        XCTAssertEqual(c.pixel(x: 0, y: 0), .clear)
        c.fillRect(RasterRect(x: -9.2e18, y: -9.2e18, width: 1.8e19, height: 1.8e19), color: .black)
        for y in 0..<4 { for x in 0..<8 { XCTAssertEqual(c.pixel(x: x, y: y), .black) } }
        let n = RasterCanvas(width: 4, height: 4)
        n.fillRect(RasterRect(x: .nan, y: 0, width: 2, height: 2), color: .black)
        n.fillRect(RasterRect(x: 0, y: 0, width: .infinity, height: 1), color: .black)
        XCTAssertEqual(n.pixel(x: 3, y: 3), .clear)
    }

    func testHugePathsAndArcsStayBounded() {
        var p = RasterPath()
        p.addEllipse(in: RasterRect(x: -1e18, y: -1e18, width: 2e18, height: 2e18))
        let c = RasterCanvas(width: 6, height: 6)
        c.fill(p, color: .black)
        XCTAssertEqual(c.pixel(x: 3, y: 3), .black, "the canvas lies deep inside a huge circle")
        var arc = RasterPath()
        arc.addArc(center: RasterPoint(3, 3), radius: 2, startAngle: 0, endAngle: 1e300, clockwise: true)
        arc.addArc(center: RasterPoint(3, 3), radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
        XCTAssertLessThan(arc.flattened(tolerance: 0.25).reduce(0) { $0 + $1.points.count }, 200)
        // A curve whose flattening would need billions of points is capped.
        var q = RasterPath()
        q.move(to: RasterPoint(0, 0))
        q.quad(to: RasterPoint(1e18, 0), control: RasterPoint(5e17, 1e18))
        XCTAssertLessThanOrEqual(q.flattened(tolerance: 0.25)[0].points.count, Polyline.maxPieces + 2)
    }

    func testStrokesOfAbsurdWidthFinish() {
        var p = RasterPath()
        p.addEllipse(in: RasterRect(x: 1, y: 1, width: 4, height: 4))
        let c = RasterCanvas(width: 6, height: 6)
        c.stroke(p, style: StrokeParameters(lineWidth: 9.2e18, join: .round, cap: .round), color: .black)
        c.stroke(p, style: StrokeParameters(lineWidth: .nan), color: .black)
        c.stroke(p, style: StrokeParameters(lineWidth: 1e308), color: .black)
    }

    func testShadowTooFaintToSeeIsSkippedAndOneTooLargeIsRefused() {
        let c = RasterCanvas(width: 20, height: 20)
        for radius in [1e9, .infinity, 40_000] {
            c.beginLayer()
            c.fillRect(RasterRect(x: 8, y: 8, width: 4, height: 4), color: .black)
            c.endLayer(shadow: DropShadow(color: .black, radius: radius))
        }
        XCTAssertNil(c.budgetExceeded)
        XCTAssertEqual(c.pixel(x: 0, y: 0), .clear, "no visible shadow from a 4 x 4 square spread that wide")
        XCTAssertEqual(c.pixel(x: 9, y: 9), .black)
        // A large opaque layer with a wide shadow is visible, and its blur plane is over budget.
        let big = RasterCanvas(width: 200, height: 200)
        big.memoryBudget = MemoryBudget(bytes: 1 << 20)
        big.beginLayer()
        big.fillRect(RasterRect(x: 0, y: 0, width: 200, height: 200), color: .black)
        big.endLayer(shadow: DropShadow(color: .black, radius: 100))
        let e = try? XCTUnwrap(big.budgetExceeded)
        XCTAssertEqual(e?.budget, 1 << 20)
        XCTAssertTrue(e?.description.contains("blur of a shadow of radius 100") ?? false, e?.description ?? "")
        XCTAssertEqual(big.pixel(x: 5, y: 5), .black, "the layer itself is still drawn")
    }

    func testMemoryBudgetArithmeticNeverOverflows() {
        XCTAssertNil(MemoryBudget.bytes(Int.max, 2, size: 4))
        XCTAssertNil(MemoryBudget.bytes(-1, 2, size: 4))
        XCTAssertEqual(MemoryBudget.bytes(100, 100, size: 4), 40_000)
        XCTAssertEqual(MemoryBudgetExceeded.format(57_622_562_232), "53.7 GiB")
        XCTAssertEqual(
            MemoryBudgetExceeded(what: "a canvas", requested: nil, budget: 1024).description,
            "a canvas needs more memory than can be counted, over the memory budget of 1.0 KiB (--max-memory)")
        XCTAssertGreaterThan(MemoryBudget.machineDefault.bytes, 1 << 28)
    }

    func testColoursWithNaNComponentsDrawNothingForThem() {
        XCTAssertEqual(PremultipliedColor(red: .nan, green: 1, blue: 0, opacity: 1), PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
        XCTAssertEqual(PremultipliedColor(red: 1, green: 1, blue: 1, opacity: .nan), .clear)
        XCTAssertEqual(PremultipliedColor.white.scaled(by: .nan), .clear)
        XCTAssertEqual(PremultipliedColor(red: 2, green: -1, blue: .infinity, opacity: 1), PremultipliedColor(r: 255, g: 0, b: 255, a: 255))
    }
}
