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
}
