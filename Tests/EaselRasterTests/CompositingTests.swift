import XCTest
@testable import EaselRaster

final class CompositingTests: XCTestCase {
    func assertColor(_ c: PremultipliedColor, _ r: Int, _ g: Int, _ b: Int, _ a: Int, tolerance: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Int(c.r), r, accuracy: tolerance, "r of \(c)", file: file, line: line)
        XCTAssertEqual(Int(c.g), g, accuracy: tolerance, "g of \(c)", file: file, line: line)
        XCTAssertEqual(Int(c.b), b, accuracy: tolerance, "b of \(c)", file: file, line: line)
        XCTAssertEqual(Int(c.a), a, accuracy: tolerance, "a of \(c)", file: file, line: line)
    }

    func testSourceOverPremultiplied() {
        let canvas = RasterCanvas(width: 2, height: 2, color: PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        let halfRed = PremultipliedColor(red: 1, green: 0, blue: 0, opacity: 0.5)
        XCTAssertEqual(halfRed, PremultipliedColor(r: 128, g: 0, b: 0, a: 128))
        canvas.fillRect(RasterRect(x: 0, y: 0, width: 2, height: 2), color: halfRed)
        assertColor(canvas.pixel(x: 1, y: 1), 128, 0, 127, 255)
    }

    func testSourceOverOnTransparentKeepsSource() {
        let canvas = RasterCanvas(width: 1, height: 1)
        canvas.fillRect(RasterRect(x: 0, y: 0, width: 1, height: 1), color: PremultipliedColor(r: 10, g: 20, b: 30, a: 40))
        XCTAssertEqual(canvas.pixel(x: 0, y: 0), PremultipliedColor(r: 10, g: 20, b: 30, a: 40))
    }

    func testLayerOpacityAppliesToTheGroup() {
        let canvas = RasterCanvas(width: 8, height: 4, color: .white)
        canvas.beginLayer()
        canvas.fillRect(RasterRect(x: 0, y: 0, width: 5, height: 4), color: .black)
        canvas.fillRect(RasterRect(x: 3, y: 0, width: 5, height: 4), color: .black)
        XCTAssertEqual(canvas.layerDepth, 1)
        canvas.endLayer(opacity: 0.5)
        XCTAssertEqual(canvas.layerDepth, 0)
        assertColor(canvas.pixel(x: 1, y: 1), 128, 128, 128, 255)
        // The overlap is no darker: opacity applies to the flattened group.
        XCTAssertEqual(canvas.pixel(x: 4, y: 1), canvas.pixel(x: 1, y: 1))
    }

    func testOffscreenCanvasWithOpacity() {
        let base = RasterCanvas(width: 2, height: 1, color: .white)
        let over = RasterCanvas(width: 2, height: 1)
        over.setPixel(x: 0, y: 0, .black)
        base.draw(over, opacity: 0.25)
        assertColor(base.pixel(x: 0, y: 0), 191, 191, 191, 255)
        XCTAssertEqual(base.pixel(x: 1, y: 0), .white)
    }

    func testRectangularClip() {
        let canvas = RasterCanvas(width: 8, height: 8)
        canvas.saveClip()
        canvas.clip(to: RasterRect(x: 2, y: 2, width: 3, height: 3))
        canvas.fillRect(RasterRect(x: 0, y: 0, width: 8, height: 8), color: .black)
        canvas.restoreClip()
        XCTAssertEqual(canvas.pixel(x: 2, y: 2), .black)
        XCTAssertEqual(canvas.pixel(x: 4, y: 4), .black)
        XCTAssertEqual(canvas.pixel(x: 5, y: 4), .clear)
        XCTAssertEqual(canvas.pixel(x: 1, y: 1), .clear)
        // After restoring, drawing is unclipped again.
        canvas.fillRect(RasterRect(x: 7, y: 7, width: 1, height: 1), color: .black)
        XCTAssertEqual(canvas.pixel(x: 7, y: 7), .black)
    }

    func testAntiAliasedRoundedRectClipNestedInRectClip() {
        let canvas = RasterCanvas(width: 20, height: 20)
        var rr = RasterPath()
        rr.addRoundedRect(RasterRect(x: 2.5, y: 2, width: 15, height: 16), cornerRadius: 5, style: .circular)
        canvas.clip(to: rr)
        // Fully inside.
        XCTAssertEqual(canvas.clipCoverage(x: 10, y: 10), 255)
        // Corner pixel outside the rounding.
        XCTAssertEqual(canvas.clipCoverage(x: 2, y: 2), 0)
        // Half-covered left edge pixel.
        XCTAssertEqual(Int(canvas.clipCoverage(x: 2, y: 10)), 128, accuracy: 1)
        canvas.clip(to: RasterRect(x: 0, y: 0, width: 20, height: 10.5))
        canvas.fillRect(RasterRect(x: 0, y: 0, width: 20, height: 20), color: .black)
        XCTAssertEqual(canvas.pixel(x: 10, y: 9), .black)
        XCTAssertEqual(Int(canvas.pixel(x: 10, y: 10).a), 128, accuracy: 1)  // half row from the rect clip
        XCTAssertEqual(Int(canvas.pixel(x: 2, y: 8).a), 128, accuracy: 1)  // half column from the AA clip
        XCTAssertEqual(Int(canvas.pixel(x: 2, y: 10).a), 64, accuracy: 1)  // both: coverages multiply
        XCTAssertEqual(canvas.pixel(x: 10, y: 12), .clear)
    }

    func testAlphaMaskDrawing() {
        let canvas = RasterCanvas(width: 5, height: 5)
        canvas.drawAlphaMask([255, 128, 0, 64], width: 2, height: 2, atX: 3, y: 1, color: PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
        XCTAssertEqual(canvas.pixel(x: 3, y: 1), PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
        XCTAssertEqual(canvas.pixel(x: 4, y: 1), PremultipliedColor(r: 0, g: 128, b: 0, a: 128))
        XCTAssertEqual(canvas.pixel(x: 3, y: 2), .clear)
        XCTAssertEqual(canvas.pixel(x: 4, y: 2).a, 64)
    }
}

/// The shortcuts of the unclipped paths (eight coverage values at once in `fill`, the steps a
/// `SampledImage` finds once in `draw`) give the bytes the per-pixel arithmetic gives: each is
/// compared with the same drawing through a clip of full coverage, which takes the per-pixel
/// path and changes nothing.
final class CompositingShortcutTests: XCTestCase {
    /// A canvas with a pattern underneath, so that blends have something to mix with.
    func patterned(_ w: Int, _ h: Int) -> RasterCanvas {
        let c = RasterCanvas(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let v = UInt8((x * 37 + y * 11) % 256)
                c.fillRect(RasterRect(x: Double(x), y: Double(y), width: 1, height: 1), color: PremultipliedColor(r: v / 2, g: v / 3, b: v / 4, a: v / 2 + 100))
            }
        }
        return c
    }

    func fullClip(_ c: RasterCanvas) {
        c.clip(to: CoverageMask(x: 0, y: 0, width: c.width, height: c.height, values: .init(repeating: 255, count: c.width * c.height)))
    }

    func testMaskRunsMatchThePerPixelFill() {
        // Runs of 0, 255 and partial values across and inside 8-byte groups, at odd offsets and widths.
        let w = 29, h = 5
        var values = [UInt8](repeating: 0, count: w * h)
        for k in values.indices { values[k] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 128, 1, 254, 0][(k * 7 / 3) % 23] }
        for color in [PremultipliedColor(r: 200, g: 10, b: 30, a: 255), PremultipliedColor(r: 60, g: 20, b: 10, a: 128)] {
            for (mx, my) in [(0, 0), (3, 1), (-5, -2), (10, 4)] {
                let mask = CoverageMask(x: mx, y: my, width: w, height: h, values: values)
                let plain = patterned(34, 8), clipped = patterned(34, 8)
                fullClip(clipped)
                plain.fill(mask, color: color)
                clipped.fill(mask, color: color)
                XCTAssertEqual(plain.pixels, clipped.pixels, "at (\(mx), \(my)), \(color)")
            }
        }
    }

    func testSampledImageStepsMatchThePerPixelDraw() throws {
        // Opaque, transparent and translucent source pixels, shrunk and enlarged at fractional offsets.
        // Blocks of 3 × 3 pixels of one kind, so that resampling keeps some of each inside them.
        var px = [UInt8]()
        for y in 0..<9 {
            for x in 0..<9 {
                switch (x / 3 + y / 3) % 4 {
                case 0: px += [250, 40, 10, 255]
                case 1: px += [0, 0, 0, 0]
                case 2: px += [60, 30, 90, 128]
                default: px += [20, 200, 120, 255]
                }
            }
        }
        let bitmap = Bitmap(width: 9, height: 9, pixels: px)
        for rect in [
            RasterRect(x: 2, y: 1, width: 9, height: 9), RasterRect(x: 1.25, y: 0.5, width: 8.5, height: 8), RasterRect(x: 0, y: 0, width: 20, height: 15),
        ] {
            let image = try XCTUnwrap(SampledImage(bitmap, in: rect))
            let plain = patterned(24, 16), clipped = patterned(24, 16)
            fullClip(clipped)
            plain.draw(image, atX: Int(rect.minX), y: Int(rect.minY))
            clipped.draw(image, atX: Int(rect.minX), y: Int(rect.minY))
            XCTAssertEqual(plain.pixels, clipped.pixels, "\(rect)")
            XCTAssertTrue(image.steps.contains(.store) && image.steps.contains(.skip) && image.steps.contains(.blend), "\(rect)")
        }
    }
}
