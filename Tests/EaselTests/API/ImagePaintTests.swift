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
        let quarter = try render(
            Rectangle().fill(ImagePaint(image: Image("icon64"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5)))
                .frame(width: 64, height: 64))
        for (x, y) in [(20, 20), (31, 10), (10, 31)] {
            XCTAssertEqual(quarter.pixel(x: x, y: y), image.pixel(x: x, y: y))
            XCTAssertEqual(quarter.pixel(x: x + 32, y: y + 32), image.pixel(x: x, y: y))
        }
    }

    func testTheShapeClipsTheTiles() throws {
        let c = try render(Circle().fill(ImagePaint(image: Image("paulHudson"), scale: 0.25)).frame(width: 80, height: 80))
        XCTAssertEqual(c.pixel(x: 40, y: 40).a, 255)  // the portrait is opaque
        XCTAssertEqual(c.pixel(x: 2, y: 2).a, 0)  // outside the circle
    }

    func testStrokesAndBordersShowTheSameTilesWhereTheyDraw() throws {
        // A border 10 points wide shows the tiles a fill would show there, and nothing inside.
        let fill = try render(Rectangle().fill(ImagePaint(image: Image("icon64"), scale: 0.5)).frame(width: 64, height: 64).padding(8))
        let border = try render(Color.clear.frame(width: 64, height: 64).border(ImagePaint(image: Image("icon64"), scale: 0.5), width: 10).padding(8))
        for (x, y) in [(12, 40), (40, 12), (66, 30), (30, 66), (9, 9)] {
            XCTAssertEqual(border.pixel(x: x, y: y), fill.pixel(x: x, y: y), "(\(x), \(y))")
        }
        XCTAssertEqual(border.pixel(x: 40, y: 40).a, 0)
        // A centred stroke reaches outside the frame, where the tiles continue.
        let stroke = try render(Rectangle().stroke(ImagePaint(image: Image("paulHudson")), lineWidth: 8).frame(width: 40, height: 40).padding(10))
        XCTAssertEqual(stroke.pixel(x: 7, y: 30).a, 255)  // outside the frame, inside the stroke
        XCTAssertEqual(stroke.pixel(x: 30, y: 30).a, 0)  // the middle
        XCTAssertEqual(stroke.pixel(x: 2, y: 30).a, 0)  // past the stroke
        // strokeBorder keeps inside the shape.
        let capsule = try render(Capsule().strokeBorder(ImagePaint(image: Image("paulHudson")), lineWidth: 6).frame(width: 80, height: 30).padding(10))
        XCTAssertEqual(capsule.pixel(x: 50, y: 12).a, 255)
        XCTAssertEqual(capsule.pixel(x: 50, y: 25).a, 0)
        XCTAssertEqual(capsule.pixel(x: 50, y: 8).a, 0)
    }

    func testAMissingImageIsReported() {
        XCTAssertThrowsError(try render(Rectangle().fill(ImagePaint(image: Image("nope"))).frame(width: 10, height: 10)))
        XCTAssertThrowsError(try render(Color.clear.frame(width: 10, height: 10).border(ImagePaint(image: Image("nope")), width: 2)))
    }

    func testNothingToRepeatDrawsNothing() throws {
        let c = try render(
            Rectangle().fill(ImagePaint(image: Image("paulHudson"), sourceRect: CGRect(x: 2, y: 2, width: 1, height: 1)))
                .frame(width: 10, height: 10))
        XCTAssertEqual(c.pixel(x: 5, y: 5).a, 0)
        let z = try render(Rectangle().fill(ImagePaint(image: Image("paulHudson"), scale: .nan)).frame(width: 10, height: 10))
        XCTAssertEqual(z.pixel(x: 5, y: 5).a, 0)
    }
}
