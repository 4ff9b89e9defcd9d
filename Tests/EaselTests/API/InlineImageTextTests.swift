import XCTest
import EaselRaster
import EaselTesting
@testable import Easel

/// Images in a text (`Text(Image(systemName: "star.fill")) + Text(" 4.5")`, `"\(Image(systemName:
/// "star.fill")) 4.5"`): an SF Symbol flows in the line, sized by the text's font as an image of
/// it would be, its baseline on the line's, in the text's colour.
final class InlineImageTextTests: XCTestCase {
    /// The width of the view's first text or image.
    private func width<V: View>(_ v: V) throws -> CGFloat {
        try XCTUnwrap(ImageRenderer(content: v).layout().root.first { $0.kind == "Text" || $0.kind == "Image" }?.frame.width)
    }

    func testASymbolTakesItsImagesWidthInTheLine() throws {
        let joined = try width(Text(Image(systemName: "star.fill")) + Text(" 4.5"))
        let parts = try width(Image(systemName: "star.fill")) + width(Text(" 4.5"))
        // A text's width is rounded up to whole points, as SwiftUI's is.
        XCTAssertEqual(joined, parts, accuracy: 1)
        XCTAssertGreaterThan(joined, parts - 1)
        let interpolated = try width(Text("Rated \(Image(systemName: "star.fill")) 4.5"))
        XCTAssertEqual(interpolated, try width(Text("Rated ") + Text(Image(systemName: "star.fill")) + Text(" 4.5")))
        // Larger with the font.
        XCTAssertGreaterThan(try width(Text(Image(systemName: "star.fill")).font(.largeTitle)), try width(Text(Image(systemName: "star.fill"))))
    }

    func testTheSymbolIsDrawnAsTheImageIsOnTheBaseline() throws {
        let inline = try ImageRenderer(content: (Text(Image(systemName: "star.fill")) + Text(" 4.5")).padding(2)).rasterize()
        let stacked = try ImageRenderer(
            content: HStack(alignment: .firstTextBaseline, spacing: 0) {
                Image(systemName: "star.fill"); Text(" 4.5")
            }.padding(2)
        ).rasterize()
        XCTAssertEqual(inline.width, stacked.width)
        XCTAssertEqual(inline.height, stacked.height)
        // The star's ink (the first 20 columns) in the same place, to within a pixel: a stack puts
        // the image on the pixel grid, a line does not.
        func inkBox(_ c: RasterCanvas) -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
            var box = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
            for y in 0..<c.height {
                for x in 0..<20 where c.pixel(x: x, y: y).a > 128 {
                    box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
                }
            }
            return box
        }
        let (a, b) = (inkBox(inline), inkBox(stacked))
        for (u, v) in [(a.minX, b.minX), (a.minY, b.minY), (a.maxX, b.maxX), (a.maxY, b.maxY)] { XCTAssertLessThanOrEqual(abs(u - v), 1) }
        XCTAssertGreaterThan(a.maxX - a.minX, 10)
    }

    func testTheSymbolTakesTheTextsColour() throws {
        let c = try ImageRenderer(content: Text("\(Image(systemName: "square.fill"))").foregroundColor(.red).font(.system(size: 40))).rasterize()
        let middle = c.pixel(x: c.width / 2, y: c.height / 2)
        XCTAssertEqual(middle.a, 255)
        XCTAssertGreaterThan(middle.r, 200)
        XCTAssertLessThan(middle.g, 80)
    }

    func testInlineSymbolGolden() throws {
        for (scheme, name) in [(ColorScheme.light, "rating"), (.dark, "rating-dark")] {
            let r = ImageRenderer(
                content: VStack(alignment: .leading, spacing: 6) {
                    (Text(Image(systemName: "star.fill")).foregroundColor(.orange) + Text(" 4.5 · 1,204 ratings")).font(.headline)
                    Text("Tap \(Image(systemName: "heart.fill")) to save, \(Image(systemName: "square.and.arrow.up")) to share.")
                        .font(.subheadline).foregroundStyle(.secondary)
                }
                .padding()
            )
            r.scale = 2
            r.colorScheme = scheme
            r.isOpaque = scheme == .dark
            assertSnapshot(of: try r.rasterize().bitmap, as: .image(scale: 2), named: name)
        }
    }
}
