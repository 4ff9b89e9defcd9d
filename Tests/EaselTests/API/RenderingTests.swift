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

    /// Views are drawn on whole pixels, as SwiftUI draws them: three colours sharing 100 points
    /// meet at pixel boundaries (no blended column between them), and a colour 42.4 points wide
    /// covers 42 whole pixels at @1x and 127 at @3x — at every scale, every pixel is one colour.
    func testFramesAreDrawnOnWholePixels() throws {
        let thirds = HStack(spacing: 0) {
            Color.red; Color.green; Color.blue
        }.frame(width: 100, height: 4)
        let bar = Color.black.frame(width: 42.4, height: 4).frame(width: 50, alignment: .leading).background(Color.white)
        for scale: CGFloat in [1, 2, 3] {
            let t = try pixels(thirds, scale: scale), b = try pixels(bar, scale: scale)
            var colours = Set<[UInt8]>()
            for x in 0..<t.width {
                let p = t.pixel(x: x, y: 1)
                colours.insert([p.r, p.g, p.b, p.a])
            }
            XCTAssertEqual(colours.count, 3, "@\(scale)x: \(colours.sorted { $0.lexicographicallyPrecedes($1) })")
            let black = (0..<b.width).filter { b.pixel(x: $0, y: 1).r == 0 }.count
            let grey = (0..<b.width).filter {
                let r = b.pixel(x: $0, y: 1).r; return r > 0 && r < 255
            }.count
            XCTAssertEqual(black, Int((42.4 * scale).rounded()), "@\(scale)x")
            XCTAssertEqual(grey, 0, "@\(scale)x")
        }
    }

    /// Issue 14's seam: a view of fractional size on a background colour. The canvas is the view
    /// as drawn (251.29 points → 251 pixels at @1x), and every pixel of it is opaque, at every
    /// scale; a proposed size keeps its partial last pixel, which the background fills too.
    func testBackgroundFillsEveryPixelOfAFractionalCanvas() throws {
        let view = Color.red.frame(width: 251.29, height: 41.89)
        for scale: CGFloat in [1, 2, 3] {
            let r = ImageRenderer(content: view)
            r.scale = scale
            r.backgroundColor = .white
            let b = try r.rasterize().bitmap
            XCTAssertEqual(b.width, Int((251.29 * scale).rounded()), "@\(scale)x")
            XCTAssertEqual(b.height, Int((41.89 * scale).rounded()), "@\(scale)x")
            var translucent = 0
            for y in 0..<b.height { for x in 0..<b.width where b.pixel(x: x, y: y).a != 255 { translucent += 1 } }
            XCTAssertEqual(translucent, 0, "@\(scale)x")
            // Without a background, the view itself covers every pixel: no partly covered edge.
            let bare = try pixels(view, scale: scale)
            var partial = 0
            for y in 0..<bare.height { for x in 0..<bare.width where bare.pixel(x: x, y: y).a != 255 { partial += 1 } }
            XCTAssertEqual(partial, 0, "@\(scale)x without a background")
        }
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 300.5, height: 60.25)
        r.backgroundColor = .white
        let b = try r.rasterize().bitmap
        XCTAssertEqual([b.width, b.height], [301, 61])
        XCTAssertEqual(b.pixel(x: 300, y: 60).a, 255)
        XCTAssertEqual(b.pixel(x: 300, y: 60).r, 255)
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
            // The canvas is the view as drawn; its right edge is on the pixel grid too, so the
            // borders on the right are as crisp as on the left.
            XCTAssertEqual(c.width, Int((outer.width * scale).rounded()))
            let right = (c.width - 5 * s..<c.width).reversed().map { c.pixel(x: $0, y: y) }
            XCTAssertEqual(right, expected, "right edge, scale \(scale)")
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
