import XCTest
import EaselRaster
@testable import Easel

/// Font designs: `.monospaced` (JetBrains Mono), `.serif` (Noto Serif), `.rounded` (Quicksand), bundled;
/// `fontDesign(_:)` and `monospaced(_:)` reach fonts set further down, as in SwiftUI.
final class FontDesignTests: XCTestCase {
    private func size<V: View>(_ v: V) throws -> CGSize {
        try ImageRenderer(content: v).layout().root.frame.rect.size
    }

    func testMonospacedCharactersAreAllAsWide() throws {
        // JetBrains Mono advances 600/1000 em: 10.2 pt a character at 17 pt, 40.8 for four, a Text
        // 41 wide at @1x (whole pixels).
        for s in ["iiii", "MMMM", "1234", "w.:W"] {
            XCTAssertEqual(try size(Text(s).monospaced()).width, 41, accuracy: 0.01, s)
            XCTAssertEqual(try size(Text(s).font(.system(.body, design: .monospaced))).width, 41, accuracy: 0.01, s)
        }
        XCTAssertNotEqual(try size(Text("iiii")).width, try size(Text("MMMM")).width, "Inter is proportional")
    }

    func testEachDesignHasItsOwnFace() throws {
        let text = "Hamburgefonstiv"
        var widths: Set<CGFloat> = []
        for design in [Font.Design.default, .serif, .rounded, .monospaced] {
            widths.insert(try size(Text(text).font(.system(size: 20, design: design))).width)
        }
        XCTAssertEqual(widths.count, 4)
        // Bold and italic faces of each design differ from its regular one.
        for design in [Font.Design.serif, .monospaced] {
            let regular = Text("Hamburgefonstiv").font(.system(size: 20, design: design))
            let bold = try ImageRenderer(content: regular.bold()).rasterize().bitmap
            let italic = try ImageRenderer(content: regular.italic()).rasterize().bitmap
            let plain = try ImageRenderer(content: regular).rasterize().bitmap
            XCTAssertNotEqual(bold, plain, "\(design)")
            XCTAssertNotEqual(italic, plain, "\(design)")
        }
    }

    func testFontDesignReachesFontsSetBelowIt() throws {
        let serifTitle = try size(Text("Headline").font(.system(.title, design: .serif)))
        XCTAssertEqual(try size(VStack { Text("Headline").font(.title) }.fontDesign(.serif)), serifTitle)
        XCTAssertEqual(try size(Text("Headline").fontDesign(.serif).font(.title)), serifTitle)
        XCTAssertEqual(try size(Text("Headline").font(.title).fontDesign(.serif)), serifTitle)
        // A font that names its design keeps it; nil removes a design set above.
        let roundedTitle = try size(Text("Headline").font(.system(.title, design: .rounded)))
        XCTAssertEqual(try size(VStack { Text("Headline").font(.system(.title, design: .rounded)) }.fontDesign(.serif)), roundedTitle)
        XCTAssertEqual(
            try size(VStack { Text("Headline").font(.title).fontDesign(nil) }.fontDesign(.serif)),
            try size(Text("Headline").font(.title)))
    }

    func testMonospacedWinsAndCanBeTurnedOff() throws {
        XCTAssertEqual(try size(VStack { Text("iiii").font(.system(.body, design: .serif)) }.monospaced()).width, 41, accuracy: 0.01)
        XCTAssertEqual(try size(VStack { Text("iiii").monospaced(false) }.monospaced()), try size(Text("iiii")))
        XCTAssertEqual(try size(Text("iiii").monospaced().monospaced(false)), try size(Text("iiii")), "the outer modifier wins")
        // Markdown code is the monospaced design.
        XCTAssertEqual(try size(Text("`iiii`")).width, 41, accuracy: 0.01)
    }

    func testLabelsAndButtonsFollowTheEnvironment() throws {
        let label = try size(Label("Settings", systemImage: "gear"))
        XCTAssertNotEqual(try size(Label("Settings", systemImage: "gear").fontDesign(.serif)), label)
    }
}
