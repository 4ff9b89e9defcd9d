import XCTest
@testable import Easel

/// `listItemTint(_:)`: a list row's label icon takes the tint in place of the accent colour; the
/// title keeps the foreground colour.
final class ListItemTintTests: XCTestCase {
    /// Counts of the bitmap's pixels that are mostly red, green and blue.
    private func hues(_ view: some View) throws -> (red: Int, green: Int, blue: Int) {
        let r = ImageRenderer(content: view.frame(width: 240, height: 120))
        r.scale = 1
        let b = try r.rasterize().bitmap
        var counts = (red: 0, green: 0, blue: 0)
        for i in stride(from: 0, to: b.pixels.count, by: 4) where b.pixels[i + 3] > 200 {
            let (red, green, blue) = (Int(b.pixels[i]), Int(b.pixels[i + 1]), Int(b.pixels[i + 2]))
            if red > 200, green < 120, blue < 120 { counts.red += 1 }
            if green > 150, red < 120, blue < 150 { counts.green += 1 }
            if blue > 200, red < 80, green < 160 { counts.blue += 1 }
        }
        return counts
    }

    private func row(_ tint: ListItemTint?) -> some View {
        List { Label("Row", systemImage: "star.fill").listItemTint(tint) }
    }

    func testARowsIconTakesTheTint() throws {
        let plain = try hues(row(nil))
        XCTAssertGreaterThan(plain.blue, 10, "without a tint the icon is the accent colour")
        XCTAssertEqual(plain.red, 0)
        let red = try hues(row(.fixed(.red)))
        XCTAssertGreaterThan(red.red, 10)
        XCTAssertEqual(red.blue, 0)
        let green = try hues(List { Label("Row", systemImage: "star.fill") }.listItemTint(Color.green))
        XCTAssertGreaterThan(green.green, 10, "set on the list, for its rows")
        XCTAssertEqual(green.blue, 0)
        XCTAssertEqual(ListItemTint.preferred(.red).color, .red)
        XCTAssertEqual(ListItemTint.monochrome.color, .secondary)
        // Outside a list a label's icon keeps the foreground colour.
        XCTAssertEqual(try hues(Label("Row", systemImage: "star.fill").listItemTint(.fixed(.red))).red, 0)
    }
}
