// `List(_:children:)` and `OutlineGroup` in scripts draw as compiled.
import XCTest
import Easel
@testable import EaselScript

private struct Item: Identifiable {
    let id: Int
    var name: String
    var children: [Item]? = nil
}

final class OutlineGroupScriptTests: XCTestCase {
    func testATreeListIsDrawnAsCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct Item: Identifiable {
                let id: Int
                var name: String
                var children: [Item]? = nil
            }
            struct ContentView: View {
                let tree = [
                    Item(id: 1, name: "Documents", children: [Item(id: 11, name: "Resume.pdf")]),
                    Item(id: 2, name: "Photos", children: []),
                    Item(id: 3, name: "notes.txt"),
                ]
                var body: some View {
                    NavigationStack {
                        List(tree, children: \\.children) { item in
                            Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
                        }
                        .navigationTitle("Files")
                    }
                }
            }
            """, device: .iPhone15)
        let tree = [
            Item(id: 1, name: "Documents", children: [Item(id: 11, name: "Resume.pdf")]),
            Item(id: 2, name: "Photos", children: []),
            Item(id: 3, name: "notes.txt"),
        ]
        let compiled = try ScriptTestSupport.compiledPixels(
            NavigationStack {
                List(tree, children: \.children) { item in
                    Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
                }
                .navigationTitle("Files")
            }, device: .iPhone15)
        XCTAssertEqual(script, compiled)
    }

    func testAnOutlineGroupOfARoot() throws {
        let l = try ScriptTestSupport.layout(
            """
            struct Node: Identifiable {
                let id = UUID()
                var title: String
                var children: [Node]?
            }
            struct ContentView: View {
                let root = Node(title: "Root", children: [Node(title: "Leaf", children: nil)])
                var body: some View {
                    List { OutlineGroup(root, id: \\.title, children: \\.children) { Text($0.title) } }
                }
            }
            """)
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label), ["Root"])
        XCTAssertEqual(l.root.all { $0.kind == "Image" && $0.label == "chevron.right" }.count, 1)
    }
}
