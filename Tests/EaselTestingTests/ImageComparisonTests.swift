import XCTest
import EaselRaster
@testable import EaselTesting
@testable import EaselSnapshotCore

final class ImageComparisonTests: XCTestCase {
    let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)

    func testToleranceAndAllowance() {
        XCTAssertEqual(ImageComparison.deltaETolerance(perceptualPrecision: 1), 0)
        XCTAssertEqual(ImageComparison.deltaETolerance(perceptualPrecision: 0.98), 2, accuracy: 1e-12)
        XCTAssertEqual(ImageComparison.deltaETolerance(perceptualPrecision: 0.9), 10, accuracy: 1e-12)
        XCTAssertEqual(ImageComparison.deltaETolerance(perceptualPrecision: 0), 100)
        XCTAssertEqual(ImageComparison.deltaETolerance(perceptualPrecision: 2), 0)
        XCTAssertEqual(ImageComparison.deltaETolerance(perceptualPrecision: .nan), 0)
        XCTAssertEqual(ImageComparison.allowedDifferingPixels(total: 100, precision: 1), 0)
        XCTAssertEqual(ImageComparison.allowedDifferingPixels(total: 100, precision: 0.5), 50)
        XCTAssertEqual(ImageComparison.allowedDifferingPixels(total: 100, precision: 0.99), 1)
        XCTAssertEqual(ImageComparison.allowedDifferingPixels(total: 100, precision: -1), 100)
    }

    func testCountsPixelsAndLargestDifference() {
        let expected = Bitmap(width: 4, height: 1, color: red)
        var actual = expected
        actual.pixels[1] = 3  // pixel 0: green +3
        actual.pixels[4 * 2] = 200; actual.pixels[4 * 2 + 3] = 200  // pixel 2: red at 78 % opacity
        let c = ImageComparison(expected: expected, actual: actual, perceptualPrecision: 1)
        XCTAssertEqual(c.differingPixels, 2)
        XCTAssertEqual(c.totalPixels, 4)
        XCTAssertEqual(c.largestChannelDifference, 55)
        XCTAssertFalse(c.matches(precision: 1))
        XCTAssertTrue(c.matches(precision: 0.5))
        // Green +3 on red is ΔE ≈ 0.4, invisible; the translucent red shows pink over white.
        let translucent = ColorDifference.ciede2000(premultiplied: (255, 0, 0, 255), (200, 0, 0, 200))
        XCTAssertGreaterThan(translucent, 10)
        XCTAssertEqual(c.largestDeltaE, translucent)
        let tolerant = ImageComparison(expected: expected, actual: actual, perceptualPrecision: 0.99)
        XCTAssertEqual(tolerant.differingPixels, 1)
        XCTAssertEqual(tolerant.largestChannelDifference, 55)
        XCTAssertEqual(ImageComparison(expected: expected, actual: actual, perceptualPrecision: 1 - (translucent + 0.01) / 100).differingPixels, 0)
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
        let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
        let expected = Bitmap(width: 3, height: 1, color: black)
        var actual = expected
        actual.pixels[0] = 200  // pixel 0: changed (ΔE ≈ 38)
        actual.pixels[4] = 1  // pixel 1: one level of red on black, ΔE ≈ 0.3
        let d = DifferenceImage.make(expected: expected, actual: actual, deltaETolerance: 1)
        XCTAssertEqual(d.pixel(x: 0, y: 0), DifferenceImage.changed(luminance: 0))
        XCTAssertEqual(d.pixel(x: 0, y: 0), PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(d.pixel(x: 1, y: 0), DifferenceImage.tolerated(luminance: 0))
        let grey = d.pixel(x: 2, y: 0)  // black, faded to a light grey
        XCTAssertEqual(grey.r, grey.g)
        XCTAssertEqual(grey.a, 255)
        XCTAssertTrue((170...185).contains(Int(grey.r)), "\(grey)")
        // Exact: the one-level change is red too.
        XCTAssertEqual(DifferenceImage.make(expected: expected, actual: actual).pixel(x: 1, y: 0), DifferenceImage.changed(luminance: 0))
        // Transparent expected pixels fade to white.
        let clear = DifferenceImage.make(expected: Bitmap(width: 1, height: 1, color: .clear), actual: Bitmap(width: 1, height: 1, color: .clear))
        XCTAssertEqual(clear.pixel(x: 0, y: 0), PremultipliedColor.white)
    }

    /// Changed pixels keep the picture's shading: over a white background a changed pixel is a
    /// light red, over black text a deep red, so text inside a changed area stays readable.
    func testChangedPixelsAreShadedByThePicture() {
        let white = PremultipliedColor.white, black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
        var expected = Bitmap(width: 2, height: 1, color: white)
        expected.pixels[4] = 0; expected.pixels[5] = 0; expected.pixels[6] = 0  // pixel 1 black
        let actual = Bitmap(width: 2, height: 1, color: PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        let d = DifferenceImage.make(expected: expected, actual: actual)
        XCTAssertEqual(d.pixel(x: 0, y: 0), PremultipliedColor(r: 255, g: 115, b: 115, a: 255))
        XCTAssertEqual(d.pixel(x: 1, y: 0), PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        XCTAssertNotEqual(d.pixel(x: 0, y: 0), d.pixel(x: 1, y: 0))
        _ = black
    }

    func testSizeMismatchCoversBothImages() {
        let a = Bitmap(width: 2, height: 1, color: PremultipliedColor.white)
        let b = Bitmap(width: 1, height: 2, color: PremultipliedColor.white)
        let d = DifferenceImage.make(expected: a, actual: b)
        XCTAssertEqual(d.width, 2); XCTAssertEqual(d.height, 2)
        XCTAssertEqual(d.pixel(x: 0, y: 0).r, DifferenceImage.faded(255).r)  // in both, identical
        XCTAssertEqual(d.pixel(x: 1, y: 0), DifferenceImage.changed(luminance: 255))  // expected only
        XCTAssertEqual(d.pixel(x: 0, y: 1), DifferenceImage.changed(luminance: 255))  // actual only
        XCTAssertEqual(d.pixel(x: 1, y: 1), DifferenceImage.outside)
    }
}
