import XCTest
import EaselRaster
@testable import Easel

/// `ImagePaint` fills a shape with tiles of a region of an image, from the frame's top-left
/// corner, each the region's size in points times the paint's scale.
final class ImagePaintTests: XCTestCase {
    private func render<V: View>(_ v: V, scale: CGFloat = 1) throws -> RasterCanvas {
        let r = ImageRenderer(content: v)
        r.scale = scale
        r.assets = FolderAssetProvider(folders: [fixtureImages])
        r.missingImagesAreErrors = true
        return try r.rasterize()
    }

    func testTilesRepeatTheImageAtItsSize() throws {
        // icon64 is 64 × 64 points at @1x: a 128 × 64 fill holds two tiles, each the image itself.
        let paint = try render(Rectangle().fill(ImagePaint(image: Image("icon64"))).frame(width: 128, height: 64))
        let image = try render(Image("icon64"))
        for (x, y) in [(32, 32), (10, 30), (60, 5), (2, 40)] {
            XCTAssertEqual(paint.pixel(x: x, y: y), image.pixel(x: x, y: y), "(\(x), \(y))")
            XCTAssertEqual(paint.pixel(x: x + 64, y: y), image.pixel(x: x, y: y), "(\(x + 64), \(y))")
        }
    }

    func testScaleAndSourceRectSizeTheTiles() throws {
        let image = try render(Image("icon64"))
        // scale 0.5: 32-point tiles; tile (1, 1) shows the image's centre at its centre.
        let half = try render(Rectangle().fill(.image(Image("icon64"), scale: 0.5)).frame(width: 64, height: 64))
        XCTAssertEqual(half.pixel(x: 16, y: 16), half.pixel(x: 48, y: 48))
        XCTAssertEqual(half.pixel(x: 16, y: 16).a, 255)
        XCTAssertEqual(half.pixel(x: 0, y: 0).a, 0)
        // The top-left quarter, repeated every 32 points at scale 1.
        let quarter = try render(Rectangle().fill(ImagePaint(image: Image("icon64"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5)))
            .frame(width: 64, height: 64))
        for (x, y) in [(20, 20), (31, 10), (10, 31)] {
            XCTAssertEqual(quarter.pixel(x: x, y: y), image.pixel(x: x, y: y))
            XCTAssertEqual(quarter.pixel(x: x + 32, y: y + 32), image.pixel(x: x, y: y))
        }
    }

    func testTheShapeClipsTheTiles() throws {
        let c = try render(Circle().fill(ImagePaint(image: Image("paulHudson"), scale: 0.25)).frame(width: 80, height: 80))
        XCTAssertEqual(c.pixel(x: 40, y: 40).a, 255)   // the portrait is opaque
        XCTAssertEqual(c.pixel(x: 2, y: 2).a, 0)       // outside the circle
    }

    func testAMissingImageIsReported() {
        XCTAssertThrowsError(try render(Rectangle().fill(ImagePaint(image: Image("nope"))).frame(width: 10, height: 10)))
    }

    func testNothingToRepeatDrawsNothing() throws {
        let c = try render(Rectangle().fill(ImagePaint(image: Image("paulHudson"), sourceRect: CGRect(x: 2, y: 2, width: 1, height: 1)))
            .frame(width: 10, height: 10))
        XCTAssertEqual(c.pixel(x: 5, y: 5).a, 0)
        let z = try render(Rectangle().fill(ImagePaint(image: Image("paulHudson"), scale: .nan)).frame(width: 10, height: 10))
        XCTAssertEqual(z.pixel(x: 5, y: 5).a, 0)
    }
}
