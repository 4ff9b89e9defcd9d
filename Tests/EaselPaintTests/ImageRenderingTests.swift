import Foundation
import XCTest
import EaselLayout
import EaselRaster
@testable import EaselPaint

final class ImageRenderingTests: XCTestCase {
    /// 2 x 2 pixels: red, green / blue, white.
    func checker() -> Bitmap {
        Bitmap(width: 2, height: 2, straightRGBA: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])
    }

    func testStretchedImageWithoutInterpolationKeepsHardEdges() throws {
        let img = try TestImage(checker())
        let node = ImageNode(name: "c", naturalSize: CGSize(width: 2, height: 2), resizing: (EdgeInsets(), .stretch), interpolation: .none, source: img)
        let canvas = render(frame(20, 20, node), size: CGSize(width: 20, height: 20), scale: 2)
        XCTAssertEqual(canvas.pixel(x: 19, y: 19), opaqueRed)
        XCTAssertEqual(canvas.pixel(x: 20, y: 0), PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
        XCTAssertEqual(canvas.pixel(x: 19, y: 20), PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(canvas.pixel(x: 39, y: 39), .white)
    }

    func testTiledImageRepeatsAtItsNaturalPointSize() throws {
        let img = try TestImage(checker(), scale: 2)  // 1 x 1 pt
        let node = ImageNode(name: "c", naturalSize: CGSize(width: 1, height: 1), resizing: (EdgeInsets(), .tile), interpolation: .none, source: img)
        let canvas = render(frame(4, 4, node), size: CGSize(width: 4, height: 4), scale: 2)
        // At scale 2 each image pixel is one canvas pixel; the pattern repeats every 2 pixels.
        for y in 0..<8 { for x in 0..<8 { XCTAssertEqual(canvas.pixel(x: x, y: y), canvas.pixel(x: x % 2, y: y % 2)) } }
        XCTAssertEqual(canvas.pixel(x: 2, y: 2), opaqueRed)
        XCTAssertEqual(canvas.pixel(x: 3, y: 2), PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
    }

    func testCapInsetsKeepCornersAtNaturalSize() throws {
        // 3 x 3: red corners, blue edges and centre.
        var px: [UInt8] = []
        for y in 0..<3 { for x in 0..<3 { px += (x != 1 && y != 1) ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        let img = try TestImage(Bitmap(width: 3, height: 3, straightRGBA: px))
        let node = ImageNode(name: "n", naturalSize: CGSize(width: 3, height: 3), resizing: (EdgeInsets(1), .stretch), interpolation: .none, source: img)
        let canvas = render(frame(10, 10, node), size: CGSize(width: 10, height: 10))
        let corners = canvas.pixels { $0 == opaqueRed }
        XCTAssertEqual(corners.count, 4)
        XCTAssertEqual(canvas.pixel(x: 9, y: 9), opaqueRed)
        XCTAssertEqual(canvas.pixel(x: 5, y: 0), PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
    }

    func testDecodedBitmapsAreCachedPerSource() throws {
        let img = try TestImage(checker())
        let cache = DecodedImageCache()
        let a = cache.bitmap(for: img), b = cache.bitmap(for: img)
        XCTAssertEqual(a, b)
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(a?.pixel(x: 0, y: 0), opaqueRed)
    }
}
