// Lifecycle events: `onAppear`, `task` and `onChange` run for the views on screen before the
// picture is taken, in SwiftUI's order, and what they change shows in the picture.
import XCTest
import Foundation
import Easel

/// Records the actions that ran, in order.
private final class Log: @unchecked Sendable {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
}

private struct LoadsOnAppear: View {
    let log: Log
    @State private var name = "Ada"
    var body: some View {
        Text(name)
            .onAppear {
                log.add("appear")
                name = "Grace"
            }
    }
}

/// The order from public measurements of SwiftUI (iOS 17): inner views before the views around
/// them, a view's `onAppear` and `onChange(initial: true)` in the order written, every task last.
private struct Nested: View {
    let log: Log
    var body: some View {
        Group {
            VStack {
                Text("hello")
                    .task { log.add("Text task") }
                    .onChange(of: true, initial: true) { log.add("Text onChange") }
                    .onAppear { log.add("Text onAppear") }
            }
            .task { log.add("VStack task") }
            .onChange(of: true, initial: true) { log.add("VStack onChange") }
            .onAppear { log.add("VStack onAppear") }
        }
        .task { log.add("Group task") }
        .onChange(of: true, initial: true) { log.add("Group onChange") }
        .onAppear { log.add("Group onAppear") }
    }
}

private struct Tasks: View {
    let log: Log
    @State private var items: [String] = []
    var body: some View {
        VStack {
            ForEach(items, id: \.self) { Text($0) }
        }
        .task { items = await fetch() }
    }

    func fetch() async -> [String] {
        await Task.yield()
        log.add("fetched")
        return ["Alpha", "Beta"]
    }
}

private struct Watches: View {
    let log: Log
    @State private var selection = 1
    @State private var detail = ""
    var body: some View {
        Text(detail)
            .onChange(of: selection) { old, new in log.add("changed \(old) \(new)") }
            .onChange(of: selection) { new in log.add("older spelling \(new)") }
            .onChange(of: selection) { log.add("no arguments") }
            .task(id: selection) { log.add("task \(selection)") }
            .onAppear { selection = 2 }
    }
}

private final class Store: ObservableObject {
    @Published var rows: [String] = []
}

private struct ObjectModel: View {
    @StateObject private var store = Store()
    var body: some View {
        VStack { ForEach(store.rows, id: \.self) { Text($0) } }
            .onAppear { store.rows = ["one", "two", "three"] }
    }
}

private struct Runaway: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)")
            .onChange(of: n) { n += 1 }
            .onAppear { n = 1 }
    }
}

final class LifecycleTests: XCTestCase {
    func testOnAppearRunsOnceAndItsChangeShows() throws {
        let log = Log()
        let l = try layout(LoadsOnAppear(log: log))
        XCTAssertEqual(l.root.find("Text")?.label, "Grace")
        XCTAssertEqual(log.entries, ["appear"], "once, though the render evaluated the view twice")
    }

    func testTheOrderIsSwiftUIs() throws {
        let log = Log()
        _ = try layout(Nested(log: log))
        XCTAssertEqual(
            log.entries,
            [
                "Text onChange", "Text onAppear", "VStack onChange", "VStack onAppear", "Group onChange", "Group onAppear",
                "Text task", "VStack task", "Group task",
            ])
    }

    func testTheRenderWaitsForATask() throws {
        let log = Log()
        let l = try layout(Tasks(log: log))
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label), ["Alpha", "Beta"])
        XCTAssertEqual(log.entries, ["fetched"])
    }

    func testChangesMadeOnAppearingReachOnChangeAndTaskID() throws {
        let log = Log()
        _ = try layout(Watches(log: log))
        // Pass 1: the task starts with the first id and `onAppear` sets the selection (the task
        // reads the selection when it runs, after `onAppear`). Pass 2: each watcher sees 1 → 2.
        XCTAssertEqual(log.entries, ["task 2", "changed 1 2", "older spelling 2", "no arguments", "task 2"])
    }

    func testAnObservableObjectChangedOnAppearingShows() throws {
        let l = try layout(ObjectModel())
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label), ["one", "two", "three"])
    }

    func testOnlyViewsOnScreenAppear() throws {
        let log = Log()
        let rows = ImageRenderer(
            content: ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<200, id: \.self) { i in
                        Text("Row \(i)").frame(height: 50).onAppear { log.add("\(i)") }
                    }
                }
            })
        rows.device = .iPhone15
        _ = try rows.layout()
        // The screen shows 17 rows of 50 points; rows past it are not laid out, so never appear.
        XCTAssertEqual(log.entries.first, "0")
        XCTAssertLessThan(log.entries.count, 40)
        XCTAssertGreaterThanOrEqual(log.entries.count, 17)

        let tabs = TabView {
            Text("Home").onAppear { log.add("home") }.tabItem { Label("Home", systemImage: "house") }
            Text("Settings").onAppear { log.add("settings") }.tabItem { Label("Settings", systemImage: "gear") }
        }
        log.entries = []
        _ = try layout(tabs, proposed: ProposedViewSize(width: 390, height: 844))
        XCTAssertEqual(log.entries, ["home"], "an unselected tab does not appear (iOS 18 TabView is lazy)")

        log.entries = []
        _ = try layout(Text("Shown").onAppear { log.add("shown") }.opacity(0).hidden())
        XCTAssertEqual(log.entries, ["shown"], "a hidden view is still on screen")
    }

    func testStateThatNeverSettlesIsAnError() {
        XCTAssertThrowsError(try layout(Runaway())) { error in
            XCTAssertTrue("\(error)".hasPrefix("state still changing after 8 passes"), "\(error)")
        }
    }

    func testATaskThatOutlivesTheLimitIsCancelledWithAWarning() throws {
        let r = ImageRenderer(
            content: Text("Waiting")
                .task {
                    // Ends early only when cancelled.
                    try? await Task.sleep(nanoseconds: 60_000_000_000)
                })
        _ = try r.layout()
        XCTAssertEqual(
            r.warnings, ["a task was still running after 2 s and was cancelled; the picture shows what it had done by then"])
    }
}
