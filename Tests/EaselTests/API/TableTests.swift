import XCTest
import Easel

/// A table in compact width (an iPhone's, Easel's only one) has no header and shows its first
/// column, each row's cell as a row of a plain list.
final class TableTests: XCTestCase {
    struct Person: Identifiable {
        let id: Int
        let given: String
        let family: String
    }
    static let people = [
        Person(id: 1, given: "Juan", family: "Chavez"), Person(id: 2, given: "Mei", family: "Chen"), Person(id: 3, given: "Tom", family: "Clark"),
    ]

    static func texts(_ layout: LayoutSnapshot) -> [(String, CGRect)] {
        layout.root.all { $0.kind == "Text" }.compactMap { n in n.label.map { ($0, n.frame.rect) } }
    }

    func testOnlyTheFirstColumnShowsWithoutHeaders() throws {
        let table = Table(Self.people) {
            TableColumn("Given Name", value: \.given)
            TableColumn("Family Name") { person in Text(person.family.uppercased()) }
                .width(120)
        }
        let r = ImageRenderer(content: table.frame(width: 300, height: 200))
        let texts = Self.texts(try r.layout())
        XCTAssertEqual(texts.map(\.0), ["Juan", "Mei", "Tom"])
        // Rows of a plain list: 16 points from the leading edge, one under another.
        XCTAssertEqual(texts.map(\.1.minX), [16, 16, 16])
        XCTAssertTrue(texts[0].1.maxY < texts[1].1.minY && texts[1].1.maxY < texts[2].1.minY)
        // The same rows as a plain list of the first column's cells.
        let list = List(Self.people) { Text($0.given) }.listStyle(.plain).frame(width: 300, height: 200)
        XCTAssertEqual(try r.rasterize().bitmap, try ImageRenderer(content: list).rasterize().bitmap)
    }

    func testAContentColumnFirstAndTheOtherInitialisers() throws {
        @State var selection: Person.ID? = nil
        @State var many = Set<Person.ID>()
        @State var order = [KeyPathComparator(\Person.given)]
        let tables: [AnyView] = [
            AnyView(Table(Self.people, selection: $selection) { TableColumn("Family") { Text($0.family) } }),
            AnyView(Table(Self.people, selection: $many) { TableColumn("Family", value: \.family) { Text($0.family) } }),
            AnyView(
                Table(Self.people, sortOrder: $order) {
                    TableColumn("Family", value: \.family, comparator: String.StandardComparator.lexical) { Text($0.family) }
                }),
        ]
        for t in tables {
            XCTAssertEqual(Self.texts(try ImageRenderer(content: t.frame(width: 300, height: 200)).layout()).map(\.0), ["Chavez", "Chen", "Clark"])
        }
    }
}
