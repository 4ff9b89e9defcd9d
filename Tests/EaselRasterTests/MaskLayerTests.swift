import XCTest
@testable import EaselRaster

/// `endMaskLayer()`: the target below keeps each pixel scaled by the mask's alpha, and becomes
/// clear where the mask has no pixels.
final class MaskLayerTests: XCTestCase {
    func testTheMasksAlphaScalesTheLayerBelow() {
        let c = RasterCanvas(width: 4, height: 1)
        c.fillRect(RasterRect(x: 0, y: 0, width: 4, height: 1), color: PremultipliedColor(r: 0, g: 0, b: 255, a: 255))  // backdrop
        c.beginLayer()
        c.fillRect(RasterRect(x: 0, y: 0, width: 4, height: 1), color: PremultipliedColor(r: 200, g: 100, b: 0, a: 200))
        // The mask: opaque, half, nothing; its own colour does not matter; the last pixel lies outside a bounded mask layer.
        c.beginLayer(bounds: RasterRect(x: 0, y: 0, width: 3, height: 1))
        c.fillRect(RasterRect(x: 0, y: 0, width: 1, height: 1), color: PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
        c.fillRect(RasterRect(x: 1, y: 0, width: 1, height: 1), color: PremultipliedColor(r: 0, g: 0, b: 0, a: 128))
        c.endMaskLayer()
        XCTAssertEqual(c.layerDepth, 1, "the mask is gone; the masked layer is still open")
        c.endLayer()
        func rgba(_ x: Int) -> [UInt8] { let p = c.pixel(x: x, y: 0); return [p.r, p.g, p.b, p.a] }
        // Source-over of the masked layer on blue: (200,100,0,200) over (0,0,255,255) = (200,100,55,255).
        XCTAssertEqual(rgba(0), [200, 100, 55, 255])
        // Half the layer: (100,50,0,100) over blue = (100,50,155,255).
        XCTAssertEqual(rgba(1), [100, 50, 155, 255])
        XCTAssertEqual(rgba(2), [0, 0, 255, 255], "the mask drew nothing here")
        XCTAssertEqual(rgba(3), [0, 0, 255, 255], "outside the mask layer")
    }
}
