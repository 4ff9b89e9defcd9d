import XCTest
import Easel
import EaselRaster
@testable import EaselScript

/// Idioms found failing in public apps' view files, each written anew here in a few lines.
final class AppIdiomProbeTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testBindingWithTrailingGetAndSetClosures() throws {
        let texts = try S.texts(
            """
            struct ContentView: View {
                @State private var value = 3.0
                var body: some View {
                    let doubled = Binding { value * 2 } set: { value = $0 / 2 }
                    Text(String(describing: doubled.wrappedValue))
                }
            }
            """)
        XCTAssertEqual(texts, ["6.0"])
    }

    func testFoundationForms() throws {
        let date = "let base = Date(timeIntervalSince1970: 1_700_000_000)"
        XCTAssertEqual(
            try S.value("Calendar.current.component(.year, from: Calendar.current.date(byAdding: DateComponents(year: -40), to: base)!)", date),
            .int(1983))
        XCTAssertEqual(try S.value("TimeInterval(90) / 60"), .double(1.5))
        XCTAssertEqual(try S.value("Bundle.main.bundleIdentifier!"), .string("com.example.preview"))
        XCTAssertEqual(
            try S.value(
                "FileManager.default.urls(for: FileManager.SearchPathDirectory.documentDirectory, in: FileManager.SearchPathDomainMask.userDomainMask).first!.lastPathComponent"
            ), .string("Documents"))
        XCTAssertEqual(try S.value("[String: [Int]]().count + [(a: Int, b: Int)]().count + [[Int]]().count"), .int(0))
        XCTAssertEqual(
            try S.value(#"{ debugPrint("x"); return FileManager().urls(for: .documentDirectory, in: .userDomainMask).first!.lastPathComponent }()"#),
            .string("Documents"))
    }

    func testLocaleDefaultsAndAppGroups() throws {
        XCTAssertEqual(try S.value("Locale.preferredLanguages"), .array([.string("en-US")]))
        XCTAssertEqual(
            try S.value(
                #"{ UserDefaults.standard.set(3, forKey: "b"); UserDefaults.standard.set("x", forKey: "a"); return UserDefaults.standard.dictionaryRepresentation()["b"] }()"#
            ),
            .int(3))
        XCTAssertEqual(
            try S.value(#"FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.app")!.lastPathComponent"#), .string("group.app"))
    }

    /// `extension EnvironmentValues { @Entry var accent: Color = .orange }`: the default, and the
    /// value `.environment(\.title, …)` sets.
    func testEntryEnvironmentValues() throws {
        let source = """
            extension EnvironmentValues {
                @Entry var accent: Color = .orange
                @Entry var title: String = "Default"
            }
            struct Child: View {
                @Environment(\\.accent) private var accent
                @Environment(\\.title) private var title
                var body: some View { Text(title).foregroundStyle(accent) }
            }
            struct ContentView: View {
                var body: some View { VStack { Child(); Child().environment(\\.title, "Set").environment(\\.accent, .blue) } }
            }
            """
        XCTAssertEqual(try S.texts(source), ["Default", "Set"])
        XCTAssertEqual(
            try S.scriptPixels(source),
            try S.compiledPixels(
                VStack {
                    Text("Default").foregroundStyle(.orange); Text("Set").foregroundStyle(.blue)
                }))
    }

    func testOptionSetsChangeInPlace() throws {
        let padded = try S.layout(
            """
            struct ContentView: View {
                var body: some View {
                    var edges: Edge.Set = [.top]
                    edges.insert(.leading)
                    edges.remove(.top)
                    return Color.red.frame(width: 10, height: 10).padding(edges, 20)
                }
            }
            """)
        XCTAssertEqual(padded.root.frame.width, 30)
        XCTAssertEqual(padded.root.frame.height, 10)
    }

    /// A `Binding<Bool>` parameter passed on to a modifier's `@Binding` property, and
    /// `ModifiedContent(content:modifier:)` built by hand.
    func testBindingParametersAndModifiedContent() throws {
        let script = try S.scriptPixels(
            """
            struct Dim: ViewModifier {
                @Binding var isOn: Bool
                func body(content: Content) -> some View { content.opacity(isOn ? 0.4 : 1) }
            }
            struct Boxed: ViewModifier { func body(content: Content) -> some View { content.padding(4).border(.blue) } }
            extension View {
                func dimmed(isOn: Binding<Bool>) -> some View { self.modifier(Dim(isOn: isOn)) }
                func boxed() -> some View { ModifiedContent(content: self, modifier: Boxed()) }
            }
            struct ContentView: View {
                var body: some View { Color.red.frame(width: 10, height: 10).dimmed(isOn: .constant(true)).boxed() }
            }
            """)
        let compiled = try S.compiledPixels(Color.red.frame(width: 10, height: 10).opacity(0.4).padding(4).border(.blue))
        XCTAssertEqual(script, compiled)
    }

    func testABuiltInShapesPathInARect() throws {
        let script = try S.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    Canvas { context, size in
                        context.stroke(Circle().path(in: CGRect(origin: .zero, size: size)), with: .color(.red), lineWidth: 4)
                    }
                    .frame(width: 40, height: 40)
                }
            }
            """)
        let compiled = try S.compiledPixels(
            Canvas { context, size in
                context.stroke(Circle().path(in: CGRect(origin: .zero, size: size)), with: .color(.red), lineWidth: 4)
            }
            .frame(width: 40, height: 40))
        XCTAssertEqual(script, compiled)
    }

    /// `let names: [String] = decode(json) ?? []`: the generic call left of `??` learns `T` from
    /// the declared type, as it does alone (it was an unknown identifier 'T').
    func testAGenericCallLeftOfNilCoalescingLearnsItsType() throws {
        let declarations = """
            func decode<T: Decodable>(_ json: String) -> T? { try? JSONDecoder().decode(T.self, from: Data(json.utf8)) }
            """
        XCTAssertEqual(
            try S.value(#"{ let names: [String] = decode("[\"a\", \"b\"]") ?? []; return names }()"#, declarations),
            .array([.string("a"), .string("b")]))
        XCTAssertEqual(try S.value(#"{ let names: [String] = decode("oops") ?? ["none"]; return names }()"#, declarations), .array([.string("none")]))
    }

    /// `UIFontMetrics.default.scaledValue(for:)` in a view modifier scales with the Dynamic Type
    /// size the view is built in, as `@ScaledMetric` does.
    func testFontMetricsScaleAsScaledMetricDoes() throws {
        struct Banner: View {
            @ScaledMetric var size: CGFloat = 30
            var body: some View { Text("Banner").font(.system(size: size)) }
        }
        let compiled = try S.compiledJSON(Banner().environment(\.dynamicTypeSize, .accessibility3))
        let script = try S.scriptJSON(
            """
            import UIKit
            struct BannerFont: ViewModifier {
                var size: CGFloat
                func body(content: Content) -> some View { content.font(.system(size: UIFontMetrics.default.scaledValue(for: size))) }
            }
            struct ContentView: View {
                var body: some View { Text("Banner").modifier(BannerFont(size: 30)).environment(\\.dynamicTypeSize, .accessibility3) }
            }
            """)
        func textHeight(_ json: String) throws -> Double? {
            let data = try JSONSerialization.jsonObject(with: Data(json.utf8))
            func find(_ n: Any) -> Double? {
                guard let d = n as? [String: Any] else { return nil }
                if d["kind"] as? String == "Text" { return (d["frame"] as? [String: Any])?["height"] as? Double }
                for c in d["children"] as? [Any] ?? [] { if let h = find(c) { return h } }
                return nil
            }
            return find((data as? [String: Any])?["root"] ?? data)
        }
        let h = try XCTUnwrap(textHeight(compiled))
        XCTAssertGreaterThan(h, 60)
        XCTAssertEqual(try textHeight(script), h)
        XCTAssertEqual(try S.value("UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10)"), .double(10))
    }
}

/// File-scope typealiases used as expressions, as a type's own aliases are.
final class FileScopeAliasScriptTests: XCTestCase {
    func testAFileScopeAliasMakesItsType() throws {
        let aliases = """
            typealias Names = [String]
            typealias Handler = (String) -> String
            typealias Amount = Double
            typealias Table = [String: Int]
            """
        XCTAssertEqual(try ScriptTestSupport.value("Names().count + [Handler]().count + Table().count", aliases), .int(0))
        XCTAssertEqual(try ScriptTestSupport.value("Amount(3)", aliases), .double(3))
    }
}
