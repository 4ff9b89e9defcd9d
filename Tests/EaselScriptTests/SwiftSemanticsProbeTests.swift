import XCTest
@testable import EaselScript

/// Swift that probes of the language (written beside a compiled reference, which printed the
/// expected values) found wrong or missing: printing a type that describes itself, mutating
/// enum methods, `lazy` properties, type-casting and optional patterns, generic parameters read
/// as types, `@autoclosure`, prefix operators a type declares, key-path writes, and the standard
/// library's smaller corners (math functions, `Int(exactly:)`, string edits by index).
final class SwiftSemanticsProbeTests: XCTestCase {
    typealias S = ScriptTestSupport

    private let point = """
        struct Point: CustomStringConvertible { var x = 0, y = 0
            var description: String { "(\\(x),\\(y))" }
        }
        enum Planet: Int, CustomStringConvertible { case mercury = 1, venus
            var description: String { "P\\(rawValue)" }
        }
        struct Plain { var a = 1; var b = "s" }
        enum Token { case word(String, count: Int) }
        struct Both: CustomStringConvertible, CustomDebugStringConvertible {
            var description: String { "plain" }
            var debugDescription: String { "debug" }
        }
        """

    func testAConformingTypePrintsItsDescription() throws {
        XCTAssertEqual(try S.value(#""\(Point(x: 1, y: 2))""#, point), .string("(1,2)"))
        XCTAssertEqual(try S.value(#""\([Point(), Point(x: 3)])""#, point), .string("[(0,0), (3,0)]"))
        XCTAssertEqual(try S.value(#"String(describing: Planet.venus)"#, point), .string("P2"))
        XCTAssertEqual(try S.value(#""\(["k": Planet.mercury])""#, point), .string(#"["k": P1]"#))
        // Without the conformance, Swift prints the fields (and a case's labels).
        XCTAssertEqual(try S.value(#""\(Plain())""#, point), .string(#"Plain(a: 1, b: "s")"#))
        XCTAssertEqual(try S.value(#""\(Token.word("hi", count: 2))""#, point), .string(#"word("hi", count: 2)"#))
        // Collections and `String(reflecting:)` prefer `debugDescription`.
        XCTAssertEqual(try S.value(#""\(Both()) \([Both()]) \(String(reflecting: Both()))""#, point), .string("plain [debug] debug"))
        XCTAssertEqual(try S.value(#"String(format: "%@!", String(describing: Point(x: 5)))"#, point), .string("(5,0)!"))
        // A string inside a collection is quoted with its quotes, backslashes and control characters escaped.
        XCTAssertEqual(try S.value(##""\(["a\"b", "c\\d", "e\nf", "g'h"])""##), .string(#"["a\"b", "c\\d", "e\nf", "g\'h"]"#))
    }

    /// `.description` of a collection prints as `"\(x)"` does: a dictionary's sorted pairs keep
    /// their `key:` and `value:` labels, and strings inside are quoted.
    func testACollectionsDescriptionPrintsItsElementsAsInterpolationDoes() throws {
        let d = #"let d = ["b": 2, "a": 1]"#
        XCTAssertEqual(
            try ScriptTestSupport.value(#"d.sorted { $0.key < $1.key }.description"#, d), .string(#"[(key: "a", value: 1), (key: "b", value: 2)]"#))
        XCTAssertEqual(try ScriptTestSupport.value(#"["x": 1].description"#), .string(#"["x": 1]"#))
        XCTAssertEqual(try ScriptTestSupport.value(#"[(key: 1, value: "v")].description"#), .string(#"[(key: 1, value: "v")]"#))
    }

    /// Swift 6's `count(where:)` on arrays, strings and ranges; a stroke style's parts.
    func testCountWhereAndAStrokeStylesParts() throws {
        XCTAssertEqual(try ScriptTestSupport.value("[1, 2, 3, 4].count(where: { $0 % 2 == 0 })"), .int(2))
        XCTAssertEqual(try ScriptTestSupport.value(#""a-b-c".count { $0 == "-" }"#), .int(2))
        XCTAssertEqual(try ScriptTestSupport.value("(0..<10).count(where: { $0 > 6 })"), .int(3))
        XCTAssertEqual(
            try ScriptTestSupport.value("StrokeStyle(lineWidth: 6, dash: [2, 3]).lineWidth + StrokeStyle(lineWidth: 6, dash: [2, 3]).dash[1]"), .double(9))
    }

    /// An implicit member in one branch of `?:` takes the type the other branch makes.
    func testATernarysImplicitMemberTakesTheOtherBranchsType() throws {
        let source = """
            struct ContentView: View {
                var vertical = false
                var body: some View {
                    let layout = vertical ? AnyLayout(VStackLayout()) : .init(HStackLayout(spacing: 0))
                    layout { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
                }
            }
            """
        let l = try ScriptTestSupport.layout(source)
        XCTAssertEqual(l.root.all { $0.kind == "Color" }.map(\.frame.x), [0, 10])
    }

    func testAMutatingEnumMethodAssignsSelf() throws {
        let source = """
            enum Direction: CaseIterable { case north, east, south, west
                mutating func turn() { self = Direction.allCases[(Direction.allCases.firstIndex(of: self)! + 1) % 4] }
                mutating func turnTwice() { turn(); self.turn() }
            }
            func turned() -> [Direction] {
                var d = Direction.west
                d.turn()
                var e = Direction.north
                e.turnTwice()
                return [d, e]
            }
            let probe = turned()
            """
        XCTAssertEqual(
            try S.global("probe", in: source),
            .array([.enumCase(type: "Direction", name: "north", payload: []), .enumCase(type: "Direction", name: "south", payload: [])]))
    }

    func testALazyPropertyIsMadeAtItsFirstRead() throws {
        let source = """
            struct Account {
                var balance = 0
                lazy var summary: String = "balance \\(balance)"
            }
            func read() -> String {
                var a = Account()
                a.balance = 7
                let first = a.summary
                a.balance = 9
                return first + ", " + a.summary
            }
            let probe = read()
            """
        XCTAssertEqual(try S.global("probe", in: source), .string("balance 7, balance 7"))
    }

    func testTypeCastingAndOptionalPatterns() throws {
        let source = """
            let values: [Any] = [1, "s", 2.5, true, [1, 2]]
            let kinds = values.map { v -> String in
                switch v {
                case let i as Int: return "i\\(i)"
                case let s as String: return "s\\(s)"
                case is Double: return "d"
                case let a as [Int]: return "a\\(a.count)"
                default: return "?"
                }
            }
            let optionals: [Int?] = [1, nil, 3]
            func somes() -> [Int] {
                var out: [Int] = []
                for case let x? in optionals { out.append(x) }
                if case let y? = optionals[2] { out.append(y * 10) }
                return out
            }
            let present = somes()
            """
        XCTAssertEqual(
            try S.global("kinds", in: source), .array([.string("i1"), .string("ss"), .string("d"), .string("?"), .string("a2")]))
        XCTAssertEqual(try S.global("present", in: source), .array([.int(1), .int(3), .int(30)]))
    }

    func testACatchClauseBindsACaseValue() throws {
        let source = """
            enum Failure: Error { case bad(String), worse }
            func risky(_ n: Int) throws -> Int {
                if n < 0 { throw Failure.bad("negative \\(n)") }
                if n == 0 { throw Failure.worse }
                return n
            }
            func attempt(_ n: Int) -> String {
                do { return "ok \\(try risky(n))" } catch Failure.bad(let why) { return why } catch { return "other" }
            }
            let probe = [attempt(-3), attempt(0), attempt(2)]
            """
        XCTAssertEqual(try S.global("probe", in: source), .array([.string("negative -3"), .string("other"), .string("ok 2")]))
    }

    func testAGenericParameterNamesTheArgumentsType() throws {
        let source = """
            protocol Animal { static var kind: String { get }; func sound() -> String }
            struct Dog: Animal { static let kind = "dog"; func sound() -> String { "woof" } }
            struct Cat: Animal { static var kind: String { "cat" }; func sound() -> String { "meow" } }
            func describe<A: Animal>(_ a: A) -> String { "\\(A.kind) says \\(a.sound())" }
            func first<T: Animal>(of all: [T]) -> String { T.kind }
            let probe = [describe(Dog()), describe(Cat()), first(of: [Cat()])]
            """
        XCTAssertEqual(try S.global("probe", in: source), .array([.string("dog says woof"), .string("cat says meow"), .string("cat")]))
    }

    func testAnAutoclosureIsCalled() throws {
        let source = """
            func check(_ cond: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "") -> String {
                cond() ? "yes" : "no " + message()
            }
            let probe = [check(1 < 2), check(2 < 1, "because")]
            """
        XCTAssertEqual(try S.global("probe", in: source), .array([.string("yes"), .string("no because")]))
    }

    func testAPrefixOperatorATypeDeclares() throws {
        let source = """
            struct V2: Equatable { var x, y: Double
                static prefix func - (a: V2) -> V2 { V2(x: -a.x, y: -a.y) }
                static func - (a: V2, b: V2) -> V2 { V2(x: a.x - b.x, y: a.y - b.y) }
            }
            let a = V2(x: 1, y: 2)
            let probe = [(-a).y, (a - V2(x: 1, y: 1)).y, Double(~5)]
            """
        XCTAssertEqual(try S.global("probe", in: source), .array([.double(-2), .double(1), .double(-6)]))
    }

    func testAKeyPathSubscriptWrites() throws {
        let source = """
            struct Inner { var n = 1 }
            struct KP { var a = 1; var inner = Inner() }
            func write() -> [Int] {
                var kp = KP()
                let path = \\KP.a
                kp[keyPath: path] = 5
                kp[keyPath: \\KP.inner.n] = 8
                let copy = kp
                kp[keyPath: \\.a] = 6
                return [copy.a, kp.a, kp.inner.n]
            }
            let probe = write()
            """
        XCTAssertEqual(try S.global("probe", in: source), .array([.int(5), .int(6), .int(8)]))
    }

    func testStandardLibraryCorners() throws {
        XCTAssertEqual(try S.value("hypot(3.0, 4.0)"), .double(5))
        XCTAssertEqual(try S.value("log10(1000.0)"), .double(3))
        XCTAssertEqual(try S.value("log2(8.0) + exp(0.0) + cbrt(27.0)"), .double(7))
        XCTAssertEqual(try S.value("Int(exactly: 2.0)"), .int(2))
        XCTAssertEqual(try S.value("Int(exactly: 2.5)"), .null)
        XCTAssertEqual(try S.value("(-4).signum()"), .int(-1))
        XCTAssertEqual(try S.value("[[1, 2], [3]].joined().map { $0 * 2 }"), .array([.int(2), .int(4), .int(6)]))
        XCTAssertEqual(try S.value(#"[["a"], ["b", "c"]].joined().joined(separator: "-")"#), .string("a-b-c"))
        XCTAssertEqual(try S.value("Array((1...9).lazy.map { $0 * 2 }.filter { $0 % 3 == 0 })"), .array([.int(6), .int(12), .int(18)]))
        XCTAssertEqual(try S.value(#""mixed case".localizedCapitalized"#), .string("Mixed Case"))
        let strings = """
            let s = "Hello, World"
            let i = s.index(s.startIndex, offsetBy: 4)
            func edited() -> String {
                var m = "abc"
                m.insert("Z", at: m.startIndex)
                let first = m.removeFirst()
                m.removeLast()
                return first + m + String(s[s.startIndex..<i]) + s[i]
            }
            let probe = edited()
            """
        XCTAssertEqual(try S.global("probe", in: strings), .string("ZabHello"))
        XCTAssertEqual(try S.value(#"AttributedString("abc").characters.count"#), .int(3))
        XCTAssertEqual(try S.value("[5, 6, 7].index(after: 1)"), .int(2))
        XCTAssertEqual(
            try S.global("probe", in: "func f() -> [Int] { var a = [1]; a.reserveCapacity(8); a.append(2); return a }\nlet probe = f()"),
            .array([.int(1), .int(2)]))
        XCTAssertEqual(try S.value("[5, 6, 7].index(0, offsetBy: 2)"), .int(2))
    }

    func testADictionaryLiteralsKeysTakeTheKeyType() throws {
        let source = """
            enum Suit: String, Comparable { case clubs, diamonds, spades
                static func < (a: Suit, b: Suit) -> Bool { a.rawValue < b.rawValue }
            }
            let counts: [Suit: Int] = [.spades: 4, .clubs: 1]
            let probe = [counts[.spades]!, counts.keys.sorted().count, counts[Suit.clubs]!]
            let names = counts.keys.sorted().map(\\.rawValue)
            """
        XCTAssertEqual(try S.global("probe", in: source), .array([.int(4), .int(2), .int(1)]))
        XCTAssertEqual(try S.global("names", in: source), .array([.string("clubs"), .string("spades")]))
    }

    func testAFailableInitialiserGivesNil() throws {
        let source = """
            struct Temperature {
                let kelvin: Double
                init?(celsius: Double) {
                    guard celsius >= -273.15 else { return nil }
                    kelvin = celsius + 273.15
                }
            }
            class Shape {
                let sides: Int
                init?(sides: Int) { if sides < 3 { return nil }; self.sides = sides }
                convenience init?(name: String) { self.init(sides: name == "triangle" ? 3 : 0) }
            }
            extension Color {
                init?(hex: String) {
                    guard hex.count == 6, let v = Int(hex, radix: 16) else { return nil }
                    self.init(red: Double(v >> 16) / 255, green: Double(v >> 8 & 0xFF) / 255, blue: Double(v & 0xFF) / 255)
                }
            }
            let probe = [
                Temperature(celsius: -300) == nil, Temperature(celsius: 0)?.kelvin == 273.15,
                Shape(sides: 2) == nil, Shape(name: "line") == nil, Shape(name: "triangle")?.sides == 3,
                Color(hex: "zz") == nil, Color(hex: "FF0000") != nil,
            ]
            """
        XCTAssertEqual(try S.global("probe", in: source), .array(Array(repeating: .bool(true), count: 7)))
    }

    func testFallthroughRunsTheNextCase() throws {
        let source = """
            func steps(_ n: Int) -> [String] {
                var out: [String] = []
                switch n {
                case 2: out.append("two"); fallthrough
                case 3: out.append("three"); fallthrough
                case 4: out.append("four")
                default: out.append("other")
                }
                return out
            }
            let probe = [steps(2).joined(separator: ","), steps(4).joined(separator: ","), steps(9).joined(separator: ",")]
            """
        XCTAssertEqual(try S.global("probe", in: source), .array([.string("two,three,four"), .string("four"), .string("other")]))
    }

    func testCallAsFunctionAndDynamicMemberLookup() throws {
        let source = """
            struct Multiplier { let k: Int; func callAsFunction(_ x: Int) -> Int { x * k } }
            @dynamicMemberLookup struct Bag {
                var data: [String: Int]
                subscript(dynamicMember key: String) -> Int { data[key, default: 0] }
            }
            let triple = Multiplier(k: 3)
            let bag = Bag(data: ["apples": 3])
            let probe = [triple(4), [1, 2].map { triple($0) }.reduce(0, +), bag.apples, bag.pears, bag.data.count]
            """
        XCTAssertEqual(try S.global("probe", in: source), .array([.int(12), .int(9), .int(3), .int(0), .int(1)]))
    }

    func testAnEnumsOwnInitialisers() throws {
        let source = """
            enum Level: String {
                case low, high
                init?(code: String) { switch code { case "L": self = .low; case "H": self = .high; default: return nil } }
                init(loose s: String) { self = Level(rawValue: s.lowercased()) ?? .low }
                init(_ n: Int) { self.init(rawValue: n > 5 ? "high" : "low")! }
            }
            let probe = [
                Level(code: "H") == .high, Level(code: "x") == nil, Level(loose: "HIGH") == .high, Level(9) == .high,
                Level(rawValue: "low") == .low,
            ]
            """
        XCTAssertEqual(try S.global("probe", in: source), .array(Array(repeating: .bool(true), count: 5)))
    }

    func testAssignmentsThroughOptionalChainsAndSwap() throws {
        let source = """
            struct Item { var title: String; var tags: [String] = [] }
            func edited() -> [String] {
                var byId: [Int: Item] = [1: Item(title: "p")]
                byId[1]?.title = "q"
                byId[2]?.title = "nothing"
                byId[1]?.tags.append("t")
                var maybe: Item? = Item(title: "m")
                maybe?.title += "!"
                maybe!.tags = ["k"]
                var none: Item? = nil
                none?.title = "x"
                var a = 1, b = 2
                swap(&a, &b)
                return [byId[1]!.title, "\\(byId[1]!.tags)", "\\(byId.count)", maybe!.title, "\\(maybe!.tags)", "\\(none == nil)", "\\(a)\\(b)"]
            }
            let probe = edited()
            """
        XCTAssertEqual(
            try S.global("probe", in: source),
            .array([.string("q"), .string(#"["t"]"#), .string("1"), .string("m!"), .string(#"["k"]"#), .string("true"), .string("21")]))
    }

    func testIteratorsAdvanceWithNext() throws {
        let source = """
            func run() -> String {
                var it = [10, 20, 30].makeIterator()
                var out: [Int] = []
                while let x = it.next() { out.append(x) }
                var s = "ab".makeIterator()
                let a = s.next()!
                var r = (1...3).makeIterator()
                _ = r.next()
                return "\\(out) \\(a) \\(r.next()!) \\(s.next()!) \\(s.next() == nil)"
            }
            let probe = run()
            """
        XCTAssertEqual(try S.global("probe", in: source), .string("[10, 20, 30] a 2 b true"))
    }

    func testResultsGetMapAndCatch() throws {
        let source = """
            enum NetErr: Error { case offline }
            func divide(_ a: Int, by b: Int) -> Result<Int, NetErr> { b == 0 ? .failure(.offline) : .success(a / b) }
            func run() -> [String] {
                var out: [String] = []
                out.append("get \\((try? divide(9, by: 3).get()) ?? -1)")
                out.append("map \\((try? divide(9, by: 3).map { $0 * 2 }.get()) ?? -1)")
                out.append("failed \\((try? divide(1, by: 0).get()) == nil)")
                let flat = divide(8, by: 2).flatMap { divide($0, by: 0) }
                if case .failure = flat { out.append("flat failure") }
                let caught = Result<Int, Error> { try JSONDecoder().decode(Int.self, from: Data("5".utf8)) }
                out.append("catching \\((try? caught.get()) ?? -1)")
                let bad = Result<Int, Error> { try JSONDecoder().decode(Int.self, from: Data("x".utf8)) }
                if case .failure = bad { out.append("caught failure") }
                return out
            }
            let probe = run()
            """
        XCTAssertEqual(
            try S.global("probe", in: source),
            .array(["get 3", "map 6", "failed true", "flat failure", "catching 5", "caught failure"].map { .string($0) }))
    }
}
