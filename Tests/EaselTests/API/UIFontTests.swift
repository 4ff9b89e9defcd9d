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
}
