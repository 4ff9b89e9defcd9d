import XCTest
import EaselRaster
@testable import EaselTesting

final class ImageComparisonTests: XCTestCase {
    let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)

    func testToleranceAndAllowance() {
        XCTAssertEqual(ImageComparison.channelTolerance(perceptualPrecision: 1), 0)
        XCTAssertEqual(ImageComparison.channelTolerance(perceptualPrecision: 1 - 1.0 / 255), 1)
        XCTAssertEqual(ImageComparison.channelTolerance(perceptualPrecision: 0.99), 2)
        XCTAssertEqual(ImageComparison.channelTolerance(perceptualPrecision: 0.9), 25)
        XCTAssertEqual(ImageComparison.channelTolerance(perceptualPrecision: 0), 255)
        XCTAssertEqual(ImageComparison.channelTolerance(perceptualPrecision: 2), 0)
        XCTAssertEqual(ImageComparison.allowedDifferingPixels(total: 100, precision: 1), 0)
        XCTAssertEqual(ImageComparison.allowedDifferingPixels(total: 100, precision: 0.5), 50)
        XCTAssertEqual(ImageComparison.allowedDifferingPixels(total: 100, precision: 0.99), 1)
        XCTAssertEqual(ImageComparison.allowedDifferingPixels(total: 100, precision: -1), 100)
    }

    func testCountsPixelsAndLargestDifference() {
        let expected = Bitmap(width: 4, height: 1, color: red)
        var actual = expected
        actual.pixels[1] = 3          // pixel 0: green +3
        actual.pixels[4 * 2 + 3] = 250 // pixel 2: alpha -5
        let c = ImageComparison(expected: expected, actual: actual, perceptualPrecision: 1)
        XCTAssertEqual(c.differingPixels, 2)
        XCTAssertEqual(c.totalPixels, 4)
        XCTAssertEqual(c.largestChannelDifference, 5)
        XCTAssertFalse(c.matches(precision: 1))
        XCTAssertTrue(c.matches(precision: 0.5))
        let tolerant = ImageComparison(expected: expected, actual: actual, perceptualPrecision: 1 - 3.0 / 255)
        XCTAssertEqual(tolerant.differingPixels, 1)
        XCTAssertEqual(tolerant.largestChannelDifference, 5)
    }

    func testIdenticalAndSizes() {
        let a = Bitmap(width: 3, height: 2, color: red)
        XCTAssertTrue(ImageComparison(expected: a, actual: a).isIdentical)
        XCTAssertTrue(ImageComparison(expected: a, actual: a).matches(precision: 1))
        let b = Bitmap(width: 2, height: 3, color: red)
        let c = ImageComparison(expected: a, actual: b)
        XCTAssertFalse(c.sizesMatch)
        XCTAssertFalse(c.matches(precision: 0))
        XCTAssertEqual(describe(c, precision: 1), "expected 3 x 2 pixels, got 2 x 3")
    }

    func testDifferenceImageColours() {
        let expected = Bitmap(width: 3, height: 1, color: PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        var actual = expected
        actual.pixels[0] = 200   // pixel 0: changed
        actual.pixels[4] = 1     // pixel 1: within a tolerance of 1
        let d = DifferenceImage.make(expected: expected, actual: actual, channelTolerance: 1)
        XCTAssertEqual(d.pixel(x: 0, y: 0), DifferenceImage.changed)
        XCTAssertEqual(d.pixel(x: 1, y: 0), DifferenceImage.tolerated)
        let grey = d.pixel(x: 2, y: 0)   // black, faded to a light grey
        XCTAssertEqual(grey.r, grey.g)
        XCTAssertEqual(grey.a, 255)
        XCTAssertTrue((170...185).contains(Int(grey.r)), "\(grey)")
        // Transparent expected pixels fade to white.
        let clear = DifferenceImage.make(expected: Bitmap(width: 1, height: 1, color: .clear), actual: Bitmap(width: 1, height: 1, color: .clear))
        XCTAssertEqual(clear.pixel(x: 0, y: 0), PremultipliedColor.white)
    }
}
