import XCTest

@testable import EaselScript

/// Operators a script defines, those Swift derives from them, and the orderings `sorted`, `min`
/// and `max` take from them.
final class OperatorScriptTests: XCTestCase {
    func globals(_ source: String) throws -> Scope { try Script(source: source, fileName: "t.swift").evaluator.globals }

    func testAComparableTypesLessThanOrdersAndDerivesTheOtherComparisons() throws {
        let g = try globals(
            """
            struct Point: Comparable {
                let id: Int
                let value: Double
                static func < (lhs: Point, rhs: Point) -> Bool { lhs.value < rhs.value }
                static func == (lhs: Point, rhs: Point) -> Bool { lhs.value == rhs.value }
            }
            let points = [Point(id: 1, value: 3), Point(id: 2, value: 5), Point(id: 3, value: 5), Point(id: 4, value: 1)]
            let sortedIDs = points.sorted().map(\\.id)
            let descendingIDs = points.sorted(by: >).map(\\.id)
            let maxID = points.max()!.id
            let minID = points.min()!.id
            let maxByID = points.max { $0.value < $1.value }!.id
            let minByID = points.min(by: { $0.value < $1.value })!.id
            let greater = points[1] > points[0]
            let atMost = points[1] <= points[2]
            let atLeast = points[0] >= points[1]
            let equal = points[1] == points[2]
            let unequal = points[1] != points[2]
            let inPlaceIDs: [Int] = {
                var sortedInPlace = points
                sortedInPlace.sort { $0.id > $1.id }
                return sortedInPlace.map(\\.id)
            }()
            let emptyMax = [Point]().max()
            let reversedIDs: [Int] = {
                var all = points.map(\\.id)
                all.reverse()
                return all
            }()
            let shuffledIDs: [Int] = {
                var all = points.map(\\.id)
                all.shuffle()
                all.reverse()
                return all.sorted()
            }()
            """)
        XCTAssertEqual(g.lookup("sortedIDs"), .array([.int(4), .int(1), .int(2), .int(3)]))
        XCTAssertEqual(g.lookup("descendingIDs"), .array([.int(2), .int(3), .int(1), .int(4)]))
        // A sequence's max and min keep the first of equal extremes, as Swift's do.
        XCTAssertEqual(g.lookup("maxID"), .int(2))
        XCTAssertEqual(g.lookup("minID"), .int(4))
        XCTAssertEqual(g.lookup("maxByID"), .int(2))
        XCTAssertEqual(g.lookup("minByID"), .int(4))
        XCTAssertEqual(g.lookup("greater"), .bool(true))
        XCTAssertEqual(g.lookup("atMost"), .bool(true))
        XCTAssertEqual(g.lookup("atLeast"), .bool(false))
        XCTAssertEqual(g.lookup("equal"), .bool(true))  // the type's own ==, not field by field
        XCTAssertEqual(g.lookup("unequal"), .bool(false))
        XCTAssertEqual(g.lookup("inPlaceIDs"), .array([.int(4), .int(3), .int(2), .int(1)]))
        XCTAssertEqual(g.lookup("emptyMax"), .null)
        XCTAssertEqual(g.lookup("reversedIDs"), .array([.int(4), .int(3), .int(2), .int(1)]))
        XCTAssertEqual(g.lookup("shuffledIDs"), .array([.int(1), .int(2), .int(3), .int(4)]))
    }

    func testAComparableEnumIsOrderedByItsCases() throws {
        let g = try globals(
            """
            enum Size: Comparable { case small, medium, large }
            let less = Size.small < .large
            let notLess = Size.large <= .medium
            let ordered = [Size.large, .small, .medium].sorted() == [.small, .medium, .large]
            let biggest = [Size.medium, .large, .small].max() == .large
            """)
        XCTAssertEqual(g.lookup("less"), .bool(true))
        XCTAssertEqual(g.lookup("notLess"), .bool(false))
        XCTAssertEqual(g.lookup("ordered"), .bool(true))
        XCTAssertEqual(g.lookup("biggest"), .bool(true))
    }

    func testOperatorsAddedToSwiftUITypesAndGlobalMinMax() throws {
        let g = try globals(
            """
            extension CGPoint {
                static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
            }
            let p = CGPoint(x: 1, y: 2) + CGPoint(x: 10, y: 20)
            let x = p.x
            let maxInts = max(1, 3, 2)
            let minMixed = min(4.5, 2)
            let names = [3, 1, 2].map(String.init)
            """)
        XCTAssertEqual(g.lookup("x"), .double(11))
        XCTAssertEqual(g.lookup("maxInts"), .int(3))
        XCTAssertEqual(g.lookup("minMixed"), .double(2))
        XCTAssertEqual(g.lookup("names"), .array([.string("3"), .string("1"), .string("2")]))
    }

    /// An implicit member compared with, or looked for among, a struct's values is the struct's
    /// static member (Apple's Backyard Birds: `allSpecies.first { $0.info == .hummingbird }` with
    /// `static let hummingbird = Self(rawValue: "Bird 6")`).
    func testAnImplicitMemberBesideAStructValueIsItsStatic() throws {
        let g = try globals(
            """
            struct Info: RawRepresentable, Hashable {
                var rawValue: String
                init(rawValue: String) { self.rawValue = rawValue }
                static let swallow = Self(rawValue: "Bird 1")
                static let hummingbird = Self(rawValue: "Bird 6")
                static func named(_ n: Int) -> Info { Info(rawValue: "Bird \\(n)") }
            }
            struct Species { var id: String; var info: Info { Info(rawValue: id) } }
            let species = [Species(id: "Bird 1"), Species(id: "Bird 6")]
            let found = species.first { $0.info == .hummingbird }!.id
            let equal = Info(rawValue: "Bird 6") == .hummingbird
            let different = Info.swallow != .hummingbird
            let called = Info(rawValue: "Bird 3") == .named(3)
            let index = [Info.swallow, .hummingbird].firstIndex(of: .hummingbird)!
            let contained = species.map(\\.info).contains(.swallow)
            """)
        XCTAssertEqual(g.lookup("found"), .string("Bird 6"))
        XCTAssertEqual(g.lookup("equal"), .bool(true))
        XCTAssertEqual(g.lookup("different"), .bool(true))
        XCTAssertEqual(g.lookup("called"), .bool(true))
        XCTAssertEqual(g.lookup("index"), .int(1))
        XCTAssertEqual(g.lookup("contained"), .bool(true))
        // An enum's static property, beside one of its cases.
        let e = try globals(
            """
            enum Size { case small, large; static let standard = Size.large }
            let isStandard = Size.large == .standard
            """)
        XCTAssertEqual(e.lookup("isStandard"), .bool(true))
    }

    /// A local function can be called above its declaration in its block, and sees the constants
    /// declared before the call (Swift allows it; Apple's Backyard Birds generates its data so).
    func testALocalFunctionIsVisibleInItsWholeBlock() throws {
        let g = try globals(
            """
            func generate() -> [Int] {
                var made: [Int] = []
                let base = 10
                for i in 0..<3 { add(i) }
                func add(_ i: Int) { made.append(base + i) }
                return made
            }
            let numbers = generate()
            """)
        XCTAssertEqual(g.lookup("numbers"), .array([.int(10), .int(11), .int(12)]))
    }

    func testFileScopeOperatorFunctionsTakeTheirOperandsAndTypeAnImplicitMemberOperand() throws {
        let g = try globals(
            """
            enum Translation: String { case history = "History", tap = "Tap the flag" }
            prefix operator ~
            prefix func ~ (translation: Translation) -> String { translation.rawValue.uppercased() }
            struct Vector { var x: Double; var y: Double }
            func + (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
            func * (lhs: Vector, rhs: Double) -> Vector { Vector(x: lhs.x * rhs, y: lhs.y * rhs) }
            func label(_ t: Translation) -> String { ~t }
            let implicit = label(.tap)
            let explicit = ~Translation.history
            let member = ~.history
            let sum = Vector(x: 1, y: 2) + Vector(x: 10, y: 20)
            let scaled = (Vector(x: 1, y: 2) * 3).y
            let numbers = 2 + 3 * 4
            let complement = ~5
            final class Inspection<V> { var callbacks = [UInt: (V) -> Void]() }
            let emptyCallbacks = Inspection<Int>().callbacks.count
            """)
        XCTAssertEqual(g.lookup("implicit"), .string("TAP THE FLAG"))
        XCTAssertEqual(g.lookup("explicit"), .string("HISTORY"))
        XCTAssertEqual(g.lookup("member"), .string("HISTORY"))
        guard case .instance(let sum)? = g.lookup("sum") else { return XCTFail("sum is not a Vector") }
        XCTAssertEqual(sum.fields["x"], .double(11))
        XCTAssertEqual(sum.fields["y"], .double(22))
        XCTAssertEqual(g.lookup("scaled"), .double(6))
        // Swift's own operators keep their meaning beside the file's.
        XCTAssertEqual(g.lookup("numbers"), .int(14))
        XCTAssertEqual(g.lookup("complement"), .int(-6))
        XCTAssertEqual(g.lookup("emptyCallbacks"), .int(0))
    }

    func testATypeNestedInAnExtensionOfASwiftUITypeTypesAnImplicitMemberArgument() throws {
        let g = try globals(
            """
            extension Image {
                enum Symbol: String { case person = "person.fill", star }
            }
            func name(_ s: Image.Symbol) -> String { s.rawValue }
            let person = name(.person)
            let star = name(.star)
            """)
        XCTAssertEqual(g.lookup("person"), .string("person.fill"))
        XCTAssertEqual(g.lookup("star"), .string("star"))
    }
}
