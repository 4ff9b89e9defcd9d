import XCTest
import Easel
@testable import EaselScript

/// Structured concurrency in a screen's tasks: task groups, continuations and actors, whose
/// results the still picture shows as the screen shows them once its tasks finish.
final class TaskGroupScriptTests: XCTestCase {
    func testAGroupsResultsAContinuationsValueAndAnActorsState() throws {
        let l = try ScriptTestSupport.layout(
            """
            actor Counter {
                private var n = 0
                func bump(by k: Int = 1) -> Int { n += k; return n }
            }
            struct Loader {
                func load(_ id: Int) async throws -> String {
                    if id < 0 { throw URLError(.badURL) }
                    return "item\\(id)"
                }
                func all() async -> [String] {
                    await withTaskGroup(of: String.self) { group in
                        for i in [3, 1, 2] { group.addTask { (try? await self.load(i)) ?? "-" } }
                        var out: [String] = []
                        for await s in group { out.append(s) }
                        return out.sorted()
                    }
                }
                func total() async throws -> Int {
                    try await withThrowingTaskGroup(of: Int.self) { group in
                        for i in 1...4 { group.addTask { i * i } }
                        return try await group.reduce(0, +)
                    }
                }
                func legacy(_ done: @escaping (String) -> Void) { done("called back") }
                func bridged() async -> String {
                    await withCheckedContinuation { continuation in
                        legacy { continuation.resume(returning: $0) }
                    }
                }
            }
            struct ContentView: View {
                @State private var lines: [String] = []
                var body: some View {
                    VStack { ForEach(lines, id: \\.self) { Text($0) } }
                        .task {
                            let loader = Loader()
                            lines.append((await loader.all()).joined(separator: ","))
                            lines.append("total \\((try? await loader.total()) ?? -1)")
                            lines.append(await loader.bridged())
                            let c = Counter()
                            _ = await c.bump()
                            lines.append("count \\(await c.bump(by: 5))")
                        }
                }
            }
            """)
        XCTAssertEqual(
            l.root.all { $0.kind == "Text" }.map(\.label), ["item1,item2,item3", "total 30", "called back", "count 6"])
    }

    func testAContinuationNeverResumedStopsTheTaskWithAWarning() throws {
        let (l, warnings) = try ScriptTestSupport.layoutAndWarnings(
            """
            struct ContentView: View {
                @State private var text = "waiting"
                var body: some View {
                    Text(text).task {
                        let v: Int = await withCheckedContinuation { _ in }
                        text = "got \\(v)"
                    }
                }
            }
            """, fileName: "Wait.swift")
        XCTAssertEqual(l.root.first { $0.kind == "Text" }?.label, "waiting")
        XCTAssertEqual(
            warnings,
            ["task's action stopped: Wait.swift:5:32: withCheckedContinuation: the continuation was not resumed while its closure ran"])
    }

    func testAGenericClassKnowsItsParameters() throws {
        let source = """
            final class Cache<Key: Hashable, Value> {
                private var store: [Key: Value] = [:]
                subscript(key: Key) -> Value? { get { store[key] } set { store[key] = newValue } }
                var count: Int { store.count }
            }
            func fill() -> [Int] {
                let c = Cache<String, Int>()
                c["a"] = 1
                c["b"] = 2
                c["a"] = nil
                return [c.count, c["b"] ?? 0]
            }
            let probe = fill()
            """
        XCTAssertEqual(try ScriptTestSupport.global("probe", in: source), .array([.int(1), .int(2)]))
    }
}
