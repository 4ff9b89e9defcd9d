import XCTest
import Easel
@testable import EaselScript
import EaselRaster

/// AnyShapeStyle, gradient borders and minimumScaleFactor from a script are the compiled ones.
final class ShapeStyleScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testScriptMatchesCompiled() throws {
        let script = try S.scriptJSON("""
        struct ContentView: View {
            let accent = AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            var body: some View {
                VStack {
                    Text("A headline that will not fit on one line").lineLimit(1).minimumScaleFactor(0.5).allowsTightening(true)
                        .frame(width: 150)
                    Circle().fill(accent).frame(width: 20, height: 20)
                    Text("Bordered").padding(4).border(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), width: 2)
                }
            }
        }
        """)
        let accent = AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        XCTAssertEqual(script, try S.compiledJSON(VStack {
            Text("A headline that will not fit on one line").lineLimit(1).minimumScaleFactor(0.5).allowsTightening(true)
                .frame(width: 150)
            Circle().fill(accent).frame(width: 20, height: 20)
            Text("Bordered").padding(4).border(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), width: 2)
        }))
        // The text settings also as environment values.
        XCTAssertEqual(try S.scriptJSON("""
        struct ContentView: View {
            var body: some View {
                Text("One two three four five six seven").frame(width: 80)
                    .environment(\\.lineSpacing, 6).environment(\\.minimumScaleFactor, 0.5).environment(\\.allowsTightening, true)
            }
        }
        """), try S.compiledJSON(Text("One two three four five six seven").frame(width: 80)
            .environment(\.lineSpacing, 6).environment(\.minimumScaleFactor, 0.5).environment(\.allowsTightening, true)))
        // Shrunk, not shortened.
        XCTAssertTrue(script.contains("\"A headline that will not fit on one line\""), script)
    }
}

/// UnevenRoundedRectangle, inset(by:) and shadowed styles from a script are the compiled ones.
final class ShapeAdditionsScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testScriptMatchesCompiled() throws {
        let script = try S.scriptJSON("""
        struct ContentView: View {
            var body: some View {
                VStack {
                    Text("Card").padding().background(.white.shadow(.drop(color: .black.opacity(0.25), radius: 2)), in: .rect(cornerRadius: 10))
                    Color.blue.frame(width: 40, height: 30).clipShape(.rect(topLeadingRadius: 20, topTrailingRadius: 20))
                    UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 4, bottomTrailing: 8)).frame(width: 30, height: 20)
                    Circle().inset(by: 4).stroke(Color.red, lineWidth: 2).frame(width: 30, height: 30)
                }
            }
        }
        """)
        XCTAssertEqual(script, try S.compiledJSON(VStack {
            Text("Card").padding().background(.white.shadow(.drop(color: .black.opacity(0.25), radius: 2)), in: .rect(cornerRadius: 10))
            Color.blue.frame(width: 40, height: 30).clipShape(.rect(topLeadingRadius: 20, topTrailingRadius: 20))
            UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 4, bottomTrailing: 8)).frame(width: 30, height: 20)
            Circle().inset(by: 4).stroke(Color.red, lineWidth: 2).frame(width: 30, height: 30)
        }))
        XCTAssertTrue(script.contains("shadow"), script)
        XCTAssertTrue(S.error("""
        struct ContentView: View { var body: some View { Color.red.background(.white.shadow(.drop(color: .black))) } }
        """).contains("missing argument 'radius:'"))
    }
}

/// AttributedString from a script is the compiled one.
final class AttributedStringScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testScriptMatchesCompiled() throws {
        let script = try S.scriptJSON("""
        struct ContentView: View {
            var message: AttributedString {
                var s = AttributedString("Hello ")
                var w = AttributedString("world")
                w.font = .title.bold()
                w.foregroundColor = .red
                w.underlineStyle = .single
                s += w
                var link = AttributedString(" docs")
                link.link = URL(string: "https://example.com")
                return s + link
            }
            var body: some View { Text(message) }
        }
        """)
        var s = AttributedString("Hello ")
        var w = AttributedString("world")
        w.font = .title.bold()
        w.foregroundColor = .red
        w.underlineStyle = .single
        s += w
        var link = AttributedString(" docs")
        link.link = URL(string: "https://example.com")
        XCTAssertEqual(script, try S.compiledJSON(Text(s + link)))
        XCTAssertTrue(S.error("""
        struct ContentView: View { var body: some View { Text(AttributedString(markdown: "**a**")) } }
        """).contains("AttributedString(markdown:) is not available"))
        XCTAssertTrue(S.error("""
        struct ContentView: View {
            var body: some View { var s = AttributedString("a"); s.fnt = .title; return Text(s) }
        }
        """).contains("cannot set 'fnt' of AttributedString; did you mean 'font'?"))
    }
}

/// toolbarBackground and toolbarColorScheme from a script are the compiled ones.
final class ToolbarBackgroundScriptTests: XCTestCase {
    func testScriptDrawsTheCompiledPixels() throws {
        let script = try Script(source: """
        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    List { Text("Row") }
                        .navigationTitle("Inbox")
                        .toolbarBackground(Color.indigo, for: .navigationBar)
                        .toolbarBackground(.visible, for: .navigationBar)
                        .toolbarColorScheme(.dark, for: .navigationBar)
                }
            }
        }
        """, fileName: "t.swift")
        let fromSource = ImageRenderer(content: try script.renders()[0].view)
        fromSource.device = .iPhone15
        fromSource.scale = 1
        let compiled = ImageRenderer(content: NavigationStack {
            List { Text("Row") }
                .navigationTitle("Inbox")
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        })
        compiled.device = .iPhone15
        compiled.scale = 1
        let a = try script.checked { try fromSource.rasterize() }
        XCTAssertEqual(a.bitmap, try compiled.rasterize().bitmap)
        XCTAssertEqual(a.pixel(x: 10, y: 10).b, 230)   // the indigo reaches under the status bar
    }
}
