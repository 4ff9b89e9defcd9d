import XCTest
import Easel
@testable import EaselScript

/// Number literals are typed by their context exactly as Swift's type checker types them.
final class LiteralTypingTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testLiteralSceneMatchesCompiled() throws {
        let s = try S.scriptJSON(try S.source("literals.swift"), fileName: "literals.swift")
        XCTAssertEqual(s, try S.compiledJSON(LiteralScene.ContentView()))
        XCTAssertTrue(s.contains("33.333333333333336"), "frame(width: 100 / 3) is 33.333…")
        XCTAssertTrue(s.contains("\"3 3 6\""), "untyped 7 / 2 stays the Int 3")
        XCTAssertTrue(s.contains("\"1.000000 3\""), "2.0 * (c ? 1 / 2 : 1) is 1.0 (shown as `%lf`); an untyped ternary stays Int")
        XCTAssertTrue(s.contains("66.66666666666667"), "frame(width: c ? 200 / 3 : 10)")
        XCTAssertTrue(s.contains("35.833333333333336"), "a script view's modifiers: Bar().frame(width: 100 / 3).padding(.leading, 5 / 2)")
    }

    func testColorComponentsAreFloatingDivisions() throws {
        let v = try S.global("c", in: "let c = Color(red: 130 / 255, green: 200 / 255, blue: 1)")
        guard case .native(let c as Color)? = v else { return XCTFail("\(String(describing: v))") }
        XCTAssertEqual(c, Color(red: 130.0 / 255, green: 200.0 / 255, blue: 1))
        XCTAssertNotEqual(c, Color(red: 0, green: 0, blue: 1))
    }

    func testDeclaredTypesParametersAndReturns() throws {
        let src = """
            let step: CGFloat = 1 / 30
            let x: Double = 1/3
            let n = 7 / 2
            let m = 7 % 2
            let mixed = 1 / 2 + 0.5
            let list: [Double] = [1 / 2, 3]
            let cast = 1 / 4 as Double
            func half(_ v: Double = 1 / 2) -> Double { v }
            func quarter() -> CGFloat { return 1 / 4 }
            let a = half(), b = half(3 / 2), c = quarter()
            let scale = 2.0
            let scaled = 3 / 2 * scale
            let compared = scale > 5 / 2
            var assigned: Double = 0
            let index = [10, 20, 30][5 / 2]
            let steps = Array(stride(from: 0.0, to: 1, by: 1 / 4))
            let smaller = min(1 / 2, scale)
            let widths: [String: CGFloat] = ["half": 1 / 2, "third": 1 / 3]
            let counts: [String: Int] = ["half": 1 / 2]
            """
        let script = try Script(source: src, fileName: "t.swift")
        let g = script.evaluator.globals
        XCTAssertEqual(g.lookup("step"), .double(1.0 / 30))
        XCTAssertEqual(g.lookup("x"), .double(1.0 / 3))
        XCTAssertEqual(g.lookup("n").map { "\($0.typeName) \($0)" }, "Int 3")
        XCTAssertEqual(g.lookup("m").map { "\($0.typeName) \($0)" }, "Int 1")
        XCTAssertEqual(g.lookup("mixed"), .double(1))
        XCTAssertEqual(g.lookup("list"), .array([.double(0.5), .double(3)]))
        XCTAssertEqual(g.lookup("cast"), .double(0.25))
        XCTAssertEqual(g.lookup("a"), .double(0.5))
        XCTAssertEqual(g.lookup("b"), .double(1.5))
        XCTAssertEqual(g.lookup("c"), .double(0.25))
        XCTAssertEqual(g.lookup("scaled"), .double(3))
        XCTAssertEqual(g.lookup("compared"), .bool(false))
        XCTAssertEqual(g.lookup("index").map { "\($0.typeName) \($0)" }, "Int 30")
        XCTAssertEqual(g.lookup("steps"), .array([.double(0), .double(0.25), .double(0.5), .double(0.75)]))
        XCTAssertEqual(g.lookup("smaller"), .double(0.5))
        XCTAssertEqual(g.lookup("widths"), .dictionary([(key: .string("half"), value: .double(0.5)), (key: .string("third"), value: .double(1.0 / 3))]))
        XCTAssertEqual(g.lookup("counts").map { "\($0)" }, "[\"half\": 0]")
    }

    func testNilCoalescingTypesALiteralLikeTheOptional() throws {
        let src = """
            struct Sample {
                var height: CGFloat?
                var count: Int?
                var label: String { "\\(height ?? -1) \\(count ?? -1) \\(self.height ?? 1 / 2)" }
            }
            let sample = Sample(height: nil, count: nil)
            let label = sample.label
            let outside = "\\(sample.height ?? 2)"
            let present = "\\(Sample(height: 3, count: 4).label)"
            """
        let g = try Script(source: src, fileName: "t.swift").evaluator.globals
        XCTAssertEqual(g.lookup("label"), .string("-1.0 -1 0.5"), "h ?? -1 with h: CGFloat? is the CGFloat -1.0")
        XCTAssertEqual(g.lookup("outside"), .string("2.0"))
        XCTAssertEqual(g.lookup("present"), .string("3.0 4 3.0"))
    }

    func testNilCoalescingTypesALiteralLikeALocalOrParameter() throws {
        let src = """
            func describe(_ width: Double?, count: Int?) -> String {
                let height: CGFloat? = nil
                let inferred = [Int]().first
                return "\\(width ?? 2) \\(count ?? 2) \\(height ?? 1 / 4) \\(inferred ?? 7)"
            }
            let text = describe(nil, count: nil)
            let viaClosure = { (w: Double?) in "\\(w ?? 5)" }(nil)
            """
        let g = try Script(source: src, fileName: "t.swift").evaluator.globals
        XCTAssertEqual(g.lookup("text"), .string("2.0 2 0.25 7"))
        XCTAssertEqual(g.lookup("viaClosure"), .string("5.0"))
    }

    func testStructMembersAndAssignmentsTakeTheirDeclaredType() throws {
        let s = try S.layout(
            """
            struct Tile: View {
                var side: CGFloat
                @State private var extra: CGFloat = 0
                var body: some View {
                    var w = side
                    w += 1 / 2
                    return Color.red.frame(width: w, height: side)
                }
            }
            struct ContentView: View {
                var body: some View { Tile(side: 5 / 2) }
            }
            """)
        let frame = s.root.all { $0.kind == "Color" }.first?.frame
        XCTAssertEqual(frame?.width, 3)
        XCTAssertEqual(frame?.height, 2.5)
    }

    func testEnumAssociatedValuesTakeTheirDeclaredType() throws {
        let s = try S.layout(
            """
            enum Size {
                case fixed(CGFloat), ratio(Double, label: String)
                var value: CGFloat {
                    switch self {
                    case .fixed(let v): return v
                    case .ratio(let r, _): return CGFloat(r) * 100
                    }
                }
            }
            struct ContentView: View {
                var size: Size = .fixed(100 / 3)
                var body: some View { Color.red.frame(width: size.value, height: Size.ratio(1 / 4, label: "q").value) }
            }
            """)
        XCTAssertEqual(s.root.frame.width, 100.0 / 3)
        XCTAssertEqual(s.root.frame.height, 25)
    }
}
