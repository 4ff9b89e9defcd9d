import XCTest
import Foundation
import Easel
@testable import EaselScript

/// What an app's view files read besides their own models: user defaults (empty, as on a fresh
/// install), calendar components, a navigation path, and styles spelled as types.
final class AppStateTests: XCTestCase {
    func global(_ source: String, _ name: String) throws -> Value? {
        let s = try Script(source: source, fileName: "t.swift")
        return try s.evaluator.globals.lookup(name) ?? s.evaluator.pendingGlobal(name)
    }

    func testUserDefaultsStartEmptyAndKeepWhatIsWritten() throws {
        let source = """
            let d = UserDefaults.standard
            let before = d.string(forKey: "name")
            let count = d.integer(forKey: "count")
            let flag = d.bool(forKey: "flag")
            func write() -> String {
                d.register(defaults: ["theme": "dark"])
                d.set("Ann", forKey: "name")
                d.set(3, forKey: "count")
                return "\\(d.string(forKey: "name") ?? "-") \\(d.integer(forKey: "count")) \\(d.string(forKey: "theme") ?? "-")"
            }
            let after = write()
            let other = UserDefaults(suiteName: "group.x")!.string(forKey: "name")
            """
        XCTAssertEqual(try global(source, "before"), .null)
        XCTAssertEqual(try global(source, "count"), .int(0))
        XCTAssertEqual(try global(source, "flag"), .bool(false))
        XCTAssertEqual(try global(source, "after"), .string("Ann 3 dark"))
        XCTAssertEqual(try global(source, "other"), .null)
    }

    func testDateComponents() throws {
        let source = """
            let date = Calendar.current.date(from: DateComponents(year: 2024, month: 3, day: 14, hour: 9, minute: 30))!
            let parts = Calendar.current.dateComponents([.hour, .minute, .day], from: date)
            let text = "\\(parts.day ?? 0) \\(parts.hour ?? 0):\\(parts.minute ?? 0)"
            let missing = parts.year
            """
        XCTAssertEqual(try global(source, "text"), .string("14 9:30"))
        XCTAssertEqual(try global(source, "missing"), .null)
    }

    func testNavigationPathAndStyleTypes() throws {
        let typed = try ScriptTestSupport.scriptJSON(
            """
            struct ContentView: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        List { Button("Go") { path.append(1) }.buttonStyle(PlainButtonStyle()); Text("\\(path.count)") }
                            .listStyle(InsetGroupedListStyle())
                    }
                    .frame(width: 320, height: 300)
                }
            }
            """)
        let members = try ScriptTestSupport.scriptJSON(
            """
            struct ContentView: View {
                var body: some View {
                    NavigationStack {
                        List { Button("Go") { }.buttonStyle(.plain); Text("0") }
                            .listStyle(.insetGrouped)
                    }
                    .frame(width: 320, height: 300)
                }
            }
            """)
        XCTAssertEqual(typed, members)
    }

    func testLazySequencesGiveTheSameValues() throws {
        XCTAssertEqual(try global("let xs = [1, 2, 3, 4].lazy.filter { $0 % 2 == 0 }.map { $0 * 10 }", "xs"), .array([.int(20), .int(40)]))
    }

    func testUIColorsAndHeaderProminenceFromScripts() throws {
        let typed = try ScriptTestSupport.scriptJSON(
            """
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)).frame(width: 10, height: 10)
                        Text("Third").foregroundStyle(.tertiary)
                        List { Section("Top") { Text("x") } }.environment(\\.headerProminence, .increased).frame(width: 300, height: 200)
                    }
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledJSON(
            VStack {
                Color(uiColor: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)).frame(width: 10, height: 10)
                Text("Third").foregroundStyle(.tertiary)
                List { Section("Top") { Text("x") } }.environment(\.headerProminence, .increased).frame(width: 300, height: 200)
            })
        XCTAssertEqual(typed, compiled)
        XCTAssertTrue(typed.contains("\"Top\""))  // not uppercased: the increased header
    }
}
