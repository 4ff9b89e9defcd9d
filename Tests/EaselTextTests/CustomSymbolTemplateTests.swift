import XCTest
@testable import EaselText
import EaselLayout

/// `CustomSymbolTemplate` and `SymbolImage.make(custom:)`: the SF Symbols templates of an asset
/// catalog's `.symbolset`, read from the fixtures written for Easel (fixtures/symbols).
final class CustomSymbolTemplateTests: XCTestCase {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures/symbols/Symbols.xcassets")

    private func template(_ path: String) throws -> CustomSymbolTemplate {
        let svg = try String(contentsOf: Self.catalog.appendingPathComponent(path), encoding: .utf8)
        return try XCTUnwrap(CustomSymbolTemplate(svg: svg))
    }

    func testTheRegularMediumVariantSitsOnTheBaselineBetweenItsMargins() throws {
        let outline = try XCTUnwrap(try template("kite.symbolset/kite.svg").outline(weight: 400))
        XCTAssertEqual(outline.capHeight, 70.459, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(outline.width), 80, accuracy: 1e-6)
        // The diamond's top 80 above the baseline, the bob's bottom 28 below; x from the left margin.
        let ink = PathElement.inkBounds(of: outline.elements)
        XCTAssertEqual(ink.minY, -80, accuracy: 0.01)
        XCTAssertEqual(ink.maxY, 28, accuracy: 0.01)
        XCTAssertEqual(ink.minX, 10, accuracy: 0.01)
        XCTAssertEqual(ink.maxX, 70, accuracy: 0.01)
    }

    func testTheNearestWeightIsDrawn() throws {
        let t = try template("kite.symbolset/kite.svg")
        // Bold (700), and Heavy and Black (nearest drawn: Bold), have the bold kite and its margins.
        for weight in [700, 800, 900] {
            let outline = try XCTUnwrap(t.outline(weight: weight))
            XCTAssertEqual(try XCTUnwrap(outline.width), 84, accuracy: 1e-6, "\(weight)")
            XCTAssertEqual(PathElement.inkBounds(of: outline.elements).minY, -82, accuracy: 0.01, "\(weight)")
        }
        // Light (300) and Medium (500) are nearer Regular.
        XCTAssertEqual(try XCTUnwrap(t.outline(weight: 300)?.width), 80, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(t.outline(weight: 500)?.width), 80, accuracy: 1e-6)
    }

    func testAnEditedVariableTemplateWithTranslatedGroups() throws {
        // Only `Regular-S`, attributes on lines of their own, the groups translated by (-20, 75):
        // the guides move with the paths, so the wave still sits on its baseline.
        let outline = try XCTUnwrap(try template("Shapes/wave.symbolset/wave.svg").outline(weight: 400))
        XCTAssertEqual(outline.capHeight, 70.459, accuracy: 1e-6)
        XCTAssertNil(outline.width)
        let ink = PathElement.inkBounds(of: outline.elements)
        XCTAssertEqual(ink.minX, 0, accuracy: 0.01)
        XCTAssertEqual(ink.maxX, 60, accuracy: 0.01)
        XCTAssertEqual(ink.minY, -45, accuracy: 0.01)  // the first cubic's crest
    }

    func testTemplatesWithoutSymbolsOrGuides() {
        XCTAssertNil(CustomSymbolTemplate(svg: "<svg><g id=\"Notes\"><path d=\"M0 0L1 1\"/></g></svg>"))
        XCTAssertNil(CustomSymbolTemplate(svg: "not svg at all"))
        // Drawn, but without a baseline and capline nothing can be laid out.
        let t = CustomSymbolTemplate(svg: "<svg><g id=\"Regular-M\"><path d=\"M0 0L10 -10L20 0Z\"/></g></svg>")
        XCTAssertNotNil(t)
        XCTAssertNil(t?.outline(weight: 400))
        // Numbers far off the artboard (or not numbers) draw nothing.
        XCTAssertNil(CustomSymbolTemplate(svg: "<svg><g id=\"Regular-M\"><path d=\"M0 0L1e300 -10L20 0Z\"/></g></svg>"))
        let huge = CustomSymbolTemplate(
            svg: "<svg><line id=\"Baseline-M\" y1=\"100\"/><line id=\"Capline-M\" y1=\"1e309\"/><g id=\"Regular-M\"><path d=\"M0 0L10 -10L20 0Z\"/></g></svg>")
        XCTAssertNil(huge?.outline(weight: 400))
    }

    func testLaidOutForAFontAsASystemSymbolIs() throws {
        let t = try template("kite.symbolset/kite.svg")
        let font = FontDescriptor(size: 17)
        let face = FontLibrary.shared.resolve(font).face
        let capHeight = CGFloat(face.capHeight) / CGFloat(face.unitsPerEm) * 17
        let k = capHeight / 70.459
        let image = try XCTUnwrap(SymbolImage.make(custom: t, font: font))
        let marginY = SymbolImage.verticalMargin * 17
        XCTAssertEqual(image.size.width, 80 * k, accuracy: 1e-9)
        XCTAssertEqual(image.size.height, 108 * k + 2 * marginY, accuracy: 1e-9)
        XCTAssertEqual(image.baseline, 80 * k + marginY, accuracy: 1e-9)
        XCTAssertFalse(image.isPlaceholder)
        // Twice the size at twice the image scale; a resizable one is its ink alone.
        let large = try XCTUnwrap(SymbolImage.make(custom: t, font: font, scale: 2))
        XCTAssertEqual(large.size.width, 2 * image.size.width, accuracy: 1e-9)
        let bare = try XCTUnwrap(SymbolImage.make(custom: t, font: font, margins: false))
        XCTAssertEqual(bare.size.width, 60 * k, accuracy: 1e-9)
        XCTAssertEqual(bare.size.height, 108 * k, accuracy: 1e-9)
    }
}
