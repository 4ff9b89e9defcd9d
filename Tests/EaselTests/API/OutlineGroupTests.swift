// Tree-structured rows: `OutlineGroup` and `List(_:children:)` draw the top level, collapsed.
import XCTest
import Easel

struct OutlineFixtureItem: Identifiable {
    let id: Int
    var name: String
    var children: [OutlineFixtureItem]? = nil
}

let outlineFixtureTree = [
    OutlineFixtureItem(id: 1, name: "Documents", children: [OutlineFixtureItem(id: 11, name: "Resume.pdf")]),
    OutlineFixtureItem(id: 2, name: "Photos", children: []),
    OutlineFixtureItem(id: 3, name: "notes.txt"),
]

final class OutlineGroupTests: XCTestCase {
    func testTheTopLevelShowsCollapsedWithAChevronWhereThereAreChildren() throws {
        let l = try layout(List(outlineFixtureTree, children: \.children) { Text($0.name) }, proposed: ProposedViewSize(width: 390, height: 400))
        let texts = l.root.all { $0.kind == "Text" }.compactMap(\.label)
        XCTAssertEqual(texts, ["Documents", "Photos", "notes.txt"], "children stay hidden")
        // An empty children collection is still a group (SwiftUI tests for nil, not emptiness).
        XCTAssertEqual(l.root.all { $0.kind == "Image" && $0.label == "chevron.right" }.count, 2)
    }

    func testAListWithChildrenIsAListOfAnOutlineGroup() throws {
        let size = ProposedViewSize(width: 390, height: 400)
        let a = try layout(List(outlineFixtureTree, children: \.children) { Text($0.name) }, proposed: size)
        let b = try layout(List { OutlineGroup(outlineFixtureTree, children: \.children) { Text($0.name) } }, proposed: size)
        XCTAssertEqual(a, b)
        let c = try layout(
            List {
                ForEach(outlineFixtureTree) { item in
                    if item.children != nil {
                        DisclosureGroup {
                            EmptyView()
                        } label: {
                            Text(item.name)
                        }
                    } else {
                        Text(item.name)
                    }
                }
            }, proposed: size)
        XCTAssertEqual(a, c)
    }

    func testARootShowsAsOneGroup() throws {
        let l = try layout(OutlineGroup(outlineFixtureTree[0], children: \.children) { Text($0.name) })
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label), ["Documents"])
    }
}
