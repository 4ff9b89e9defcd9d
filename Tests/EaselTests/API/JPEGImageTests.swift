import XCTest
import EaselRaster
@testable import Easel

/// Photos in an asset catalog are JPEG files (fixtures/images/jpeg): `Image("Sunset")` finds the
/// imageset's `sunset@2x.jpg` and draws it at its size in points; a loose JPEG is found by
/// `Image("halves.jpg")`, which names its type as `UIImage(named:)` needs.
final class JPEGImageTests: XCTestCase {
    let folder = fixtureImages.appendingPathComponent("jpeg")

    func render<V: View>(_ v: V, scale: CGFloat, assets: AssetProvider) throws -> RasterCanvas {
        let r = ImageRenderer(content: v)
        r.scale = scale
        r.assets = assets
        r.missingImagesAreErrors = true
        return try r.rasterize()
    }

    func testACatalogsJPEGIsDrawnAtItsSizeInPoints() throws {
        let catalog = CatalogAssetProvider(folders: [folder])
        let asset = try XCTUnwrap(catalog.image(named: "Sunset", bundle: nil, scale: 2))
        XCTAssertEqual(asset.pointSize, CGSize(width: 20, height: 10))
        let c = try render(Image("Sunset"), scale: 2, assets: catalog)
        XCTAssertEqual([c.width, c.height], [40, 20])
        // Orange over purple, within JPEG's error.
        for (x, y, rgb) in [(5, 4, (255, 128, 0)), (30, 15, (96, 0, 128))] {
            let p = c.pixel(x: x, y: y)
            XCTAssertTrue(zip([Int(p.r), Int(p.g), Int(p.b)], [rgb.0, rgb.1, rgb.2]).allSatisfy { abs($0 - $1) <= 4 }, "\(p) at (\(x), \(y))")
        }
        // Resizable: the photo fills the frame given.
        let big = try render(Image("Sunset").resizable().frame(width: 60, height: 30), scale: 1, assets: catalog)
        XCTAssertEqual([big.width, big.height], [60, 30])
        XCTAssertGreaterThan(big.pixel(x: 30, y: 25).b, 100)
    }

    func testALooseJPEGIsFoundByItsFileName() throws {
        let folderAssets = FolderAssetProvider(folders: [folder])
        XCTAssertNil(folderAssets.image(named: "halves", bundle: nil, scale: 1), "a bare name is a PNG")
        let c = try render(Image("halves-orientation6.jpg"), scale: 1, assets: folderAssets)
        XCTAssertEqual([c.width, c.height], [32, 16], "upright by its EXIF orientation")
        XCTAssertGreaterThan(c.pixel(x: 3, y: 8).r, 240)
        XCTAssertGreaterThan(c.pixel(x: 28, y: 8).b, 240)
    }
}
