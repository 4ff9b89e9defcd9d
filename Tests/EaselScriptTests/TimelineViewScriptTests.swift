import XCTest
import Easel
@testable import EaselScript

/// TimelineView from a script is the compiled one.
final class TimelineViewScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testScheduleAndContextMatchCompiled() throws {
        let script = try Script(
            source: """
                struct ContentView: View {
                    var body: some View {
                        VStack(spacing: 4) {
                            TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 3600)) { context in
                                Text(context.date > Date(timeIntervalSince1970: 0) ? "ticked" : "wrong")
                            }
                            TimelineView(.animation(minimumInterval: 1, paused: false)) { timeline in
                                Text(timeline.date <= Date.now ? "now" : "later")
                            }
                            TimelineView(.everyMinute) { _ in Color.blue.frame(width: 20, height: 10) }
                            TimelineView(.explicit([Date(timeIntervalSince1970: 10)])) { context in
                                Text(context.date == Date(timeIntervalSince1970: 10) ? "explicit" : "wrong")
                            }
                        }
                    }
                }
                """, fileName: "t.swift")
        let r = ImageRenderer(content: try script.renders()[0].view)
        r.scale = 1
        let scripted = try script.checked { try r.layout() }
        let compiled = try ImageRenderer(
            content: VStack(spacing: 4) {
                Text("ticked")
                Text("now")
                Color.blue.frame(width: 20, height: 10)
                Text("explicit")
            }
        ).layout()
        XCTAssertEqual(scripted.root.frame, compiled.root.frame)
        for label in ["ticked", "now", "explicit"] {
            XCTAssertNotNil(scripted.root.first { $0.kind == "Text" && $0.label == label }, label)
        }
    }

    func testCadenceComparesWithItsCases() throws {
        // A native value of a nested table type compares with an implicit member (was always false).
        let script = try Script(
            source: """
                struct ContentView: View {
                    var body: some View {
                        TimelineView(.animation(paused: true)) { context in
                            VStack {
                                Text(context.cadence == .live ? "live" : "wrong")
                                Text(context.cadence == .minutes ? "wrong" : "not minutes")
                                Text(Text.Case.uppercase == .uppercase ? "upper" : "wrong")
                            }
                        }
                    }
                }
                """, fileName: "t.swift")
        let r = ImageRenderer(content: try script.renders()[0].view)
        let texts = try script.checked { try r.layout() }.root.all { $0.kind == "Text" }.compactMap(\.label)
        XCTAssertEqual(texts, ["live", "not minutes", "upper"])
    }

    func testScheduleMistakesNameTheCall() {
        XCTAssertTrue(
            S.error(
                """
                struct ContentView: View { var body: some View { TimelineView(.hourly) { _ in Text("x") } } }
                """
            ).contains("unknown timeline schedule '.hourly'"))
        XCTAssertTrue(
            S.error(
                """
                struct ContentView: View { var body: some View { TimelineView(.periodic(from: .now, by: 0)) { _ in Text("x") } } }
                """
            ).contains("a periodic schedule needs a positive interval"))
        XCTAssertTrue(
            S.error(
                """
                struct ContentView: View { var body: some View { TimelineView(.periodic(from: .now)) { _ in Text("x") } } }
                """
            ).contains("'by:'"))
    }
}
