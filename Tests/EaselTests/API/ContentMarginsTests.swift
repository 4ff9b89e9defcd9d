import XCTest
import Easel

/// `contentMargins` (scroll views and lists) and `listSectionSpacing`, in points.
final class ContentMarginsTests: XCTestCase {
    let screen = ProposedViewSize(width: 390, height: 600)

    func testAScrollViewInsetsItsContent() throws {
        let l = try layout(ScrollView { Color.red.frame(height: 50) }.contentMargins(20).frame(width: 200, height: 300))
        assertRect(l.node("Color").rect, 20, 20, 160, 50)
        let h = try layout(ScrollView { Color.red.frame(height: 50) }.contentMargins(.horizontal, 30).frame(width: 200, height: 300))
        assertRect(h.node("Color").rect, 30, 0, 140, 50)
        // Only the indicators: nothing moves.
        let i = try layout(ScrollView { Color.red.frame(height: 50) }.contentMargins(20, for: .scrollIndicators).frame(width: 200, height: 300))
        assertRect(i.node("Color").rect, 0, 0, 200, 50)
        // nil gives the scroll view its own margins back.
        let n = try layout(ScrollView { Color.red.frame(height: 50) }.contentMargins(.all, nil).contentMargins(20).frame(width: 200, height: 300))
        assertRect(n.node("Color").rect, 0, 0, 200, 50)
    }

    private func cards<V: View>(_ v: V) throws -> [CGRect] {
        try layout(v, proposed: screen).root.all { $0.kind == "RoundedRectangle" || $0.kind == "clipShape" }
            .filter { $0.kind == "clipShape" }.map(\.rect)
    }

    func testAListsSectionsTakeTheHorizontalMarginsAndSectionSpacing() throws {
        func list() -> some View {
            List {
                Section { Text("One") }
                Section { Text("Two") }
            }
            .listStyle(.insetGrouped)
        }
        let plain = try cards(list())
        XCTAssertEqual(plain.count, 2)
        XCTAssertEqual(plain[0].minX, 16)
        XCTAssertEqual(plain[1].minY - plain[0].maxY, 35, accuracy: 0.001, "iOS's section spacing")
        let margined = try cards(list().contentMargins(.horizontal, 40))
        XCTAssertEqual(margined[0].minX, 40)
        XCTAssertEqual(margined[0].width, 390 - 80)
        let custom = try cards(list().listSectionSpacing(10))
        XCTAssertEqual(custom[1].minY - custom[0].maxY, 10, accuracy: 0.001)
        let compact = try cards(list().listSectionSpacing(.compact))
        XCTAssertEqual(compact[1].minY - compact[0].maxY, 20, accuracy: 0.001)
        XCTAssertEqual(try cards(list().listSectionSpacing(.default)), plain)
    }

    func testRowSpacingPutsEachRowOnItsOwnCard() throws {
        let together = try cards(
            List {
                Text("One"); Text("Two")
            }.listStyle(.insetGrouped))
        XCTAssertEqual(together.count, 1)
        let spaced = try cards(
            List {
                Text("One"); Text("Two")
            }.listStyle(.insetGrouped).listRowSpacing(10))
        XCTAssertEqual(spaced.count, 2)
        XCTAssertEqual(spaced[1].minY - spaced[0].maxY, 10, accuracy: 0.001)
        XCTAssertEqual(spaced[0].minY, together[0].minY)
        XCTAssertEqual(spaced[0].height + spaced[1].height, together[0].height, accuracy: 0.001)
        let l = try layout(
            List {
                Text("One"); Text("Two")
            }.listStyle(.insetGrouped).listRowSpacing(10), proposed: screen)
        XCTAssertEqual(l.root.all { $0.kind == "Divider" }.count, 0, "no separators between spaced rows")
        XCTAssertEqual(
            try cards(
                List {
                    Text("One"); Text("Two")
                }.listStyle(.insetGrouped).listRowSpacing(nil)), together)
    }

    func testSectionSpacingIsTheGapAboveAHeader() throws {
        let l = try layout(
            List {
                Section {
                    Text("One")
                } footer: {
                    Text("Foot")
                }
                Section {
                    Text("Two")
                } header: {
                    Text("Head")
                }
            }.listStyle(.insetGrouped).listSectionSpacing(24), proposed: screen)
        let foot = l.node("Text", "Foot").rect, head = l.node("Text", "HEAD").rect
        XCTAssertEqual(head.minY - foot.maxY, 24, accuracy: 0.5, "origins snap to the pixel grid")
    }
}
