import XCTest
import Easel
@testable import EaselScript

/// Anchor preferences from a script are the compiled ones (AnchorPreferenceTests): the same
/// resolved anchors, the same layout and the same pixels.
final class AnchorPreferenceScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    struct Bounds: PreferenceKey {
        static let defaultValue: [String: Anchor<CGRect>] = [:]
        static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
            value.merge(nextValue()) { $1 }
        }
    }

    /// The compiled twin of the script below.
    struct Tabs: View {
        var body: some View {
            HStack(spacing: 10) {
                ForEach(0..<3) { i in
                    Color.gray.frame(width: 40, height: 20)
                        .anchorPreference(key: Bounds.self, value: .bounds) { i == 1 ? ["selected": $0] : [:] }
                }
            }
            .padding(16)
            .overlayPreferenceValue(Bounds.self) { prefs in
                GeometryReader { proxy in
                    if let a = prefs["selected"] {
                        let r = proxy[a]
                        Color.blue.frame(width: r.width, height: 2).offset(x: r.minX, y: r.maxY)
                    }
                }
            }
        }
    }

    static let tabs = """
        struct Bounds: PreferenceKey {
            static let defaultValue: [String: Anchor<CGRect>] = [:]
            static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
                value.merge(nextValue()) { $1 }
            }
        }
        struct ContentView: View {
            var body: some View {
                HStack(spacing: 10) {
                    ForEach(0..<3) { i in
                        Color.gray.frame(width: 40, height: 20)
                            .anchorPreference(key: Bounds.self, value: .bounds) { i == 1 ? ["selected": $0] : [:] }
                    }
                }
                .padding(16)
                .overlayPreferenceValue(Bounds.self) { prefs in
                    GeometryReader { proxy in
                        if let a = prefs["selected"] {
                            let r = proxy[a]
                            Color.blue.frame(width: r.width, height: 2).offset(x: r.minX, y: r.maxY)
                        }
                    }
                }
            }
        }
        """

    func testTheTabUnderlineMatchesCompiled() throws {
        let script = try S.scriptJSON(Self.tabs)
        XCTAssertEqual(script, try S.compiledJSON(Tabs()))
        XCTAssertEqual(try S.scriptPixels(Self.tabs), try S.compiledPixels(Tabs()))
    }

    /// Point sources, a transform, a background and `proxy[anchor]` for arrays and optionals.
    func testSourcesTransformsAndBackgrounds() throws {
        func label(_ body: String) throws -> String? {
            try S.layout(
                """
                struct Corners: PreferenceKey {
                    static var defaultValue: [Anchor<CGPoint>] = []
                    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
                        value.append(contentsOf: nextValue())
                    }
                }
                struct ContentView: View {
                    var body: some View {
                        \(body)
                    }
                }
                """
            ).root.first { $0.kind == "Text" }?.label
        }
        let stack = """
            VStack(spacing: 0) {
                Color.clear.frame(height: 12)
                Color.gray.frame(width: 50, height: 30)
                    .anchorPreference(key: Corners.self, value: .topLeading) { [$0] }
                    .transformAnchorPreference(key: Corners.self, value: .bottomTrailing) { value, anchor in value.append(anchor) }
            }
            """
        XCTAssertEqual(
            try label(
                stack + """
                    .backgroundPreferenceValue(Corners.self) { c in
                        GeometryReader { proxy in Text(c.map { "\\(Int(proxy[$0].x)),\\(Int(proxy[$0].y))" }.joined(separator: " ")) }
                    }
                    """), "0,12 50,42")
        XCTAssertEqual(
            try label(
                """
                Color.gray.frame(width: 40, height: 20)
                    .anchorPreference(key: Corners.self, value: .unitPoint(UnitPoint(x: 0.25, y: 0.5))) { [$0] }
                    .padding(10)
                    .overlayPreferenceValue(Corners.self, alignment: .topLeading, { c in
                        GeometryReader { proxy in Text(c.first.map { "\\(Int(proxy[$0].x)),\\(Int(proxy[$0].y))" } ?? "none") }
                    })
                """), "20,20")
        XCTAssertEqual(
            try label(
                """
                Color.gray.frame(width: 40, height: 20)
                    .anchorPreference(key: Corners.self, value: .point(CGPoint(x: 3, y: 4))) { [$0] }
                    .transformPreference(Corners.self) { $0.append(contentsOf: $0) }
                    .overlayPreferenceValue(Corners.self) { c in Text("\\(c.count)") }
                """), "2")
        XCTAssertTrue(
            S.error(
                """
                struct ContentView: View {
                    var body: some View { Color.red.anchorPreference(key: Corners.self, value: .middle) { [$0] } }
                }
                struct Corners: PreferenceKey {
                    static var defaultValue: [Anchor<CGPoint>] = []
                    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {}
                }
                """
            ).contains("expected an anchor source"))
    }

    /// Dictionaries merge as in Swift (`merge(_:uniquingKeysWith:)`, `merging`).
    func testDictionaryMerge() throws {
        let source = """
            var a = ["x": 1, "y": 2]
            let b = a.merging(["y": 5, "z": 6]) { old, new in old + new }
            let c: Int = { a.merge(["x": 9]) { $1 }; return a["x"]! }()
            struct ContentView: View { var body: some View { Text("\\(b["y"]!) \\(b["z"]!) \\(c)") } }
            """
        XCTAssertEqual(try S.layout(source).root.first { $0.kind == "Text" }?.label, "7 6 9")
    }
}
