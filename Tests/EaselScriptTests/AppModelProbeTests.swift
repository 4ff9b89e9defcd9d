import XCTest
import Foundation
import Easel
@testable import EaselScript

#if canImport(Glibc)
    import Glibc
#endif

/// Model code of the kind Apple's Food Truck sample keeps in its package: seeded random
/// generators passed as `using: &generator`, the C library's `drand48`, `self = …` in mutating
/// methods, subscripts with setters, the app's own option sets, `Self` in a protocol's extension,
/// tasks started by a model, Core Location's `CLLocation`, the sized integer types' bounds. Each
/// expected value is what Swift (or the C library) gives.
final class AppModelProbeTests: XCTestCase {
    typealias S = ScriptTestSupport

    /// A 64-bit linear congruential generator (Knuth's MMIX constants), written once for Swift
    /// here and once for the script below. (A script's integers are Int: these constants fit, and
    /// wrapping `&*` and `&+` give the same bits as on UInt64.)
    struct Mix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    static let scriptMix = """
        struct Mix: RandomNumberGenerator {
            var state: UInt64
            mutating func next() -> UInt64 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return state
            }
        }
        """

    /// The sized integers draw from a range as `Int` does (a Core Data preview's
    /// `item.rating = Int16.random(in: 1...5)`).
    func testSizedIntegersDrawFromARange() throws {
        let probe = try S.value("(0..<50).map { _ in Int(Int16.random(in: 1...5)) + Int(UInt8.random(in: 0..<2)) * 10 }")
        guard case .array(let got)? = probe else { return XCTFail("\(String(describing: probe))") }
        XCTAssertEqual(got.count, 50)
        for v in got {
            guard case .int(let n) = v else { return XCTFail("\(v)") }
            XCTAssertTrue((1...5).contains(n % 10) && n / 10 <= 1, "\(n)")
        }
    }

    /// `Int.random(in:using:)`, `Double.random(in:using:)`, `shuffled(using:)` and
    /// `randomElement(using:)` draw from the script's generator through the standard library's
    /// algorithms, and the generator moves on as an `inout` argument does.
    func testAScriptsGeneratorDrawsWhatSwiftDraws() throws {
        var g = Mix(state: 7)
        let expected: [Value] = [
            .int(Int.random(in: 1...5, using: &g)), .double(Double.random(in: 0.75...1.1, using: &g)),
            .array([1, 2, 3, 4, 5].shuffled(using: &g).map { .int($0) }), .int([10, 20, 30].randomElement(using: &g)!),
            .double(
                {
                    var date = Date(timeIntervalSince1970: 1_000)
                    date -= Double.random(in: 60..<180, using: &g)
                    return 1_000 - date.timeIntervalSince1970
                }()),
        ]
        let probe = try S.value(
            "draws()",
            Self.scriptMix + """

                func draws() -> [Any] {
                    var g = Mix(state: 7)
                    let a = Int.random(in: 1...5, using: &g)
                    let b = Double.random(in: 0.75...1.1, using: &g)
                    let c = [1, 2, 3, 4, 5].shuffled(using: &g)
                    let d = [10, 20, 30].randomElement(using: &g)!
                    var date = Date(timeIntervalSince1970: 1_000)
                    date -= .random(in: 60 ..< 180, using: &g)
                    return [a, b, c, d, 1_000 - date.timeIntervalSince1970]
                }
                """)
        guard case .array(let got)? = probe else { return XCTFail("\(String(describing: probe))") }
        XCTAssertEqual(got.count, expected.count)
        for (g, e) in zip(got, expected) {
            if case .double(let x) = g, case .double(let y) = e { XCTAssertEqual(x, y, accuracy: 1e-9) } else { XCTAssertEqual(g, e) }
        }
        // As an argument where an Int is expected (`prefix(.random(in: 1 ... 3, using: &g))`).
        var h = Mix(state: 3)
        let count = Int.random(in: 1...3, using: &h)
        XCTAssertEqual(
            try S.value("{ var g = Mix(state: 3); return [7, 8, 9].prefix(.random(in: 1 ... 3, using: &g)).count }()", Self.scriptMix),
            .int(count))
    }

    /// `srand48`/`drand48`/`lrand48` give the C library's sequence, and a generator built on them
    /// (`UInt64(drand48() * Double(UInt64.max))`, Apple's sample code) hands its values over whole.
    func testDrand48IsTheCLibrarysSequence() throws {
        #if canImport(Glibc)
            srand48(5)
            let d = (0..<3).map { _ in drand48() }
            let l = lrand48()
            XCTAssertEqual(
                try S.value("{ srand48(5); return [drand48(), drand48(), drand48(), Double(lrand48())] }()"),
                .array(d.map { .double($0) } + [.double(Double(l))]))
            srand48(9)
            struct Seeded: RandomNumberGenerator {
                func next() -> UInt64 { UInt64(drand48() * Double(UInt64.max)) }
            }
            var seeded = Seeded()
            let shuffled = Array(1...6).shuffled(using: &seeded)
            XCTAssertEqual(
                try S.value(
                    "{ srand48(9); var g = Seeded(); return Array(1...6).shuffled(using: &g) }()",
                    "struct Seeded: RandomNumberGenerator { func next() -> UInt64 { UInt64(drand48() * Double(UInt64.max)) } }"),
                .array(shuffled.map { .int($0) }))
        #endif
    }

    func testTheSizedIntegerTypesBoundsAndLargeConversions() throws {
        XCTAssertEqual(
            try S.value("[Int(UInt8.max), Int(Int8.min), Int(UInt16.max), Int(Int32.min)]"),
            .array([.int(255), .int(-128), .int(65_535), .int(-2_147_483_648)]))
        XCTAssertEqual(try S.value("Int64.max == Int.max"), .bool(true))
        XCTAssertEqual(try S.value("Double(UInt64.max)"), .double(Double(UInt64.max)))
        // Above Int.max: a UInt64 keeps its bits; a signed type says it does not fit (no trap).
        XCTAssertEqual(try S.value("UInt64(1e19)"), .int(Int(bitPattern: UInt(1e19))))
        XCTAssertTrue(S.error("struct ContentView: View { var body: some View { Text(\"\\(Int64(1e19))\") } }").contains("does not fit in Int64"))
    }

    /// `self = union(other)` in a mutating method, called on a variable and on `reduce(into:)`'s
    /// accumulator inside a nested closure; `reduce(into: .empty)` typed by the function's result.
    func testAMutatingMethodThatAssignsSelf() throws {
        let declarations = """
            struct Summary {
                var sales: [Int: Int]
                var total: Int
                static let empty = Summary(sales: [:], total: 0)
                func union(_ other: Summary) -> Summary {
                    var copy = self
                    for id in Set(copy.sales.keys).union(Set(other.sales.keys)) { copy.sales[id, default: 0] += other.sales[id, default: 0] }
                    copy.total += other.total
                    return copy
                }
                mutating func formUnion(_ other: Summary) { self = union(other) }
            }
            func combined(_ days: [Int: [Summary]]) -> Summary {
                days.values.reduce(into: .empty) { partial, summaries in
                    summaries.prefix(7).forEach { day in partial.formUnion(day) }
                }
            }
            """
        XCTAssertEqual(
            try S.value("{ var s = Summary.empty; s.formUnion(Summary(sales: [1: 2], total: 2)); return s.total }()", declarations), .int(2))
        XCTAssertEqual(
            try S.value("combined([1: [Summary(sales: [1: 2], total: 2)], 2: [Summary(sales: [1: 3, 2: 1], total: 4)]]).sales[1]", declarations),
            .int(5))
    }

    /// `profile[flavor] += other[flavor]` through a declared subscript's setter, on a struct (a
    /// copy is written back) and on a class (in place).
    func testADeclaredSubscriptWithASetter() throws {
        let declarations = """
            enum Flavor: CaseIterable { case salty, sweet }
            struct Profile {
                var salty = 0
                var sweet = 0
                subscript(flavor: Flavor) -> Int {
                    get { switch flavor { case .salty: return salty; case .sweet: return sweet } }
                    set(newValue) { switch flavor { case .salty: salty = newValue; case .sweet: sweet = newValue } }
                }
            }
            final class Box { var items = [0, 0]; subscript(i: Int) -> Int { get { items[i] } set { items[i] = newValue } } }
            """
        XCTAssertEqual(
            try S.value("{ var p = Profile(salty: 1); let q = p; for f in Flavor.allCases { p[f] += 2 }; return [p.salty, p.sweet, q.salty] }()", declarations),
            .array([.int(3), .int(2), .int(1)]))
        XCTAssertEqual(try S.value("{ let b = Box(); b[1] = 4; return b.items }()", declarations), .array([.int(0), .int(4)]))
    }

    func testAnAppsOwnOptionSet() throws {
        let declarations = """
            struct Layer: OptionSet {
                var rawValue: Int
                static let dough = Layer(rawValue: 1 << 1)
                static let glaze = Layer(rawValue: 1 << 2)
                static let topping = Layer(rawValue: 1 << 3)
                static let all: Layer = [dough, glaze, topping]
            }
            """
        XCTAssertEqual(try S.value("Layer.all.rawValue", declarations), .int(14))
        XCTAssertEqual(
            try S.value("{ let l: Layer = [.dough, .topping]; return [l.contains(.dough), l.contains(.glaze), l.isEmpty] }()", declarations),
            .array([.bool(true), .bool(false), .bool(false)]))
        XCTAssertEqual(
            try S.value(
                "{ var l: Layer = [.dough]; let r = l.insert(.glaze); l.remove(.dough); return [l.rawValue, r.inserted ? 1 : 0, l.union(.topping).rawValue] }()",
                declarations),
            .array([.int(4), .int(1), .int(12)]))
    }

    /// `Self` in a protocol's extension is the conforming type, and `Self.make()` finds a static
    /// function of the protocol's extension.
    func testSelfInAProtocolExtensionIsTheConformingType() throws {
        let declarations = """
            protocol Ingredient { var name: String { get }; static var prefix: String { get } }
            extension Ingredient {
                var id: String { "\\(Self.prefix)/\\(name)" }
                static func tag(_ s: String) -> String { prefix + ":" + s }
                var tagged: String { Self.tag(name) }
            }
            struct Dough: Ingredient { let name: String; static let prefix = "dough" }
            """
        XCTAssertEqual(
            try S.value("[Dough(name: \"plain\").id, Dough(name: \"plain\").tagged]", declarations), .array([.string("dough/plain"), .string("dough:plain")]))
    }

    /// A model whose initialiser starts a task that sleeps longer than a render waits: the task
    /// stops at that sleep and the initialiser goes on; `Order.ID.self` names Identifiable's ID;
    /// `.secondsToNanoseconds(…)` is the app's static of `UInt64`.
    func testAModelThatStartsATaskInItsInitialiser() throws {
        let texts = try S.texts(
            """
            extension UInt64 { static func secondsToNanoseconds(_ s: Double) -> UInt64 { UInt64(s * 1_000_000_000) } }
            struct Order: Identifiable { let id: Int }
            final class Model: ObservableObject {
                @Published var orders: [Order] = []
                var ready = false
                init() {
                    orders.append(Order(id: 1))
                    Task(priority: .background) {
                        for i in 2..<20 {
                            try? await Task.sleep(nanoseconds: .secondsToNanoseconds(1.5))
                            self.orders.append(Order(id: i))
                        }
                    }
                    ready = true
                }
            }
            struct ContentView: View {
                @StateObject var model = Model()
                var body: some View {
                    NavigationStack {
                        Text("\\(model.orders.count) \\(model.ready)")
                            .navigationDestination(for: Order.ID.self) { id in Text("\\(id)") }
                    }
                }
            }
            """)
        XCTAssertEqual(texts, ["2 true"])
    }

    /// `CLLocation(latitude:longitude:)`: its coordinate, and great-circle distances in metres.
    func testCLLocation() throws {
        XCTAssertEqual(try S.value("CLLocation(latitude: 37.8, longitude: -122.4).coordinate.latitude"), .double(37.8))
        // San Francisco to Los Angeles: 559 km on the mean sphere (Core Location's ellipsoid gives 559.1).
        guard
            case .double(let d)? = try S.value(
                "CLLocation(latitude: 37.7749, longitude: -122.4194).distance(from: CLLocation(latitude: 34.0522, longitude: -118.2437))")
        else { return XCTFail() }
        XCTAssertEqual(d / 1000, 559.1, accuracy: 1.5)
    }

    /// Two extensions each nesting an `Entry` (one per widget): a type nested in `extension B`
    /// finds `B.Entry`, and `static var placeholder: Self { .init(…) }` makes the type it is declared in.
    func testTypesNestedInExtensionsFindTheirSiblings() throws {
        let declarations = """
            struct A {}
            struct B {}
            extension A { struct Entry { let x: Int } }
            extension B { struct Entry { let y: String } }
            extension B.Entry { static var placeholder: Self { .init(y: "b") } }
            extension A.Entry { static var placeholder: Self { .init(x: 1) } }
            extension B { struct Provider { func make() -> Entry { Entry(y: "made") } } }
            """
        XCTAssertEqual(
            try S.value("[B.Entry.placeholder.y, String(A.Entry.placeholder.x), B.Provider().make().y]", declarations),
            .array([.string("b"), .string("1"), .string("made")]))
    }

    /// `.background(.indigo.gradient)`: a chain from a colour to a style is a style.
    func testABackgroundOfAColoursGradient() throws {
        let l = try S.layout("struct ContentView: View { var body: some View { Text(\"a\").background(.indigo.gradient) } }")
        XCTAssertNotNil(l.root.first { $0.kind == "Rectangle" })
    }

    func testRadixConversionsAndIsZero() throws {
        XCTAssertEqual(try S.value("[Int(\"ff\", radix: 16), Int(\"z\", radix: 10), Int(\"101\", radix: 2)]"), .array([.int(255), .null, .int(5)]))
        XCTAssertEqual(
            try S.value("[String(255, radix: 16), String(255, radix: 16, uppercase: true), String(5, radix: 2)]"),
            .array([.string("ff"), .string("FF"), .string("101")]))
        XCTAssertEqual(try S.value("[0.0.isZero, (1.5).isZero, 0.isZero]"), .array([.bool(true), .bool(false), .bool(true)]))
    }

    /// `Color("brand", bundle: nil)`, `Color(.init(white: 1, alpha: 0.15))` (a UIColor made in
    /// place), `UIColor(named:in:compatibleWith:)`.
    func testColourInitialisersApps() throws {
        let white = try S.scriptPixels("struct ContentView: View { var body: some View { Color(.init(white: 1, alpha: 0.5)).frame(width: 4, height: 4) } }")
        let compiled = try ImageRenderer(content: Color(UIColor(white: 1, alpha: 0.5)).frame(width: 4, height: 4)).rasterize().bitmap
        XCTAssertTrue(white == compiled)
        XCTAssertEqual(
            S.error(
                "struct ContentView: View { var body: some View { VStack { Color(\"brand\", bundle: nil); Color(UIColor(named: \"brand\", in: .main, compatibleWith: nil)!) } } }"
            ),
            "no error")
    }

    /// `.environment(\.horizontalSizeClass, .regular)` reaches the views below; unset, an iPhone's `.compact`.
    func testASizeClassSetInTheEnvironment() throws {
        let texts = try S.texts(
            """
            struct Probe: View {
                @Environment(\\.horizontalSizeClass) var size
                var body: some View { Text(size == .compact ? "compact" : "regular") }
            }
            struct ContentView: View {
                var body: some View { VStack { Probe(); Probe().environment(\\.horizontalSizeClass, .regular) } }
            }
            """)
        XCTAssertEqual(texts, ["compact", "regular"])
    }

    func testAnOptionalTypesNone() throws {
        XCTAssertEqual(
            try S.value("{ var step = Step?.none; let before = step == nil; step = .one; return [before, step == .one] }()", "enum Step { case one }"),
            .array([.bool(true), .bool(true)]))
    }

    func testContentUnavailableViewWithAnImageName() throws {
        let l = try S.layout("struct ContentView: View { var body: some View { ContentUnavailableView(\"No user\", image: \"xmark.circle\") } }")
        XCTAssertEqual(l.root.first { $0.kind == "Image" }?.label, "xmark.circle")
    }

    /// An implicit member whose type the evaluator cannot tell is an error in text, not its internal description.
    func testAnUntypedImplicitMemberInTextIsAnError() {
        let message = S.error("func show(_ x: Any) -> String { \"\\(x)\" }\nstruct ContentView: View { var body: some View { Text(show(.init(a: 1))) } }")
        XCTAssertTrue(message.contains("'.init' is a member of a type Easel could not tell here"), message)
    }

    /// `.padding(.init(top:leading:bottom:trailing:))`: EdgeInsets made in place, as Swift types the
    /// `.init` from `padding(_: EdgeInsets)`.
    func testPaddingWithInsetsMadeInPlace() throws {
        let l = try S.layout(
            "struct ContentView: View { var body: some View { Color.red.frame(width: 10, height: 10).padding(.init(top: 1, leading: 2, bottom: 3, trailing: 4)) } }"
        )
        XCTAssertEqual(l.canvas.width, 16)
        XCTAssertEqual(l.canvas.height, 14)
    }
}
