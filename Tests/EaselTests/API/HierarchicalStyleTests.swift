import XCTest
import EaselRaster
@testable import Easel

/// `.primary` … `.quinary` as shape styles are levels of the foreground style an ancestor set
/// (that colour at 100, 50, 25, 18, 18 %), else iOS's label colours; a colour's own levels are
/// the colour at those opacities; `.background`'s are the system backgrounds.
final class HierarchicalStyleTests: XCTestCase {
    /// The premultiplied pixel at the centre of a 10 × 10 point swatch, on transparent.
    private func swatch<V: View>(_ v: V, scheme: ColorScheme = .light) throws -> [Int] {
        let r = ImageRenderer(content: v.frame(width: 10, height: 10).environment(\.colorScheme, scheme))
        r.scale = 1
        let p = try r.rasterize().pixel(x: 5, y: 5)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    private func premultiplied(_ r: Int, _ g: Int, _ b: Int, _ opacity: Double) -> [Int] {
        [r, g, b].map { Int((Double($0) * opacity).rounded()) } + [Int((255 * opacity).rounded())]
    }

    private func assertClose(_ a: [Int], _ b: [Int], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.count, b.count, file: file, line: line)
        for (x, y) in zip(a, b) where abs(x - y) > 1 { XCTFail("\(a) is not \(b)", file: file, line: line); return }
    }

    func testLevelsOfAForegroundColourAreItsOpacities() throws {
        // systemRed light is (255, 59, 48).
        for (style, opacity) in [(HierarchicalShapeStyle.primary, 1.0), (.secondary, 0.5), (.tertiary, 0.25), (.quaternary, 0.18), (.quinary, 0.18)] {
            assertClose(try swatch(Rectangle().fill(style).foregroundStyle(.red)), premultiplied(255, 59, 48, opacity))
            // As a foreground style for what paints with the foreground.
            assertClose(try swatch(Rectangle().foregroundStyle(style).foregroundStyle(.red)), premultiplied(255, 59, 48, opacity))
        }
    }

    func testWithNoForegroundColourTheLevelsAreTheLabelColours() throws {
        assertClose(try swatch(Rectangle().fill(.primary)), [0, 0, 0, 255])
        assertClose(try swatch(Rectangle().fill(.secondary)), premultiplied(60, 60, 67, 0.6))
        assertClose(try swatch(Rectangle().fill(.tertiary)), premultiplied(60, 60, 67, 0.3))
        assertClose(try swatch(Rectangle().fill(.quaternary)), premultiplied(60, 60, 67, 0.18))
        assertClose(try swatch(Rectangle().fill(.secondary), scheme: .dark), premultiplied(235, 235, 245, 0.6))
        assertClose(try swatch(Rectangle().fill(.foreground)), [0, 0, 0, 255])
        assertClose(try swatch(Rectangle().fill(.foreground), scheme: .dark), [255, 255, 255, 255])
    }

    func testALevelIsTakenOfTheBaseColourNotOfAnotherLevel() throws {
        // secondary inside secondary is still the base at 50 %, not 25 %.
        let nested = Rectangle().foregroundStyle(.secondary).foregroundStyle(.secondary).foregroundStyle(.red)
        assertClose(try swatch(nested), premultiplied(255, 59, 48, 0.5))
        // An inner colour becomes the base of the levels inside it.
        assertClose(try swatch(Rectangle().fill(.tertiary).foregroundStyle(.blue).foregroundStyle(.red)), premultiplied(0, 122, 255, 0.25))
        // foregroundColor(.secondary) is Color.secondary (the label colour), not a level of red.
        assertClose(try swatch(Rectangle().foregroundColor(.secondary).foregroundStyle(.red)), premultiplied(60, 60, 67, 0.6))
        // ... and a base of its own.
        assertClose(try swatch(Rectangle().fill(.secondary).foregroundColor(.secondary)), premultiplied(60, 60, 67, 0.3))
    }

    func testTextTakesTheLevelOfItsForeground() throws {
        // The level on the text (Text.foregroundStyle, iOS 17), the base colour set around it.
        let r = ImageRenderer(content: VStack { Text("█").font(.system(size: 20)).foregroundStyle(.secondary) }.foregroundStyle(.green))
        r.scale = 1
        let c = try r.rasterize()
        // The darkest pixel of the glyph is systemGreen (52, 199, 89) at 50 %.
        var best = PremultipliedColor.clear
        for y in 0..<c.height { for x in 0..<c.width where c.pixel(x: x, y: y).a > best.a { best = c.pixel(x: x, y: y) } }
        assertClose([Int(best.r), Int(best.g), Int(best.b), Int(best.a)], premultiplied(52, 199, 89, 0.5))
    }

    func testTextForegroundStyleKeepsAText() throws {
        func pixels<V: View>(_ v: V) throws -> Bitmap {
            let r = ImageRenderer(content: v)
            r.scale = 1
            return try r.rasterize().bitmap
        }
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        // A gradient or a level on the text draws as the modifier around it does.
        XCTAssertEqual(try pixels(Text("Hello").foregroundStyle(gradient)), try pixels(VStack { Text("Hello") }.foregroundStyle(gradient)))
        XCTAssertEqual(try pixels(Text("Hello").foregroundStyle(.tertiary)), try pixels(VStack { Text("Hello") }.foregroundStyle(.tertiary)))
        // A colour colours a part joined with `+`.
        XCTAssertEqual(
            try pixels(Text("a") + Text("b").foregroundStyle(.orange)), try pixels(Text("a") + Text("b").foregroundColor(.orange)))
        XCTAssertNotEqual(try pixels(Text("a") + Text("b").foregroundStyle(.orange)), try pixels(Text("a") + Text("b")))
    }

    func testAColoursOwnLevels() throws {
        assertClose(try swatch(Rectangle().fill(Color.orange.secondary)), premultiplied(255, 149, 0, 0.5))
        assertClose(try swatch(Rectangle().fill(Color.orange.quaternary)), premultiplied(255, 149, 0, 0.18))
        // A level of a level of the foreground is the deeper level.
        assertClose(try swatch(Rectangle().fill(HierarchicalShapeStyle.secondary.tertiary).foregroundStyle(.red)), premultiplied(255, 59, 48, 0.25))
    }

    func testTheBackgroundStylesLevelsAreTheSystemBackgrounds() throws {
        assertClose(try swatch(Rectangle().fill(.background)), [255, 255, 255, 255])
        assertClose(try swatch(Rectangle().fill(.background.secondary)), [242, 242, 247, 255])
        assertClose(try swatch(Rectangle().fill(.background.tertiary)), [255, 255, 255, 255])
        assertClose(try swatch(Color.clear.background(.background.secondary), scheme: .dark), [28, 28, 30, 255])
        assertClose(try swatch(Color.clear.background(.background.tertiary), scheme: .dark), [44, 44, 46, 255])
    }

    func testTheFillStylesLevelsAreUIKitsFills() throws {
        // systemFill … quaternarySystemFill: #787880 at 20 / 16 %, #767680 at 12 %, #747480 at 8 %
        // (dark: #787880 at 36 / 32 %, #767680 at 24 / 18 %).
        assertClose(try swatch(Color.clear.background(.fill)), premultiplied(120, 120, 128, 0.2))
        assertClose(try swatch(Rectangle().fill(.fill.secondary)), premultiplied(120, 120, 128, 0.16))
        assertClose(try swatch(Rectangle().fill(.fill.tertiary)), premultiplied(118, 118, 128, 0.12))
        assertClose(try swatch(Rectangle().fill(.fill.quaternary)), premultiplied(116, 116, 128, 0.08))
        assertClose(try swatch(Rectangle().fill(.fill.quinary)), premultiplied(116, 116, 128, 0.08))
        assertClose(try swatch(Color.clear.background(.fill), scheme: .dark), premultiplied(120, 120, 128, 0.36))
        assertClose(try swatch(Rectangle().fill(.fill.tertiary), scheme: .dark), premultiplied(118, 118, 128, 0.24))
    }
}
