import XCTest
import Foundation
import Easel
@testable import EaselScript

/// A function passed by name where SwiftUI takes a closure (`VStack(content: Row.init)`,
/// `ForEach(items, content: Row.init)`), closures passed to parameters SwiftUI leaves unlabelled
/// (`tabItem(_:)`, `containerRelativeFrame(_:alignment:_:)`), and a view builder's `TupleView.value`.
final class FunctionReferenceScriptTests: XCTestCase {
    func testAnInitializerPassedAsAViewBuilder() throws {
        let source = """
            struct Row: View {
                let n: Int
                var body: some View { Text("Row \\(n)") }
            }
            struct Header: View { var body: some View { Text("Header") } }
            func footer() -> some View { Text("Footer") }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        VStack(content: Header.init)
                        ForEach(1...3, id: \\.self, content: Row.init)
                        VStack(content: footer)
                    }
                }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["Header", "Row 1", "Row 2", "Row 3", "Footer"])
        XCTAssertEqual(
            try ScriptTestSupport.scriptJSON(source),
            try ScriptTestSupport.compiledJSON(
                VStack {
                    VStack { Text("Header") }
                    ForEach(1...3, id: \.self) { n in Text("Row \(n)") }
                    VStack { Text("Footer") }
                }))
    }

    func testUnlabelledClosureParameters() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    TabView {
                        Text("Home").tabItem({ Label("Home", systemImage: "house") })
                        Text("Half").containerRelativeFrame(.horizontal, { length, _ in length / 2 })
                            .tabItem({ Text("Other") })
                    }
                }
            }
            """
        let compiled = TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
            Text("Half").containerRelativeFrame(.horizontal) { length, _ in length / 2 }.tabItem { Text("Other") }
        }
        XCTAssertEqual(try ScriptTestSupport.scriptJSON(source), try ScriptTestSupport.compiledJSON(compiled))
    }

    /// `content().value` is the tuple of a builder's views.
    func testATupleViewsValue() throws {
        let source = """
            struct Pair<Content: View>: View {
                let first: AnyView
                let second: AnyView
                init(@ViewBuilder content: () -> Content) {
                    let tuple = content().value
                    first = AnyView(tuple.0)
                    second = AnyView(tuple.1)
                }
                var body: some View { HStack { second; first } }
            }
            struct ContentView: View {
                var body: some View { Pair { Text("One"); Text("Two") } }
            }
            """
        XCTAssertEqual(try ScriptTestSupport.texts(source), ["Two", "One"])
    }
}
