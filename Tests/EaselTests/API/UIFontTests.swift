import XCTest
@testable import Easel

/// `UIFont` stands for the SwiftUI font of the same face: texts in `Font(uiFont)` lay out as in
/// that font.
final class UIFontTests: XCTestCase {
    private func size(_ font: Font) throws -> CGSize {
        let root = try ImageRenderer(content: Text("Ag 123").font(font)).layout().root
        return CGSize(width: root.frame.width, height: root.frame.height)
    }

    func testUIKitFontsAreTheirSwiftUIFonts() throws {
        XCTAssertEqual(try size(Font(UIFont.systemFont(ofSize: 15, weight: .semibold))), try size(.system(size: 15, weight: .semibold)))
        XCTAssertEqual(try size(Font(UIFont.boldSystemFont(ofSize: 12).withSize(20))), try size(.system(size: 20, weight: .bold)))
        XCTAssertEqual(try size(Font(UIFont.preferredFont(forTextStyle: .title1))), try size(.title))
        XCTAssertEqual(try size(Font(UIFont.italicSystemFont(ofSize: 13))), try size(.system(size: 13).italic()))
        XCTAssertEqual(try size(Font(UIFont(name: "DejaVu Sans", size: 18)!)), try size(.custom("DejaVu Sans", fixedSize: 18)))
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption1).pointSize, 12)
        XCTAssertEqual(UIFont.systemFont(ofSize: .nan).pointSize, 0, "a size from outside is checked")
    }

    func testMetricsAreThoseOfTheFaceEaselDrawsWith() throws {
        let f = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(f.lineHeight, f.ascender - f.descender + f.leading, accuracy: 1e-9)
        XCTAssertLessThan(f.descender, 0)
        XCTAssertGreaterThan(f.capHeight, 0)
        XCTAssertLessThan(f.capHeight, f.ascender)
        // Ten lines of text are ten line heights tall (whole pixels at scale 1).
        let r = ImageRenderer(content: Text(Array(repeating: "Ag", count: 10).joined(separator: "\n")).font(Font(f)))
        r.scale = 1
        XCTAssertEqual(try r.layout().root.frame.height, 10 * f.lineHeight, accuracy: 1)
        // Twice the size, twice the metrics; a custom family's own.
        XCTAssertEqual(UIFont.systemFont(ofSize: 34).lineHeight, 2 * f.lineHeight, accuracy: 1e-9)
        XCTAssertNotEqual(try XCTUnwrap(UIFont(name: "DejaVu Sans", size: 17)).lineHeight, f.lineHeight)
    }
}
