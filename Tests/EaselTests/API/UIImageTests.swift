import XCTest
import EaselRaster
@testable import Easel

/// `Image(uiImage:)` draws UIKit's image: an asset found by name when drawn, an SF Symbol, or
/// PNG/JPEG bytes at their size in points.
final class UIImageTests: XCTestCase {
    func render<V: View>(_ v: V) throws -> RasterCanvas {
        let r = ImageRenderer(content: v)
        r.scale = 1
        r.assets = FolderAssetProvider(folders: [fixtureImages])
        r.missingImagesAreErrors = true
        return try r.rasterize()
    }

    func testNamedAndSymbolImagesDrawAsImagesDo() throws {
        XCTAssertEqual(try render(Image(uiImage: UIImage(named: "rogue")!)).bitmap, try render(Image("rogue")).bitmap)
        XCTAssertEqual(try render(Image(uiImage: UIImage(systemName: "star.fill")!)).bitmap, try render(Image(systemName: "star.fill")).bitmap)
        XCTAssertEqual(UIImage(named: "rogue")!.size, .zero, "found when drawn")
        // A missing asset is reported as Image's is.
        XCTAssertThrowsError(try render(Image(uiImage: UIImage(named: "no-such-picture")!)))
    }

    /// Read while a body runs in a render, a named image's size is its asset's (Spawn resizes its
    /// tab icons by it); outside a render it is zero.
    func testANamedImagesSizeIsItsAssetsWhileABodyRuns() throws {
        struct Sized: View {
            var body: some View {
                let size = UIImage(named: "rogue")!.size
                Text("\(Int(size.width))x\(Int(size.height))")
            }
        }
        let r = ImageRenderer(content: Sized())
        r.scale = 2
        r.assets = FolderAssetProvider(folders: [fixtureImages])
        let asset = try XCTUnwrap(r.assets.image(named: "rogue", bundle: nil, scale: 2))
        XCTAssertGreaterThan(asset.pointSize.width, 0)
        XCTAssertEqual(try r.layout().root.all().compactMap(\.lines).flatMap { $0 }, ["\(Int(asset.pointSize.width))x\(Int(asset.pointSize.height))"])
    }

    /// A template image is its picture's opacity in the foreground colour; `.original` and no
    /// rendering mode (for an image outside a catalog) draw it as it is.
    func testATemplateImageIsItsShapeInTheForegroundColour() throws {
        let plain = try render(Image("rogue"))
        let original = try render(Image("rogue").renderingMode(.original).foregroundStyle(.red))
        XCTAssertEqual(plain.bitmap, original.bitmap)
        let red = try render(Image("rogue").renderingMode(.template).foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        XCTAssertNotEqual(plain.bitmap, red.bitmap)
        var opaque = 0
        for y in 0..<red.height {
            for x in 0..<red.width {
                let p = red.pixel(x: x, y: y), q = plain.pixel(x: x, y: y)
                XCTAssertEqual(p.a, q.a, "the shape is kept at (\(x), \(y))")
                XCTAssertEqual([p.g, p.b], [0, 0])
                if p.a == 255 {
                    XCTAssertEqual(p.r, 255)
                    opaque += 1
                }
            }
        }
        XCTAssertGreaterThan(opaque, 100)
    }

    func testImagesFromBytesDrawAtTheirSizeInPoints() throws {
        let png = try Data(contentsOf: fixtureImages.appendingPathComponent("rogue@2x.png"))
        let fromPNG = try XCTUnwrap(UIImage(data: png, scale: 2))
        XCTAssertEqual(fromPNG.size, CGSize(width: 48, height: 64))
        XCTAssertEqual(fromPNG.pngData(), png)
        XCTAssertNil(fromPNG.jpegData(compressionQuality: 0.8))
        let jpeg = try Data(contentsOf: fixtureImages.appendingPathComponent("jpeg/halves.jpg"))
        let fromJPEG = try XCTUnwrap(UIImage(data: jpeg))
        XCTAssertEqual(fromJPEG.size, CGSize(width: 32, height: 16))
        XCTAssertEqual(try XCTUnwrap(fromJPEG.pngData()).prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
        let c = try render(Image(uiImage: fromJPEG))
        XCTAssertEqual([c.width, c.height], [32, 16])
        XCTAssertGreaterThan(c.pixel(x: 3, y: 8).r, 240)
        XCTAssertGreaterThan(c.pixel(x: 28, y: 8).b, 240)
        let resized = try render(Image(uiImage: fromJPEG).resizable().frame(width: 64, height: 8))
        XCTAssertEqual([resized.width, resized.height], [64, 8])
        XCTAssertNil(UIImage(data: Data("not an image".utf8)))
        XCTAssertNil(UIImage(data: jpeg, scale: .nan))
    }
}
