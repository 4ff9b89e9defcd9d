// minimumScaleFactor: text shrinks (no further than the factor) to fit before it is shortened.
import XCTest
import Easel
import EaselRaster

final class MinimumScaleFactorTests: XCTestCase {
    let title = "Quarterly revenue summary"

    func testTextThatFitsIsUnchanged() throws {
        let plain = try layout(Text(title).lineLimit(1).frame(width: 400))
        let shrinkable = try layout(Text(title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 400))
        XCTAssertEqual(plain.root.find("Text")!.rect, shrinkable.root.find("Text")!.rect)
    }

    func testItShrinksJustEnoughToFitOnOneLine() throws {
        let full = try layout(Text(title).lineLimit(1).fixedSize()).root.find("Text")!
        let width = (full.rect.width * 0.8).rounded()
        let truncated = try layout(Text(title).lineLimit(1).frame(width: width)).root.find("Text")!
        XCTAssertTrue(truncated.lines![0].hasSuffix("…"))
        let shrunk = try layout(Text(title).lineLimit(1).minimumScaleFactor(0.5).frame(width: width)).root.find("Text")!
        XCTAssertEqual(shrunk.lines, [title])
        XCTAssertLessThanOrEqual(shrunk.rect.width, width)
        // Just enough: within a few per cent of the width and about 80 % of the height.
        XCTAssertGreaterThan(shrunk.rect.width, width * 0.95)
        XCTAssertLessThan(shrunk.rect.height, full.rect.height * 0.9)
        XCTAssertGreaterThan(shrunk.rect.height, full.rect.height * 0.7)
    }

    func testItStopsAtTheFactorAndThenTruncates() throws {
        let full = try layout(Text(title).lineLimit(1).fixedSize()).root.find("Text")!
        let width = (full.rect.width * 0.5).rounded()
        let t = try layout(Text(title).lineLimit(1).minimumScaleFactor(0.9).frame(width: width)).root.find("Text")!
        XCTAssertTrue(t.lines![0].hasSuffix("…"))
        XCTAssertEqual(t.rect.height, full.rect.height * 0.9, accuracy: full.rect.height * 0.05)
    }

    func testItAlsoShrinksToFitAProposedHeight() throws {
        let text = Text("One two three four five six seven eight nine ten").minimumScaleFactor(0.3)
        let tall = try layout(text.frame(width: 120)).root.find("Text")!
        let short = try layout(text.frame(width: 120, height: tall.rect.height / 2)).root.find("Text")!
        XCTAssertFalse(short.lines!.joined().contains("…"))
        XCTAssertLessThanOrEqual(short.rect.height, (tall.rect.height / 2).rounded(.up), "fits, but for the pixel its height is rounded up to")
    }

    func testTheDrawingUsesTheShrunkFont() throws {
        // The shrunk text draws inside its frame: nothing beyond the width it was given.
        let r = ImageRenderer(content: Text(title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 120, alignment: .leading).padding(.trailing, 40))
        r.scale = 1
        let img = try r.rasterize()
        for y in 0..<img.height { for x in 122..<img.width { XCTAssertEqual(img.pixel(x: x, y: y).a, 0, "\(x),\(y)") } }
        XCTAssertEqual(EnvironmentValues().minimumScaleFactor, 1)
        XCTAssertFalse(EnvironmentValues().allowsTightening)
    }
}
