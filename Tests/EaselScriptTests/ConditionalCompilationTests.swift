import XCTest
import Easel
@testable import EaselScript

/// `#if` blocks compile as in an iOS debug build, with names added by `--define`.
final class ConditionalCompilationTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testConditionsSceneMatchesTheIOSDebugBuild() throws {
        let source = try S.source("conditions.swift")
        let s = try S.scriptJSON(source, fileName: "conditions.swift")
        XCTAssertEqual(s, try S.compiledJSON(ConditionScene.Badge()))
        XCTAssertTrue(s.contains("\"release\"") && !s.contains("\"border\""))
        let beta = try S.scriptJSON(source, fileName: "conditions.swift", conditions: CompilationConditions(defining: ["BETA"]))
        XCTAssertEqual(beta, try S.compiledJSON(ConditionScene.Badge(beta: true)))
        XCTAssertTrue(beta.contains("\"beta\"") && beta.contains("\"border\""))
        let script = try Script(source: source, fileName: "conditions.swift")
        XCTAssertEqual(script.evaluator.globals.lookup("accent"), .native(Color.orange), "#elseif os(iOS) && !targetEnvironment(simulator)")
    }

    func testConditionOperatorsAndPlatformTests() throws {
        let c = CompilationConditions(defining: ["BETA"])
        func holds(_ text: String) throws -> Bool {
            let script = try Script(source: "#if \(text)\nlet x = 1\n#else\nlet x = 2\n#endif\n", fileName: "t.swift", conditions: c)
            return script.evaluator.globals.lookup("x") == .int(1)
        }
        let expectations: [(String, Bool)] = [
            ("DEBUG", true), ("BETA", true), ("RELEASE", false), ("!DEBUG", false), ("DEBUG && BETA", true),
            ("DEBUG && RELEASE", false), ("RELEASE || BETA", true), ("(RELEASE || !BETA) || os(iOS)", true),
            ("os(iOS)", true), ("os(macOS)", false), ("os(Linux)", false), ("canImport(UIKit)", true),
            ("canImport(SwiftUI)", true), ("canImport(AppKit)", false), ("targetEnvironment(simulator)", false),
            ("swift(>=5.9)", true), ("swift(>=5)", true), ("compiler(>=5.7)", true), ("swift(<5.0)", false),
            ("swift(>=7.0)", false), ("arch(arm64)", true), ("true", true), ("false", false),
        ]
        for (text, expected) in expectations { XCTAssertEqual(try holds(text), expected, text) }
    }

    func testIfInsideFunctionsBuildersAndTypeBodies() throws {
        let s = try S.layout(
            """
            struct ContentView: View {
                #if os(iOS)
                let side: CGFloat = 12
                #else
                let side: CGFloat = 99
                #endif
                func width() -> CGFloat {
                    var w = side
                    #if DEBUG
                    w += 1
                    #endif
                    return w
                }
                var body: some View {
                    HStack(spacing: 0) {
                        #if os(iOS)
                        Color.red.frame(width: width(), height: side)
                        #elseif os(macOS)
                        Color.blue.frame(width: 50, height: 50)
                        #endif
                        #if !DEBUG
                        Color.green.frame(width: 50, height: 50)
                        #endif
                    }
                    #if os(iOS)
                    .padding(.horizontal, 3).frame(height: 20)
                    #else
                    .padding(40)
                    #endif
                }
            }
            """)
        XCTAssertEqual(s.root.all { $0.kind == "Color" }.map(\.frame.width), [13])
        XCTAssertEqual(s.root.frame.width, 19)
        XCTAssertEqual(s.root.frame.height, 20)
    }

    func testAPreviewInsideIfDebugIsFound() throws {
        let script = try Script(
            source: """
                struct A: View { var body: some View { Text("a") } }
                struct B: View { var body: some View { Text("b") } }
                #if DEBUG
                #Preview("Second") { B() }
                #endif
                """, fileName: "t.swift")
        XCTAssertEqual(try script.renders().map(\.name), ["Second"])
    }

    func testAnUnknownConditionIsAnErrorAtItsPosition() {
        let e = S.error(
            """
            struct ContentView: View {
                var body: some View {
                    #if someFunction(x)
                    Text("a")
                    #endif
                }
            }
            """)
        XCTAssertTrue(e.hasPrefix("t.swift:3:13: error: unsupported #if condition 'someFunction(x)'"), e)
    }

    func testIfAmongSwitchCases() throws {
        let script = try Script(
            source: """
                enum Platform { case phone, watch, mac }
                func name(_ p: Platform) -> String {
                    switch p {
                    case .phone: return "phone"
                    #if os(watchOS)
                    case .watch: return "this watch"
                    #else
                    case .watch: return "a watch"
                    #endif
                    default: return "other"
                    }
                }
                let names = [name(.phone), name(.watch), name(.mac)].joined(separator: ",")
                """, fileName: "t.swift")
        XCTAssertEqual(script.evaluator.globals.lookup("names"), .string("phone,a watch,other"))
    }
}
