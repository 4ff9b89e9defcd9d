import XCTest
import Easel
@testable import EaselScript

/// The ordinary Swift that real view files contain, evaluated as Swift evaluates it.
final class OrdinarySwiftTests: XCTestCase {
    typealias S = ScriptTestSupport

    func globals(_ source: String) throws -> Scope { try Script(source: source, fileName: "t.swift").evaluator.globals }

    func testFileScopeConstantsMayBeUsedBeforeTheirDeclaration() throws {
        let g = try globals("""
        let total = base * count
        let base = offset + 40
        let count = 2
        let offset = 1
        """)
        XCTAssertEqual(g.lookup("total"), .int(82))
        let s = try S.layout("""
        struct ContentView: View { var body: some View { Color.red.frame(width: side, height: side) } }
        let side: CGFloat = 7
        """)
        XCTAssertEqual(s.root.frame.width, 7)
    }

    func testModuleQualifiedNames() throws {
        let s = try S.layout("""
        struct ContentView: SwiftUI.View {
            var body: some SwiftUI.View { SwiftUI.Color.red.frame(width: 4, height: 3) }
        }
        """)
        XCTAssertEqual(s.root.frame.width, 4)
        XCTAssertEqual(s.root.frame.height, 3)
    }

    func testInterpolationWithSpecifier() throws {
        let s = try S.layout("""
        struct ContentView: View {
            let rating = 4.25
            var body: some View { Text("\\(rating, specifier: "%.1f") \\(7, specifier: "%03d") \\(rating)") }
        }
        """)
        XCTAssertEqual(s.root.label, "4.2 007 4.25")
        let e = S.error("""
        struct ContentView: View { var body: some View { Text("\\(3, radix: 2)") } }
        """)
        XCTAssertTrue(e.hasPrefix("t.swift:1:56: error: unsupported string interpolation"), e)
    }

    func testImplicitMemberChainsTakeTheExpectedType() throws {
        let g = try globals("""
        let shade: Color = .black.opacity(0.2)
        let label: Font = .callout.bold()
        struct Item { var name: String; static let example = Item(name: "ex") }
        """)
        XCTAssertEqual(g.lookup("shade"), .native(Color.black.opacity(0.2)))
        XCTAssertEqual(g.lookup("label").map { "\($0)" }, "\(Font.callout.bold())")
        let s = try S.layout("""
        struct Item { var name: String; static let example = Item(name: "example") }
        struct Row: View {
            @Binding var item: Item
            var body: some View { Text(item.name).foregroundStyle(.black.opacity(0.5)).font(.callout.bold()) }
        }
        struct ContentView: View {
            var body: some View { Row(item: .constant(.example)).background(.red.opacity(0.1)) }
        }
        """)
        XCTAssertEqual(s.root.all().compactMap(\.label), ["example"])
    }

    func testCollectionTypeSugarInitialisers() throws {
        let g = try globals("""
        let names = [String]()
        let table = [String: Int]()
        let zeros = [Int](repeating: 0, count: 3)
        let copy = [Int](1...3)
        """)
        XCTAssertEqual(g.lookup("names"), .array([]))
        XCTAssertEqual(g.lookup("table"), .dictionary([]))
        XCTAssertEqual(g.lookup("zeros"), .array([.int(0), .int(0), .int(0)]))
        XCTAssertEqual(g.lookup("copy"), .array([.int(1), .int(2), .int(3)]))
    }
}
