import Foundation
import XCTest
@testable import EaselRaster

/// Canvas memory prepared on another thread before the canvas is made (`PixelBuffer.prepare`).
final class PixelBufferPrepareTests: XCTestCase {
    let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
    let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)

    override func setUp() { PixelBuffer.emptyPool() }
    override func tearDown() { PixelBuffer.emptyPool() }

    func address(_ pixels: [UInt8]) -> Int { pixels.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } }

    func testAPreparedBufferIsTheNextCanvasOfItsSize() {
        RasterCanvas.prepareStorage(width: 1100, height: 1000, color: white)
        PixelBuffer.waitForPrepared()
        XCTAssertEqual(PixelBuffer.preparedSize, 1100 * 1000 * 4)
        let canvas = RasterCanvas(width: 1100, height: 1000, color: white)
        XCTAssertNil(PixelBuffer.preparedSize, "taken")
        XCTAssertEqual(canvas.pixels.count, 1100 * 1000 * 4)
        XCTAssertTrue(canvas.pixels.allSatisfy { $0 == 255 })
    }

    func testACanvasMadeWhileItsBufferIsPreparedWaitsForIt() {
        RasterCanvas.prepareStorage(width: 1100, height: 1000)
        let canvas = RasterCanvas(width: 1100, height: 1000, color: blue)
        XCTAssertNil(PixelBuffer.preparedSize, "taken as soon as it was ready")
        XCTAssertEqual(canvas.pixel(x: 1099, y: 999), blue, "prepared clear, made blue")
        XCTAssertTrue(stride(from: 0, to: canvas.pixels.count, by: 4).allSatisfy { canvas.pixels[$0 + 2] == 255 && canvas.pixels[$0] == 0 })
    }

    func testABiggerPreparedBufferServesASmallerCanvasButNotOneOfUnderHalfItsSize() {
        RasterCanvas.prepareStorage(width: 3000, height: 1000, color: white)
        PixelBuffer.waitForPrepared()
        let larger = RasterCanvas(width: 3000, height: 1100, color: white)
        let underHalf = RasterCanvas(width: 1100, height: 1000)
        XCTAssertEqual(PixelBuffer.preparedSize, 3000 * 1000 * 4, "neither a larger canvas nor one of under half its size takes it")
        XCTAssertTrue(larger.pixels.allSatisfy { $0 == 255 })
        XCTAssertTrue(underHalf.pixels.allSatisfy { $0 == 0 })
        let smaller = RasterCanvas(width: 2000, height: 1000)
        XCTAssertNil(PixelBuffer.preparedSize)
        XCTAssertEqual(smaller.pixels.count, 2000 * 1000 * 4)
        XCTAssertTrue(smaller.pixels.allSatisfy { $0 == 0 }, "prepared white, cleared for this canvas")
        smaller.setPixel(x: 1999, y: 999, blue)
        XCTAssertEqual(smaller.pixel(x: 1999, y: 999), blue)
    }

    func testSmallAndKeptSizesAreNotPrepared() {
        RasterCanvas.prepareStorage(width: 500, height: 500)
        PixelBuffer.waitForPrepared()
        XCTAssertNil(PixelBuffer.preparedSize, "below the size whose pages are made present at once")
        PixelBuffer.recycle(PixelBuffer.zeroed(count: 1100 * 1000 * 4))
        RasterCanvas.prepareStorage(width: 1100, height: 1000)
        PixelBuffer.waitForPrepared()
        XCTAssertNil(PixelBuffer.preparedSize, "a freed buffer of that size is kept")
    }

    func testAPreparedBufferNoCanvasTookIsDroppedForTheNext() {
        RasterCanvas.prepareStorage(width: 1100, height: 1000)
        PixelBuffer.waitForPrepared()
        RasterCanvas.prepareStorage(width: 1500, height: 1000)
        PixelBuffer.waitForPrepared()
        XCTAssertEqual(PixelBuffer.preparedSize, 1500 * 1000 * 4)
    }

    func testCanvasesOnSeveralThreadsGetTheirPixels() {
        let colors = (0..<8).map { PremultipliedColor(r: UInt8($0 * 30), g: 7, b: 9, a: 255) }
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            for round in 0..<3 {
                let (w, h) = i % 2 == 0 ? (1100, 1000) : (1000, 1100 + round)
                RasterCanvas.prepareStorage(width: w, height: h, color: colors[(i + round) % 8])
                let canvas = RasterCanvas(width: w, height: h, color: colors[i])
                XCTAssertEqual(canvas.pixels.count, w * h * 4)
                XCTAssertEqual(canvas.pixel(x: w - 1, y: h - 1), colors[i])
                XCTAssertEqual(canvas.pixel(x: 0, y: 0), colors[i])
            }
        }
    }
}
