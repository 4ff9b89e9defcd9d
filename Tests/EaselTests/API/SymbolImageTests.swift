// Symbol images (`Image(systemName:)`) and `Label`: sizes and positions in points.
import XCTest
import Easel
import EaselRaster

final class SymbolImageTests: XCTestCase {
    /// Inter's cap height is 2048 of 2816 units; the stand-in `circle` spans 768 of the symbol
    /// font's 960 units, and the symbol font's size is 1.5 cap heights, so a circle is 1.2 cap
    /// heights across at medium scale. Its image adds margins of 0.125 (left and right) and
    /// 0.0885 (top and bottom) of the font size.
    private func circle(_ size: CGFloat, scale: CGFloat = 1) -> CGFloat { (1.2 * capHeight(size) + 0.25 * size) * scale }
    private func circleHeight(_ size: CGFloat, scale: CGFloat = 1) -> CGFloat { (1.2 * capHeight(size) + 0.177 * size) * scale }
    private func capHeight(_ size: CGFloat) -> CGFloat { size * 2048 / 2816 }

    func testSymbolAtBodyIsACircleOfOnePointTwoCapHeightsWithMargins() throws {
        let l = try layout(Image(systemName: "circle"))
        // 14.84 pt of ink, 19.09 x 17.85 with the margins.
        assertRect(l.image("circle"), 0, 0, circle(17), circleHeight(17))
        XCTAssertEqual(circle(17), 19.086, accuracy: 0.001)
        // The canvas is the symbol as drawn (scale 1): its far edge on the nearest pixel.
        XCTAssertEqual(l.canvas.width, circle(17).rounded())
    }

    func testFontChangesTheSymbolsSize() throws {
        let l = try layout(
            VStack(spacing: 0) {
                Image(systemName: "circle").font(.largeTitle)
                Image(systemName: "circle").font(.caption)
                Image(systemName: "circle").font(.system(size: 40))
            })
        let symbols = l.root.all { $0.kind == "Image" }.map(\.rect)
        XCTAssertEqual(symbols.map(\.width), [circle(34), circle(12), circle(40)].map { $0 }, accuracy: 0.001)
        XCTAssertEqual(symbols[0].height, circleHeight(34), accuracy: 0.001)
    }

    func testImageScaleRatios() throws {
        let l = try layout(
            HStack(spacing: 0) {
                Image(systemName: "circle").imageScale(.small)
                Image(systemName: "circle")
                Image(systemName: "circle").imageScale(.large)
            })
        let widths = l.root.all { $0.kind == "Image" }.map(\.rect.width)
        XCTAssertEqual(widths, [circle(17, scale: 0.78), circle(17), circle(17, scale: 1.29)], accuracy: 0.001)
    }

    /// The box is the ink plus the margins (4.25 pt across, 3.01 pt down at body). The stand-in
    /// `chevron_right` spans 333…624 x 240…720 of 960 units and `remove` 232…728 x 444…516, in an
    /// 18.55 pt symbol font.
    func testNarrowAndFlatSymbolsHaveTheirInksBoxPlusMargins() throws {
        let l = try layout(
            HStack {
                Image(systemName: "chevron.right"); Image(systemName: "minus")
            })
        let chevron = l.image("chevron.right"), minus = l.image("minus")
        XCTAssertEqual(chevron.width, 9.872, accuracy: 0.001)
        XCTAssertEqual(chevron.height, 12.282, accuracy: 0.001)
        XCTAssertEqual(minus.width, 13.832, accuracy: 0.001)
        XCTAssertEqual(minus.height, 4.400, accuracy: 0.001)
    }

    /// On the first text baseline, the circle is centred on the text's cap-height midline.
    func testFirstTextBaselineCentresTheSymbolOnCapitals() throws {
        for font in [Font.body, .largeTitle, .footnote] {
            let l = try layout(
                HStack(alignment: .firstTextBaseline) {
                    Image(systemName: "circle")
                    Text("Hxg")
                }.font(font), scale: 2)
            let text = l.node("Text", "Hxg"), symbol = l.node("Image", "circle")
            let size = font == .body ? 17 : font == .largeTitle ? 34 : 13 as CGFloat
            let baseline = try XCTUnwrap(text.firstBaseline)
            XCTAssertEqual(symbol.rect.midY, baseline - capHeight(size) / 2, accuracy: 0.5, "\(size)")
            XCTAssertEqual(try XCTUnwrap(symbol.firstBaseline), baseline, accuracy: 0.5, "\(size)")
        }
    }

    func testFillVariantsAndSymbolVariant() throws {
        let l = try layout(
            VStack {
                Image(systemName: "heart").symbolVariant(.fill)
                Image(systemName: "xmark").symbolVariant(.circle.fill)
                Image(systemName: "bell").symbolVariant(.slash)
                Image(systemName: "star.fill").symbolVariant(.none)
                Image(systemName: "gear").symbolVariant(.square)
                Image(systemName: "cloud.sun").symbolVariant(.slash)
            })
        let labels = l.root.all { $0.kind == "Image" }.compactMap(\.label)
        // `gear.square` is composed (the table has no glyph for it); `cloud.sun.slash` is unknown, so the slash is dropped.
        XCTAssertEqual(labels, ["heart.fill", "xmark.circle.fill", "bell.slash", "star.fill", "gear.square", "cloud.sun"])
    }

    func testResizableSymbolTakesItsFrameAndAspectRatio() throws {
        let l = try layout(
            VStack(spacing: 0) {
                Image(systemName: "star").resizable().frame(width: 40, height: 30)
                Image(systemName: "circle").resizable().aspectRatio(contentMode: .fit).frame(width: 60, height: 30)
            })
        let symbols = l.root.all { $0.kind == "Image" }.map(\.rect)
        XCTAssertEqual(symbols[0].size, CGSize(width: 40, height: 30))
        // Resizable, the drawing fills the frame without the margins: the circle is square.
        XCTAssertEqual(symbols[1].size.height, 30, accuracy: 0.001)
        XCTAssertEqual(symbols[1].size.width, 30, accuracy: 0.001)
    }

    /// A resizable symbol's ink reaches the edges of its frame (an avatar fills its circle).
    func testResizableSymbolDrawsEdgeToEdge() throws {
        let r = ImageRenderer(content: Image(systemName: "circle.fill").resizable().frame(width: 40, height: 40))
        r.scale = 1
        let c = try r.rasterize()
        XCTAssertGreaterThan(c.pixel(x: 0, y: 20).a, 200)
        XCTAssertGreaterThan(c.pixel(x: 39, y: 20).a, 200)
        XCTAssertGreaterThan(c.pixel(x: 20, y: 0).a, 200)
        XCTAssertEqual(c.pixel(x: 1, y: 1).a, 0)
    }

    func testUnknownSymbolDrawsAPlaceholderAndWarns() throws {
        let r = ImageRenderer(
            content: HStack {
                Image(systemName: "no.such.symbol"); Text("Hi")
            })
        r.missingImagesAreErrors = true
        let l = try r.layout()
        let box = l.image("no.such.symbol")
        // 90% of the live area (800 of 960 units) of a 1.5-cap-height symbol font, with the margins.
        let side = 0.9 * 800 / 960 * 1.5 * capHeight(17)
        XCTAssertEqual(box.width, side + 0.25 * 17, accuracy: 0.001)
        XCTAssertEqual(box.height, side + 0.177 * 17, accuracy: 0.001)
        XCTAssertEqual(r.warnings, ["no SF Symbol named 'no.such.symbol'; drawing a placeholder"])
    }

    func testForegroundColourPaintsTheSymbol() throws {
        let r = ImageRenderer(content: Image(systemName: "square.fill").foregroundColor(.red).padding(2))
        r.scale = 2
        let canvas = try r.rasterize()
        let centre = canvas.pixel(x: canvas.width / 2, y: canvas.height / 2)
        XCTAssertEqual(centre, PremultipliedColor(r: 255, g: 59, b: 48, a: 255))
        XCTAssertEqual(canvas.pixel(x: 0, y: 0).a, 0)
        let plain = ImageRenderer(content: Image(systemName: "square.fill").padding(2))
        let black = try plain.rasterize()
        XCTAssertEqual(black.pixel(x: black.width / 2, y: black.height / 2), PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    }

    /// A filled circle in hierarchical or palette rendering has two layers: the disc (30 % of the
    /// foreground, or the second style) and the symbol in it (the foreground, or the first style).
    func testHierarchicalAndPaletteColourTheEnclosureApart() throws {
        func pixels<V: View>(_ v: V) throws -> (centre: PremultipliedColor, disc: PremultipliedColor) {
            let r = ImageRenderer(content: v.font(.system(size: 60)))
            let c = try r.rasterize()
            // The x crosses at the centre; straight below it, inside the 52 pt disc, there is no x.
            return (c.pixel(x: c.width / 2, y: c.height / 2), c.pixel(x: c.width / 2, y: c.height / 2 + 18))
        }
        let red = PremultipliedColor(r: 255, g: 59, b: 48, a: 255)
        let hierarchical = try pixels(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.red))
        XCTAssertEqual(hierarchical.centre, red)
        XCTAssertEqual(Int(hierarchical.disc.a), 77, accuracy: 1)
        XCTAssertEqual(Int(hierarchical.disc.r), 77, accuracy: 1)
        let palette = try pixels(Image(systemName: "xmark.circle.fill").foregroundStyle(.white, .red))
        XCTAssertEqual(palette.centre, PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(palette.disc, red)
        let monochrome = try pixels(Image(systemName: "xmark.circle.fill").foregroundStyle(.red))
        XCTAssertEqual(monochrome.centre.a, 0, "the x is knocked out of the disc")
        XCTAssertEqual(monochrome.disc, red)
    }

    func testBoldSymbolIsHeavierThanRegular() throws {
        func ink(_ weight: Font.Weight) throws -> Int {
            let r = ImageRenderer(content: Image(systemName: "circle").fontWeight(weight))
            r.scale = 2
            let c = try r.rasterize()
            var total = 0
            for y in 0..<c.height { for x in 0..<c.width { total += Int(c.pixel(x: x, y: y).a) } }
            return total
        }
        let light = try ink(.ultraLight), regular = try ink(.regular), bold = try ink(.bold)
        XCTAssertLessThan(light, regular)
        XCTAssertLessThan(regular, bold)
        XCTAssertEqual(try ink(.black), bold, "black draws as the font's heaviest weight, 700")
    }

    /// Right to left, `chevron.forward` points left (mirrored, as SF's directional symbols are);
    /// `chevron.right` keeps pointing right.
    func testForwardSymbolsMirrorRightToLeft() throws {
        func darkColumns(_ name: String, _ direction: LayoutDirection) throws -> (left: Int, right: Int) {
            let r = ImageRenderer(content: Image(systemName: name).font(.system(size: 40)).environment(\.layoutDirection, direction))
            r.scale = 1
            let c = try r.rasterize()
            // The chevron's point is the column with ink in the middle row.
            let y = c.height / 2
            let inked = (0..<c.width).filter { c.pixel(x: $0, y: y).a > 128 }
            return (inked.first ?? -1, c.width - 1 - (inked.last ?? c.width))
        }
        let ltr = try darkColumns("chevron.forward", .leftToRight), rtl = try darkColumns("chevron.forward", .rightToLeft)
        XCTAssertGreaterThan(ltr.left, ltr.right, "points right: the middle row's ink is near the right edge")
        XCTAssertLessThan(rtl.left, rtl.right, "points left")
        let fixed = try darkColumns("chevron.right", .rightToLeft)
        XCTAssertGreaterThan(fixed.left, fixed.right)
    }

    // MARK: Label

    func testLabelPutsTheIconEightPointsBeforeTheTitleOnItsBaseline() throws {
        let l = try layout(Label("Settings", systemImage: "gear"), scale: 2)
        let icon = l.image("gear"), title = l.node("Text", "Settings")
        XCTAssertEqual(icon.minX, 0)
        XCTAssertEqual(title.rect.minX, icon.maxX + 8, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(l.node("Image", "gear").firstBaseline), try XCTUnwrap(title.firstBaseline), accuracy: 0.5)
    }

    func testLabelStyles() throws {
        let titleOnly = try layout(Label("Settings", systemImage: "gear").labelStyle(.titleOnly))
        XCTAssertNil(titleOnly.root.find("Image"))
        XCTAssertNotNil(titleOnly.root.find("Text", "Settings"))
        let iconOnly = try layout(Label("Settings", systemImage: "gear").labelStyle(.iconOnly))
        XCTAssertNil(iconOnly.root.find("Text"))
        XCTAssertEqual(iconOnly.canvas.width, iconOnly.image("gear").width.rounded(.up))
        let closures = try layout(
            Label {
                Text("Title")
            } icon: {
                Circle().frame(width: 10, height: 10)
            })
        XCTAssertEqual(closures.node("Text", "Title").rect.minX, 18, accuracy: 0.5)
    }

    struct Bordered: LabelStyle {
        func makeBody(configuration: Configuration) -> some View { Label(configuration).padding(3) }
    }

    struct Stacked: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 2) {
                configuration.icon; configuration.title
            }
        }
    }

    func testCustomLabelStylesAndLabelOfAConfiguration() throws {
        // `Label(configuration)` draws in the style around the custom one: the default at the top…
        let plain = try layout(Label("Settings", systemImage: "gear"))
        let bordered = try layout(Label("Settings", systemImage: "gear").labelStyle(Bordered()))
        XCTAssertEqual(bordered.root.rect.width, plain.root.rect.width + 6)
        XCTAssertEqual(bordered.node("Text", "Settings").rect.minX, plain.node("Text", "Settings").rect.minX + 3)
        // …and the style set outside it (`.iconOnly`) below.
        let iconOnly = try layout(Label("Settings", systemImage: "gear").labelStyle(Bordered()).labelStyle(.iconOnly))
        XCTAssertNil(iconOnly.root.find("Text"))
        XCTAssertNotNil(iconOnly.root.find("Image"))
        let stacked = try layout(Label("Settings", systemImage: "gear").labelStyle(Stacked()))
        XCTAssertGreaterThan(stacked.node("Text", "Settings").rect.minY, stacked.root.find("Image")!.rect.maxY)
    }
}

private func XCTAssertEqual(_ a: [CGFloat], _ b: [CGFloat], accuracy: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, "\(a) vs \(b)", file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line) }
}
