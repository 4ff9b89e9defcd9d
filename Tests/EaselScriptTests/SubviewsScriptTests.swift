// Group(subviews:) and ForEach(subviews:) from a script: the compiled custom containers.
import XCTest
import Easel
@testable import EaselScript

final class SubviewsScriptTests: XCTestCase {
    func testCustomContainersMatchCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct Numbered<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    VStack(spacing: 4) {
                        Group(subviews: content) { collection in
                            ForEach(collection) { subView in
                                let index = collection.firstIndex { $0.id == subView.id }
                                subView.padding(2).background(Color.gray).overlay { if let index { Text("\\(index)") } }
                            }
                            Text("\\(collection.count) views")
                        }
                        ForEach(subviews: content) { subview in subview.opacity(0.5) }
                    }
                }
            }
            struct ContentView: View {
                var body: some View {
                    Numbered {
                        Color.red.frame(width: 30, height: 20)
                        ForEach(0..<2, id: \\.self) { _ in Color.blue.frame(width: 30, height: 20) }
                    }
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack(spacing: 4) {
                Color.red.frame(width: 30, height: 20).padding(2).background(Color.gray).overlay { Text("0") }
                Color.blue.frame(width: 30, height: 20).padding(2).background(Color.gray).overlay { Text("1") }
                Color.blue.frame(width: 30, height: 20).padding(2).background(Color.gray).overlay { Text("2") }
                Text("3 views")
                Color.red.frame(width: 30, height: 20).opacity(0.5)
                Color.blue.frame(width: 30, height: 20).opacity(0.5)
                Color.blue.frame(width: 30, height: 20).opacity(0.5)
            })
        XCTAssertEqual(script, compiled)
    }

    /// `extension ContainerValues { @Entry var … }`, `.containerValue(\.key, value)` and
    /// `subview.containerValues.key`, with an extension of `SubviewsCollection` on the subviews.
    func testContainerValuesFromAScript() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            extension ContainerValues {
                @Entry var isFeatured: Bool = false
                @Entry var badge: String?
            }
            extension SubviewsCollection {
                func position(of id: Subview.ID) -> Int { firstIndex(where: { $0.id == id }) ?? 0 }
            }
            struct Featured<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View {
                    Group(subviews: content) { collection in
                        VStack(spacing: 0) {
                            ForEach(collection) { subview in
                                subview.border(subview.containerValues.isFeatured ? Color.red : Color.clear)
                                if let badge = subview.containerValues.badge { Text("\\(collection.position(of: subview.id)) \\(badge)") }
                            }
                        }
                    }
                }
            }
            struct ContentView: View {
                var body: some View {
                    Featured {
                        Text("One").padding(6)
                        Text("Two").padding(6).containerValue(\\.isFeatured, true)
                        Text("Three").containerValue(\\.badge, "New").padding(6)
                    }
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack(spacing: 0) {
                Text("One").padding(6).border(Color.clear)
                Text("Two").padding(6).border(Color.red)
                Text("Three").padding(6).border(Color.clear)
                Text("2 New")
            })
        XCTAssertEqual(script, compiled)
        XCTAssertThrowsError(
            try ScriptTestSupport.layout(
                """
                extension ContainerValues { @Entry var badge: String? }
                struct ContentView: View {
                    var body: some View { Text("One").containerValue(\\.badges, "New") }
                }
                """)
        ) { XCTAssertTrue("\($0)".contains("no container value '\\.badges'"), "\($0)") }
    }
}
