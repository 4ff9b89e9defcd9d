import XCTest
import Easel
@testable import EaselScript

/// Named coordinate spaces from a script are the compiled ones (CoordinateSpaceTests).
final class CoordinateSpaceScriptTests: XCTestCase {
    private func texts(_ source: String) throws -> [String] {
        let script = try Script(source: source, fileName: "t.swift")
        let r = ImageRenderer(content: try script.renders()[0].view)
        r.scale = 1
        let l = try script.checked { try r.layout() }
        return l.root.all { $0.kind == "Text" }.compactMap(\.label)
    }

    func testFramesAndBoundsInNamedSpaces() throws {
        let t = try texts(
            """
            struct Probe: View {
                var body: some View {
                    GeometryReader { proxy in
                        VStack {
                            Text("\\(Int(proxy.frame(in: .named("box")).minX)),\\(Int(proxy.frame(in: .named("box")).minY))")
                            Text("\\(Int(proxy.frame(in: .global).minX))")
                            Text("\\(Int(proxy.bounds(of: .named("box"))?.minX ?? 1))")
                            Text("\\(Int(proxy.frame(in: .named("s")).minX))")
                        }
                    }
                    .frame(width: 20, height: 20)
                }
            }
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 50, height: 30)
                        HStack(spacing: 0) { Color.blue.frame(width: 40, height: 10); Probe() }
                    }
                    .padding(7)
                    .coordinateSpace(name: "box")
                    .coordinateSpace(.named("s"))
                    .padding(100)
                }
            }
            """)
        XCTAssertEqual(t, ["47,37", "147", "-47", "47"])
    }
}
