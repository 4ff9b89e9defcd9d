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

    /// The compiled twin of the script below (CoordinateSpaceTests.Carousel).
    struct Carousel: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.gray.frame(height: 30)
                    ScrollView(.horizontal) {
                        HStack(spacing: 10) {
                            ForEach(0..<4) { _ in
                                GeometryReader { p in
                                    let x = p.frame(in: .scrollView).minX, y = p.frame(in: .scrollView).minY
                                    let vertical = p.frame(in: .scrollView(axis: .vertical)).minY
                                    let bounds = p.bounds(of: .scrollView).map { "\(Int($0.minX))" } ?? "none"
                                    Text("\(Int(x)),\(Int(y)) \(Int(vertical)) \(bounds)")
                                }
                                .frame(width: 80, height: 40)
                            }
                        }
                        .padding(.horizontal, 20)
                    }
                }
            }
            .frame(width: 300, height: 200)
        }
    }

    func testTheScrollViewSpaceMatchesCompiled() throws {
        let script = try ScriptTestSupport.scriptJSON(
            """
            struct Carousel: View {
                var body: some View {
                    ScrollView {
                        VStack(spacing: 0) {
                            Color.gray.frame(height: 30)
                            ScrollView(.horizontal) {
                                HStack(spacing: 10) {
                                    ForEach(0..<4) { _ in
                                        GeometryReader { p in
                                            let x = p.frame(in: .scrollView).minX, y = p.frame(in: .scrollView).minY
                                            let vertical = p.frame(in: .scrollView(axis: .vertical)).minY
                                            let bounds = p.bounds(of: .scrollView).map { "\\(Int($0.minX))" } ?? "none"
                                            Text("\\(Int(x)),\\(Int(y)) \\(Int(vertical)) \\(bounds)")
                                        }
                                        .frame(width: 80, height: 40)
                                    }
                                }
                                .padding(.horizontal, 20)
                            }
                        }
                    }
                    .frame(width: 300, height: 200)
                }
            }
            """)
        XCTAssertEqual(script, try ScriptTestSupport.compiledJSON(Carousel()))
        XCTAssertTrue(script.contains("\"290,0 30 -290\""))
    }
}
