import XCTest
import Easel
import EaselScript

/// `fontDesign`, `monospaced` and `Text.fontDesign`/`Text.monospaced` from a script are the compiled ones.
final class FontDesignScriptTests: XCTestCase {
    func testFontDesignMatchesCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("Serif title").font(.title)
                        Text("Rounded").fontDesign(.rounded).bold()
                        Text("Mono 42").monospaced()
                        Text("Plain").fontDesign(nil)
                        HStack { Text("All mono"); Text("not").monospaced(false) }.monospaced()
                    }
                    .fontDesign(.serif)
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            VStack {
                Text("Serif title").font(.title)
                Text("Rounded").fontDesign(.rounded).bold()
                Text("Mono 42").monospaced()
                Text("Plain").fontDesign(nil)
                HStack {
                    Text("All mono"); Text("not").monospaced(false)
                }.monospaced()
            }
            .fontDesign(.serif))
        XCTAssertEqual(script, compiled)
        let inter = try ScriptTestSupport.compiledPixels(
            VStack {
                Text("Serif title").font(.title)
                Text("Rounded").bold()
                Text("Mono 42")
                Text("Plain")
                HStack {
                    Text("All mono"); Text("not")
                }
            })
        XCTAssertNotEqual(compiled, inter)
    }
}
