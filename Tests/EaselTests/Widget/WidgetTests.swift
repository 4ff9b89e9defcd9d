import XCTest
import EaselRaster
import EaselTesting
@testable import Easel

/// Widgets as Xcode previews them (`.previewContext(WidgetPreviewContext(family:))`): the family's
/// size from the Human Interface Guidelines' tables for the device, the 16-point content margins,
/// the container background edge to edge behind them, rounded corners.
final class WidgetTests: XCTestCase {
    func testFamilySizesFollowTheGuidelinesTables() {
        XCTAssertEqual(WidgetFamily.systemSmall.size(on: .iPhone15), CGSize(width: 158, height: 158))
        XCTAssertEqual(WidgetFamily.systemMedium.size(on: .iPhone15), CGSize(width: 338, height: 158))
        XCTAssertEqual(WidgetFamily.systemLarge.size(on: .iPhone15), CGSize(width: 338, height: 354))
        XCTAssertEqual(WidgetFamily.systemSmall.size(on: .iPhone15ProMax), CGSize(width: 170, height: 170))
        XCTAssertEqual(WidgetFamily.systemLarge.size(on: .iPhoneSE), CGSize(width: 321, height: 324))
        XCTAssertEqual(WidgetFamily.accessoryRectangular.size(on: .iPhoneSE), CGSize(width: 153, height: 68))
        XCTAssertEqual(WidgetFamily.accessoryCircular.size(on: .iPhone15), CGSize(width: 72, height: 72))
        XCTAssertEqual(WidgetFamily.accessoryInline.size(on: .iPhone15ProMax), CGSize(width: 257, height: 26))
        XCTAssertEqual(WidgetFamily.systemMedium.size(on: .iPhone13Mini), CGSize(width: 329, height: 155))
        // Screens the tables do not list take the nearest listed one no larger.
        XCTAssertEqual(WidgetFamily.systemSmall.size(on: .iPhone16Pro), CGSize(width: 158, height: 158))
        XCTAssertEqual(WidgetFamily.systemSmall.size(on: .iPhone16ProMax), CGSize(width: 170, height: 170))
        XCTAssertEqual(WidgetFamily.systemSmall.size(on: .iPhone15.landscape), CGSize(width: 158, height: 158))
        // iPads: the widget as the device shows it; extra large exists there.
        XCTAssertEqual(WidgetFamily.systemSmall.size(on: .iPad), CGSize(width: 136, height: 136))
        XCTAssertEqual(WidgetFamily.systemExtraLarge.size(on: .iPad), CGSize(width: 628, height: 300))
        XCTAssertEqual(WidgetFamily.systemLarge.size(on: .iPadPro13), CGSize(width: 356, height: 356))
    }

    struct Card: View {
        @Environment(\.widgetFamily) var family
        @Environment(\.widgetContentMargins) var margins
        var body: some View {
            VStack(alignment: .leading) {
                Text(family == .systemMedium ? "Medium" : "Small").font(.headline)
                Text("\(Int(margins.leading)) pt margins").font(.caption)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .containerBackground(for: .widget) { LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom) }
        }
    }

    func testAWidgetPreviewIsTheFamilysSizeWithMarginsAndBackground() throws {
        let r = ImageRenderer(content: Card().previewContext(WidgetPreviewContext(family: .systemMedium)))
        let l = try r.layout()
        XCTAssertEqual(CGSize(width: l.canvas.width, height: l.canvas.height), CGSize(width: 338, height: 158))
        let texts = l.root.all { $0.kind == "Text" }
        XCTAssertEqual(texts.map(\.label), ["Medium", "16 pt margins"])
        XCTAssertEqual(texts[0].frame.x, 16)
        XCTAssertEqual(texts[0].frame.y, 16)
        let c = try r.rasterize()
        // The background reaches the edges under the margins; the corners are cut round.
        XCTAssertEqual(c.pixel(x: 4, y: 79).a, 255)
        XCTAssertGreaterThan(c.pixel(x: 4, y: 79).r, 200)
        XCTAssertEqual(c.pixel(x: 0, y: 0).a, 0)
        XCTAssertEqual(c.pixel(x: 337, y: 157).a, 0)
        // On a larger phone, the larger size.
        r.screenDevice = .iPhone15ProMax
        XCTAssertEqual(try r.layout().canvas.width, 364)
        XCTAssertEqual(try r.layout().canvas.height, 170)
    }

    func testWithoutAContainerBackgroundTheSystemBackgroundShows() throws {
        let r = ImageRenderer(content: Text("Hi").previewContext(WidgetPreviewContext(family: .systemSmall)))
        r.colorScheme = .dark
        let c = try r.rasterize()
        XCTAssertEqual(c.pixel(x: 79, y: 10), PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
        XCTAssertEqual(c.pixel(x: 0, y: 0).a, 0)
    }

    func testLockScreenFamiliesHaveNoBackgroundOrMargins() throws {
        let r = ImageRenderer(content: Color.blue.previewContext(WidgetPreviewContext(family: .accessoryRectangular)))
        let l = try r.layout()
        XCTAssertEqual(CGSize(width: l.canvas.width, height: l.canvas.height), CGSize(width: 160, height: 72))
        XCTAssertEqual(l.root.first { $0.kind == "Color" }?.frame.rect, CGRect(x: 0, y: 0, width: 160, height: 72))
    }

    func testWidgetGolden() throws {
        for (scheme, name) in [(ColorScheme.light, "medium"), (.dark, "small-dark")] {
            let r = ImageRenderer(
                content: Card().previewContext(WidgetPreviewContext(family: scheme == .light ? .systemMedium : .systemSmall)))
            r.colorScheme = scheme
            r.scale = 2
            assertSnapshot(of: try r.rasterize().bitmap, as: .image(scale: 2), named: name)
        }
    }
}
