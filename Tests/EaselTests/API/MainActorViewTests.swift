// SwiftUI's views, modifiers and styles are `@MainActor` (iOS 18 SDK), and so are Easel's: a
// view may hold a main-actor model made in its property's initial value, and its body, a
// modifier's body and a style's `makeBody` may read main-actor state. This file only compiles
// if they are; the render runs a view's main-actor task on the main thread.
import XCTest
import Foundation
import Easel

@MainActor
private final class Shelf: ObservableObject {
    @Published var books: [String] = []
    var loadedOnMainThread = false

    func load() async {
        loadedOnMainThread = Thread.isMainThread
        books = ["Dune", "Emma"]
    }
}

@MainActor @Observable
private final class Counter {
    var count = 2
}

@MainActor
private enum Palette {
    static var accent = Color.orange
    static func title(_ text: String) -> String { text.uppercased() }
}

private struct Accented: ViewModifier {
    func body(content: Content) -> some View { content.foregroundStyle(Palette.accent) }
}

private struct PillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(4).background(Capsule().fill(Palette.accent))
    }
}

private struct ToggleText: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text(Palette.title(configuration.isOn ? "on" : "off"))
    }
}

private struct ShelfView: View {
    @StateObject private var shelf = Shelf()
    @State private var counter = Counter()
    let report: (Shelf) -> Void

    var body: some View {
        VStack {
            Text(Palette.title("shelf")).modifier(Accented())
            ForEach(shelf.books, id: \.self) { Text($0) }
            Text("\(counter.count)")
            Button("Add") {}.buttonStyle(PillStyle())
            Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(ToggleText())
        }
        .task {
            await shelf.load()
            report(shelf)
        }
    }
}

final class MainActorViewTests: XCTestCase {
    /// XCTest runs a test on the main thread: the view is made there, and the render lets the
    /// view's task, isolated to the main actor, run there while it waits.
    func testMainActorModelsBodiesStylesAndTasks() throws {
        try MainActor.assumeIsolated {
            var loadedOnMainThread = false
            let l = try layout(ShelfView(report: { loadedOnMainThread = $0.loadedOnMainThread }))
            XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label), ["SHELF", "Dune", "Emma", "2", "Add", "ON"])
            XCTAssertTrue(loadedOnMainThread)
        }
    }
}
