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

    func testScrollToIsCheckedAndScrollsNothing() throws {
        // Called while the body is built (not only in an action), `scrollTo` is read as the compiled
        // signature and changes nothing drawn.
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    ScrollView {
                        ScrollViewReader { proxy in
                            let _ = proxy.scrollTo(9, anchor: .top)
                            let _ = proxy.scrollTo("end")
                            ForEach(0..<10) { i in Color.blue.frame(width: 30, height: 20).id(i) }
                        }
                    }
                    .frame(width: 100, height: 120)
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            ScrollView { ForEach(0..<10) { i in Color.blue.frame(width: 30, height: 20).id(i) } }.frame(width: 100, height: 120))
        XCTAssertEqual(script, compiled)
        let wrongLabel = ScriptTestSupport.error(
            """
            struct ContentView: View {
                var body: some View { ScrollViewReader { proxy in let _ = proxy.scrollTo(1, ancor: .top); Text("A") } }
            }
            """)
        XCTAssertTrue(wrongLabel.contains("extra argument 'ancor:'"), wrongLabel)
    }
}
