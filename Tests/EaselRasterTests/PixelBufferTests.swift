import XCTest
@testable import EaselRaster

final class PixelBufferTests: XCTestCase {
    func testBuffersAreZeroedWhateverTheirSize() {
        // Below the size whose pages are made present at once, at it, and an odd size.
        for count in [0, 1, 4096, PixelBuffer.populateThreshold, 2000 * 2000 * 4 + 12] {
            let b = PixelBuffer.zeroed(count: count)
            XCTAssertEqual(b.count, count)
            XCTAssertTrue(b.allSatisfy { $0 == 0 }, "\(count) bytes")
        }
    }

    func testALargeCanvasStartsClearOrInItsColour() {
        let clear = RasterCanvas(width: 1100, height: 1000)
        XCTAssertTrue(clear.pixels.allSatisfy { $0 == 0 })
        let white = RasterCanvas(width: 1100, height: 1000, color: PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(white.pixels.count, 1100 * 1000 * 4)
        XCTAssertTrue(white.pixels.allSatisfy { $0 == 255 })
    }
}

/// Canvas memory handed from one render to the next (`PixelBuffer.recycle`).
final class PixelBufferReuseTests: XCTestCase {
    let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)

    override func setUp() { PixelBuffer.emptyPool() }
    override func tearDown() { PixelBuffer.emptyPool() }

    func address(_ pixels: [UInt8]) -> Int { pixels.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } }

    func testAFreedCanvasIsTheNextCanvasOfItsSizeCleared() {
        var first: RasterCanvas? = RasterCanvas(width: 1100, height: 1000)
        first!.clear(to: red)
        let memory = address(first!.pixels)
        first = nil
        XCTAssertEqual(PixelBuffer.keptSizes, [1100 * 1000 * 4])
        let second = RasterCanvas(width: 1100, height: 1000, color: white)
        XCTAssertEqual(address(second.pixels), memory, "the same memory")
        XCTAssertTrue(second.pixels.allSatisfy { $0 == 255 })
        XCTAssertEqual(PixelBuffer.keptSizes, [])
        let clear = PixelBuffer.zeroed(count: 1100 * 1000 * 4)
        XCTAssertTrue(clear.allSatisfy { $0 == 0 }, "a fresh buffer: nothing was kept")
        // Another size is not served from a kept buffer.
        PixelBuffer.recycle(clear)
        let other = RasterCanvas(width: 1000, height: 1100)
        XCTAssertNotEqual(address(other.pixels), address(clear))
        XCTAssertTrue(other.pixels.allSatisfy { $0 == 0 })
    }

    func testABitmapOfAFreedCanvasKeepsItsPixels() {
        var canvas: RasterCanvas? = RasterCanvas(width: 1100, height: 1000)
        canvas!.clear(to: red)
        let bitmap = canvas!.bitmap
        canvas = nil
        let next = RasterCanvas(width: 1100, height: 1000)
        XCTAssertTrue(next.pixels.allSatisfy { $0 == 0 })
        XCTAssertEqual(bitmap.pixel(x: 550, y: 999), red, "copied on write: the bitmap is unchanged")
        XCTAssertNotEqual(address(next.pixels), address(bitmap.pixels))
    }

    func testAnEndedLayerGivesBackItsPixels() {
        let canvas = RasterCanvas(width: 1100, height: 1000, color: white)
        canvas.beginLayer()
        canvas.clear(to: red)
        canvas.endLayer(opacity: 1)
        XCTAssertEqual(PixelBuffer.keptSizes, [1100 * 1000 * 4])
        XCTAssertEqual(canvas.pixel(x: 3, y: 3), red)
        canvas.beginLayer()
        XCTAssertTrue(canvas.pixels.allSatisfy { $0 == 0 }, "a new layer starts transparent in the kept memory")
        canvas.endLayer()
    }

    func testThePoolKeepsTwoBuffersOfAtMost64MiB() {
        let mib = 1 << 20
        for n in [5, 6, 7] { PixelBuffer.recycle([UInt8](repeating: 1, count: n * mib)) }
        XCTAssertEqual(PixelBuffer.keptSizes, [6 * mib, 7 * mib], "the oldest goes")
        PixelBuffer.recycle([UInt8](repeating: 1, count: 65 * mib))
        PixelBuffer.recycle([UInt8](repeating: 1, count: mib))
        XCTAssertEqual(PixelBuffer.keptSizes, [6 * mib, 7 * mib], "too large and too small are not kept")
    }
}
