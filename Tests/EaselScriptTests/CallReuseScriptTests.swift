import XCTest
import Easel
@testable import EaselScript

/// What calls from source share from one evaluation to the next — a constant base's erasure and
/// the argument storage kept at a call site, no call scope for a closure that binds nothing, and
/// a `ForEach` element's path left unmade — gives the answers that making each anew gives.
final class CallReuseScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    /// A closure that binds nothing (`_ in`, or no parameters) still sees the names around it,
    /// and each element's `Color.red.frame(…)` is its own leaf, though the erased colour is shared.
    func testClosuresThatBindNothingSeeTheirScopeAndKeepTheirLeavesApart() throws {
        let l = try S.layout(
            """
            struct ContentView: View {
                let side: CGFloat = 6
                var body: some View {
                    let gap: CGFloat = 3
                    HStack(spacing: gap) {
                        ForEach(0..<3) { _ in Color.red.frame(width: side, height: side + gap) }
                        Group { Color.red.frame(width: gap, height: gap) }
                    }
                }
            }
            """)
        let frames = l.root.all { $0.kind == "frame" }.map(\.frame)
        XCTAssertEqual(frames.map(\.width), [6, 6, 6, 3])
        XCTAssertEqual(frames.map(\.height), [9, 9, 9, 3])
        XCTAssertEqual(zip(frames.dropFirst(), frames).map { $0.x - $1.x }, [9, 9, 9])
    }

    /// A call site evaluated inside a call of itself (recursion) and one whose arguments a value
    /// keeps (an implicit member's) each get arguments of their own.
    func testACallSiteInsideItselfAndKeptArgumentsGetTheirOwnArguments() throws {
        let texts = try S.texts(
            """
            func sum(_ n: Int, _ step: Int) -> Int { n <= 0 ? 0 : n + sum(n - step, step) }
            struct ContentView: View {
                var body: some View {
                    let fonts: [Font] = (1...3).map { i in .system(size: CGFloat(10 * i)) }
                    VStack {
                        Text("\\(sum(10, 1)) \\(sum(9, 3))")
                        ForEach(0..<3) { i in Text("\\(i)").font(fonts[i]) }
                    }
                }
            }
            """)
        XCTAssertEqual(texts, ["55 18", "0", "1", "2"])
    }

    /// Views with state inside a script `ForEach` keep their state per element, as their paths
    /// (the element's index, then its id) differ.
    func testStateInsideScriptForEachElementsIsKeptPerElement() throws {
        let texts = try S.texts(
            """
            struct Counter: View {
                let start: Int
                @State private var n = 0
                var body: some View { Text("\\(n)").onAppear { n = start * 10 + 1 } }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        ForEach(0..<3) { i in Counter(start: i) }
                        ForEach([7, 8], id: \\.self) { i in Counter(start: i) }
                    }
                }
            }
            """)
        XCTAssertEqual(texts, ["1", "11", "21", "71", "81"])
    }
}
