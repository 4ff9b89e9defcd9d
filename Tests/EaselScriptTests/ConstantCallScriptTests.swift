import XCTest
import Easel
@testable import EaselScript

/// Calls whose value a call site keeps after their first evaluation (`ConstantCalls`) draw what
/// evaluating them each time drew, and calls that read anything a script can change are still
/// evaluated each time.
final class ConstantCallScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    private struct Tiles: View {
        var body: some View {
            VStack(spacing: 2) {
                ForEach(0..<3) { _ in
                    HStack(spacing: 2) {
                        RoundedRectangle(cornerRadius: 3, style: .circular)
                            .fill(Color(red: 242 / 255, green: 100 / 255, blue: 7 / 255))
                            .frame(width: 12, height: 12)
                        RoundedRectangle(cornerRadius: 3, style: .circular)
                            .strokeBorder(Color(red: 0.2, green: 0.3, blue: 0.4), lineWidth: 1)
                            .frame(width: 12, height: 12)
                        Color.red.frame(width: 6, height: 10).opacity(0.5)
                        Circle().fill(.blue).padding(1).frame(width: 10, height: 10)
                        Text("Aa").font(.custom("DejaVu Sans", size: 9)).rotationEffect(.degrees(90))
                    }
                }
            }
        }
    }

    /// Constant shapes, colours, modifiers and implicit members inside a `ForEach`: the same pixels
    /// as the compiled view, at every element.
    func testConstantCallsInsideForEachDrawAsCompiled() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 2) {
                        ForEach(0..<3) { _ in
                            HStack(spacing: 2) {
                                RoundedRectangle(cornerRadius: 3, style: .circular)
                                    .fill(Color(red: 242 / 255, green: 100 / 255, blue: 7 / 255))
                                    .frame(width: 12, height: 12)
                                RoundedRectangle(cornerRadius: 3, style: .circular)
                                    .strokeBorder(Color(red: 0.2, green: 0.3, blue: 0.4), lineWidth: 1)
                                    .frame(width: 12, height: 12)
                                Color.red.frame(width: 6, height: 10).opacity(0.5)
                                Circle().fill(.blue).padding(1).frame(width: 10, height: 10)
                                Text("Aa").font(.custom("DejaVu Sans", size: 9)).rotationEffect(.degrees(90))
                            }
                        }
                    }
                }
            }
            """
        XCTAssertEqual(try S.scriptPixels(source), try S.compiledPixels(Tiles()))
    }

    private struct Swatches: View {
        var body: some View {
            HStack(spacing: 0) {
                Rectangle().fill(Color.red).frame(width: 4, height: 4)
                ForEach(0..<2) { _ in Rectangle().fill(Color.blue).frame(width: 4, height: 4) }
                Rectangle().frame(width: 1, height: 2)
                Rectangle().frame(width: 2, height: 2)
            }
        }
    }

    /// An implicit member a script's extension declares, and a static of a script's own type, are
    /// read at every evaluation: the call that reads one is not kept.
    func testStaticsAScriptDeclaresAreReadEachTime() throws {
        let source = """
            final class Counter { var n = 0 }
            let counter = Counter()
            extension Color {
                static var next: Color {
                    counter.n += 1
                    return counter.n == 1 ? .red : .blue
                }
            }
            enum Sizes {
                static var next: CGFloat {
                    counter.n += 1
                    return CGFloat(counter.n - 3)
                }
            }
            struct ContentView: View {
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(0..<3) { _ in Rectangle().fill(.next).frame(width: 4, height: 4) }
                        ForEach(0..<2) { _ in Rectangle().frame(width: Sizes.next, height: 2) }
                    }
                }
            }
            """
        XCTAssertEqual(try S.scriptPixels(source), try S.compiledPixels(Swatches()))
    }

    /// A call whose arguments are not constant (a loop's element, a random number) is evaluated
    /// each time; a constant one beside it is kept.
    func testCallsWithChangingArgumentsAreEvaluatedEachTime() throws {
        let l = try S.layout(
            """
            struct ContentView: View {
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(1..<4) { i in
                            Rectangle().frame(width: CGFloat(i), height: 2)
                            Rectangle().frame(width: 10, height: 2)
                        }
                    }
                }
            }
            """)
        let frames = l.root.all { $0.kind == "frame" }.map(\.frame)
        XCTAssertEqual(frames.map(\.width), [1, 10, 2, 10, 3, 10])
    }

    /// A `ForEach` whose closure is one constant call (`{ _ in Color.red.frame(…) }`) gives every
    /// element after the first the first's view without calling the closure again
    /// (`Evaluator.callKept`): the same frames, the same steps and the same step-limit error as
    /// the closure that names its element (`{ i in … }`), which is called at every element.
    func testKeptForEachElementsCountAsCalls() throws {
        func source(_ parameter: String) -> String {
            """
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 1) {
                        ForEach(0..<6) { _ in
                            HStack(spacing: 1) {
                                ForEach(0..<40) { \(parameter) in Color.red.frame(width: 3, height: 2) }
                            }
                        }
                    }
                }
            }
            """
        }
        func run(_ parameter: String, stepLimit: Int? = nil) throws -> (frames: [LayoutSnapshot.Frame], steps: Int) {
            let script = try Script(source: source(parameter), fileName: "t.swift")
            if let stepLimit { script.stepLimit = stepLimit }
            let renderer = ImageRenderer(content: try script.renders()[0].view)
            let l = try script.checked { try renderer.layout() }
            return (l.root.all { $0.kind == "frame" }.map(\.frame), script.evaluator.steps)
        }
        let kept = try run("_"), called = try run("i")
        XCTAssertEqual(kept.frames.count, 240)
        XCTAssertEqual(kept.frames, called.frames)
        XCTAssertEqual(kept.steps, called.steps)
        // A limit reached inside the grid stops both at the same step, with the same message.
        func message(_ parameter: String) -> String {
            do { _ = try run(parameter, stepLimit: kept.steps - 100); return "no error" } catch { return String(describing: error) }
        }
        XCTAssertTrue(message("_").contains("steps"), message("_"))
        XCTAssertEqual(message("_"), message("i"))
    }
}
