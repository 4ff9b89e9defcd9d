import XCTest
import Foundation
import Easel
@testable import EaselScript

/// Generated files can be arbitrarily long or deep; the interpreter refuses what would overflow
/// its stack, with a located message.
final class ScriptLimitsTests: XCTestCase {
    func wrap(_ body: String) -> String {
        "import SwiftUI\nstruct ContentView: View {\n    var body: some View {\n        \(body)\n    }\n}\n"
    }

    /// Evaluates the scene's body: bodies run when the view is laid out.
    func layout(_ script: Script) throws {
        for r in try script.renders() { _ = try script.checked { try ImageRenderer(content: r.view).placedLayout() } }
    }

    func testLongOperatorChainIsRefusedBeforeFolding() {
        let sum = Array(repeating: "1", count: LongestOperatorChain.limit + 2).joined(separator: " + ")
        XCTAssertThrowsError(try Script(source: wrap("Text(\"\\(\(sum))\")"), fileName: "sum.swift")) { e in
            XCTAssertEqual(
                "\(e)",
                "sum.swift:4:17: error: an expression with \(LongestOperatorChain.limit + 1) operators; at most \(LongestOperatorChain.limit) are evaluated")
        }
        let ok = Array(repeating: "1", count: 100).joined(separator: " + ")
        XCTAssertNoThrow(try Script(source: wrap("Text(\"\\(\(ok))\")"), fileName: "sum.swift"))
    }

    /// swift-syntax parses nested square brackets in exponential time: refused before parsing.
    func testDeeplyNestedSquareBracketsAreRefusedBeforeParsing() {
        let deep = String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40)
        XCTAssertThrowsError(try Script(source: wrap("Text(\"\\(\(deep))\")"), fileName: "b.swift")) { e in
            XCTAssertEqual("\(e)", "b.swift:4:31: error: square brackets nest more than 14 deep")
        }
        // Brackets in comments do not count; ordinary nesting is fine.
        let ok = "// " + String(repeating: "[", count: 40) + "\n        let grid: [[Int]] = [[1, 2], [3]]\n        return Text(\"\\(grid[1][0])\")"
        XCTAssertNoThrow(try Script(source: wrap(ok), fileName: "ok.swift"))
        XCTAssertNil(BracketDepth.firstTooDeep(in: "/* [[[[[[[[[[[[[[[[[[[[ */ let a = [[[1]]]"))
        XCTAssertEqual(BracketDepth.firstTooDeep(in: "let a =\n" + String(repeating: "[", count: 15))?.line, 2)
    }

    func testDeepModifierChainIsAnErrorNotAStackOverflow() throws {
        let chain = "Text(\"x\")" + String(repeating: ".padding(1)", count: 3_200)
        let script = try Script(source: wrap(chain), fileName: "deep.swift")
        XCTAssertThrowsError(try layout(script)) { e in
            XCTAssertTrue("\(e)".hasPrefix("deep.swift:4:"), "\(e)")
            XCTAssertTrue("\(e)".contains("expressions nest deeper than 3000 levels"), "\(e)")
        }
    }

    /// A stored property whose initial value makes another instance of its type makes them for
    /// ever in Swift; here it is an error at the property, not a stack overflow.
    func testAnInstanceThatMakesItselfIsAnError() {
        let message = ScriptTestSupport.error(
            """
            struct Node { var value = 1; var next = Node() }
            struct ContentView: View {
                var body: some View { Text("\\(Node().value)") }
            }
            """)
        XCTAssertTrue(message.contains("making 'Node' nests deeper than"), message)
        XCTAssertTrue(message.contains("t.swift:1:"), message)
    }

    func testTimeLimitStopsEvaluation() throws {
        let script = try Script(source: wrap("var n = 0\n        for i in 0..<1_000_000 { n += i }\n        return Text(\"\\(n)\")"), fileName: "slow.swift")
        script.timeLimit = 0.02
        XCTAssertThrowsError(try layout(script)) { e in
            XCTAssertTrue("\(e)".contains("longer than the time limit of 0.02 s (--timeout)"), "\(e)")
        }
    }
}

extension ScriptLimitsTests {
    func text(_ expr: String) throws -> String {
        let script = try Script(source: wrap("Text(\"\\(\(expr))\")"), fileName: "n.swift")
        var label = ""
        for r in try script.renders() {
            let l = try script.checked { try ImageRenderer(content: r.view).layout() }
            label = l.root.first { $0.kind == "Text" }?.label ?? ""
        }
        return label
    }

    /// Integer arithmetic that Swift traps on is an error at the operator, not a crash or a wrap.
    func testIntegerOverflowIsAnError() throws {
        for expr in ["Int.max + 1", "Int.min - 1", "Int.max * 2", "Int.min / -1", "Int.min % -1", "(1...Int.max).count"] {
            XCTAssertThrowsError(try text(expr), expr) { e in
                XCTAssertTrue("\(e)".contains("overflow") || "\(e)".contains("too large"), "\(expr): \(e)")
            }
        }
        XCTAssertEqual(try text("Int.max - 1 + 1"), "9,223,372,036,854,775,807")  // grouped, as SwiftUI shows an Int
        // Literal arithmetic, folded once per node, reports the same errors.
        for expr in ["9223372036854775807 + 1", "-(-9223372036854775807 - 1)", "3 * 4_000_000_000_000_000_000", "1 / 0", "5 % (2 - 2)"] {
            XCTAssertThrowsError(try text(expr), expr)
        }
        XCTAssertEqual(try text("(7 + 1) / 2 * -3 % 5"), "-2")
        XCTAssertEqual(try text("7 / 2"), "3")
        XCTAssertEqual(try text("-7 % 3"), "-1")
        XCTAssertEqual(try text("Array(repeating: 1, count: 3).count"), "3")
        XCTAssertThrowsError(try text("Array(repeating: 1, count: 10_000_000).count"))
    }
}

extension ScriptLimitsTests {
    /// Functions stored in the scopes they close over form cycles; `discard()` breaks them so that
    /// a long batch does not keep every file's scopes.
    func testDiscardFreesTheScriptsScopes() throws {
        let source = """
            import SwiftUI
            func greet(_ n: String) -> String { "Hi \\(n)" }
            struct ContentView: View {
                var body: some View {
                    func local(_ x: Int) -> Int { x + 1 }
                    return Text(greet("\\(local(1))"))
                }
            }
            """
        weak var globals: Scope?
        weak var kept: Scope?
        do {
            let script = try Script(source: source, fileName: "g.swift")
            globals = script.evaluator.globals
            try layout(script)
            kept = script.evaluator.globals
            XCTAssertNotNil(kept)
            script.discard()
        }
        XCTAssertNil(globals, "the global scope is freed once the script is discarded")
    }
}
