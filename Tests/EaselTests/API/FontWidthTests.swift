import XCTest
import EaselRaster
@testable import Easel

/// `Font.Width` / `fontWidth(_:)`: the text is measured and drawn 1 + width as wide
/// (condensed 80 %, compressed 70 %, expanded 120 %); its height is unchanged.
final class FontWidthTests: XCTestCase {
    private func size<V: View>(_ v: V) throws -> CGSize {
        try ImageRenderer(content: v).layout().root.frame.rect.size
    }

    func testWidthsScaleTheTextHorizontally() throws {
        let text = "Compressed headline"
        let standard = try size(Text(text).font(.title))
        for (width, factor) in [(Font.Width.condensed, 0.8), (.compressed, 0.7), (.expanded, 1.2), (.standard, 1.0)] {
            let s = try size(Text(text).font(.title.width(width)))
            XCTAssertEqual(s.width, standard.width * factor, accuracy: 1, "\(width): within the pixel a width is rounded up to")
            XCTAssertEqual(s.height, standard.height)
            // The view modifier and the text modifier say the same.
            XCTAssertEqual(try size(Text(text).font(.title).fontWidth(width)), s)
            XCTAssertEqual(try size(Text(text).fontWidth(width).font(.title)), s)
        }
        XCTAssertEqual(try size(Text(text).font(.title).fontWidth(nil)), standard)
        // Out-of-range and non-finite values.
        XCTAssertEqual(Font.Width(.nan).value, 0)
        XCTAssertEqual(Font.Width(5).value, 1)
    }

    func testTheGlyphsAreDrawnNarrower() throws {
        func inkWidth(_ width: Font.Width) throws -> Int {
            let r = ImageRenderer(content: Text("MMMM").font(.system(size: 40)).fontWidth(width).fixedSize())
            r.scale = 1
            let c = try r.rasterize()
            var minX = c.width, maxX = -1
            for y in 0..<c.height { for x in 0..<c.width where c.pixel(x: x, y: y).a > 127 { minX = min(minX, x); maxX = max(maxX, x) } }
            return maxX - minX + 1
        }
        let standard = try inkWidth(.standard), condensed = try inkWidth(.condensed), expanded = try inkWidth(.expanded)
        XCTAssertEqual(Double(condensed), Double(standard) * 0.8, accuracy: 3)
        XCTAssertEqual(Double(expanded), Double(standard) * 1.2, accuracy: 3)
    }

    func testEmojiKeepTheirShape() throws {
        let standard = try size(Text("😀").font(.title))
        XCTAssertEqual(try size(Text("😀").font(.title).fontWidth(.condensed)), standard)
    }
}
