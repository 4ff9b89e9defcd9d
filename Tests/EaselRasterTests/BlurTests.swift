import XCTest
@testable import EaselRaster

final class BlurTests: XCTestCase {
    func boxPlane() -> [Float] {
        var plane = [Float](repeating: 0, count: 60 * 60)
        for y in 25..<35 { for x in 20..<30 { plane[y * 60 + x] = 1 } }
        return plane
    }

    func checkBlur(sigma: Double) {
        var plane = boxPlane()
        let before = plane.reduce(0, +)
        Blur.gaussian(&plane, width: 60, height: 60, sigma: sigma)
        let after = plane.reduce(0, +)
        XCTAssertEqual(Double(after), Double(before), accuracy: Double(before) * 0.01, "sigma \(sigma)")
        // Blurred: the centre drops below 1 and the outside picks up alpha.
        XCTAssertLessThan(plane[30 * 60 + 24], 1)
        XCTAssertGreaterThan(plane[30 * 60 + 18], 0)
        // The box spans columns 20...29, so column x mirrors column 49 - x.
        for x in 0..<25 {
            XCTAssertEqual(plane[30 * 60 + x], plane[30 * 60 + 49 - x], accuracy: 1e-4, "sigma \(sigma), x \(x)")
        }
    }

    func testExactKernelPreservesTotalAndIsSymmetric() { checkBlur(sigma: 1.5) }
    func testBoxPassesPreserveTotalAndAreSymmetric() { checkBlur(sigma: 4) }

    func testBoxSizesForSigma() {
        // Three boxes whose variances ((w^2 - 1) / 12 each) add up to about sigma^2.
        for sigma in [2.0, 3.5, 8.0] {
            let sizes = Blur.boxSizes(sigma: sigma, passes: 3)
            XCTAssertTrue(sizes.allSatisfy { $0 % 2 == 1 })
            let variance = sizes.map { Double($0 * $0 - 1) / 12 }.reduce(0, +)
            XCTAssertEqual(variance.squareRoot(), sigma, accuracy: 0.5)
        }
    }

    func testShadowUnderLayer() {
        let canvas = RasterCanvas(width: 40, height: 40, color: .white)
        canvas.beginLayer()
        canvas.fillRect(RasterRect(x: 10, y: 10, width: 10, height: 10), color: PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        canvas.endLayer(shadow: DropShadow(color: .black, radius: 4, offsetX: 5, offsetY: 5))
        // The shape stays on top.
        XCTAssertEqual(canvas.pixel(x: 15, y: 15), PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        // The shadow darkens the offset area, most in its middle.
        let middle = canvas.pixel(x: 22, y: 22).r, edge = canvas.pixel(x: 26, y: 26).r
        XCTAssertLessThan(middle, 128)
        XCTAssertLessThan(middle, edge)
        XCTAssertEqual(canvas.pixel(x: 2, y: 2), .white)
    }
}
