import XCTest
import Easel
import EaselRaster
@testable import EaselScript

/// Swift that probes written like ordinary app code found missing or wrong: strings as
/// collections of characters, `reduce(into:)`, class inheritance, subscripts, shared type
/// annotations, integers assigned to floating locals and extension methods beside standard ones.
/// Each expected value is what Swift gives.
final class LanguageProbeTests: XCTestCase {
    typealias S = ScriptTestSupport

    func testAStringIsACollectionOfCharacters() throws {
        XCTAssertEqual(try S.value(#""a-b-c".filter { $0 != "-" }"#), .string("abc"))
        XCTAssertEqual(try S.value(#""ab".map { String($0).uppercased() }"#), .array([.string("A"), .string("B")]))
        XCTAssertEqual(try S.value(#""swift-ui".firstIndex(of: "-")"#), .int(5))
        XCTAssertEqual(try S.value(#""a1b2".lastIndex { $0.isNumber }"#), .int(3))
        XCTAssertEqual(try S.value(#""hello".contains { $0 == "l" }"#), .bool(true))
        XCTAssertEqual(try S.value(#""hello".contains("ell")"#), .bool(true))
        XCTAssertEqual(try S.value(#""b a c".split(separator: " ").sorted().joined()"#), .string("abc"))
        XCTAssertEqual(try S.value(#""a, b, c".split(separator: ", ").count"#), .int(3))
        XCTAssertEqual(try S.value(#""l1\nl2".split(whereSeparator: \.isNewline).count"#), .int(2))
        XCTAssertEqual(try S.value(#""a,,b".split(separator: ",", omittingEmptySubsequences: false).count"#), .int(3))
        XCTAssertEqual(try S.value(#""a,b,c".split(separator: ",", maxSplits: 1).last"#), .string("b,c"))
        XCTAssertEqual(try S.value(#""7".padding(toLength: 3, withPad: "0", startingAt: 0)"#), .string("700"))
        XCTAssertEqual(try S.value(#""é!".unicodeScalars.count"#), .int(2))
        XCTAssertEqual(try S.value(#""abc".indices.count"#), .int(3))
        XCTAssertEqual(try S.value(#""a".compare("b") == .orderedAscending"#), .bool(true))
        XCTAssertEqual(try S.value(#""File10".compare("file9", options: [.caseInsensitive, .numeric]) == .orderedDescending"#), .bool(true))
    }

    func testCharacterProperties() throws {
        XCTAssertEqual(try S.value(#"Character("A").asciiValue"#), .int(65))
        XCTAssertEqual(try S.value(#"Character("7").wholeNumberValue"#), .int(7))
        XCTAssertEqual(try S.value(#""x".first!.isLetter"#), .bool(true))
        XCTAssertEqual(try S.value(#""Q".first?.isUppercase"#), .bool(true))
        XCTAssertEqual(try S.value(#""é".first?.asciiValue"#), .null)
    }

    func testReduceIntoChangesItsAccumulatorInPlace() throws {
        XCTAssertEqual(
            try S.value(#"["a", "b", "a"].reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }["a"]"#), .int(2))
        XCTAssertEqual(try S.value("[1, 2, 3].reduce(into: [Int]()) { result, x in result.append(x * 2) }"), .array([.int(2), .int(4), .int(6)]))
        XCTAssertEqual(try S.value("[1, 2, 3].reduce(0, +)"), .int(6))
    }

    func testATupleSpreadsOverDollarZeroAndDollarOne() throws {
        XCTAssertEqual(
            try S.value(#"zip(["a", "b"], 1...).map { "\($1).\($0)" }"#), .array([.string("1.a"), .string("2.b")]))
        XCTAssertEqual(try S.value("[(1, 2), (3, 4)].map { $0 + $1 }"), .array([.int(3), .int(7)]))
        XCTAssertEqual(try S.value("[(1, 2)].map { $0.0 }"), .array([.int(1)]))
    }

    func testSubclassesInheritMembersAndInitialisers() throws {
        let classes = """
            class Animal {
                var name: String
                var legs = 4
                init(name: String) { self.name = name }
                func sound() -> String { "..." }
                func describe() -> String { "\\(name) says \\(sound())" }
            }
            class Bird: Animal {
                let flies: Bool
                init(name: String, flies: Bool) { self.flies = flies; super.init(name: name); legs = 2 }
                override func sound() -> String { "tweet" }
            }
            final class Dog: Animal { override func sound() -> String { "woof" } }
            class Puppy: Dog { override func sound() -> String { "small " + super.sound() } }
            """
        XCTAssertEqual(try S.value(#"Dog(name: "Rex").describe()"#, classes), .string("Rex says woof"))
        XCTAssertEqual(try S.value(#"Bird(name: "Tweety", flies: true).legs"#, classes), .int(2))
        XCTAssertEqual(try S.value(#"Bird(name: "Tweety", flies: true).describe()"#, classes), .string("Tweety says tweet"))
        XCTAssertEqual(try S.value(#"Puppy(name: "Bo").describe()"#, classes), .string("Bo says small woof"))
        XCTAssertEqual(try S.value(#"(Puppy(name: "Bo") as Animal) is Dog"#, classes), .bool(true))
    }

    func testSuperRunsEachLevelOnce() throws {
        let classes = """
            class Base { var log: [String] = []; init() { log.append("base") }; func who() -> String { "B" } }
            class Middle: Base { override init() { super.init(); log.append("middle") }; override func who() -> String { "M" + super.who() } }
            class Leaf: Middle {}
            class Leaf2: Leaf { override func who() -> String { "L" + super.who() } }
            """
        XCTAssertEqual(try S.value("Leaf().log", classes), .array([.string("base"), .string("middle")]))
        XCTAssertEqual(try S.value("Leaf().who()", classes), .string("MB"))
        XCTAssertEqual(try S.value("Leaf2().who()", classes), .string("LMB"))
    }

    func testDeclaredSubscripts() throws {
        let declarations = """
            struct Grid { var cells = [1, 2, 3, 4]; subscript(row: Int, column: Int) -> Int { cells[row * 2 + column] } }
            extension Array { subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil } }
            struct Pair { var a = 1, b = 2; subscript(i: Int) -> Int { get { i == 0 ? a : b } } }
            """
        XCTAssertEqual(try S.value("Grid()[1, 0]", declarations), .int(3))
        XCTAssertEqual(try S.value("[5, 6][safe: 1]", declarations), .int(6))
        XCTAssertEqual(try S.value("[5, 6][safe: 9]", declarations), .null)
        XCTAssertEqual(try S.value("[5, 6][0]", declarations), .int(5))
        XCTAssertEqual(try S.value("Pair()[1]", declarations), .int(2))
    }

    func testNamesDeclaredTogetherShareTheTypeAfterThem() throws {
        XCTAssertEqual(try S.value("String(describing: V(x: 3, y: 4).x)", "struct V { var x, y: Double }"), .string("3.0"))
        let texts = try S.texts(
            """
            struct ContentView: View {
                var body: some View {
                    var w, h: Double
                    w = 3
                    h = w / 2
                    return Text(String(describing: w) + " " + String(describing: h))
                }
            }
            """)
        XCTAssertEqual(texts, ["3.0 1.5"])
    }

    func testAnIntegerAssignedToAFloatingLocalIsFloating() throws {
        let texts = try S.texts(
            """
            struct ContentView: View {
                var body: some View {
                    var progress: Double = 0
                    progress = 1
                    var size: CGFloat
                    size = 3
                    return Text(String(describing: progress / 4) + " " + String(describing: size / 2))
                }
            }
            """)
        XCTAssertEqual(texts, ["0.25 1.5"])
    }

    func testLabelledLoops() throws {
        let found = """
            func firstProduct(_ target: Int) -> String {
                var found = ""
                outer: for i in 1...5 {
                    var j = 0
                    inner: while j < 5 {
                        j += 1
                        if i * j > target { continue outer }
                        if i * j == target { found = "\\(i)x\\(j)"; break outer }
                        if j == 4 { break inner }
                    }
                }
                return found
            }
            """
        XCTAssertEqual(try S.value("firstProduct(12)", found), .string("3x4"))
        XCTAssertEqual(try S.value("firstProduct(25)", found), .string(""))
    }

    func testMutatingCollectionMethods() throws {
        XCTAssertEqual(try S.value("{ var a = [1, 2, 3]; let p = a.popLast(); return [p!, a.count] }()"), .array([.int(3), .int(2)]))
        XCTAssertEqual(try S.value("{ var a = [1, 2, 3, 4]; a.removeAll { $0 % 2 == 0 }; return a }()"), .array([.int(1), .int(3)]))
        XCTAssertEqual(try S.value("{ var a = [1, 2, 3, 4]; a.removeFirst(2); return a }()"), .array([.int(3), .int(4)]))
        XCTAssertEqual(try S.value("{ var a = [1, 2, 3]; a.swapAt(0, 2); return a }()"), .array([.int(3), .int(2), .int(1)]))
        XCTAssertEqual(try S.value(#"{ var d = ["a": 1, "b": 2]; let r = d.removeValue(forKey: "a"); return [r!, d.count] }()"#), .array([.int(1), .int(1)]))
        XCTAssertEqual(try S.value(#"{ var d = ["a": 1]; let old = d.updateValue(5, forKey: "a"); return [old!, d["a"]!] }()"#), .array([.int(1), .int(5)]))
        XCTAssertEqual(
            try S.value(
                "{ var s = S(); _ = s.pop(); return s.items.count }()", "struct S { var items = [1, 2, 3]; mutating func pop() -> Int? { items.popLast() } }"),
            .int(2))
    }

    func testDictionariesAsSequences() throws {
        let scores = #"let scores = ["ann": 3, "bob": 9, "cy": 5]"#
        XCTAssertEqual(try S.value("scores.max(by: { $0.value < $1.value })!.key", scores), .string("bob"))
        XCTAssertEqual(try S.value("scores.filter { $0.value > 4 }.keys.sorted()", scores), .array([.string("bob"), .string("cy")]))
        XCTAssertEqual(try S.value(#"scores.mapValues { $0 * 2 }["cy"]"#, scores), .int(10))
        XCTAssertEqual(try S.value(#"scores.compactMapValues { $0 > 4 ? $0 : nil }.count"#, scores), .int(2))
        XCTAssertEqual(try S.value("scores.contains { $0.value == 9 }", scores), .bool(true))
    }

    func testTuplesCompareElementByElement() throws {
        XCTAssertEqual(
            try S.value(#"[(2, "b"), (1, "z"), (2, "a")].sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map { $0.1 }"#),
            .array([.string("z"), .string("a"), .string("b")]))
        XCTAssertEqual(try S.value("(1, 2) <= (1, 2)"), .bool(true))
        XCTAssertEqual(try S.value("(1, 3) > (1, 2)"), .bool(true))
    }

    func testArraysSplit() throws {
        XCTAssertEqual(
            try S.value("[1, 2, 3, 4, 5, 6].split { $0 % 3 == 0 }.map { $0.count }"), .array([.int(2), .int(2)]))
        XCTAssertEqual(try S.value("[1, 0, 0, 2].split(separator: 0, omittingEmptySubsequences: false).count"), .int(3))
    }

    /// `struct Card: Titled` with `protocol Titled: View` (and a protocol refining that one) is a view.
    func testAViewThroughAProtocolThatRefinesView() throws {
        let texts = try S.texts(
            """
            protocol Titled: View { var title: String { get } }
            protocol Badged: Titled {}
            struct Card: Badged {
                let title = "Hello"
                var body: some View { Text(title) }
            }
            struct ContentView: View { var body: some View { VStack { Card(); Text(String(Card() is any View)) } } }
            """)
        XCTAssertEqual(texts, ["Hello", "true"])
    }

    /// `icon.map { Image(systemName: $0) }` with `icon: String?` is `Optional.map` (it mapped the characters).
    func testMapOfAnOptionalStringIsOptionalMap() throws {
        let layout = try S.layout(
            """
            struct Item { var icon: String? = "star" }
            struct ContentView: View {
                var icon: String? = "star.fill"
                let item = Item()
                var body: some View {
                    let local: String? = "heart"
                    let word = "xy"
                    return VStack {
                        icon.map { Image(systemName: $0) }
                        self.icon.map { Text($0) }
                        item.icon.map { Text($0) }
                        local.map { Text($0) }
                        ["first", "second"].first.map { Text($0) }
                        Text("abc".map { String($0) }.joined(separator: "-"))
                        Text(word.map { String($0) }.joined(separator: "+"))
                        Text(String(describing: ["k": "v"]["k"].map { $0 + "!" } ?? "none"))
                    }
                }
            }
            """)
        XCTAssertEqual(layout.root.all { $0.kind == "Image" }.count, 1)
        XCTAssertEqual(layout.root.all { $0.kind == "Text" }.compactMap(\.label), ["star.fill", "star", "heart", "first", "a-b-c", "x+y", "v!"])
    }

    /// `extension Panel.Row { … }` where `Row` is declared in `extension Panel { … }`: the outer
    /// extension is merged first, every time (the order used to follow a dictionary's, which
    /// changes from run to run, and the inner extension was lost about half the time).
    func testAnExtensionOfATypeNestedInAnExtension() throws {
        let source = """
            struct Panel: View { var body: some View { Row() } }
            extension Panel { struct Row: View { var body: some View { Text(label) } } }
            extension Panel.Row { var label: String { "row" } }
            extension Panel.Row { var unused: Int { 1 } }
            """
        for _ in 0..<12 { XCTAssertEqual(try S.texts(source), ["row"]) }
    }

    /// A type's own aliases make collections: `[LocalizedFunc]()` with a function-type alias, `Names()` with `[String]`.
    func testATypesAliasesMakeCollections() throws {
        let language = """
            struct Language {
                typealias LocalizedFunc = (String) -> String
                typealias Names = [String]
                typealias Table = [String: Int]
                private var funcs = [LocalizedFunc]()
                var names = Names()
                var table = Table()
                init() { funcs.append { $0.uppercased() } }
                func localized(_ key: String) -> String { var v = key; for f in funcs { v = f(v) }; return v }
            }
            """
        XCTAssertEqual(try S.value(#"Language().localized("hi")"#, language), .string("HI"))
        XCTAssertEqual(try S.value("Language().names.count + Language().table.count", language), .int(0))
    }

    /// `init(types: Types = .basic)` in `Theme` when `Typography` nests a `Types` too.
    func testAParameterTypeNamesItsOwnTypesNestedType() throws {
        let types = """
            struct Theme { enum Types: String { case basic, fancy }; var types: Types; init(types: Types = .basic) { self.types = types } }
            struct Typography { enum Types: String { case title, body }; var types: Types; init(types: Types = .body) { self.types = types } }
            """
        XCTAssertEqual(try S.value("Typography().types.rawValue", types), .string("body"))
        XCTAssertEqual(try S.value("Theme().types.rawValue", types), .string("basic"))
        XCTAssertEqual(try S.value("Theme(types: .fancy).types.rawValue", types), .string("fancy"))
    }

    func testAnExtensionMethodDoesNotHideTheStandardOneOfTheSameName() throws {
        let ext = "extension Double { func rounded(toPlaces p: Int) -> Double { let m = pow(10.0, Double(p)); return (self * m).rounded() / m } }"
        XCTAssertEqual(try S.value("2.6.rounded()", ext), .double(3))
        XCTAssertEqual(try S.value("Double.pi.rounded(toPlaces: 2)", ext), .double(3.14))
        // With no standard method to fall back on, the script method's own error is reported.
        XCTAssertTrue(
            S.error(ext + "\nlet x = 2.0.roundedTo()\nextension Double { func roundedTo(places: Int) -> Double { self } }")
                .contains("missing argument 'places:'"))
    }
}

/// Foundation values in the forms probes found missing: calendars made and set, their
/// differences and ranges, character sets by name, and Foundation types named inside an
/// extension initialiser of one of Easel's types.
final class FoundationProbeTests: XCTestCase {
    typealias S = ScriptTestSupport

    let utc = """
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        var cal: Calendar { var c = Calendar(identifier: .gregorian); c.timeZone = TimeZone(identifier: "UTC")!; return c }
        """

    func testCalendars() throws {
        XCTAssertEqual(try S.value("cal.component(.hour, from: now)", utc), .int(22))
        XCTAssertEqual(try S.value("cal.dateComponents([.day], from: now, to: cal.date(byAdding: .weekOfYear, value: 2, to: now)!).day", utc), .int(14))
        XCTAssertEqual(try S.value("cal.range(of: .day, in: .month, for: cal.date(from: DateComponents(year: 2024, month: 2, day: 3))!)!.count", utc), .int(29))
        XCTAssertEqual(try S.value("cal.isDate(now, inSameDayAs: cal.startOfDay(for: now))", utc), .bool(true))
        XCTAssertEqual(try S.value("cal.isDate(now, equalTo: now.addingTimeInterval(86400 * 40), toGranularity: .month)", utc), .bool(false))
        XCTAssertEqual(
            try S.value("cal.date(bySettingHour: 9, minute: 30, second: 0, of: now)!.timeIntervalSince1970", utc), .double(1_699_954_200))
        XCTAssertTrue(S.error(utc + "\nlet x = cal.date(bySettingHour: 25, minute: 0, second: 0, of: now)").contains("no time 25:0:0"))
        XCTAssertTrue(S.error("let c = Calendar(identifier: .gregorain)").contains("did you mean 'gregorian'"))
        XCTAssertEqual(try S.value("{ var c = Calendar(identifier: .iso8601); c.firstWeekday = 2; return c.firstWeekday }()"), .int(2))
    }

    func testCharacterSetsByName() throws {
        XCTAssertEqual(try S.value(##""#ab12!".trimmingCharacters(in: CharacterSet.alphanumerics.inverted)"##), .string("ab12"))
        XCTAssertEqual(try S.value(#""  x ".trimmingCharacters(in: CharacterSet.whitespaces)"#), .string("x"))
    }

    /// Before `self.init(…)`, `self` is nil: a type named inside the initialiser (`CharacterSet`,
    /// `Scanner`) was read as a member of that nil and gave nil.
    func testFoundationTypesInsideAnExtensionInitialiser() throws {
        let source = """
            extension Color {
                init(hex: String) {
                    let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                    var int: UInt64 = 0
                    Scanner(string: hex).scanHexInt64(&int)
                    let r, g, b: UInt64
                    (r, g, b) = ((int >> 16) & 0xFF, (int >> 8) & 0xFF, int & 0xFF)
                    self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: 1)
                }
            }
            struct ContentView: View { var body: some View { Color(hex: "#FF8000").frame(width: 4, height: 4) } }
            """
        XCTAssertEqual(try S.layout(source).root.frame.width, 4)
        XCTAssertEqual(
            try S.scriptPixels(source).pixel(x: 1, y: 1),
            try S.compiledPixels(Color(red: 1, green: 128 / 255, blue: 0).frame(width: 4, height: 4)).pixel(x: 1, y: 1))
    }

    func testTupleAssignment() throws {
        XCTAssertEqual(try S.value("{ var a = 1, b = 2; (a, b) = (b, a); return [a, b] }()"), .array([.int(2), .int(1)]))
        XCTAssertTrue(S.error("var a = 1, b = 2\nlet f = { (a, b) = (1, 2, 3) }()").contains("to a tuple of 2"))
    }
}

/// `ForEach($items) { $item in … }`: each element is a binding to it, which a row's
/// `@Binding` takes (it was the element's value, which a `@Binding` refuses).
final class ForEachBindingScriptTests: XCTestCase {
    func testEachElementIsABinding() throws {
        let texts = try ScriptTestSupport.texts(
            """
            struct Todo: Identifiable { let id: Int; var title: String; var done: Bool }
            struct Row: View {
                @Binding var todo: Todo
                var body: some View { Text(todo.title + (todo.done ? " ✓" : "")) }
            }
            struct ContentView: View {
                @State private var todos = [Todo(id: 1, title: "a", done: false), Todo(id: 2, title: "b", done: true)]
                var body: some View {
                    VStack {
                        ForEach($todos) { $todo in Row(todo: $todo) }
                    }
                }
            }
            """)
        XCTAssertEqual(texts, ["a", "b ✓"])
    }
}

/// A part of an `AttributedString` found with `range(of:)` and styled through its subscript.
final class AttributedStringRangeScriptTests: XCTestCase {
    func testAPartStyledThroughItsRangeMatchesCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                var styled: AttributedString {
                    var s = AttributedString(stringLiteral: "Hello World")
                    if let r = s.range(of: "World") { s[r].foregroundColor = .red; s[r].font = .body.bold() }
                    if let none = s.range(of: "absent") { s[none].foregroundColor = .green }
                    return s
                }
                var body: some View { Text(styled).padding(4) }
            }
            """)
        var s = AttributedString("Hello World")
        if let r = s.range(of: "World") {
            s[r].foregroundColor = .red
            s[r].font = .body.bold()
        }
        XCTAssertEqual(script, try ScriptTestSupport.compiledPixels(Text(s).padding(4)))
        XCTAssertNotEqual(script, try ScriptTestSupport.compiledPixels(Text("Hello World").padding(4)))
    }
}
