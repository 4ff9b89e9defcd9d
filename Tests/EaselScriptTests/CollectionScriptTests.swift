import XCTest
import Foundation
import Easel
import SwiftSyntax
@testable import EaselScript

/// Sets, grouped dictionaries, key paths, tuple-taking closures and element bindings, as the
/// model code of real apps (Apple's Landmarks among them) uses them.
final class CollectionScriptTests: XCTestCase {
    typealias S = ScriptTestSupport

    func globals(_ source: String) throws -> Scope { try Script(source: source, fileName: "t.swift").evaluator.globals }

    func testSetsKeepOneOfEachElementInInsertionOrder() throws {
        let g = try globals(
            """
            var empty = Set<Int>()
            let plain = Set([3, 1, 3, 2, 1])
            let steps: [Any] = {
                var picked: Set<String> = Set()
                let first = picked.insert("a")
                let again = picked.insert("a")
                let removed = picked.remove("a")
                let missing = picked.remove("z")
                var grown = Set([1])
                grown.formUnion([2, 1])
                return [first, again, removed, missing, picked, grown]
            }()
            let u = plain.union([4, 1])
            let i = plain.intersection([2, 3, 9])
            let d = plain.subtracting([1])
            let x = plain.symmetricDifference([1, 5])
            let sub = Set([1, 2]).isSubset(of: plain)
            let disjoint = plain.isDisjoint(with: [7])
            """)
        guard case .array(let steps)? = g.lookup("steps"), steps.count == 6 else { return XCTFail("\(String(describing: g.lookup("steps")))") }
        XCTAssertEqual(g.lookup("empty"), .array([]))
        XCTAssertEqual(g.lookup("plain"), .array([.int(3), .int(1), .int(2)]))
        XCTAssertEqual(steps[0], .tuple([.bool(true), .string("a")], labels: ["inserted", "memberAfterInsert"]))
        XCTAssertEqual(steps[1], .tuple([.bool(false), .string("a")], labels: ["inserted", "memberAfterInsert"]))
        XCTAssertEqual(steps[2], .string("a"))
        XCTAssertEqual(steps[3], .null)
        XCTAssertEqual(steps[4], .array([]))
        XCTAssertEqual(g.lookup("u"), .array([.int(3), .int(1), .int(2), .int(4)]))
        XCTAssertEqual(g.lookup("i"), .array([.int(3), .int(2)]))
        XCTAssertEqual(g.lookup("d"), .array([.int(3), .int(2)]))
        XCTAssertEqual(g.lookup("x"), .array([.int(3), .int(2), .int(5)]))
        XCTAssertEqual(g.lookup("sub"), .bool(true))
        XCTAssertEqual(g.lookup("disjoint"), .bool(true))
        XCTAssertEqual(steps[5], .array([.int(1), .int(2)]))
    }

    func testArrayRemoveAtIsNotASetRemove() throws {
        let g = try globals("var a = [5, 6, 7]\nlet gone = a.remove(at: 1)")
        XCTAssertEqual(g.lookup("gone"), .int(6))
        XCTAssertEqual(g.lookup("a"), .array([.int(5), .int(7)]))
    }

    func testDictionaryGroupingAndUniqueKeys() throws {
        let g = try globals(
            """
            struct P { let name: String; let category: String }
            let people = [P(name: "a", category: "x"), P(name: "b", category: "y"), P(name: "c", category: "x")]
            let byClosure = Dictionary(grouping: people, by: { $0.category })
            let byKeyPath = Dictionary(grouping: people, by: \\.category)
            let trailing = Dictionary(grouping: [1, 2, 3, 4]) { $0 % 2 }
            let names = byClosure["x"]!.map(\\.name)
            let lookup = Dictionary(uniqueKeysWithValues: people.map { ($0.name, $0.category) })
            let empty = Dictionary<String, Int>()
            """)
        XCTAssertEqual(g.lookup("names"), .array([.string("a"), .string("c")]))
        guard case .dictionary(let k)? = g.lookup("byKeyPath") else { return XCTFail("not a dictionary") }
        XCTAssertEqual(k.map(\.key), [.string("x"), .string("y")])
        guard case .dictionary(let t)? = g.lookup("trailing") else { return XCTFail("not a dictionary") }
        XCTAssertEqual(t.map(\.key), [.int(1), .int(0)])
        XCTAssertEqual(t.first?.value, .array([.int(1), .int(3)]))
        guard case .dictionary(let l)? = g.lookup("lookup") else { return XCTFail("not a dictionary") }
        XCTAssertEqual(l.count, 3)
        XCTAssertEqual(l[1].value, .string("y"))
        XCTAssertEqual(g.lookup("empty").map { "\($0)" }, "\(Value.dictionary([]))")
        let e = S.error(
            """
            let d = Dictionary(uniqueKeysWithValues: [("a", 1), ("a", 2)])
            struct ContentView: View { var body: some View { Text("\\(d.count)") } }
            """)
        XCTAssertTrue(e.contains("duplicate key"), e)
    }

    func testKeyPathSubscriptAndNestedTypeRoots() throws {
        let g = try globals(
            """
            struct Hike { struct Observation { var elevation: Double } }
            let o = Hike.Observation(elevation: 12.5)
            let path = \\Hike.Observation.elevation
            let read = o[keyPath: path]
            let short = o[keyPath: \\.elevation]
            """)
        XCTAssertEqual(g.lookup("read"), .double(12.5))
        XCTAssertEqual(g.lookup("short"), .double(12.5))
    }

    func testAClosureOfSeveralParametersTakesATuplesElements() throws {
        let s = try S.layout(
            """
            struct ContentView: View {
                let items = ["a", "bb", "ccc"]
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(Array(items.enumerated()), id: \\.offset) { index, item in
                            Color.red.frame(width: CGFloat(index + item.count), height: 2)
                        }
                    }
                }
            }
            """)
        XCTAssertEqual(s.root.frame.width, 1 + 3 + 5)
    }

    func testAnArrayOfLabelledTuplesTakesItsLabelsFromTheType() throws {
        // SwiftUICharts' `var data: [(value: Double, color: Color)]` given `[(8, .red), …]`.
        let g = try globals(
            """
            struct Row { var data: [(value: Double, color: Color)] }
            let row = Row(data: [(8, .red), (23, .blue)])
            let total = row.data.map { $0.value }.reduce(0, +)
            let labelled: [(name: String, count: Int)] = [("a", 1), ("b", 2)]
            let names = labelled.map(\\.name).joined()
            enum Tab { case photos, frames }
            // Kodeco's Cards: a dictionary type written over three lines.
            let buttons: [
                Tab: (text: String, imageName: String)
            ] = [
                .photos: ("Photos", "photo"),
                .frames: ("Frames", "square")
            ]
            let frames = buttons[.frames]?.text
            """)
        XCTAssertEqual(g.lookup("total"), .double(31))
        XCTAssertEqual(g.lookup("names"), .string("ab"))
        XCTAssertEqual(g.lookup("frames"), .string("Frames"))
    }

    func testABindingToAnArrayElementWritesBack() throws {
        // `$model.items[1].on`: the element binding reads and writes through the array's binding.
        let script = try Script(source: "struct Item { var on: Bool }\nlet items = [Item(on: false), Item(on: false)]", fileName: "t.swift")
        let ev = script.evaluator
        var store = try XCTUnwrap(ev.globals.lookup("items"))
        let items = BindingBox(get: { store }, set: { store = $0 })
        let node = Syntax(TokenSyntax.identifier("t"))
        guard case .binding(let element) = try ev.subscriptValue(.binding(items), Args([Arg(label: nil, value: .int(1))]), node: node),
            case .binding(let on)? = ev.memberBinding(element, "on", node: node)
        else { return XCTFail("not a binding") }
        on.set(.bool(true))
        guard case .array(let a) = store, case .instance(let second) = a[1], case .instance(let first) = a[0] else { return XCTFail("\(store)") }
        XCTAssertEqual(second.fields["on"], .bool(true))
        XCTAssertEqual(first.fields["on"], .bool(false))
        XCTAssertEqual(on.get(), .bool(true))
    }

    func testDateRangesAndArithmetic() throws {
        let g = try globals(
            """
            let start = Date(timeIntervalSince1970: 0)
            let end = start + 3600
            let range = start...end
            let inside = range.contains(start + 60)
            let outside = range.contains(end + 1)
            let earlier = end - 7200
            let bound = range.upperBound
            """)
        XCTAssertEqual(g.lookup("inside"), .bool(true))
        XCTAssertEqual(g.lookup("outside"), .bool(false))
        XCTAssertEqual(g.lookup("earlier"), .native(Date(timeIntervalSince1970: -3600)))
        XCTAssertEqual(g.lookup("bound"), .native(Date(timeIntervalSince1970: 3600)))
        let e = S.error(
            """
            let r = Date(timeIntervalSince1970: 10)...Date(timeIntervalSince1970: 0)
            struct ContentView: View { var body: some View { Text("x") } }
            """)
        XCTAssertTrue(e.contains("lowerBound <= upperBound"), e)
    }

    func testLengthFormatter() throws {
        let g = try globals(
            """
            let f = LengthFormatter()
            let km = f.string(fromValue: 4.5, unit: .kilometer)
            let ft = f.string(fromValue: 1200, unit: .foot)
            """)
        XCTAssertEqual(g.lookup("km"), .string("4.5 km"))
        XCTAssertEqual(g.lookup("ft"), .string("1,200 ft"))
        XCTAssertTrue(
            S.error(
                """
                let s = LengthFormatter().string(fromValue: 1, unit: .parsec)
                struct ContentView: View { var body: some View { Text(s) } }
                """
            ).contains("LengthFormatter.Unit must be one of"))
    }

    func testTextWithADateStyleMatchesTheCompiledText() throws {
        let script = try S.scriptJSON(
            """
            struct ContentView: View {
                let day = Date(timeIntervalSince1970: 1_700_000_000)
                var body: some View { VStack { Text(day, style: .date); Text(day, style: .time) } }
            }
            """)
        let day = Date(timeIntervalSince1970: 1_700_000_000)
        XCTAssertEqual(
            script,
            try S.compiledJSON(
                VStack {
                    Text(day, style: .date); Text(day, style: .time)
                }))
    }

    func testABindingToAnArrayIsACollectionOfElementBindings() throws {
        let l = try S.layout(
            """
            struct Download { var month: String; var isAnimated = false; var count = 0 }
            struct ContentView: View {
                @State private var downloads = [Download(month: "Jan"), Download(month: "Feb"), Download(month: "Mar")]
                var body: some View {
                    Text(downloads.map { "\\($0.month) \\($0.isAnimated) \\($0.count)" }.joined(separator: ", "))
                        .onAppear {
                            $downloads.enumerated().forEach { index, element in
                                if index > 0 { element.wrappedValue.isAnimated = true }
                            }
                            for item in $downloads { item.wrappedValue.count += 2 }
                            $downloads.first(where: { $0.wrappedValue.month == "Mar" })?.wrappedValue.count = 9
                        }
                }
            }
            """)
        XCTAssertEqual(l.root.first { $0.kind == "Text" }?.label, "Jan false 2, Feb true 2, Mar true 9")
    }
}
