import Foundation
import XCTest
@testable import EaselRaster

/// The pixel work of Core Image's built-in filters, on small rasters whose answers can be worked
/// out by hand.
final class CIKernelsTests: XCTestCase {
    /// A raster of straight sRGB bytes (opaque unless given), bottom-left at the origin.
    func raster(_ width: Int, _ height: Int, _ rgba: (Int, Int) -> (Int, Int, Int, Int)) -> CIRaster {
        var bytes: [UInt8] = []
        for row in 0..<height {
            for col in 0..<width {
                let p = rgba(col, row)
                bytes += [UInt8(p.0), UInt8(p.1), UInt8(p.2), UInt8(p.3)]
            }
        }
        return CIRaster(bitmap: Bitmap(width: width, height: height, straightRGBA: bytes))
    }

    func uniform(_ w: Int, _ h: Int, _ v: Int) -> CIRaster { raster(w, h) { _, _ in (v, v, v, 255) } }

    /// The straight sRGB bytes of a pixel.
    func bytes(_ r: CIRaster, _ col: Int, _ row: Int) -> [Int] {
        let b = r.bitmap()!.pixel(x: col, y: row)
        return [Int(b.r), Int(b.g), Int(b.b), Int(b.a)]
    }

    func testBytesSurviveTheTripThroughLinearLight() {
        let r = raster(16, 16) { c, row in ((c * 16 + row) % 256, (c * 7) % 256, (row * 13) % 256, 255) }
        XCTAssertEqual(
            r.bitmap(),
            Bitmap(
                width: 16, height: 16,
                straightRGBA: (0..<256).flatMap { i -> [UInt8] in
                    let c = i % 16, row = i / 16
                    return [UInt8((c * 16 + row) % 256), UInt8((c * 7) % 256), UInt8((row * 13) % 256), 255]
                }))
    }

    func testSepiaTone() {
        let white = uniform(1, 1, 255)
        // White through the sepia matrix: 1.351, 1.203, 0.937 in linear light; the first two clip.
        XCTAssertEqual(bytes(CIKernels.sepiaTone(white, intensity: 1), 0, 0), [255, 255, Int(CIRaster.byte(ofLinear: 0.937)), 255])
        XCTAssertEqual(Int(CIRaster.byte(ofLinear: 0.937)), 248)
        let grey = raster(2, 1) { c, _ in c == 0 ? (120, 60, 200, 255) : (10, 200, 90, 128) }
        XCTAssertEqual(CIKernels.sepiaTone(grey, intensity: 0).bitmap(), grey.bitmap(), "intensity 0 is the input")
    }

    func testGaussianBlurSpreadsAPointAndKeepsItsWeight() throws {
        for sigma in [2.0, 10.0] {
            let dot = uniform(1, 1, 255)
            let out = try XCTUnwrap(CIKernels.gaussianBlur(dot, sigma: sigma))
            let grow = Int((3 * sigma).rounded(.up))
            XCTAssertEqual([out.originX, out.originY, out.width, out.height], [-grow, -grow, 1 + 2 * grow, 1 + 2 * grow], "σ \(sigma)")
            let alpha = stride(from: 3, to: out.pixels.count, by: 4).map { out.pixels[$0] }.reduce(0, +)
            XCTAssertEqual(alpha, 1, accuracy: 0.002, "σ \(sigma): the blur keeps the dot's weight")
            let centre = out.pixels[(grow * out.width + grow) * 4 + 3]
            let expected = 1 / (2 * Float.pi * Float(sigma * sigma))
            XCTAssertEqual(centre, expected, accuracy: expected * 0.12, "σ \(sigma): the peak of a 2D Gaussian")
            XCTAssertEqual(out.pixels[3], 0, accuracy: 1e-4, "3σ away is (nearly) clear")
        }
        let flat = uniform(8, 8, 180)
        let clamped = try XCTUnwrap(CIKernels.gaussianBlur(flat, sigma: 4, edges: .clamp))
        XCTAssertEqual(clamped.bitmap(), flat.bitmap(), "clamped edges keep a flat image flat")
    }

    func testPixellateTakesEachCellsMiddle() {
        let r = raster(4, 4) { c, row in (c * 60, row * 60, 0, 255) }
        let out = CIKernels.pixellate(r, scale: 2, center: (0, 0))
        // The bottom-left cell spans CI (0…2, 0…2); its middle (1, 1) is column 1, row 2 from the top.
        for (c, row) in [(0, 2), (1, 2), (0, 3), (1, 3)] { XCTAssertEqual(bytes(out, c, row), bytes(r, 1, 2)) }
        for (c, row) in [(2, 0), (3, 0), (2, 1), (3, 1)] { XCTAssertEqual(bytes(out, c, row), bytes(r, 3, 0)) }
    }

    func testCrystallizeAndPointillizeAreDeterministicAndUseTheImagesColours() {
        let r = raster(24, 18) { c, row in (c * 10, row * 14, 90, 255) }
        let a = CIKernels.crystallize(r, radius: 6, center: (150, 150)), b = CIKernels.crystallize(r, radius: 6, center: (150, 150))
        XCTAssertEqual(a, b)
        let inputColours = Set((0..<18).flatMap { row in (0..<24).map { bytes(r, $0, row) } })
        for row in 0..<18 { for c in 0..<24 { XCTAssertTrue(inputColours.contains(bytes(a, c, row))) } }
        XCTAssertGreaterThan(Set((0..<18).flatMap { row in (0..<24).map { bytes(a, $0, row) } }).count, 4, "several cells")
        let flat = uniform(10, 10, 70)
        XCTAssertEqual(CIKernels.crystallize(flat, radius: 3, center: (0, 0)).bitmap(), flat.bitmap())
        let dots = CIKernels.pointillize(r, radius: 5, center: (0, 0))
        XCTAssertEqual(dots, CIKernels.pointillize(r, radius: 5, center: (0, 0)))
        XCTAssertTrue(stride(from: 3, to: dots.pixels.count, by: 4).allSatisfy { dots.pixels[$0] == 1 }, "opaque")
    }

    func testEdgesAreBrightOnlyWhereColourChanges() {
        let step = raster(6, 3) { c, _ in c < 3 ? (0, 0, 0, 255) : (255, 255, 255, 255) }
        let out = CIKernels.edges(step, intensity: 1)
        XCTAssertEqual(bytes(out, 0, 1), [0, 0, 0, 255])
        XCTAssertEqual(bytes(out, 5, 1), [0, 0, 0, 255])
        XCTAssertEqual(bytes(out, 2, 1), [255, 255, 255, 255], "the Sobel gradient of a full step saturates")
        XCTAssertEqual(CIKernels.edges(uniform(4, 4, 200), intensity: 5).bitmap(), uniform(4, 4, 0).bitmap(), "no edges: black")
        XCTAssertEqual(bytes(CIKernels.edges(step, intensity: 0.05), 2, 1)[0], Int(CIRaster.byte(ofLinear: 0.05 * 4)))
    }

    func testVignetteDarkensTowardTheCorners() {
        let flat = uniform(21, 21, 200)
        let out = CIKernels.vignette(flat, intensity: 1, radius: 1)
        XCTAssertEqual(bytes(out, 10, 10), bytes(flat, 10, 10), "the middle is untouched")
        XCTAssertLessThan(bytes(out, 0, 0)[0], 40, "the corner is nearly black")
        XCTAssertLessThan(bytes(out, 0, 10)[0], bytes(out, 5, 10)[0])
        XCTAssertEqual(CIKernels.vignette(flat, intensity: 0, radius: 1).bitmap(), flat.bitmap())
    }

    func testUnsharpMaskSharpensAStepAndKeepsAFlatImage() throws {
        let flat = uniform(8, 8, 120)
        XCTAssertEqual(try XCTUnwrap(CIKernels.unsharpMask(flat, radius: 2.5, intensity: 0.5)).bitmap(), flat.bitmap())
        let step = raster(10, 3) { c, _ in c < 5 ? (60, 60, 60, 255) : (180, 180, 180, 255) }
        let out = try XCTUnwrap(CIKernels.unsharpMask(step, radius: 1, intensity: 1))
        XCTAssertGreaterThan(bytes(out, 5, 1)[0], 180, "overshoot on the bright side")
        XCTAssertLessThan(bytes(out, 4, 1)[0], 60, "undershoot on the dark side")
        XCTAssertEqual(bytes(out, 0, 1), bytes(step, 0, 1), "far from the edge nothing changes")
    }

    func testBloomBrightensAndGloomDarkens() throws {
        let flat = uniform(6, 6, 128)
        let lin = CIRaster.linearOfByte[128]
        let bloom = try XCTUnwrap(CIKernels.bloom(flat, radius: 3, intensity: 1))
        XCTAssertEqual(bytes(bloom, 3, 3)[0], Int(CIRaster.byte(ofLinear: lin + lin - lin * lin)), "screen of the colour with itself")
        let gloom = try XCTUnwrap(CIKernels.gloom(flat, radius: 3, intensity: 1))
        XCTAssertEqual(bytes(gloom, 3, 3)[0], Int(CIRaster.byte(ofLinear: lin * lin)), "multiply of the colour with itself")
        XCTAssertEqual(try XCTUnwrap(CIKernels.bloom(flat, radius: 3, intensity: 0)).bitmap(), flat.bitmap())
    }

    func testTwirlTurnsTheMiddleAndLeavesTheRim() {
        let r = raster(20, 20) { c, row in (c * 12, row * 12, 50, 255) }
        XCTAssertEqual(CIKernels.twirl(r, center: (10, 10), radius: 8, angle: 0).bitmap(), r.bitmap(), "angle 0")
        let out = CIKernels.twirl(r, center: (10, 10), radius: 8, angle: .pi)
        XCTAssertEqual(bytes(out, 0, 0), bytes(r, 0, 0), "outside the radius")
        XCTAssertNotEqual(bytes(out, 10, 7), bytes(r, 10, 7), "inside, turned")
    }

    func testNoirIsGrey() {
        let r = raster(3, 1) { c, _ in [(255, 0, 0, 255), (0, 255, 0, 255), (20, 40, 250, 255)][c] }
        let out = CIKernels.photoEffectNoir(r)
        for c in 0..<3 {
            let p = bytes(out, c, 0)
            XCTAssertEqual(p[0], p[1])
            XCTAssertEqual(p[1], p[2])
        }
        XCTAssertGreaterThan(bytes(out, 1, 0)[0], bytes(out, 0, 0)[0], "green is lighter than red")
    }

    func testTransformsAndCrops() throws {
        let r = raster(2, 2) { c, row in (c * 200, row * 200, 0, 255) }
        let big = try XCTUnwrap(r.transformed((2, 0, 0, 2, 0, 0)))
        XCTAssertEqual([big.originX, big.originY, big.width, big.height], [0, 0, 4, 4])
        for row in 0..<4 { for c in 0..<4 { XCTAssertEqual(bytes(big, c, row), bytes(r, c / 2, row / 2), "a whole-number scale repeats pixels") } }
        let moved = try XCTUnwrap(r.transformed((1, 0, 0, 1, 5, -3)))
        XCTAssertEqual([moved.originX, moved.originY, moved.width, moved.height], [5, -3, 2, 2])
        XCTAssertNil(r.transformed((0, 0, 0, 0, 0, 0)), "a singular map")
        XCTAssertNil(r.transformed((1e12, 0, 0, 1e12, 0, 0)), "too large")
        let crop = r.cropped(minX: 1, minY: 0, maxX: 5, maxY: 1)
        XCTAssertEqual([crop.originX, crop.originY, crop.width, crop.height], [1, 0, 1, 1])
        XCTAssertEqual(bytes(crop, 0, 0), bytes(r, 1, 1), "the bottom-right pixel")
    }
}
