// `Color.description` as SwiftUI prints colours.
import XCTest
import Easel

final class ColorDescriptionTests: XCTestCase {
    func testSystemColoursPrintTheirNames() {
        let named: [(Color, String)] = [
            (.red, "red"), (.blue, "blue"), (.green, "green"), (.orange, "orange"), (.purple, "purple"), (.gray, "gray"),
            (.black, "black"), (.white, "white"), (.clear, "clear"), (.primary, "primary"), (.secondary, "secondary"),
        ]
        for (color, name) in named { XCTAssertEqual(color.description, name) }
        XCTAssertEqual("\(Color.mint)", "mint")
    }

    func testComponentColoursPrintUppercaseHexWithOpacity() {
        XCTAssertEqual(Color(red: 1, green: 0.5, blue: 0).description, "#FF8000FF")
        XCTAssertEqual(Color(red: 0, green: 0, blue: 0).description, "#000000FF")
        XCTAssertEqual(Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5).description, "#33669980")
        XCTAssertEqual(Color(white: 1).description, "#FFFFFFFF")
        XCTAssertEqual(Color(hue: 0, saturation: 1, brightness: 1).description, "#FF0000FF")
        XCTAssertEqual(Color(red: 2, green: -1, blue: 0.5).description, "#FF0080FF", "components beyond 0…1 print clamped")
    }

    func testOpacityAndAssetColours() {
        XCTAssertEqual(Color.red.opacity(0.5).description, "50% red")
        XCTAssertEqual(Color.blue.opacity(0.25).description, "25% blue")
        XCTAssertEqual(Color("Brand").description, "NamedColor(name: \"Brand\", bundle: nil)")
    }

    func testASymbolRenderingModeOnTheImageIsTheModifiers() throws {
        // SwiftUI's `Image.symbolRenderingMode(_:)` keeps an Image, so `resizable()` still applies.
        let image: Image = Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical)
        XCTAssertEqual(
            try pixels(image.foregroundStyle(.red).padding(2)),
            try pixels(VStack { Image(systemName: "xmark.circle.fill") }.symbolRenderingMode(.hierarchical).foregroundStyle(.red).padding(2)))
        XCTAssertNotEqual(
            try pixels(image.foregroundStyle(.red).padding(2)), try pixels(Image(systemName: "xmark.circle.fill").foregroundStyle(.red).padding(2)))
        // The image's own mode wins over the environment's.
        XCTAssertEqual(
            try pixels(VStack { image }.symbolRenderingMode(.monochrome).foregroundStyle(.red).padding(2)),
            try pixels(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.red).padding(2)))
        let sized = try layout(image.resizable().frame(width: 60, height: 60))
        XCTAssertEqual(sized.root.rect.size, CGSize(width: 60, height: 60))
        XCTAssertEqual(sized.root.all { $0.kind == "Symbol" || $0.kind == "Image" }.first?.rect.size, CGSize(width: 60, height: 60))
    }
}
