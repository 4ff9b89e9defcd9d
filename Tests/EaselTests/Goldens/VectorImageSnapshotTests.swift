// Vector images of an asset catalog (fixtures/vectors: SVG and PDF files written for these tests) against
// golden PNGs, and their sizes in points at every scale.
import XCTest
import Easel
import EaselTesting

final class VectorImageSnapshotTests: XCTestCase {
    static let catalog = CatalogAssetProvider(
        folders: [
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("fixtures/vectors")
        ])

    /// A badge (class rules of a `<style>` sheet, a linear gradient, a rounded clip path, `<use>`d
    /// sparks, a stroked frame), a route (round caps and joins, a dashed line, a rotated group at
    /// half opacity) and a tile (one SVG in each scale's slot), at their own sizes; the badge and
    /// the route scaled from their drawings at the render's scale (as without "Preserve Vector
    /// Data"); the tile drawn as a template in red; a glyph whose set renders as a template, in
    /// the foreground colour (blue) and, with `.renderingMode(.original)`, in its own grey; two
    /// PDF pages: a compass written by cairo (gradients, a needle at half opacity, a dashed rim)
    /// at its size and scaled up, and a ticket turned a quarter by its `/Rotate`.
    private var vectors: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Image("badge")
                Image("route")
                Image("tile")
            }
            HStack(spacing: 12) {
                Image("badge").resizable().scaledToFit().frame(width: 96, height: 96)
                Image("route").resizable().frame(width: 80, height: 32)
                Image("tile").renderingMode(.template).foregroundStyle(.red)
            }
            HStack(spacing: 12) {
                Image("glyph")
                Image("glyph").foregroundStyle(.blue)
                Image("glyph").renderingMode(.original).foregroundStyle(.blue)
            }
            HStack(spacing: 12) {
                Image("compass")
                Image("compass").resizable().frame(width: 64, height: 64)
                Image("ticket")
            }
        }
        .padding(16)
    }

    func testVectorImages() {
        assertSnapshot(of: vectors.background(Color.white), named: "vector-images", assets: Self.catalog)
    }

    /// In dark appearance the images keep their colours; the template glyph takes the dark
    /// foreground colour (white).
    func testVectorImagesDark() {
        assertSnapshot(of: vectors, named: "vector-images-dark", assets: Self.catalog, colorScheme: .dark)
    }

    /// Each image is as large in points as its SVG says (`width`/`height`, else its `viewBox`),
    /// or its PDF page (crop box, turned), whatever the render's scale and whichever slot of its
    /// set holds it.
    func testVectorImagesKeepTheirSizeInPointsAtEveryScale() throws {
        for scale in [1.0, 2.0, 3.0] {
            let r = ImageRenderer(
                content: HStack(spacing: 0) {
                    Image("badge"); Image("route"); Image("tile"); Image("compass"); Image("ticket")
                })
            r.scale = scale
            r.assets = Self.catalog
            r.missingImagesAreErrors = true
            let images = try r.layout().root.all().filter { $0.kind == "Image" }
            XCTAssertEqual(images.map { [$0.frame.width, $0.frame.height] }, [[48, 48], [40, 32], [24, 24], [40, 40], [50, 30]], "@\(scale)x")
            let asset = try XCTUnwrap(Self.catalog.image(named: "tile", bundle: nil, scale: scale))
            XCTAssertEqual(asset.scale, scale)
            XCTAssertEqual(asset.pixelWidth, Int(24 * scale))
        }
    }
}
