import XCTest
import Easel
import EaselScript

/// `lineLimit` with ranges and `reservesSpace` from source: the same layout as compiled code.
final class LineLimitRangeScriptTests: XCTestCase {
    private typealias S = ScriptTestSupport

    func testRangesAndReservedSpaceMatchCompiled() throws {
        let script = try S.scriptJSON(
            """
            struct ContentView: View {
                @State private var notes = ""
                var body: some View {
                    VStack {
                        Text("A").lineLimit(2...4)
                        Text("B").lineLimit(3...)
                        Text("1\\n2\\n3\\n4").lineLimit(...2)
                        Text("C").lineLimit(2, reservesSpace: true)
                        TextField("Notes", text: $notes, axis: .vertical).lineLimit(3...5)
                    }
                    .frame(width: 200)
                }
            }
            """)
        let compiled = try S.compiledJSON(
            VStack {
                Text("A").lineLimit(2...4)
                Text("B").lineLimit(3...)
                Text("1\n2\n3\n4").lineLimit(...2)
                Text("C").lineLimit(2, reservesSpace: true)
                TextField("Notes", text: .constant(""), axis: .vertical).lineLimit(3...5)
            }
            .frame(width: 200))
        XCTAssertEqual(script, compiled)
        XCTAssertNotEqual(
            script,
            try S.compiledJSON(
                VStack {
                    Text("A"); Text("B"); Text("1\n2\n3\n4"); Text("C"); TextField("Notes", text: .constant(""), axis: .vertical)
                }.frame(width: 200)))
    }
}
