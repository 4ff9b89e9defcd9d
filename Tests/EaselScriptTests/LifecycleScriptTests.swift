// Lifecycle events in scripts: the same events as compiled code (`onAppear`, `task`,
// `onChange`), in SwiftUI's order; an action that a still image cannot run stops with a warning
// that names the line, and the render goes on.
import XCTest
import Foundation
import Easel
@testable import EaselScript

private final class Library: ObservableObject {
    @Published var books: [String] = []
    func load() { books = ["Dune", "Emma", "Ulysses"] }
}

/// The compiled twin of `screen` below.
private struct LibraryScreen: View {
    @StateObject private var library = Library()
    @State private var selection = "none"
    @State private var status = ""
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(library.books, id: \.self) { Text($0) }
            Text("Selected: \(selection)")
            Text(status)
        }
        .padding()
        .onChange(of: selection) { old, new in status = "\(old) → \(new)" }
        .task { library.load() }
        .onAppear { selection = "Dune" }
    }
}

final class LifecycleScriptTests: XCTestCase {
    static let screen = """
        final class Library: ObservableObject {
            @Published var books: [String] = []
            func load() { books = ["Dune", "Emma", "Ulysses"] }
        }
        struct LibraryScreen: View {
            @StateObject private var library = Library()
            @State private var selection = "none"
            @State private var status = ""
            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(library.books, id: \\.self) { Text($0) }
                    Text("Selected: \\(selection)")
                    Text(status)
                }
                .padding()
                .onChange(of: selection) { old, new in status = "\\(old) → \\(new)" }
                .task { await reload() }
                .onAppear { selection = "Dune" }
            }
            func reload() async { library.load() }
        }
        """

    func testAScreenThatLoadsOnAppearingIsDrawnAsCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(Self.screen)
        XCTAssertEqual(script, try ScriptTestSupport.compiledPixels(LibraryScreen()))
        let l = try ScriptTestSupport.layout(Self.screen)
        XCTAssertEqual(
            l.root.all { $0.kind == "Text" }.compactMap(\.label), ["Dune", "Emma", "Ulysses", "Selected: Dune", "none → Dune"])
    }

    func testTheOrderIsSwiftUIs() throws {
        let l = try ScriptTestSupport.layout(
            """
            final class Log { var entries: [String] = [] }
            struct ContentView: View {
                let log = Log()
                @State private var shown = ""
                var body: some View {
                    VStack {
                        Text("hello")
                            .task { log.entries.append("Text task") }
                            .onChange(of: true, initial: true) { log.entries.append("Text onChange") }
                            .onAppear { log.entries.append("Text onAppear") }
                        Text(shown)
                    }
                    .task { shown = (log.entries + ["VStack task"]).joined(separator: ", ") }
                    .onAppear(perform: appeared)
                }
                func appeared() { log.entries.append("VStack onAppear") }
            }
            """)
        XCTAssertEqual(
            l.root.all { $0.kind == "Text" }.last?.label, "Text onChange, Text onAppear, VStack onAppear, Text task, VStack task")
    }

    func testOnChangeSpellingsAndTaskID() throws {
        let l = try ScriptTestSupport.layout(
            """
            struct ContentView: View {
                @State private var page = 1
                @State private var log: [String] = []
                var body: some View {
                    Text(log.joined(separator: "; "))
                        .onChange(of: page) { old, new in log.append("\\(old)>\\(new)") }
                        .onChange(of: page, perform: { log.append("perform \\($0)") })
                        .onChange(of: page) { log.append("new \\($0)") }
                        .onChange(of: page) { log.append("none") }
                        .task(id: page) { log.append("task \\(page)") }
                        .onAppear { page = 2 }
                }
            }
            """)
        XCTAssertEqual(l.root.first { $0.kind == "Text" }?.label, "task 2; 1>2; perform 2; new 2; none; task 2")
    }

    func testOnGeometryChangeInBothSpellings() throws {
        let l = try ScriptTestSupport.layout(
            """
            struct ContentView: View {
                @State private var height: CGFloat = 0
                @State private var rect: CGRect = .zero
                @State private var width: CGFloat = 30
                @State private var log: [String] = []
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Color.red.frame(width: 60, height: 25).padding(5)
                            .onGeometryChange(for: CGFloat.self) { proxy in
                                proxy.size.height
                            } action: { newValue in
                                height = newValue
                            }
                        Color.blue.frame(width: 60, height: 30)
                            .padding(.leading, 7)
                            .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .named("root")) }, action: { rect = $0 })
                        Color.orange.frame(width: width, height: 10)
                            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in
                                log.append("\\(Int(old))>\\(Int(new))")
                                if new < 100 { width = new * 2 }
                            }
                        Text("\\(Int(height)) \\(Int(rect.minX)),\\(Int(rect.minY)) \\(Int(rect.width))x\\(Int(rect.height))")
                        Text(log.joined(separator: " "))
                    }
                    .coordinateSpace(.named("root"))
                }
            }
            """)
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label), ["35 0,35 67x30", "30>30 30>60 60>120"])
        XCTAssertEqual(l.root.first { $0.kind == "Color" && $0.frame.height == 10 && $0.frame.width == 120 }?.frame.y, 65)
    }

    func testAnActionThatCannotRunStopsWithAWarning() throws {
        let (l, warnings) = try ScriptTestSupport.layoutAndWarnings(
            """
            struct ContentView: View {
                @State private var status = "Loading"
                var body: some View {
                    Text(status)
                        .onAppear {
                            status = "Fetching"
                            let data = try! Data(contentsOf: URL(string: "https://example.com/feed.json")!)
                            status = "Loaded \\(data.count)"
                        }
                }
            }
            """, fileName: "Feed.swift")
        XCTAssertEqual(l.root.first { $0.kind == "Text" }?.label, "Fetching", "what the action changed before it stopped shows")
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].hasPrefix("onAppear's action stopped: Feed.swift:7:"), warnings[0])
    }

    func testWorkSentToAQueueRunsAfterTheActionWithinTheWait() throws {
        let l = try ScriptTestSupport.layout(
            """
            struct ContentView: View {
                @State private var steps: [String] = []
                @State private var shown = false
                @State private var ticks = 0
                var body: some View {
                    VStack {
                        Text(shown ? "Shown" : "Hidden")
                        Text(steps.joined(separator: ", "))
                        Text("\\(ticks)")
                    }
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                            shown = true
                            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) { steps.append("0.6") }
                        }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2, execute: { steps.append("0.2") })
                        DispatchQueue.main.async { steps.append("next") }
                        DispatchQueue.global(qos: .userInitiated).async {
                            DispatchQueue.main.async { steps.append("back") }
                        }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 3) { steps.append("too late") }
                        steps.append("now")
                        tick()
                        let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in steps.append("timer") }
                        timer.invalidate()
                    }
                }
                func tick() {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        ticks += 1
                        tick()
                    }
                }
            }
            """)
        let texts = l.root.all { $0.kind == "Text" }.map { $0.label ?? "" }
        XCTAssertEqual(texts[0], "Shown", "work due 0.5 s after the screen appeared shows")
        // In the order it falls due; after the action itself; work due after the render's 2 s
        // wait (and timers) does not run.
        XCTAssertEqual(texts[1], "now, next, back, 0.2, 0.6")
        XCTAssertEqual(texts[2], "4", "work that sends itself again runs until the wait is over (0.5, 1, 1.5, 2 s)")
    }

    func testWorkThatKeepsSendingItselfAtOnceStopsTheActionAtTheLimit() throws {
        let (l, warnings) = try ScriptTestSupport.layoutAndWarnings(
            """
            struct ContentView: View {
                @State private var count = 0
                var body: some View {
                    Text("\\(count)").onAppear { again() }
                }
                func again() {
                    DispatchQueue.main.async {
                        count += 1
                        again()
                    }
                }
            }
            """, fileName: "Loop.swift")
        // Each piece of work is due at once, so the clock never passes the wait: the limit stops it.
        XCTAssertEqual(l.root.first { $0.kind == "Text" }?.label, "1,000", "(a number in a text key is formatted)")
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("more than 1000 pieces of work"), warnings[0])
    }

    func testTasksRunTheirBodiesAndSleepOnAVirtualClock() throws {
        let l = try ScriptTestSupport.layout(
            """
            struct ContentView: View {
                @State private var steps: [String] = []
                var body: some View {
                    Text(steps.joined(separator: ", "))
                        .onAppear {
                            Task {
                                try await Task.sleep(nanoseconds: 500_000_000)
                                await MainActor.run { steps.append("slept") }
                                await Task.yield()
                                try await Task.sleep(for: .milliseconds(500))
                                steps.append(Task.isCancelled ? "cancelled" : "running")
                            }
                        }
                        .task {
                            let t = Task.detached { 40 + 2 }
                            steps.append("value \\(await t.value)")
                        }
                }
            }
            """)
        XCTAssertEqual(l.root.first { $0.kind == "Text" }?.label, "slept, running, value 42")
    }

    func testATaskThatSleepsPastTheWaitStopsWithAWarning() throws {
        let (l, warnings) = try ScriptTestSupport.layoutAndWarnings(
            """
            struct ContentView: View {
                @State private var phase = "splash"
                var body: some View {
                    Text(phase)
                        .task {
                            phase = "intro"
                            try? await Task.sleep(for: .seconds(3))
                            phase = "home"
                        }
                }
            }
            """, fileName: "Splash.swift")
        XCTAssertEqual(l.root.first { $0.kind == "Text" }?.label, "intro")
        XCTAssertEqual(
            warnings,
            ["task's action stopped: Splash.swift:7:33: the task sleeps 3 s in all, longer than a render waits for a task (2 s)"])
    }

    func testWhenTheChangedViewCannotBeDrawnThePassBeforeIsDrawn() throws {
        let (l, warnings) = try ScriptTestSupport.layoutAndWarnings(
            """
            struct ContentView: View {
                @State private var loaded = false
                var body: some View {
                    VStack {
                        if loaded { Text(UIFont.preferredFont(forTextStyle: .body).fontName) } else { Text("Loading") }
                    }
                    .onAppear { loaded = true }
                }
            }
            """, fileName: "Loader.swift")
        XCTAssertEqual(l.root.first { $0.kind == "Text" }?.label, "Loading")
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(
            warnings[0].hasPrefix("the view could not be drawn as its onAppear, task or onChange actions left it (Loader.swift:5:"),
            warnings[0])
    }

    /// Rendered as `easel render` does (fitted, then on the screen when it fills the height): the
    /// screen's layout starts from what the actions left in an object outside the view, which cannot
    /// be drawn, so the picture is the fitted pass before them, on that pass's canvas (not the
    /// failed pass's), with the warning and no error.
    func testWhenTheChangedViewCannotBeDrawnOnTheScreenTheFittedPassBeforeIsDrawn() throws {
        let script = try Script(
            source: """
                final class Loader { var loaded = false }
                let loader = Loader()
                struct ContentView: View {
                    var body: some View {
                        VStack {
                            if loader.loaded { Text(UIFont.preferredFont(forTextStyle: .body).fontName) } else { Text("Loading"); Spacer() }
                        }
                        .onAppear { loader.loaded = true }
                    }
                }
                """, fileName: "Loader.swift")
        let renderer = ImageRenderer(content: try script.renders()[0].view)
        renderer.screenDevice = .iPhone15
        let l = try script.checked { try renderer.layout() }
        XCTAssertEqual(l.root.first { $0.kind == "Text" }?.label, "Loading")
        XCTAssertEqual(l.canvas.width, 65)  // the text's width, as the fitted pass measured it
        XCTAssertEqual(l.canvas.height, 759)  // the safe area the fitted pass filled
        XCTAssertEqual(renderer.warnings.count, 1)
        XCTAssertTrue(renderer.warnings[0].hasPrefix("the view could not be drawn as its onAppear"), renderer.warnings[0])
    }

    /// An error in the view itself (not one its actions led to) is reported, whether the view is
    /// fitted or put on the screen.
    func testAnErrorOfTheViewItselfIsReportedOnTheScreenToo() throws {
        let script = try Script(
            source: """
                struct ContentView: View {
                    var body: some View {
                        VStack {
                            GeometryReader { _ in Text(UIFont.preferredFont(forTextStyle: .body).fontName) }
                            Spacer()
                        }
                    }
                }
                """, fileName: "Reader.swift")
        let renderer = ImageRenderer(content: try script.renders()[0].view)
        renderer.screenDevice = .iPhone15
        XCTAssertThrowsError(try script.checked { try renderer.layout() }) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("Reader.swift:4:"), String(describing: error))
        }
    }

    func testParsingDatesAndNumbersWithFormatters() throws {
        let l = try ScriptTestSupport.layout(
            """
            struct ContentView: View {
                var body: some View {
                    let f = DateFormatter()
                    f.dateFormat = "yyyy-MM-dd"
                    f.timeZone = TimeZone(identifier: "UTC")
                    let date = f.date(from: "2024-03-01")!
                    let n = NumberFormatter()
                    n.numberStyle = .decimal
                    return VStack {
                        Text(verbatim: "\\(Int(date.timeIntervalSince1970))")
                        Text(f.date(from: "not a date") == nil ? "nil" : "date")
                        Text(verbatim: "\\(n.number(from: "1,234.5") ?? 0)")
                    }
                }
            }
            """)
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label), ["1709251200", "nil", "1234.5"])
    }
}
