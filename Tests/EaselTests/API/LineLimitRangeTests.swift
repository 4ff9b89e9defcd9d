// lineLimit with a range or reserved space: a text takes at least the lower bound's lines and is
// shortened past the upper bound.
import XCTest
import Easel

final class LineLimitRangeTests: XCTestCase {
    private func height(_ view: some View) throws -> CGFloat { try layout(view.frame(width: 200)).root.find("Text")!.rect.height }
    private func lines(_ view: some View) throws -> [String] { try layout(view.frame(width: 200)).root.find("Text")!.lines ?? [] }

    func testTheLowerBoundReservesLines() throws {
        let one = try height(Text("One"))
        let two = try height(Text("One\nTwo"))
        let three = try height(Text("One\nTwo\nThree"))
        XCTAssertGreaterThan(two, one)
        XCTAssertEqual(try height(Text("One").lineLimit(2...4)), two)
        XCTAssertEqual(try height(Text("One").lineLimit(3...)), three)
        XCTAssertEqual(try height(Text("One").lineLimit(3, reservesSpace: true)), three)
        XCTAssertEqual(try height(Text("One").lineLimit(3, reservesSpace: false)), one)
        XCTAssertEqual(try height(Text("One").lineLimit(...3)), one)
        // The text keeps its own width and its first line at the top.
        let reserved = try layout(Text("One").lineLimit(3, reservesSpace: true).fixedSize()).root.find("Text")!
        XCTAssertEqual(reserved.rect.width, try layout(Text("One").fixedSize()).root.find("Text")!.rect.width)
        XCTAssertEqual(reserved.lines, ["One"])
    }

    func testTheUpperBoundShortens() throws {
        let six = Text("1\n2\n3\n4\n5\n6")
        XCTAssertEqual(try lines(six.lineLimit(2...4)), ["1", "2", "3", "4…"])
        XCTAssertEqual(try lines(six.lineLimit(...2)), ["1", "2…"])
        XCTAssertEqual(try lines(six.lineLimit(2...)).count, 6)
        XCTAssertEqual(try height(six.lineLimit(2...4)), try height(Text("1\n2\n3\n4")))
    }

    func testLineSpacingIsReservedBetweenTheLines() throws {
        XCTAssertEqual(try height(Text("One").lineSpacing(10).lineLimit(3...)), try height(Text("One\nTwo\nThree").lineSpacing(10)))
        XCTAssertEqual(try height(Text("").lineLimit(2, reservesSpace: true)), try height(Text("One\nTwo")))
    }

    func testAVerticalTextFieldGrowsFromTheLowerBound() throws {
        func field(_ text: String) -> some View { TextField("Notes", text: .constant(text), axis: .vertical) }
        let one = try layout(field("").frame(width: 200)).root.rect.height
        let three = try layout(field("").lineLimit(3...5).frame(width: 200)).root.rect.height
        XCTAssertEqual(try layout(field("1\n2\n3").frame(width: 200)).root.rect.height, three)
        XCTAssertGreaterThan(three, one)
        XCTAssertEqual(
            try layout(field("1\n2\n3\n4\n5\n6\n7").lineLimit(3...5).frame(width: 200)).root.rect.height,
            try layout(field("1\n2\n3\n4\n5").frame(width: 200)).root.rect.height)
        // A field along the horizontal axis stays one line whatever the limits around it.
        XCTAssertEqual(try layout(TextField("Name", text: .constant("")).lineLimit(3...5).frame(width: 200)).root.rect.height, one)
    }
}
