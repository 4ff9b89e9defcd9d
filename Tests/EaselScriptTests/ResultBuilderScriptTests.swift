import XCTest
import Easel
import EaselScript

/// An app's own `@resultBuilder` types build the values of closures passed for parameters and
/// properties marked with them.
final class ResultBuilderScriptTests: XCTestCase {
    private typealias S = ScriptTestSupport

    func testAPropertyAndAParameterBuildWithTheirBuilder() throws {
        let texts = try S.texts(
            """
            struct Action { let title: String; var isEnabled = true }
            @resultBuilder
            struct ActionBuilder {
                static func buildBlock(_ components: Action...) -> [Action] { components }
            }
            @resultBuilder
            struct WordsBuilder {
                static func buildExpression(_ word: String) -> [String] { [word.uppercased()] }
                static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
                static func buildFinalResult(_ words: [String]) -> String { words.joined(separator: "-") }
            }
            struct Row: View {
                var title: String
                @ActionBuilder var actions: [Action]
                var body: some View { Text("\\(title): " + actions.filter { $0.isEnabled }.map(\\.title).joined(separator: ", ")) }
            }
            func sentence(@WordsBuilder _ make: () -> String) -> String { make() }
            struct ContentView: View {
                let loud = true
                var body: some View {
                    VStack {
                        Row(title: "Mail") {
                            Action(title: "Star")
                            Action(title: "Hide", isEnabled: false)
                            Action(title: "Delete")
                        }
                        Text(sentence {
                            "one"
                            if loud { "two" }
                            "three"
                        })
                    }
                }
            }
            """)
        XCTAssertEqual(texts, ["Mail: Star, Delete", "ONE-TWO-THREE"])
    }

    /// A generic builder named with its argument (`@ArrayBuilder<Content> content: () -> [Content]`,
    /// SBB's radio button group) builds an array of the views.
    func testAGenericResultBuilderAttributeBuildsWithItsBuilder() throws {
        let source = """
            @resultBuilder
            struct ArrayBuilder<Element> {
                static func buildExpression(_ element: Element) -> [Element] { [element] }
                static func buildBlock(_ components: [Element]...) -> [Element] { Array(components.joined()) }
            }
            struct Group3<Content: View>: View {
                let items: [Content]
                init(@ArrayBuilder<Content> content: () -> [Content]) { items = content() }
                var body: some View {
                    VStack { Text("\\(items.count) items"); ForEach(0..<items.count, id: \\.self) { i in items[i] } }
                }
            }
            struct ContentView: View {
                var body: some View { Group3 { Text("a"); Text("b") } }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["2 items", "a", "b"])
    }
}
