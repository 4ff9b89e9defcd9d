import XCTest
import Foundation
import Easel
import EaselRaster
@testable import EaselScript

/// A script's `Table` and `TableColumn`s draw what the compiled ones draw.
final class TableScriptTests: XCTestCase {
    struct Person: Identifiable {
        let id: Int
        let given: String
        let family: String
    }

    static let script = """
        struct Person: Identifiable {
            let id: Int
            let given: String
            let family: String
        }
        struct ContentView: View {
            @State private var people = [Person(id: 1, given: "Juan", family: "Chavez"), Person(id: 2, given: "Mei", family: "Chen")]
            @State private var selected = Set<Person.ID>()
            var body: some View {
                Table(people, selection: $selected) {
                    TableColumn("Given Name", value: \\.given)
                    TableColumn("Family Name") { person in Text(person.family) }
                        .width(min: 80, ideal: 120)
                }
                .frame(width: 300, height: 160)
            }
        }
        """

    func testAScriptTableDrawsAsTheCompiledOne() throws {
        let people = [Person(id: 1, given: "Juan", family: "Chavez"), Person(id: 2, given: "Mei", family: "Chen")]
        let compiled = Table(people) {
            TableColumn("Given Name", value: \.given)
            TableColumn("Family Name") { person in Text(person.family) }.width(min: 80, ideal: 120)
        }
        .frame(width: 300, height: 160)
        XCTAssertEqual(try ScriptTestSupport.scriptPixels(Self.script), try ScriptTestSupport.compiledPixels(compiled))
    }

    func testAContentColumnFirstAndErrors() throws {
        let layout = try ScriptTestSupport.layout(
            """
            struct ContentView: View {
                let names = ["Ada", "Grace"]
                var body: some View {
                    Table(names.map { Item(name: $0) }) {
                        TableColumn("Name") { item in Text(item.name.uppercased()) }
                    }
                }
            }
            struct Item: Identifiable { let id = UUID(); let name: String }
            """)
        let texts = layout.root.all { $0.kind == "Text" }.compactMap(\.label)
        XCTAssertEqual(texts, ["ADA", "GRACE"])
        XCTAssertTrue(
            ScriptTestSupport.error(
                """
                struct ContentView: View {
                    var body: some View { Table([1, 2]) { Text("not a column") } }
                }
                """
            ).contains("expected a TableColumn"))
        XCTAssertTrue(
            ScriptTestSupport.error(
                """
                struct P: Identifiable { let id: Int; let age: Int }
                struct ContentView: View {
                    var body: some View { Table([P(id: 1, age: 3)]) { TableColumn("Age", value: \\.age) } }
                }
                """
            ).contains("must lead to a String"))
    }

    /// `sortOrder:` takes `[KeyPathComparator]`, and `sort(using:)` in an appear action sorts the
    /// rows by it (strings in Finder's order: "Ada", "Mei", "zoe").
    func testKeyPathComparatorsSortTheRowsAnAppearActionSorts() throws {
        let source = """
            struct Person: Identifiable { let id = UUID(); let name: String }
            struct ContentView: View {
                @State private var people = [Person(name: "Mei"), Person(name: "zoe"), Person(name: "Ada")]
                @State private var sortOrder = [KeyPathComparator(\\Person.name)]
                var body: some View {
                    Table(people, sortOrder: $sortOrder) { TableColumn("Name", value: \\.name) }
                        .onAppear { people.sort(using: sortOrder) }
                }
            }
            """
        let script = try Script(source: source, fileName: "t.swift")
        let renderer = ImageRenderer(content: try script.renders()[0].view)
        let layout = try script.checked { try renderer.layout() }
        let texts = layout.root.all { $0.kind == "Text" }.compactMap(\.label)
        XCTAssertEqual(texts, ["Ada", "Mei", "zoe"])
    }
}
