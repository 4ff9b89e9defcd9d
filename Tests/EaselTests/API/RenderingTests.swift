// Pixels: borders drawn inward, @2x output, debug pictures, PNG files.
import XCTest
import Easel
import EaselRaster
@testable import EaselGallery

final class RenderingTests: XCTestCase {
    private func canvas<V: View>(_ v: V, scale: CGFloat = 1, debug: Bool = false) throws -> (RasterCanvas, LayoutSnapshot) {
        let r = ImageRenderer(content: v)
        r.scale = scale
        r.debug = debug
        r.assets = FolderAssetProvider(folders: [fixtureImages])
        return (try r.rasterize(), try r.layout())
    }

    /// Seed 004: "the yellow part of the border is 3px wide since the outer pixel is overlaid by the
    /// red border", then the text's own 1 px red border.
    func testThreeBordersOverlayInward() throws {
        let view = Text("Nogitsune Takeshi")
            .font(.title)
            .border(Color.red)
            .padding(4)
            .border(Color.yellow, width: 4)
            .border(Color.red)
        for scale in [CGFloat(1), 2] {
            let (c, l) = try canvas(view, scale: scale)
            let outer = l.root.rect
            let y = Int((outer.midY * scale).rounded(.down))
            let row = (0..<Int(6 * scale)).map { c.pixel(x: $0, y: y) }
            let red = PremultipliedColor(r: 255, g: 59, b: 48, a: 255), yellow = PremultipliedColor(r: 255, g: 204, b: 0, a: 255)
            let s = Int(scale)
            let expected = Array(repeating: red, count: s) + Array(repeating: yellow, count: 3 * s) + Array(repeating: red, count: s)
            XCTAssertEqual(Array(row.prefix(5 * s)), expected, "scale \(scale)")
            XCTAssertEqual(c.width, Int((outer.width * scale).rounded(.up)))
        }
    }

    /// @2x is twice the pixels and crisp: a 10 x 10 colour covers exactly 20 x 20 opaque pixels.
    func testDoubleScaleIsTwiceThePixelsAndCrisp() throws {
        let (c1, _) = try canvas(Color.blue.frame(width: 10, height: 10).padding(5), scale: 1)
        let (c2, _) = try canvas(Color.blue.frame(width: 10, height: 10).padding(5), scale: 2)
        XCTAssertEqual([c1.width, c1.height], [20, 20])
        XCTAssertEqual([c2.width, c2.height], [40, 40])
        var opaque = 0, partial = 0
        for y in 0..<40 { for x in 0..<40 { let a = c2.pixel(x: x, y: y).a; if a == 255 { opaque += 1 } else if a > 0 { partial += 1 } } }
        XCTAssertEqual(opaque, 400)
        XCTAssertEqual(partial, 0)
    }

    /// Debug pictures: red image outlines, green stack outline, yellow .feet line at row 84.
    func testDebugPictureOfTheFeetExample() throws {
        let (c, l) = try canvas(AlignFeet.ContentView(), scale: 1, debug: true)
        let rogue = l.image("rogue")
        XCTAssertEqual(c.pixel(x: Int(rogue.minX) + 20, y: Int(rogue.minY)), PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        let stack = l.node("HStack").rect
        XCTAssertEqual(c.pixel(x: Int(stack.minX) + 52, y: 0).g, 204, "green outline of the stack between images")
        let line = c.pixel(x: Int(rogue.maxX) + 3, y: 84)
        XCTAssertEqual([line.r, line.g, line.b], [255, 217, 0], "yellow alignment line on the feet row")
    }

    /// PNG files: written atomically, readable, with the canvas's pixels; an opaque render is RGB.
    func testWritesAReadablePNG() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("easel-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = ImageRenderer(content: Color.red.frame(width: 3, height: 2))
        r.scale = 2
        let url = dir.appendingPathComponent("out.png")
        try r.write(to: url)
        let bitmap = try PNGCodec.read(from: url)
        XCTAssertEqual([bitmap.width, bitmap.height], [6, 4])
        let data = try Data(contentsOf: url)
        XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["out.png"], "no temporary file left")
        // A failing write leaves an existing file alone.
        try Data("keep".utf8).write(to: dir.appendingPathComponent("keep.png"))
        let bad = ImageRenderer(content: Image("missing-image"))
        bad.missingImagesAreErrors = true
        XCTAssertThrowsError(try bad.write(to: dir.appendingPathComponent("keep.png")))
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("keep.png"), encoding: .utf8), "keep")
    }

    /// A transparent background unless asked; isOpaque paints white (black in dark mode).
    func testBackground() throws {
        let r = ImageRenderer(content: Color.clear.frame(width: 2, height: 2))
        XCTAssertEqual(try r.rasterize().pixel(x: 0, y: 0).a, 0)
        r.isOpaque = true
        XCTAssertEqual(try r.rasterize().pixel(x: 0, y: 0), PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }
}
