import XCTest
import Easel
@testable import EaselScript

/// Alignment guides whose closure is a literal tree (`{ _ in -10 }`) give the value kept at their
/// first call (`ConstantClosures`): the same frames, steps and step-limit errors as a closure that
/// is called each time, and guides that read their parameter are still called each time.
final class ConstantClosureScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    private struct Cards: View {
        var body: some View {
            HStack(spacing: 2) {
                ForEach(0..<4) { n in
                    ZStack(alignment: .top) {
                        Color.gray
                        Color.red.frame(width: 8, height: 8).alignmentGuide(.top) { _ in -3 }
                        Text("C\(n)")
                            .font(.custom("DejaVu Sans", size: 9))
                            .alignmentGuide(.top) { d in d[.lastTextBaseline] - 20 }
                    }
                    .frame(width: 24, height: 24)
                }
            }
        }
    }

    /// A constant guide and one reading the view's dimensions, at every element of a `ForEach`:
    /// the compiled view's pixels.
    func testConstantAndReadingGuidesDrawAsCompiled() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    HStack(spacing: 2) {
                        ForEach(0..<4) { n in
                            ZStack(alignment: .top) {
                                Color.gray
                                Color.red.frame(width: 8, height: 8).alignmentGuide(.top) { _ in -3 }
                                Text("C\\(n)")
                                    .font(.custom("DejaVu Sans", size: 9))
                                    .alignmentGuide(.top) { d in d[.lastTextBaseline] - 20 }
                            }
                            .frame(width: 24, height: 24)
                        }
                    }
                }
            }
            """
        XCTAssertEqual(try S.scriptPixels(source), try S.compiledPixels(Cards()))
    }

    /// Guides made by one closure expression at 60 elements, laid out twice: `{ _ in … }` (kept)
    /// gives the frames, the steps and the step-limit error of `{ d in … }` (called each time),
    /// for a negative literal, integer arithmetic (`7 / 2` is 3 where nothing types it, as the
    /// evaluator reads it) and floating arithmetic.
    func testKeptGuidesCountAsCalls() throws {
        func source(_ parameter: String, _ body: String) -> String {
            """
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 1) {
                        ForEach(0..<60) { _ in
                            HStack(alignment: .top, spacing: 1) {
                                Color.red.frame(width: 3, height: 3)
                                Color.blue.frame(width: 3, height: 3).alignmentGuide(.top) { \(parameter) in \(body) }
                            }
                        }
                    }
                }
            }
            """
        }
        func run(_ parameter: String, _ body: String, stepLimit: Int? = nil) throws -> (frames: [LayoutSnapshot.Frame], steps: Int) {
            let script = try Script(source: source(parameter, body), fileName: "t.swift")
            if let stepLimit { script.stepLimit = stepLimit }
            let renderer = ImageRenderer(content: try script.renders()[0].view)
            var l = try script.checked { try renderer.layout() }
            l = try script.checked { try renderer.layout() }
            return (l.root.all { $0.kind == "frame" }.map(\.frame), script.evaluator.steps)
        }
        for body in ["-10", "7 / 2", "(2.5 * 2) - 1", "4"] {
            let kept = try run("_", body), called = try run("d", body)
            XCTAssertEqual(kept.frames.count, 120, body)
            XCTAssertEqual(kept.frames, called.frames, body)
            XCTAssertEqual(kept.steps, called.steps, body)
            XCTAssertNotEqual(kept.frames[1].y, kept.frames[0].y, body)
            // A limit reached among the guides stops both at the same step, with the same message.
            func message(_ parameter: String) -> String {
                do { _ = try run(parameter, body, stepLimit: kept.steps - 50); return "no error" } catch { return String(describing: error) }
            }
            XCTAssertTrue(message("_").contains("steps"), message("_"))
            XCTAssertEqual(message("_"), message("d"), body)
        }
    }

    /// A guide that reads its parameter, or a name of the script, is called each time: its value
    /// follows the view and the script's state.
    func testGuidesReadingNamesAreCalledEachTime() throws {
        let l = try S.layout(
            """
            let shift = 5
            struct ContentView: View {
                var body: some View {
                    HStack(alignment: .top, spacing: 0) {
                        Color.red.frame(width: 4, height: 4)
                        Color.blue.frame(width: 4, height: 10).alignmentGuide(.top) { d in d.height / 2 }
                        Color.green.frame(width: 4, height: 20).alignmentGuide(.top) { d in d.height / 2 }
                        Color.gray.frame(width: 4, height: 4).alignmentGuide(.top) { _ in shift }
                    }
                }
            }
            """)
        let ys = l.root.all { $0.kind == "frame" }.map(\.frame.y)
        XCTAssertEqual(ys.count, 4)
        XCTAssertEqual(ys[1] - ys[0], -5, accuracy: 0.001)
        XCTAssertEqual(ys[2] - ys[0], -10, accuracy: 0.001)
        XCTAssertEqual(ys[3] - ys[0], -5, accuracy: 0.001)
    }
}
