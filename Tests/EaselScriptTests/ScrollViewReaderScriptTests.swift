import XCTest
import Easel

/// `ScrollViewReader` from a script is the compiled one.
final class ScrollViewReaderScriptTests: XCTestCase {
    func testScrollViewReaderMatchesCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    ScrollView {
                        ScrollViewReader { proxy in
                            Button("Bottom") { withAnimation { proxy.scrollTo(9, anchor: .top) } }
                            ForEach(0..<10) { i in Color.blue.frame(width: 30, height: 20).id(i) }
                        }
                    }
                    .frame(width: 100, height: 120)
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            ScrollView {
                Button("Bottom") {}
                ForEach(0..<10) { i in Color.blue.frame(width: 30, height: 20).id(i) }
            }
            .frame(width: 100, height: 120))
        XCTAssertEqual(script, compiled)
    }
}
