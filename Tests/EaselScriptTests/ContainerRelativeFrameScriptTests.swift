import XCTest
import Easel
@testable import EaselScript

/// `containerRelativeFrame` from a script lays out as the compiled modifier.
final class ContainerRelativeFrameScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testScriptMatchesCompiled() throws {
        let script = try S.scriptJSON(
            """
            struct ContentView: View {
                var body: some View {
                    VStack {
                        ScrollView(.horizontal) {
                            LazyHStack(spacing: 8) {
                                ForEach(0..<4) { _ in RoundedRectangle(cornerRadius: 8).containerRelativeFrame(.horizontal, count: 2, spacing: 8) }
                            }
                        }
                        Color.red.containerRelativeFrame([.horizontal]) { length, axis in axis == .horizontal ? length * 0.5 : length }
                            .frame(height: 10)
                    }
                    .frame(width: 320, height: 300)
                }
            }
            """)
        let compiled = try S.compiledJSON(
            VStack {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 8) {
                        ForEach(0..<4, id: \.self) { _ in RoundedRectangle(cornerRadius: 8).containerRelativeFrame(.horizontal, count: 2, spacing: 8) }
                    }
                }
                Color.red.containerRelativeFrame([.horizontal]) { length, axis in axis == .horizontal ? length * 0.5 : length }
                    .frame(height: 10)
            }
            .frame(width: 320, height: 300))
        XCTAssertEqual(script, compiled)
    }
}
