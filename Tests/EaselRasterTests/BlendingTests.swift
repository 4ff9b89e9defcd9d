import XCTest
@testable import EaselRaster

/// Blend modes against values computed by hand from the W3C formulas and the Porter–Duff operators.
final class BlendingTests: XCTestCase {
    /// One pixel: `backdrop` on the canvas, `source` in a layer ended through `op`.
    func blended(_ op: CompositeOperator, source: PremultipliedColor, backdrop: PremultipliedColor) -> [UInt8] {
        let c = RasterCanvas(width: 1, height: 1)
        c.fillRect(RasterRect(x: 0, y: 0, width: 1, height: 1), color: backdrop)
        c.beginLayer()
        c.fillRect(RasterRect(x: 0, y: 0, width: 1, height: 1), color: source)
        c.endLayer(blend: op)
        let p = c.pixel(x: 0, y: 0)
        return [p.r, p.g, p.b, p.a]
    }

    let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    let green = PremultipliedColor(r: 0, g: 255, b: 0, a: 255)
    let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
    let grey = PremultipliedColor(r: 128, g: 128, b: 128, a: 255)
    let clear = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)

    func testSeparableModes() {
        XCTAssertEqual(blended(.multiply, source: red, backdrop: white), [255, 0, 0, 255])
        XCTAssertEqual(blended(.multiply, source: grey, backdrop: grey), [64, 64, 64, 255])  // 0.502² = 0.252
        XCTAssertEqual(blended(.screen, source: grey, backdrop: grey), [192, 192, 192, 255])  // 1 − 0.498²
        XCTAssertEqual(blended(.difference, source: white, backdrop: red), [0, 255, 255, 255])
        XCTAssertEqual(blended(.darken, source: grey, backdrop: red), [128, 0, 0, 255])
        XCTAssertEqual(blended(.lighten, source: grey, backdrop: red), [255, 128, 128, 255])
        XCTAssertEqual(blended(.exclusion, source: white, backdrop: grey), [127, 127, 127, 255])
    }

    func testNonSeparableModesKeepTheBackdropsLuminosityOrHue() {
        // `color` of pure green onto grey: green's hue and saturation at the grey's luminosity (0.502).
        let c = blended(.color, source: green, backdrop: grey)
        XCTAssertEqual(Double(c[0]) * 0.3 + Double(c[1]) * 0.59 + Double(c[2]) * 0.11, 128, accuracy: 1.5)
        XCTAssertGreaterThan(c[1], c[0])
        // `luminosity` of white onto red: red's hue at full luminosity, clipped: white.
        XCTAssertEqual(blended(.luminosity, source: white, backdrop: red), [255, 255, 255, 255])
    }

    func testPorterDuffAndAdditiveOperators() {
        XCTAssertEqual(blended(.destinationOut, source: red, backdrop: green), [0, 0, 0, 0])
        XCTAssertEqual(blended(.destinationOver, source: red, backdrop: green), [0, 255, 0, 255])
        XCTAssertEqual(blended(.sourceAtop, source: red, backdrop: clear), [0, 0, 0, 0])
        XCTAssertEqual(blended(.plusLighter, source: red, backdrop: green), [255, 255, 0, 255])
        XCTAssertEqual(blended(.plusDarker, source: grey, backdrop: grey), [1, 1, 1, 255])
    }

    func testAClearSourceOrBackdropIsSourceOver() {
        XCTAssertEqual(blended(.multiply, source: clear, backdrop: green), [0, 255, 0, 255])
        XCTAssertEqual(blended(.multiply, source: red, backdrop: clear), [255, 0, 0, 255])
        XCTAssertEqual(blended(.normal, source: red, backdrop: green), [255, 0, 0, 255])
    }

    func testPorterDuffOperators() {
        let halfRed = PremultipliedColor(r: 128, g: 0, b: 0, a: 128)
        XCTAssertEqual(blended(.clear, source: red, backdrop: green), [0, 0, 0, 0])
        XCTAssertEqual(blended(.copy, source: halfRed, backdrop: green), [128, 0, 0, 128])
        XCTAssertEqual(blended(.sourceIn, source: red, backdrop: PremultipliedColor(r: 0, g: 128, b: 0, a: 128)), [128, 0, 0, 128])
        XCTAssertEqual(blended(.sourceIn, source: red, backdrop: clear), [0, 0, 0, 0])
        XCTAssertEqual(blended(.sourceOut, source: red, backdrop: clear), [255, 0, 0, 255])
        XCTAssertEqual(blended(.sourceOut, source: red, backdrop: green), [0, 0, 0, 0])
        XCTAssertEqual(blended(.destinationIn, source: halfRed, backdrop: green), [0, 128, 0, 128])
        XCTAssertEqual(blended(.destinationAtop, source: red, backdrop: green), [0, 255, 0, 255])
        XCTAssertEqual(blended(.destinationAtop, source: red, backdrop: clear), [255, 0, 0, 255])
        XCTAssertEqual(blended(.xor, source: red, backdrop: green), [0, 0, 0, 0])
        XCTAssertEqual(blended(.xor, source: red, backdrop: clear), [255, 0, 0, 255])
        XCTAssertEqual(blended(.xor, source: clear, backdrop: green), [0, 255, 0, 255])
    }

    func testOperatorsActOnlyWhereTheLayerDraws() {
        // Where the layer is clear the backdrop stays, even for operators that would clear it.
        for op in [CompositeOperator.clear, .copy, .sourceIn, .destinationIn] {
            XCTAssertEqual(blended(op, source: clear, backdrop: green), [0, 255, 0, 255], "\(op)")
        }
    }
}
