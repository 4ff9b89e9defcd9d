// `ForEach($items) { $item in … }` and `List($items) { $item in … }` (SwiftUI, iOS 15): one view
// per element, each given a binding to its element that writes back into the collection.
import XCTest
import Foundation
import Easel

private struct Task: Identifiable {
    let id: Int
    var title: String
    var done: Bool
}

/// Marks its task done when it appears, through the binding.
private struct TaskRow: View {
    @Binding var task: Task
    var body: some View {
        Text(task.title + (task.done ? " ✓" : "")).onAppear { task.done = true }
    }
}

private struct Tasks: View {
    @State private var tasks = [Task(id: 1, title: "Write", done: false), Task(id: 2, title: "Read", done: true)]
    @State private var names = ["Ada", "Lin"]
    var body: some View {
        VStack {
            ForEach($tasks) { $task in TaskRow(task: $task) }
            ForEach($names, id: \.self) { $name in Text(name) }
            Text("\(tasks.filter(\.done).count) done")
        }
    }
}

private struct TaskList: View {
    @State private var tasks = [Task(id: 1, title: "Write", done: false)]
    var body: some View {
        List($tasks) { $task in TaskRow(task: $task) }
    }
}

final class ForEachBindingTests: XCTestCase {
    func testEachElementGetsABindingThatWritesTheCollection() throws {
        let l = try layout(Tasks())
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label), ["Write ✓", "Read ✓", "Ada", "Lin", "2 done"])
    }

    func testAListOfBindings() throws {
        let l = try layout(TaskList(), proposed: ProposedViewSize(width: 390, height: 300))
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label), ["Write ✓"])
    }
}
