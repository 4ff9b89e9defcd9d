import XCTest
import Easel
@testable import EaselScript

/// The ordinary Swift that real view files contain, evaluated as Swift evaluates it.
final class OrdinarySwiftTests: XCTestCase {
    typealias S = ScriptTestSupport

    func globals(_ source: String) throws -> Scope { try Script(source: source, fileName: "t.swift").evaluator.globals }

    func testFileScopeConstantsMayBeUsedBeforeTheirDeclaration() throws {
        let g = try globals(
            """
            let total = base * count
            let base = offset + 40
            let count = 2
            let offset = 1
            """)
        XCTAssertEqual(g.lookup("total"), .int(82))
        let s = try S.layout(
            """
            struct ContentView: View { var body: some View { Color.red.frame(width: side, height: side) } }
            let side: CGFloat = 7
            """)
        XCTAssertEqual(s.root.frame.width, 7)
    }

    /// A file-scope function and variable of one name (Spawn's `universalBackgroundColor`): a
    /// call is the function, a bare reference the variable, whether the variable is in the view's
    /// file or in a companion evaluated only when used.
    func testAFunctionAndAVariableMayShareAName() throws {
        let helpers = """
            func caption(from n: Int) -> String { "f\\(n)" }
            var caption: String { "v" }
            """
        let view = """
            struct ContentView: View {
                var body: some View { VStack { Text(caption); Text(caption(from: 2)); Text(caption) } }
            }
            """
        XCTAssertEqual(try S.texts(helpers + "\n" + view), ["v", "f2", "v"])
        let script = try Script(source: view, fileName: "v.swift", companions: [CompanionFile(fileName: "Helpers.swift", source: helpers)])
        let renderer = ImageRenderer(content: try script.renders()[0].view)
        let layout = try script.checked { try renderer.layout() }
        XCTAssertEqual(layout.root.all().flatMap { $0.lines ?? [] }, ["v", "f2", "v"])
    }

    /// `var (data, response): (Data, URLResponse)` declared without a value and assigned later.
    func testATuplePatternMayBeDeclaredBeforeItIsAssigned() throws {
        let source = """
            func pair() -> (Int, String) { (3, "x") }
            struct ContentView: View {
                var label: String {
                    var (a, b): (Int, String)
                    (a, b) = pair()
                    a += 1
                    return "\\(a)\\(b)"
                }
                var body: some View { Text(label) }
            }
            """
        XCTAssertEqual(try S.texts(source), ["4x"])
    }

    /// Two types each with a nested `Mode` declared in an extension: a memberwise initialiser's
    /// `mode: .user(id: 4)` is the initialised type's own `Mode`.
    func testAMemberwiseParameterOfANestedTypeIsTheTypesOwn() throws {
        let source = """
            struct AScreen: View {
                let mode: Mode
                var body: some View { Text("a") }
            }
            extension AScreen {
                enum Mode { case park(id: Int), other }
            }
            struct FriendsList: View {
                let mode: Mode
                var body: some View {
                    switch mode {
                    case .user(let id): Text("user \\(id)")
                    case .chat: Text("chat")
                    }
                }
            }
            extension FriendsList {
                enum Mode { case user(id: Int), chat }
            }
            struct ContentView: View {
                var body: some View { FriendsList(mode: .user(id: 4)) }
            }
            """
        XCTAssertEqual(try S.texts(source), ["user 4"])
    }

    /// A `SIMD2<Double>` written as an array literal (Vortex's particle positions) reads its lanes.
    func testSIMDLanesOfAnArrayLiteral() throws {
        XCTAssertEqual(try S.value("p.x + p.y", "let p: SIMD2<Double> = [0.5, 2]"), .double(2.5))
        XCTAssertEqual(try S.value("q.z", "let q: SIMD3<Double> = [1, 2, 3]"), .double(3))
    }

    /// `1...5 ~= count` (SBB's tab view) and `components(separatedBy: .whitespacesAndNewlines)`.
    func testPatternMatchOperatorAndSplittingAtACharacterSet() throws {
        XCTAssertEqual(try S.value("(1...5 ~= 3, 1..<3 ~= 3, 0.0...1.0 ~= 0.5, \"x\" ~= \"x\")").map(\.description), "(true, false, true, true)")
        XCTAssertEqual(
            try S.value("\"a  b\\nc\".components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }"),
            .array([.string("a"), .string("b"), .string("c")]))
    }

    /// An enum's computed property that gives a closure, called at once (`style.borderColor(isActive)`).
    func testAnEnumsComputedClosurePropertyIsCalled() throws {
        let source = """
            enum Kind {
                case a, b
                var caption: (_ isActive: Bool) -> String { { isActive in isActive ? "on \\(self)" : "off" } }
            }
            struct ContentView: View {
                var body: some View { VStack { Text(Kind.a.caption(true)); Text(Kind.b.caption(false)) } }
            }
            """
        XCTAssertEqual(try S.texts(source), ["on a", "off"])
    }

    func testATrailingClosureSkipsDefaultedPropertiesThatAreNotFunctions() throws {
        // Swift's forward scan: `Action(tint: .red) { … }` leaves `size` at its default
        // and gives the closure to `action`; `(() -> Void)` in parentheses is a function too.
        let g = try globals(
            """
            struct Action {
                var tint: Color
                var size: Int = 3
                var enabled: Bool = true
                var action: (() -> Int)
            }
            let a = Action(tint: .red) { 9 }
            let size = a.size
            let result = a.action()
            """)
        XCTAssertEqual(g.lookup("size"), .int(3))
        XCTAssertEqual(g.lookup("result"), .int(9))
    }

    func testStandardLibraryProtocolExtensionsAndSugaredExtensionsReachBuiltInValues() throws {
        let g = try globals(
            """
            extension Collection {
                func element(at index: Index) -> Element { self[index] }
                var secondOrNil: Element? { dropFirst().first }
            }
            extension [Int] {
                func total(plus extra: Int) -> Int { reduce(extra, +) }
            }
            extension Array<String> { var joinedWithDashes: String { joined(separator: "-") } }
            extension BinaryInteger { var isEven: Bool { self % 2 == 0 } }
            extension StringProtocol { func shout() -> String { uppercased() + "!" } }
            let picked = [10, 20, 30].element(at: 1)
            let second = ["a", "b"].secondOrNil
            let total = [1, 2, 3].total(plus: 4)
            let dashed = ["x", "y"].joinedWithDashes
            let even = 6.isEven
            let loud = "hey".shout()
            """)
        XCTAssertEqual(g.lookup("picked"), .int(20))
        XCTAssertEqual(g.lookup("second"), .string("b"))
        XCTAssertEqual(g.lookup("total"), .int(10))
        XCTAssertEqual(g.lookup("dashed"), .string("x-y"))
        XCTAssertEqual(g.lookup("even"), .bool(true))
        XCTAssertEqual(g.lookup("loud"), .string("HEY!"))
    }

    func testStaticStoredPropertiesCanBeAssigned() throws {
        let g = try globals(
            """
            struct Counter {
                static var count = 0
                static let fixed = 3
                static func bump() { count += 2 }
            }
            struct OffsetKey: PreferenceKey {
                static var defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { defaultValue = nextValue() }
            }
            let count: Int = {
                Counter.bump()
                Counter.count += 1
                return Counter.count
            }()
            let offset: CGFloat = {
                var v: CGFloat = 0
                OffsetKey.reduce(value: &v, nextValue: { 7 })
                return OffsetKey.defaultValue
            }()
            """)
        XCTAssertEqual(g.lookup("count"), .int(3))
        XCTAssertEqual(g.lookup("offset"), .double(7))
        XCTAssertTrue(
            S.error("struct K { static let fixed = 3 }\nlet x: Int = { K.fixed = 4; return 0 }()").contains("static 'let' constant 'fixed'"))
    }

    /// A stored property whose type is an alias of a function type (`typealias Handler = (Int) ->
    /// Void`) keeps the closure given to the memberwise initialiser; it is not called as a
    /// builder's closure would be (AppPear's `ChartSelectionHandlerModifier(handler:)`).
    func testAFunctionTypeAliasPropertyKeepsItsClosure() throws {
        let g = try globals(
            """
            typealias Handler = (Int) -> Int
            struct Box { let handler: Handler; let spare: Handler?; let label: String }
            let box = Box(handler: { $0 * 2 }, spare: { $0 + 1 }, label: "x")
            let results = [box.handler(21), box.spare?(1) ?? 0]
            """)
        XCTAssertEqual(g.lookup("results"), .array([.int(42), .int(2)]))
    }

    /// An extension of `ClosedRange` applies to `a...b` and one of `Range` to `a..<b` (AppPear's
    /// `overreach`).
    func testRangeExtensionsApplyToRanges() throws {
        let g = try globals(
            """
            extension ClosedRange where Bound: AdditiveArithmetic {
                var overreach: Bound { self.upperBound - self.lowerBound }
            }
            extension Range where Bound == Int {
                func doubled() -> Int { (upperBound - lowerBound) * 2 }
            }
            let r: ClosedRange<Int> = 2...9
            let values = [r.overreach, (0..<4).doubled(), (1...3).overreach]
            """)
        XCTAssertEqual(g.lookup("values"), .array([.int(7), .int(8), .int(2)]))
    }

    /// An optional static `var` without a value starts as nil (a cache filled at the first call);
    /// a `let` without one has no value.
    func testAnOptionalStaticVarStartsAsNil() throws {
        let g = try globals(
            """
            struct Island {
                private static var islands: [String]?
                static func load() -> [String] {
                    guard let islands = Self.islands else {
                        Self.islands = ["a", "b"]
                        return ["first"]
                    }
                    return islands
                }
            }
            let loads = Island.load() + Island.load()
            """)
        XCTAssertEqual(g.lookup("loads"), .array(["first", "a", "b"].map { .string($0) }))
        XCTAssertTrue(S.error("struct K { static let fixed: Int? }\nlet x = K.fixed").contains("property 'fixed' has no value"))
    }

    func testVariadicParametersCustomBindingsAndGenericParameters() throws {
        let g = try globals(
            """
            func total(_ xs: Int..., plus extra: Int = 0) -> Int { xs.reduce(extra, +) }
            func names(of keys: String..., upper: Bool) -> String { keys.map { upper ? $0.uppercased() : $0 }.joined() }
            extension Binding {
                func onChange(_ handler: @escaping () -> Void) -> Binding<Value> {
                    Binding(get: { self.wrappedValue }, set: { newValue in self.wrappedValue = newValue; handler() })
                }
            }
            final class Box { var value = 1; var changes = 0 }
            struct Holder<T> { var items = [T]() }
            let box = Box()
            let sum = total(1, 2, 3, plus: 4)
            let none = total()
            let joined = names(of: "a", "b", upper: true)
            let observed: Int = {
                let b = Binding(get: { box.value }, set: { box.value = $0 }).onChange { box.changes += 1 }
                b.wrappedValue = 5
                return b.wrappedValue * 10 + box.changes
            }()
            let empty = Holder<Int>().items.count
            """)
        XCTAssertEqual(g.lookup("sum"), .int(10))
        XCTAssertEqual(g.lookup("none"), .int(0))
        XCTAssertEqual(g.lookup("joined"), .string("AB"))
        XCTAssertEqual(g.lookup("observed"), .int(51))
        XCTAssertEqual(g.lookup("empty"), .int(0))
    }

    func testAListOfDataTakesItsRowsAsRowContent() throws {
        let s = try S.layout(
            """
            struct Item: Identifiable { let id: Int }
            struct ContentView: View {
                let row: (Item) -> Text = { Text("row \\($0.id)") }
                var body: some View { List([Item(id: 1), Item(id: 2)], rowContent: row) }
            }
            """)
        XCTAssertEqual(s.root.all { $0.kind == "Text" }.compactMap(\.label).filter { $0.hasPrefix("row") }, ["row 1", "row 2"])
    }

    func testAReferenceToAMemberwiseInitialiserTakesItsArgumentsInOrder() throws {
        let g = try globals(
            """
            struct Facility { var name: String; var rank = 0 }
            let names = ["Family", "Beginners"].map(Facility.init).map(\\.name)
            """)
        XCTAssertEqual(g.lookup("names"), .array([.string("Family"), .string("Beginners")]))
    }

    func testModuleQualifiedNames() throws {
        let s = try S.layout(
            """
            struct ContentView: SwiftUI.View {
                var body: some SwiftUI.View { SwiftUI.Color.red.frame(width: 4, height: 3) }
            }
            """)
        XCTAssertEqual(s.root.frame.width, 4)
        XCTAssertEqual(s.root.frame.height, 3)
    }

    func testInterpolationWithSpecifier() throws {
        let s = try S.layout(
            """
            struct ContentView: View {
                let rating = 4.25
                var body: some View { Text("\\(rating, specifier: "%.1f") \\(7, specifier: "%03d") \\(rating)") }
            }
            """)
        // A Double interpolated into a LocalizedStringKey is `%lf`, six decimals, as SwiftUI shows it.
        XCTAssertEqual(s.root.label, "4.2 007 4.250000")
        let e = S.error(
            """
            struct ContentView: View { var body: some View { Text("\\(3, radix: 2)") } }
            """)
        XCTAssertTrue(e.hasPrefix("t.swift:1:56: error: unsupported string interpolation"), e)
    }

    func testImplicitMemberChainsTakeTheExpectedType() throws {
        let g = try globals(
            """
            let shade: Color = .black.opacity(0.2)
            let label: Font = .callout.bold()
            struct Item { var name: String; static let example = Item(name: "ex") }
            """)
        XCTAssertEqual(g.lookup("shade"), .native(Color.black.opacity(0.2)))
        XCTAssertEqual(g.lookup("label").map { "\($0)" }, "\(Font.callout.bold())")
        let s = try S.layout(
            """
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

    /// `.sampleData[1]` where a `Landmark` is expected: the static member of the expected type,
    /// subscripted (an array's index, a dictionary's key, then further members).
    func testImplicitMemberChainsTakeSubscripts() throws {
        let s = try S.layout(
            """
            struct Landmark { var name: String
                static var sampleData: [Landmark] = [Landmark(name: "Turtle Rock"), Landmark(name: "Silver Salmon Creek")]
                static let byName = ["rock": Landmark(name: "Chilkoot Trail")]
            }
            struct Item: View {
                let landmark: Landmark
                var body: some View { Text(landmark.name) }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Item(landmark: .sampleData[1])
                        Item(landmark: .byName["rock"]!)
                        Text(Landmark.sampleData[0].name)
                    }
                }
            }
            """)
        XCTAssertEqual(s.root.all().compactMap(\.label), ["Silver Salmon Creek", "Chilkoot Trail", "Turtle Rock"])
    }

    func testCollectionTypeSugarInitialisers() throws {
        let g = try globals(
            """
            let names = [String]()
            let table = [String: Int]()
            let zeros = [Int](repeating: 0, count: 3)
            let copy = [Int](1...3)
            let rows = Array(repeating: "-", count: 2)
            """)
        XCTAssertEqual(g.lookup("names"), .array([]))
        XCTAssertEqual(g.lookup("table"), .dictionary([]))
        XCTAssertEqual(g.lookup("zeros"), .array([.int(0), .int(0), .int(0)]))
        XCTAssertEqual(g.lookup("copy"), .array([.int(1), .int(2), .int(3)]))
        XCTAssertEqual(g.lookup("rows"), .array([.string("-"), .string("-")]))
    }

    func testFoundationValues() throws {
        let g = try globals(
            """
            struct Item: Identifiable { let id = UUID(); var name: String }
            let a = Item(name: "a"), b = Item(name: "b")
            let distinct = a.id != b.id
            let length = a.id.uuidString.count
            let fixed = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")?.uuidString
            let epoch = Date(timeIntervalSince1970: 0)
            let later = epoch.addingTimeInterval(86_400)
            let ordered = epoch < later && Date() > Date.distantPast
            let gap = later.timeIntervalSince(epoch)
            let formatter: DateFormatter = {
                let f = DateFormatter()
                f.dateFormat = "yyyy-MM-dd"
                return f
            }()
            let day = formatter.string(from: later)
            """)
        XCTAssertEqual(g.lookup("distinct"), .bool(true))
        XCTAssertEqual(g.lookup("length"), .int(36))
        XCTAssertEqual(g.lookup("fixed"), .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        XCTAssertEqual(g.lookup("ordered"), .bool(true))
        XCTAssertEqual(g.lookup("gap"), .double(86_400))
        XCTAssertEqual(g.lookup("day").map { "\($0)" }?.hasPrefix("1970-01-0"), true)
    }

    func testCaseIterableProtocolExtensionsAndOverloadedInitialisers() throws {
        let g = try globals(
            """
            enum Mood: String, CaseIterable { case happy, sad, calm }
            let moods = Mood.allCases.map { $0.rawValue }.joined(separator: ",")
            protocol Greeter { var name: String { get } }
            extension Greeter {
                var greeting: String { "hi " + name }
                func shout() -> String { greeting.uppercased() }
            }
            struct Person: Greeter { var name: String }
            let hi = Person(name: "bo").greeting, loud = Person(name: "al").shout()
            enum Pet: String, Greeter { case cat, dog; var name: String { rawValue } }
            let pet = Pet.dog.greeting, petLoud = Pet.cat.shout()
            struct Point {
                var x: Int, y: Int
                init(_ x: Int, _ y: Int) { self.x = x; self.y = y }
                init(_ x: Int) { self.init(x, x * 2) }
                init(label: String) { self.init(label.count) }
            }
            let p1 = Point(3), p2 = Point(1, 5), p3 = Point(label: "four")
            let coords = "\\(p1.x),\\(p1.y) \\(p2.x),\\(p2.y) \\(p3.x),\\(p3.y)"
            """)
        XCTAssertEqual(g.lookup("moods"), .string("happy,sad,calm"))
        XCTAssertEqual(g.lookup("hi"), .string("hi bo"))
        XCTAssertEqual(g.lookup("loud"), .string("HI AL"))
        XCTAssertEqual(g.lookup("pet"), .string("hi dog"))
        XCTAssertEqual(g.lookup("petLoud"), .string("HI CAT"))
        XCTAssertEqual(g.lookup("coords"), .string("3,6 1,5 4,8"))
    }

    func testInitialisersDeclaredInExtensionsKeepTheImplicitOnes() throws {
        // Swift keeps a type's memberwise (struct) or default (class) initialiser when its other
        // initialisers are declared in extensions: `self.init()` and `Size(w:h:)` reach them.
        let g = try globals(
            """
            final class Game: ObservableObject {
                @Published var words: [String] = []
                @Published var score = 0
            }
            extension Game {
                convenience init(words: [String]) {
                    self.init()
                    self.words = words
                    score = words.count
                }
            }
            struct Size { var w: Int; var h: Int }
            extension Size { init(square: Int) { self.init(w: square, h: square) } }
            let game = Game(words: ["a", "b"])
            let empty = Game()
            let sizes = [Size(square: 3).h, Size(w: 1, h: 2).h]
            """)
        func score(_ name: String) -> Value? {
            guard case .instance(let i)? = g.lookup(name) else { return nil }
            return i.fields["score"]
        }
        XCTAssertEqual(score("game"), .int(2))
        XCTAssertEqual(score("empty"), .int(0))
        XCTAssertEqual(g.lookup("sizes"), .array([.int(3), .int(2)]))
    }

    func testImplicitMembersOfNumbersBindingsAndOverloadsBesideSwiftUIs() throws {
        // `.random(in:)` where an Int is expected, `.constant(3)` where a Binding<Int> is, an
        // extension's `fill(offset:)` beside SwiftUI's `fill(_:)`, and a coloured Text joined with `+`.
        let script = try S.scriptJSON(
            """
            extension Shape {
                func fill(offset: Double) -> some View { self.fill(offset == 0 ? .white : .red) }
            }
            struct Stars: View {
                @Binding var rating: Int
                init(rating: Binding<Int>) { self._rating = rating }
                var body: some View { Text("\\(rating) stars") }
            }
            struct ContentView: View {
                @State private var count: Int = .random(in: 4...4)
                let gap: CGFloat = .zero
                @State private var image = UIImage()
                var body: some View {
                    VStack(spacing: gap) {
                        Stars(rating: .constant(3))
                        Text("\\(count)")
                        Circle().fill(count > 3 ? .red : .green).frame(width: 10, height: 10)
                        Circle().fill(offset: 1).frame(width: 10, height: 10)
                        Text("Value is: ") + Text("\\(count)").foregroundStyle(.orange)
                        Image(uiImage: image)
                    }
                }
            }
            """)
        let compiled = try S.compiledJSON(
            VStack(spacing: 0) {
                Text("3 stars")
                Text("4")
                Circle().fill(.red).frame(width: 10, height: 10)
                Circle().fill(.red).frame(width: 10, height: 10)
                Text("Value is: ") + Text("4").foregroundStyle(.orange)
                Image(uiImage: UIImage())
            })
        XCTAssertEqual(script, compiled)
    }

    func testOneSidedRangesOptionalMapAndRandomness() throws {
        let g = try globals(
            """
            let xs = [1, 2, 3, 4, 5]
            let tail = xs[2...], head = xs[..<2], upTo = xs[...1]
            let word = "swiftui"[..<5]
            func grade(_ s: Int) -> String {
                switch s {
                case 90...: return "A"
                case ..<50: return "F"
                default: return "C"
                }
            }
            let grades = [95, 70, 10].map(grade).joined()
            let some: Int? = 4
            let none: Int? = nil
            let mapped = some.map { $0 * 10 }, unmapped = none.map { $0 * 10 }
            let shuffledSum = xs.shuffled().reduce(0, +)
            let picked = xs.randomElement()!
            let roll = Int.random(in: 1...6), unit = Double.random(in: 0...1)
            """)
        XCTAssertEqual(g.lookup("tail"), .array([.int(3), .int(4), .int(5)]))
        XCTAssertEqual(g.lookup("head"), .array([.int(1), .int(2)]))
        XCTAssertEqual(g.lookup("upTo"), .array([.int(1), .int(2)]))
        XCTAssertEqual(g.lookup("word"), .string("swift"))
        XCTAssertEqual(g.lookup("grades"), .string("ACF"))
        XCTAssertEqual(g.lookup("mapped"), .int(40))
        XCTAssertEqual(g.lookup("unmapped"), .null)
        XCTAssertEqual(g.lookup("shuffledSum"), .int(15))
        guard case .int(let picked)? = g.lookup("picked"), case .int(let roll)? = g.lookup("roll"),
            case .double(let unit)? = g.lookup("unit")
        else { return XCTFail() }
        XCTAssertTrue((1...5).contains(picked) && (1...6).contains(roll) && (0...1).contains(unit))
    }

    func testSwitchOverColorSchemeMatchesImplicitMembers() throws {
        let source = """
            struct ContentView: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    switch colorScheme {
                    case .dark: Text("dark")
                    default: Text("other")
                    }
                }
            }
            """
        let script = try Script(source: source, fileName: "t.swift")
        let renderer = ImageRenderer(content: try script.renders()[0].view)
        renderer.colorScheme = .dark
        XCTAssertEqual(try script.checked { try renderer.layout() }.root.label, "dark")
        XCTAssertEqual(try S.layout(source).root.label, "other")
    }

    func testStructsAreValuesAndClassesAreShared() throws {
        let g = try globals(
            """
            struct Order {
                var quantity = 1
                mutating func bump() { quantity += 10 }
            }
            final class Box { var n = 1 }
            func run() -> String {
                let a = Order()
                var b = a
                b.quantity = 5
                var items = [a, b]
                items[0].quantity = 7
                var c = a
                c.bump()
                let x = Box()
                let y = x
                y.n = 9
                return "\\(a.quantity) \\(b.quantity) \\(items[0].quantity) \\(items[1].quantity) \\(c.quantity) \\(x.n)"
            }
            let summary = run()
            """)
        XCTAssertEqual(g.lookup("summary"), .string("1 5 7 5 11 9"))
    }

    /// `tab = .init(with: 2)` and `tab = .make(1)` where an enum is expected: its own initialiser
    /// and static function, not a case of that name.
    func testImplicitInitialisersAndStaticFunctionsOfEnums() throws {
        let g = try globals(
            """
            enum Tab: CaseIterable {
                case home, search, profile
                init(with id: Int) { self = Tab.allCases[id] }
                static func make(_ id: Int) -> Tab { Tab.allCases[id] }
            }
            final class Tabs {
                var first: Tab
                var second: Tab
                init() {
                    first = .init(with: 2)
                    second = .make(1)
                }
            }
            let tabs = Tabs()
            let summary = "\\(tabs.first) \\(tabs.second)"
            """)
        XCTAssertEqual(g.lookup("summary"), .string("profile search"))
    }

    func testNumericLiteralsInEveryForm() throws {
        let g = try globals(
            """
            let million = 1_000_000
            let hex = 0x1F
            let octal = 0o17
            let binary = 0b101
            let grouped = 0b1111_0000
            let float = 2_500.5
            let exponent = 2.5e3
            let hexFloat = 0x1p-2
            let fraction: CGFloat = 0x10 / 64
            let octalFraction: Double = 0o10 / 16
            """)
        XCTAssertEqual(g.lookup("million"), .int(1_000_000))
        XCTAssertEqual(g.lookup("hex"), .int(31))
        XCTAssertEqual(g.lookup("octal"), .int(15))
        XCTAssertEqual(g.lookup("binary"), .int(5))
        XCTAssertEqual(g.lookup("grouped"), .int(240))
        XCTAssertEqual(g.lookup("float"), .double(2500.5))
        XCTAssertEqual(g.lookup("exponent"), .double(2500))
        XCTAssertEqual(g.lookup("hexFloat"), .double(0.25))
        // Integer literals typed from context (CGFloat, Double) divide as floating point.
        XCTAssertEqual(g.lookup("fraction"), .double(0.25))
        XCTAssertEqual(g.lookup("octalFraction"), .double(0.5))
        XCTAssertThrowsError(try globals("let big = 0xFFFFFFFFFFFFFFFFFF"))
    }

    func testTypeNamesAndConstantsReadAgainAndAgain() throws {
        // The evaluator keeps what `Color` and `Color.blue` name after their first evaluation;
        // a script's own static of the same name still wins, on every evaluation.
        let g = try globals(
            """
            extension Color { static let red = Color(red: 0.5, green: 0, blue: 0) }
            func colours() -> [Color] { [Color.red, Color.blue] }
            func threeTimes() -> [Color] {
                var out: [Color] = []
                for _ in 0..<3 { out += colours() }
                return out
            }
            let seen = threeTimes()
            let kind = Color.self
            """)
        let red = Value.native(Color(red: 0.5, green: 0, blue: 0)), blue = Value.native(Color.blue)
        XCTAssertEqual(g.lookup("seen"), .array([red, blue, red, blue, red, blue]))
        XCTAssertEqual(g.lookup("kind"), .type(.builtin("Color")))
    }

    func testExtensionInitialisersOfEaselTypesAndIntegerBits() throws {
        let g = try globals(
            """
            extension Color {
                init(hex: UInt) {
                    self.init(red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255, blue: Double(hex & 0xff) / 255)
                }
                init(gray: Double) { self = Color(white: gray) }
                static let brand = Color(hex: 0x3366FF)
            }
            let red = Color(hex: 0xFF0000)
            let mid = Color(gray: 0.5)
            let parsed = UInt64("ff8000", radix: 16)
            let bad = UInt8("zz", radix: 16)
            let bits = (0b1010 | 0b0101) ^ 0b0011
            """)
        XCTAssertEqual(g.lookup("red"), .native(Color(red: 1, green: 0, blue: 0)))
        XCTAssertEqual(g.lookup("mid"), .native(Color(white: 0.5)))
        XCTAssertEqual(g.lookup("parsed"), .int(0xff8000))
        XCTAssertEqual(g.lookup("bad"), .null)
        XCTAssertEqual(g.lookup("bits"), .int(0b1100))
        let s = try S.layout(
            """
            extension Color { init(hex: UInt) { self.init(red: Double(hex >> 16) / 255, green: 0, blue: 0) } }
            struct ContentView: View { var body: some View { Color(hex: 0x800000).frame(width: 2, height: 2) } }
            """)
        XCTAssertEqual(s.root.frame.width, 2)
    }

    func testWithAnimationRunsItsBodyAndDatesFormatInUSEnglish() throws {
        let g = try globals(
            """
            var count = 0
            let result = withAnimation(.easeInOut) { count += 1; return "done" }
            let noon = Date(timeIntervalSince1970: 43_200)
            let day = noon.formatted(date: .abbreviated, time: .omitted)
            let letter = "abc".randomElement()!
            """)
        XCTAssertEqual(g.lookup("count"), .int(1))
        XCTAssertEqual(g.lookup("result"), .string("done"))
        XCTAssertEqual(g.lookup("day"), .string("Jan 1, 1970"))
        guard case .string(let l)? = g.lookup("letter") else { return XCTFail() }
        XCTAssertTrue(["a", "b", "c"].contains(l))
    }

    func testTransactionsAreValuesAndWithTransactionRunsItsBody() throws {
        let g = try globals(
            """
            var count = 0
            let transaction: Transaction = {
                var t = Transaction()
                t.disablesAnimations = true
                t.animation = .spring()
                return t
            }()
            let other = Transaction(animation: .linear)
            let result = withTransaction(transaction) { count += 1; return "done" }
            let flag = transaction.disablesAnimations
            """)
        XCTAssertEqual(g.lookup("count"), .int(1))
        XCTAssertEqual(g.lookup("result"), .string("done"))
        XCTAssertEqual(g.lookup("flag"), .bool(true))
        XCTAssertNotNil(g.lookup("other"))
    }

    func testNestedEnumsAndBindingsPassedToClosures() throws {
        let s = try S.layout(
            """
            struct Wrapper<Value, Content: View>: View {
                @State var value: Value
                var content: (Binding<Value>) -> Content
                init(_ value: Value, content: @escaping (Binding<Value>) -> Content) {
                    self._value = State(wrappedValue: value)
                    self.content = content
                }
                var body: some View { content($value) }
            }
            struct Flag: View {
                @Binding var enabled: Bool
                var body: some View { Text(enabled ? "on" : "off") }
            }
            struct Pad: View {
                enum Phase {
                    case idle, moving(CGFloat)
                    var isActive: Bool {
                        switch self {
                        case .idle: return false
                        case .moving: return true
                        }
                    }
                }
                var phase: Phase = .moving(3)
                var body: some View { Text(phase.isActive ? "active" : "idle") }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Wrapper(true) { Flag(enabled: $0) }
                        Pad()
                    }
                }
            }
            """)
        XCTAssertEqual(s.root.all().compactMap(\.label), ["on", "active"])
    }

    func testAnimationsAnglesAndObjectLiterals() throws {
        let g = try globals(
            """
            let fade = Animation.easeInOut(duration: 0.3).delay(1).repeatForever(autoreverses: false)
            let turn = Angle.degrees(30) + .degrees(60)
            let half = Angle.degrees(90) / 2
            let orange = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.75)
            let photo = #imageLiteral(resourceName: "mengto")
            let named = UIImage(imageLiteralResourceName: "mengto")
            """)
        // An image literal is a UIImage, as on iOS (`Image(uiImage: #imageLiteral(resourceName:))`).
        guard case .native(is UIImage)? = g.lookup("photo"), case .native(is UIImage)? = g.lookup("named") else {
            return XCTFail("\(String(describing: g.lookup("photo")))")
        }
        let literal = try S.layout(
            "struct ContentView: View {\n    var body: some View { Image(uiImage: #imageLiteral(resourceName: \"cat\")).resizable().frame(width: 35, height: 35) }\n}"
        )
        XCTAssertEqual(literal.root.all { $0.kind == "Image" }.count, 1)
        XCTAssertEqual(g.lookup("fade").map { "\($0)" }, "Animation.easeInOut.delay.repeatForever")
        guard case .native(let turn as Angle)? = g.lookup("turn"), case .native(let half as Angle)? = g.lookup("half") else { return XCTFail() }
        XCTAssertEqual(turn.degrees, 90, accuracy: 1e-9)
        XCTAssertEqual(half.degrees, 45, accuracy: 1e-9)
        XCTAssertEqual(g.lookup("orange"), .native(Color(red: 1, green: 0.5, blue: 0, opacity: 0.75)))
        let s = try S.layout(
            """
            struct ContentView: View {
                @State private var on = false
                var body: some View {
                    Text("x").animation(Animation.spring().speed(2), value: on).animation(.linear.delay(1), value: on)
                }
            }
            """)
        XCTAssertEqual(s.root.label, "x")
    }

    func testImplicitRawValuesFollowTheRawType() throws {
        let g = try globals(
            """
            enum Level: Int { case low, mid, high }
            enum Step: Int { case a = 5, b, c = 10, d }
            enum Name: String { case alpha, beta = "B" }
            enum Weight: Double { case light = 0.5, heavy = 2 }
            let high = Level.high.rawValue, b = Step.b.rawValue, d = Step.d.rawValue
            let names = Name.alpha.rawValue + Name.beta.rawValue
            let heavy = Weight.heavy.rawValue
            let mid = Level(rawValue: 1) == .mid, none = Level(rawValue: 7) == nil
            """)
        XCTAssertEqual(g.lookup("high").map { "\($0.typeName) \($0)" }, "Int 2")
        XCTAssertEqual(g.lookup("b"), .int(6))
        XCTAssertEqual(g.lookup("d"), .int(11))
        XCTAssertEqual(g.lookup("names"), .string("alphaB"))
        XCTAssertEqual(g.lookup("heavy").map { "\($0.typeName) \($0)" }, "Double 2.0")
        XCTAssertEqual(g.lookup("mid"), .bool(true))
        XCTAssertEqual(g.lookup("none"), .bool(true))
    }

    func testPropertyObserversAndDefer() throws {
        let g = try globals(
            """
            final class Game {
                var log: [String] = []
                var score = 0 {
                    willSet { log.append("will \\(newValue)") }
                    didSet(previous) { log.append("did \\(previous)"); if score > 10 { score = 10 } }
                }
            }
            struct Counter { var n = 0 { didSet { changes += 1 } }; var changes = 0 }
            final class Theme {
                var tint: String { didSet { log.append("tint"); recompute() } }
                var label: String { didSet { log.append("label"); recompute() } }
                var contrast = ""
                var log: [String] = []
                init() {
                    tint = "black"
                    label = "white"
                    recompute()
                }
                func recompute() { contrast = tint + "/" + label }
            }
            let theme: String = {
                let t = Theme()
                let first = t.log.count
                t.tint = "red"
                return "\\(first) \\(t.log) \\(t.contrast)"
            }()
            func run() -> String {
                let g = Game()
                var trail = ""
                do {
                    defer { trail += "b" }
                    defer { trail += "a" }
                    trail += "x"
                }
                g.score = 3
                g.score = 50
                var c = Counter()
                c.n = 4
                c.n += 1
                return g.log.joined(separator: ",") + " \\(g.score) " + trail + " \\(c.changes)"
            }
            let summary = run()
            """)
        XCTAssertEqual(g.lookup("summary"), .string("will 3,did 0,will 50,did 3 10 xab 2"))
        // An initialiser's own assignments run no observer; a later one does.
        XCTAssertEqual(g.lookup("theme"), .string("0 [\"tint\"] red/white"))
    }

    func testUIScreenIsAnIPhone15() throws {
        let s = try S.layout(
            """
            struct ContentView: View {
                var body: some View { Color.red.frame(width: UIScreen.main.bounds.width / 3, height: UIScreen.main.bounds.height / 4) }
            }
            """)
        XCTAssertEqual(s.root.frame.width, 131)
        XCTAssertEqual(s.root.frame.height, 213)
    }

    /// `UIScreen.main`, `UITraitCollection.current` and `UIFontMetrics` read the render, as in
    /// compiled code: the device's screen (in a view's body and in a child view's stored
    /// properties), the appearance, the Dynamic Type size.
    func testUIKitGlobalsReadTheRender() throws {
        let script = try Script(
            source: """
                struct Bar: View {
                    let width = UIScreen.main.bounds.width / 4
                    var body: some View { Color.red.frame(width: width, height: 10) }
                }
                struct ContentView: View {
                    var body: some View {
                        VStack {
                            Color.blue.frame(width: UIScreen.main.bounds.width / 3, height: UIScreen.main.scale)
                            Bar()
                            Text(UITraitCollection.current.userInterfaceStyle == .dark ? "dark" : "light")
                            Text("\\(Int(UIFontMetrics.default.scaledValue(for: 17)))")
                        }
                    }
                }
                """, fileName: "t.swift")
        let renderer = ImageRenderer(content: try script.renders()[0].view)
        renderer.device = .iPad
        renderer.colorScheme = .dark
        renderer.dynamicTypeSize = .accessibility3
        let l = try script.checked { try renderer.layout() }
        let colors = l.root.all { $0.kind == "Color" }.map(\.frame)
        XCTAssertEqual(colors.count, 2)
        XCTAssertEqual(colors[0].width, 820.0 / 3, accuracy: 0.01)
        XCTAssertEqual(colors[0].height, 2)
        XCTAssertEqual(colors[1].width, 205)
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label), ["dark", "40"])
    }

    func testCalendarAndNumberFormatterAreFoundations() throws {
        let g = try globals(
            """
            let noon = Date(timeIntervalSince1970: 43_200)
            let cal = Calendar.current
            let year = cal.component(.year, from: noon)
            let next = cal.date(byAdding: .day, value: 1, to: noon)!
            let gap = next.timeIntervalSince(noon)
            let today = cal.isDateInToday(Date())
            let price: NumberFormatter = {
                let f = NumberFormatter()
                f.numberStyle = .currency
                return f
            }()
            let decimal: NumberFormatter = {
                let f = NumberFormatter()
                f.numberStyle = .decimal
                f.maximumFractionDigits = 1
                return f
            }()
            let cost = price.string(from: NSNumber(value: 1234.5))
            let big = decimal.string(from: 1234567.89)
            """)
        XCTAssertEqual(g.lookup("year"), .int(1970))
        XCTAssertEqual(g.lookup("gap"), .double(86_400))
        XCTAssertEqual(g.lookup("today"), .bool(true))
        XCTAssertEqual(g.lookup("cost"), .string("$1,234.50"))
        XCTAssertEqual(g.lookup("big"), .string("1,234,567.9"))
    }

    /// `` static let `default` `` declares `default`, which `Profile.default` and `` `default` `` reach.
    func testEscapedIdentifiersNameTheirPlainName() throws {
        let g = try globals(
            """
            struct Profile {
                var name: String
                static let `default` = Profile(name: "g_kumar")
                static var again: Profile { `default` }
            }
            let a = Profile.default.name
            let b = Profile.again.name
            let `class` = 3
            let c = `class` + 1
            """)
        XCTAssertEqual(g.lookup("a"), .string("g_kumar"))
        XCTAssertEqual(g.lookup("b"), .string("g_kumar"))
        XCTAssertEqual(g.lookup("c"), .int(4))
    }

    /// Angles scale and add as SwiftUI's `Angle` does; `.degrees(x) * 2` finds `Angle` from the operator.
    func testAngleArithmetic() throws {
        let g = try globals(
            """
            let a: Angle = .degrees(Double(1) / Double(8)) * 360.0
            let b = Angle.degrees(30) + .degrees(15)
            let c = -Angle.radians(1)
            let d = 2 * Angle.degrees(10) / 4
            """)
        XCTAssertEqual(g.lookup("a"), .native(Angle.degrees(1.0 / 8) * 360))
        XCTAssertEqual(g.lookup("b"), .native(Angle.degrees(30) + .degrees(15)))
        XCTAssertEqual(g.lookup("c"), .native(-Angle.radians(1)))
        XCTAssertEqual(g.lookup("d"), .native(2 * Angle.degrees(10) / 4))
        XCTAssertEqual((Angle.degrees(10) * 2).degrees, 20, accuracy: 1e-12)
    }

    func testOptionalChainOnNilIsNil() throws {
        let g = try globals(
            """
            struct Mission { var launch: Date?; var crew: [String]? }
            let none = Mission(launch: nil, crew: nil)
            let some = Mission(launch: Date(timeIntervalSince1970: 0), crew: ["Aldrin"])
            let a = none.launch?.timeIntervalSince1970 ?? -1
            let b = some.launch?.timeIntervalSince1970 ?? -1
            let c = none.crew?.first?.uppercased() ?? "N/A"
            let d = some.crew?.first?.uppercased() ?? "N/A"
            let e = none.crew?.map { $0 + "!" }.count
            var f: Mission? = nil
            let g = f?.crew?.count
            """)
        XCTAssertEqual(g.lookup("a"), .double(-1))
        XCTAssertEqual(g.lookup("b"), .double(0))
        XCTAssertEqual(g.lookup("c"), .string("N/A"))
        XCTAssertEqual(g.lookup("d"), .string("ALDRIN"))
        XCTAssertEqual(g.lookup("e"), .null)
        XCTAssertEqual(g.lookup("g"), .null)
        // Without `?`, nil is still an error, and `!` still traps.
        let e = S.error(
            """
            let date: Date? = nil
            struct ContentView: View { var body: some View { Text(date!.formatted()) } }
            """)
        XCTAssertTrue(e.contains("unexpectedly found nil"), e)
    }

    func testStaticsOfAConstrainedProtocolExtensionBelongToTheType() throws {
        // `extension ShapeStyle where Self == Color`: `.brand` where a colour or style is expected,
        // and `Color.brand`.
        let s = try S.layout(
            """
            extension ShapeStyle where Self == Color {
                static var brand: Color { Color(red: 1, green: 0, blue: 0) }
            }
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.brand.frame(width: 4, height: 2)
                        Rectangle().fill(.brand).frame(width: 4, height: 2)
                        Text("x").foregroundStyle(.brand)
                    }
                    .background(.brand)
                }
            }
            """)
        XCTAssertGreaterThan(s.root.frame.height, 4)  // the two 2-point colours and the text
        let px = try S.scriptPixels(
            """
            extension ShapeStyle where Self == Color {
                static var brand: Color { Color(red: 0, green: 0, blue: 1) }
            }
            struct ContentView: View { var body: some View { Rectangle().fill(.brand).frame(width: 2, height: 2) } }
            """)
        let p = px.pixel(x: 1, y: 1)
        XCTAssertEqual([p.r, p.g, p.b, p.a], [0, 0, 255, 255])
        // Forwarding to the type's own static of the same name (`.brand` there is `Color.brand`, which
        // Swift prefers to the protocol extension's), in either order of the two extensions.
        for order in [0, 1] {
            let own = "extension Color { static var brand: Color { Color(red: 0, green: 1, blue: 0) } }"
            let forwarding = "extension ShapeStyle where Self == Color { static var brand: Color { .brand } }"
            let px = try S.scriptPixels(
                (order == 0 ? [own, forwarding] : [forwarding, own]).joined(separator: "\n") + """

                    struct ContentView: View { var body: some View { Rectangle().fill(.brand).frame(width: 2, height: 2) } }
                    """)
            let p = px.pixel(x: 1, y: 1)
            XCTAssertEqual([p.r, p.g, p.b, p.a], [0, 255, 0, 255])
        }
    }

    /// Overloads chosen by argument type: file-scope functions of one name, and statics whose
    /// parameter is an unsigned integer or a string (`Color.hex(0xFF0000)` and `Color.hex("F5C343")`).
    func testOverloadsAreChosenByArgumentType() throws {
        let g = try globals(
            """
            func describe(_ x: Int) -> String { "int \\(x)" }
            func describe(_ s: String) -> String { "string \\(s)" }
            func describe(_ x: Int, twice: Bool) -> String { "twice" }
            enum Palette {
                static func hex(_ value: UInt32) -> Int { Int(value & 0xFF) }
                static func hex(_ value: String) -> Int { -1 }
            }
            let a = describe(3)
            let b = describe("x")
            let c = describe(1, twice: true)
            let d = Palette.hex(0x12)
            let e = Palette.hex("12")
            """)
        XCTAssertEqual(g.lookup("a"), .string("int 3"))
        XCTAssertEqual(g.lookup("b"), .string("string x"))
        XCTAssertEqual(g.lookup("c"), .string("twice"))
        XCTAssertEqual(g.lookup("d"), .int(0x12))
        XCTAssertEqual(g.lookup("e"), .int(-1))
    }

    /// A nested type's body names its enclosing types' statics unqualified, as Swift's lexical
    /// scope allows; a body declares a local `typealias`; `.greatestFiniteMagnitude` is a number.
    func testNestedTypesSeeTheirOuterStaticsAndBodiesDeclareAliases() throws {
        let g = try globals(
            """
            enum L10n {
                private static func localized(_ key: String) -> String { "<" + key + ">" }
                static let prefix = "P"
                enum Home {
                    static let title = localized("title")
                    struct Row { var text: String { prefix + localized("row") } }
                }
            }
            enum Metrics { static let gap = 8.0 }
            func gapTwice() -> Double {
                typealias M = Metrics
                return 2 * M.gap
            }
            let title = L10n.Home.title
            let row = L10n.Home.Row().text
            let gap = gapTwice()
            let big = CGSize(width: 10, height: .greatestFiniteMagnitude).height
            """)
        XCTAssertEqual(g.lookup("title"), .string("<title>"))
        XCTAssertEqual(g.lookup("row"), .string("P<row>"))
        XCTAssertEqual(g.lookup("gap"), .double(16))
        XCTAssertEqual(g.lookup("big"), .double(.greatestFiniteMagnitude))
    }

    /// `range(of:)` and `replaceSubrange(_:with:)` on strings (a hand-written formatter), `append`,
    /// and `String.LocalizationValue` handed to `String(localized:)`.
    func testStringRangesAndReplacement() throws {
        let g = try globals(
            """
            func formatted(_ template: String, _ values: String...) -> String {
                var result = String(localized: String.LocalizationValue(template))
                for value in values {
                    if let range = result.range(of: "%@") ?? result.range(of: "%d") { result.replaceSubrange(range, with: value) }
                }
                result.append("!")
                return result
            }
            let a = formatted("%@ of %d days", "3", "21")
            let b = "abc".range(of: "x") == nil
            let c = "#F5C343".starts(with: "#")
            """)
        XCTAssertEqual(g.lookup("a"), .string("3 of 21 days!"))
        XCTAssertEqual(g.lookup("b"), .bool(true))
        XCTAssertEqual(g.lookup("c"), .bool(true))
    }

    /// A generic function whose type parameter only its result decides learns it from the
    /// property a memberwise initialiser's argument initialises.
    func testAGenericResultIsTypedByTheMemberwiseParameter() throws {
        let texts = try ScriptTestSupport.texts(
            """
            struct Mission: Codable { let name: String }
            func decode<T: Decodable>(_ json: String) -> T { try! JSONDecoder().decode(T.self, from: Data(json.utf8)) }
            struct ListLayout: View {
                let missions: [Mission]
                let count: Int
                var body: some View { VStack { ForEach(missions, id: \\.name) { Text($0.name) }; Text("\\(count)") } }
            }
            struct ContentView: View {
                var body: some View { ListLayout(missions: decode(#"[{"name":"Apollo 1"},{"name":"Apollo 7"}]"#), count: decode("2")) }
            }
            """)
        XCTAssertEqual(texts, ["Apollo 1", "Apollo 7", "2"])
    }

    /// A generic result learns its type through parentheses, a force unwrap and a structure around
    /// the generic parameter (`AnyPublisher<T, Error>`, `[String: T]`), as Swift infers it.
    func testAGenericResultIsTypedThroughParenthesesAndEnclosingTypes() throws {
        let g = try globals(
            """
            import Combine
            struct Resort: Codable { let name: String }
            extension Bundle {
                func decoded<T: Decodable>(_ json: String) -> T { try! JSONDecoder().decode(T.self, from: Data(json.utf8)) }
                func optional<T: Decodable>(_ json: String) -> T? { try? JSONDecoder().decode(T.self, from: Data(json.utf8)) }
            }
            enum API {
                static func fetch<T: Decodable>(_ json: String) -> AnyPublisher<T, Error> {
                    Just(Data(json.utf8)).decode(type: T.self, decoder: JSONDecoder()).eraseToAnyPublisher()
                }
                static func resorts() -> AnyPublisher<[Resort], Error> { Self.fetch(#"[{"name":"Gamma"}]"#) }
                static func broken() -> AnyPublisher<[Resort], Error> { Self.fetch("not JSON") }
                static func keyed<T: Decodable>(_ json: String) -> [String: T] { try! JSONDecoder().decode([String: T].self, from: Data(json.utf8)) }
            }
            let parenthesized: [Resort] = (Bundle.main.decoded(#"[{"name":"Alpha"},{"name":"Beta"}]"#))
            let forced: Resort = Bundle.main.optional(#"{"name":"Delta"}"#)!
            let keyed: [String: Resort] = API.keyed(#"{"k": {"name":"Epsilon"}}"#)
            var published: [Resort] = []
            let c1 = API.resorts().replaceError(with: []).sink { published = $0 }
            var replaced: [Resort] = [Resort(name: "unset")]
            let c2 = API.broken().replaceError(with: [Resort(name: "fallback")]).sink { replaced = $0 }
            let names = parenthesized.map(\\.name) + [forced.name, keyed["k"]!.name] + published.map(\\.name) + replaced.map(\\.name)
            """)
        XCTAssertEqual(g.lookup("names"), .array(["Alpha", "Beta", "Delta", "Epsilon", "Gamma", "fallback"].map { .string($0) }))
    }

    /// `.init(…)` where a collection type is expected calls that type's initialiser, a dictionary
    /// type written as an expression is a dictionary (also through a type alias), and a generic
    /// result expected to be a dictionary decodes one.
    func testCollectionInitialisersFromContextAndDictionaryTypes() throws {
        let g = try globals(
            """
            struct Item: Codable { let name: String; let group: String }
            let items = [Item(name: "a", group: "x"), Item(name: "b", group: "y"), Item(name: "c", group: "x")]
            var categories: [String: [Item]] { .init(grouping: items, by: { $0.group }) }
            var names: [String] { .init(repeating: "z", count: 2) }
            typealias Index = [String: Int]
            let index = Index(uniqueKeysWithValues: [("one", 1), ("two", 2)])
            let sugared = [String: Int](uniqueKeysWithValues: [("three", 3)])
            func decode<T: Decodable>(_ json: String) -> T { try! JSONDecoder().decode(T.self, from: Data(json.utf8)) }
            let decoded: [String: Item] = decode(#"{"k": {"name": "d", "group": "z"}}"#)
            let keys = categories.keys.sorted()
            let xs = categories["x"]!.map(\\.name)
            """)
        XCTAssertEqual(g.lookup("keys"), .array([.string("x"), .string("y")]))
        XCTAssertEqual(g.lookup("xs"), .array([.string("a"), .string("c")]))
        XCTAssertEqual(g.lookup("names"), .array([.string("z"), .string("z")]))
        XCTAssertEqual(g.lookup("index"), .dictionary([(key: .string("one"), value: .int(1)), (key: .string("two"), value: .int(2))]))
        XCTAssertEqual(g.lookup("sugared"), .dictionary([(key: .string("three"), value: .int(3))]))
        guard case .dictionary(let d)? = g.lookup("decoded"), d.count == 1, case .instance(let item) = d[0].value else {
            return XCTFail("\(String(describing: g.lookup("decoded")))")
        }
        XCTAssertEqual(item.fields["name"], .string("d"))
    }

    /// A memberwise argument `.init()` for a property typed `Self.Model` makes the nested type.
    func testImplicitInitialiserForASelfQualifiedPropertyType() throws {
        let texts = try ScriptTestSupport.texts(
            """
            struct Screen: View {
                let model: Self.Model
                var body: some View { Text(model.title) }
            }
            extension Screen { final class Model: ObservableObject { @Published var title = "Nested" } }
            struct ContentView: View { var body: some View { Screen(model: .init()) } }
            """)
        XCTAssertEqual(texts, ["Nested"])
    }

    /// An `Alignment`'s two guides, read by an app's extension that switches over them (Food
    /// Truck's `FlowLayout`: `alignment.horizontal.percent`).
    func testAnAlignmentsGuidesAreReadable() throws {
        let texts = try ScriptTestSupport.texts(
            """
            extension HorizontalAlignment {
                var percent: Double {
                    switch self {
                    case .leading: return 0
                    case .trailing: return 1
                    default: return 0.5
                    }
                }
            }
            struct ContentView: View {
                let alignment: Alignment = .bottomTrailing
                var body: some View {
                    Text("\\(alignment.horizontal.percent) \\(Alignment.top.horizontal.percent) \\(alignment.vertical == .bottom)")
                }
            }
            """)
        XCTAssertEqual(texts, ["1.000000 0.500000 true"])
    }

    /// A type's static subscript (Swiftfin's `Notifications[.didLoad]`), whose argument is an
    /// implicit member of a generic type nested in it.
    func testStaticSubscripts() throws {
        let g = try globals(
            """
            enum Notifications {
                struct Key<Payload> { let name: String }
                static subscript<Payload>(key: Key<Payload>) -> Key<Payload> { key }
            }
            extension Notifications.Key where Payload == String {
                static var didLoad: Notifications.Key<String> { .init(name: "didLoad") }
            }
            struct Grid {
                static subscript(row: Int, column: Int) -> String { "\\(row)x\\(column)" }
            }
            let name = Notifications[.didLoad].name
            let cell = Grid[2, 3]
            """)
        XCTAssertEqual(g.lookup("name"), .string("didLoad"))
        XCTAssertEqual(g.lookup("cell"), .string("2x3"))
    }

    /// `.environment(\.textCase, nil)` undoes a text case around it, as `textCase(nil)` does.
    func testTheTextCaseEnvironmentValueIsWritable() throws {
        let texts = try ScriptTestSupport.texts(
            """
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("Mixed Case")
                        Text("Kept As Written").environment(\\.textCase, nil)
                        Text("Lower").environment(\\.textCase, .lowercase)
                    }
                    .textCase(.uppercase)
                }
            }
            """)
        XCTAssertEqual(texts, ["MIXED CASE", "Kept As Written", "lower"])
    }

    /// `prefix(while:)` and `drop(while:)` of arrays and strings; counts Swift traps on (a negative
    /// `prefix`, `abs(Int.min)`) are errors at the call instead of a crash.
    func testPrefixAndDropWhileAndCountsSwiftTrapsOn() throws {
        let g = try globals(
            """
            let a = [1, 2, 3, 1].prefix(while: { $0 < 3 })
            let b = [1, 2, 3, 1].drop(while: { $0 < 3 })
            let c = String("aabc".prefix { $0 == "a" })
            let d = String("aabc".drop(while: { $0 == "a" }))
            """)
        XCTAssertEqual(g.lookup("a"), .array([.int(1), .int(2)]))
        XCTAssertEqual(g.lookup("b"), .array([.int(3), .int(1)]))
        XCTAssertEqual(g.lookup("c"), .string("aa"))
        XCTAssertEqual(g.lookup("d"), .string("bc"))
        for (expression, message) in [
            (#"Array("abc".prefix(-1))"#, "prefix(-1): a count must not be negative"),
            (#""abc".dropFirst(-1)"#, "dropFirst(-1): a count must not be negative"),
            ("[1, 2].suffix(-2)", "suffix(-2): a count must not be negative"),
            ("[1, 2].dropLast(-1)", "dropLast(-1): a count must not be negative"),
            ("abs(Int.min)", "arithmetic overflow"),
            ("Double.random(in: 0...Double.infinity)", "needs a finite range"),
            ("Color(red: .nan, green: 0, blue: 0)", "not a number (NaN)"),  // `.nan` is a number, refused where NaN is
        ] {
            XCTAssertThrowsError(try globals("let v = \(expression)"), expression) { XCTAssertTrue("\($0)".contains(message), "\($0)") }
        }
    }

    /// Swift's `Duration`: unit functions, `zero`, arithmetic and comparison, `components`, and
    /// Foundation's formats of it; `Task.sleep(for:)` takes one.
    func testDurations() throws {
        let g = try globals(
            """
            let d: Duration = .seconds(3725)
            let timeFormatter: Duration.TimeFormatStyle = Duration.TimeFormatStyle(pattern: .hourMinute)
            let texts = [
                d.formatted(), d.formatted(.time(pattern: .minuteSecond)), timeFormatter.format(d),
                Duration.milliseconds(1500).formatted(.units(allowed: [.seconds, .milliseconds], width: .wide)),
                (d * 2).formatted(), (d - .seconds(5) + .milliseconds(2500)).formatted(.time(pattern: .hourMinuteSecond)),
                Duration(secondsComponent: Int64(3725.0), attosecondsComponent: 0)
                    .formatted(.units(allowed: [.hours, .minutes, .seconds], width: .abbreviated, maximumUnitCount: 1)),
            ]
            let seconds = (d + .seconds(5)).components.seconds
            let compared = d > .seconds(1) && Duration.zero == .seconds(0) && .microseconds(1) < Duration.nanoseconds(1001)
            let ratio = d / .seconds(5)
            """)
        XCTAssertEqual(g.lookup("texts"), .array(["1:02:05", "62:05", "1:02", "1 second, 500 milliseconds", "2:04:10", "1:02:02", "1 hr"].map { .string($0) }))
        XCTAssertEqual(g.lookup("seconds"), .int(3730))
        XCTAssertEqual(g.lookup("compared"), .bool(true))
        XCTAssertEqual(g.lookup("ratio"), .double(745))
        XCTAssertThrowsError(try globals("let d = Duration.seconds(Double.infinity)")) { XCTAssertTrue("\($0)".contains("out of range"), "\($0)") }
        XCTAssertThrowsError(try globals("let r = Duration.seconds(1) / .zero")) { XCTAssertTrue("\($0)".contains("division by a zero duration"), "\($0)") }
        XCTAssertThrowsError(try globals("let t = Duration.seconds(1).formatted(.units(maximumUnitCount: 0))")) {
            XCTAssertTrue("\($0)".contains("must be at least 1"), "\($0)")
        }
    }

    /// `NSString(string:)` (an `NSCache` key) is a string, whose `length` counts UTF-16 units.
    func testNSStringsAreStrings() throws {
        let g = try globals(
            """
            let key = NSString(string: "poster#w500")
            let empty = NSString()
            let length = NSString(string: "a😀").length
            let same = (key as String) == "poster#w500"
            """)
        XCTAssertEqual(g.lookup("key"), .string("poster#w500"))
        XCTAssertEqual(g.lookup("empty"), .string(""))
        XCTAssertEqual(g.lookup("length"), .int(3))
        XCTAssertEqual(g.lookup("same"), .bool(true))
    }

    /// A generic `T` that nothing at the call decides is decided by what the pipeline delivers to:
    /// the value `replaceError(with:)` gives, else the type the subscriber's closure declares.
    func testAGenericPublishersTypeIsDecidedByItsSubscriber() throws {
        let g = try globals(
            """
            import Combine
            struct Astronaut: Codable { let name: String }
            struct Response: Codable { let total: Int }
            func load<T: Decodable>(_ json: String) -> AnyPublisher<T, Error> {
                Just(Data(json.utf8)).decode(type: T.self, decoder: JSONDecoder()).mapError { $0 }.eraseToAnyPublisher()
            }
            var names: [String] = []
            let c1 = load(#"[{"name":"Ann"},{"name":"Bo"}]"#).replaceError(with: []).sink { (astronauts: [Astronaut]) in names = astronauts.map(\\.name) }
            var total = -1
            let c2 = load(#"{"total":7}"#).replaceError(with: Response(total: 0)).sink { total = $0.total }
            """)
        XCTAssertEqual(g.lookup("names"), .array([.string("Ann"), .string("Bo")]))
        XCTAssertEqual(g.lookup("total"), .int(7))
        // Nothing decides it: an error naming the parameter, not an unknown identifier.
        XCTAssertThrowsError(
            try globals(
                """
                import Combine
                func load<T: Decodable>(_ json: String) -> AnyPublisher<T, Error> {
                    Just(Data(json.utf8)).decode(type: T.self, decoder: JSONDecoder()).eraseToAnyPublisher()
                }
                let c = load("[]").map { _ in 1 }.replaceError(with: 0).sink { _ in }
                """)
        ) { XCTAssertTrue("\($0)".contains("nothing here decides what 'T' is"), "\($0)") }
    }

    /// `===` and `!==` compare objects by identity.
    func testIdentityOperators() throws {
        let g = try globals(
            """
            final class Box { var n = 0 }
            let a = Box(), b = Box()
            let c = a
            let same = a === c
            let different = a !== b
            let notSame = a === b
            let nilIsNil = (nil as Box?) === nil
            """)
        XCTAssertEqual(g.lookup("same"), .bool(true))
        XCTAssertEqual(g.lookup("different"), .bool(true))
        XCTAssertEqual(g.lookup("notSame"), .bool(false))
        XCTAssertEqual(g.lookup("nilIsNil"), .bool(true))
    }

    func testDateComponentsAreWritable() throws {
        let g = try globals(
            """
            func wakeUp() -> (Int?, Int?, Int) {
                var components = DateComponents()
                components.year = 2024
                components.month = 3
                components.day = 14
                components.hour = 7
                components.minute = 30
                var cleared = components
                cleared.hour = nil
                let date = Calendar.current.date(from: components)!
                return (cleared.hour, components.hour, Calendar.current.component(.hour, from: date))
            }
            let (clearedHour, keptHour, hour) = wakeUp()
            """)
        XCTAssertEqual(g.lookup("hour"), .int(7))
        XCTAssertEqual(g.lookup("clearedHour"), .null)
        XCTAssertEqual(g.lookup("keptHour"), .int(7))
    }

    func testImplicitMembersFindStaticsAddedToSwiftUIAndFoundationTypes() throws {
        let g = try globals(
            """
            struct Task { var id: UUID = .init(); var title: String; var created: Date = .init() }
            extension Date {
                static func hoursFromNow(_ n: Int) -> Date { Date(timeIntervalSince1970: 1_000_000).addingTimeInterval(Double(n) * 3600) }
                static var epoch: Date { Date(timeIntervalSince1970: 0) }
            }
            let tasks: [Task] = [
                .init(title: "A", created: .hoursFromNow(-5)),
                .init(title: "B", created: .hoursFromNow(2)),
                .init(title: "C", created: .epoch),
            ]
            let order = tasks.sorted { $1.created > $0.created }.map(\\.title).joined()
            """)
        XCTAssertEqual(g.lookup("order"), .string("CAB"))
    }

    func testADeclaredTypeGivesInitAndImplicitChainsTheirType() throws {
        // `static let icon: Image = .init(systemName:)` is an Image, not a colour.
        let s = try S.layout(
            """
            enum Symbols {
                static let person: Image = .init(systemName: "person.crop.circle.fill")
                static let link: Image = .init(systemName: "link").symbolRenderingMode(.hierarchical)
                static let tint: Color = .init(red: 1, green: 0, blue: 0)
            }
            struct ContentView: View {
                let size: CGSize = .init(width: 10, height: 20)
                var body: some View {
                    VStack {
                        Symbols.person
                        Symbols.link
                        Symbols.tint.frame(width: size.width, height: size.height)
                    }
                }
            }
            """)
        XCTAssertEqual(s.root.all { $0.kind == "Image" }.count, 2)
        XCTAssertEqual(s.root.all { $0.kind == "frame" }.first?.frame.height, 20)
    }

    func testExtensionsOfSwiftsTypesUseImplicitSelf() throws {
        let g = try globals(
            """
            extension Array {
                var oneAndOnly: Element? { if count == 1 { return first } else { return nil } }
                func second() -> Element? { count > 1 ? self[1] : nil }
            }
            extension String {
                var shout: String { uppercased() + "!" }
                var size: Int { count }
            }
            let one = [5].oneAndOnly
            let none = [1, 2].oneAndOnly
            let second = [1, 2].second()
            let shout = "hi".shout
            let size = "abc".size
            """)
        XCTAssertEqual(g.lookup("one"), .int(5))
        XCTAssertEqual(g.lookup("none"), .null)
        XCTAssertEqual(g.lookup("second"), .int(2))
        XCTAssertEqual(g.lookup("shout"), .string("HI!"))
        XCTAssertEqual(g.lookup("size"), .int(3))
    }

    func testAGenericTypeParameterTakesACollectionTypeArgument() throws {
        // HackingWithSwift's `Bundle.decode(_ type: T.Type, …)` called with `[Mission].self`.
        let g = try globals(
            """
            struct Mission: Codable { let id: Int; let name: String }
            extension Bundle {
                func decode<T: Decodable>(_ type: T.Type, from json: String) -> T {
                    let decoder = JSONDecoder()
                    guard let data = json.data(using: .utf8) else { fatalError("not UTF-8") }
                    do { return try decoder.decode(T.self, from: data) } catch { fatalError("cannot decode") }
                }
            }
            let missions = Bundle.main.decode([Mission].self, from: #"[{"id": 1, "name": "Apollo 1"}, {"id": 7, "name": "Apollo 7"}]"#)
            let count = missions.count
            let name = missions[1].name
            """)
        XCTAssertEqual(g.lookup("count"), .int(2))
        XCTAssertEqual(g.lookup("name"), .string("Apollo 7"))
    }

    func testALocalizedStringKeyMadeFromAStringIsLookedUp() throws {
        let script = try Script(
            source: """
                extension String { var localizedKey: LocalizedStringKey { LocalizedStringKey(self) } }
                struct V: View {
                    let title = "Welcome"
                    var body: some View { VStack { Text(title.localizedKey); Text(title) } }
                }
                """, fileName: "l.swift")
        let r = ImageRenderer(content: try script.renders()[0].view)
        r.strings = try StringCatalog(contentsOf: ScriptTestSupport.root.appendingPathComponent("fixtures/l10n"))
        r.locale = Locale(identifier: "de")
        let lines = try script.checked { try r.layout() }.root.all { $0.kind == "Text" }.flatMap { $0.lines ?? [] }
        XCTAssertEqual(lines, ["Willkommen", "Welcome"])  // a String variable is shown as it is, as in SwiftUI
    }

    /// A Redux library's `ConnectedView` (SwiftUIRedux, SwiftUIFlux): the view's `body` comes from
    /// its protocol's extension, which passes a method of the extension as a closure
    /// (`Connector(content: render)`) that the connector calls without labels.
    func testABodyFromAProtocolExtensionCallingAMethodPassedAsAClosure() throws {
        let layout = try ScriptTestSupport.layout(
            """
            protocol Connected: View {
                associatedtype V: View
                func body(props: String) -> V
            }
            extension Connected {
                func render(state: Int, suffix: String) -> V { body(props: "\\(state)\\(suffix)") }
                var body: Connector<V> { Connector(content: render) }
            }
            struct Connector<V: View>: View {
                let content: (Int, String) -> V
                var body: V { content(42, "!") }
            }
            struct Screen: Connected {
                func body(props: String) -> some View { Text(props) }
            }
            #Preview { Screen() }
            """)
        XCTAssertEqual(layout.root.all { $0.kind == "Text" }.compactMap(\.label), ["42!"])
    }

    /// An extension of an optional type (`extension String? { var orDash }`, `extension Optional
    /// where Wrapped == String { func described() }`) adds to optionals holding a value and to nil
    /// (WorkoutApp's `imageStringURL.queryAllowedURL`), which is not optional chaining's nil.
    func testAnExtensionOfAnOptionalTypeAddsToItsValuesAndToNil() throws {
        let g = try globals(
            """
            extension String? {
                var orDash: String {
                    guard let self else { return "-" }
                    return self.isEmpty ? "-" : self
                }
            }
            extension Optional where Wrapped == Int {
                func described() -> String { self.map { "\\($0)" } ?? "none" }
            }
            let name: String? = "Ada"
            let missing: String? = nil
            let count: Int? = nil
            let text = name.orDash + " " + missing.orDash + " " + count.described() + " " + Optional(3).described()
            let chained = missing?.count
            """)
        XCTAssertEqual(g.lookup("text"), .string("Ada - none 3"))
        XCTAssertEqual(g.lookup("chained"), .null)
    }

    /// A function given for a view builder closure (`label: EmptyView.init`, `label: title`) is
    /// called for its view (WorkoutApp's label-less `NavigationLink`).
    func testAFunctionGivenForAViewBuilderClosureGivesItsView() throws {
        let layout = try ScriptTestSupport.layout(
            """
            extension NavigationLink where Label == EmptyView {
                init(destination: Destination, isActive: Binding<Bool>) {
                    self.init(destination: destination, isActive: isActive, label: EmptyView.init)
                }
            }
            struct Screen: View {
                func title() -> some View { Text("Made") }
                var body: some View {
                    VStack {
                        NavigationLink(destination: Text("Next"), isActive: .constant(false))
                        Button(action: {}, label: title)
                    }
                }
            }
            #Preview { Screen() }
            """)
        XCTAssertEqual(layout.root.all { $0.kind == "Text" }.compactMap(\.label), ["Made"])
    }

    /// Of two overloads a call binds to, the more specific is called, as in Swift: a string goes
    /// to `tryDecode(_ jsonString: String)`, a dictionary to `tryDecode(_ primitive: Any)`,
    /// whichever is declared first (WeChat's message templates were nil).
    func testTheMostSpecificOverloadIsCalled() throws {
        let g = try globals(
            """
            struct Item: Codable { let id: String }
            func tryDecode<T: Decodable>(_ primitive: Any) -> T? {
                guard let data = try? JSONSerialization.data(withJSONObject: primitive, options: []),
                      let value = try? JSONDecoder().decode(T.self, from: data) else { return nil }
                return value
            }
            func tryDecode<T: Decodable>(_ jsonString: String) -> T? {
                guard let data = jsonString.data(using: .utf8), let value = try? JSONDecoder().decode(T.self, from: data) else { return nil }
                return value
            }
            func kind(_ x: Any) -> String { "any" }
            func kind(_ x: Int) -> String { "int" }
            let a: Item! = tryDecode(#"{"id": "A"}"#)
            let c: Item? = tryDecode(["id": "C"])
            let ids = (a?.id ?? "nil") + (c?.id ?? "nil") + kind(3) + kind("x")
            """)
        XCTAssertEqual(g.lookup("ids"), .string("ACintany"))
    }

    /// `dict.first` is a `(key:, value:)` element (MovieSwiftUI's preview picks a list by
    /// `customLists.first!.key`), the first in the order the dictionary was filled; nil when empty.
    func testADictionarysFirstElementIsAKeyAndValue() throws {
        let g = try globals(
            """
            let lists: [Int: String] = {
                var lists: [Int: String] = [:]
                lists[7] = "Watch later"
                lists[3] = "Favourites"
                return lists
            }()
            let key = lists.first!.key
            let value = lists.first?.value
            let empty = [String: Int]().first == nil
            """)
        XCTAssertEqual(g.lookup("key"), .int(7))
        XCTAssertEqual(g.lookup("value"), .string("Watch later"))
        XCTAssertEqual(g.lookup("empty"), .bool(true))
    }

    /// `Text(.init(message))` and `Label(.init(title), …)`: a key made in place from a string, looked
    /// up and read as markdown (WorkoutApp's error view), not the word "init".
    func testAKeyMadeInPlaceWithInitIsTheStringsKey() throws {
        let script = try Script(
            source: """
                struct V: View {
                    let title = "Welcome"
                    let message = "Tap **Retry**"
                    var body: some View { VStack { Text(.init(title)); Text(.init(message)); Label(.init(message), systemImage: "star") } }
                }
                """, fileName: "k.swift")
        let r = ImageRenderer(content: try script.renders()[0].view)
        r.strings = try StringCatalog(contentsOf: ScriptTestSupport.root.appendingPathComponent("fixtures/l10n"))
        r.locale = Locale(identifier: "de")
        let lines = try script.checked { try r.layout() }.root.all { $0.kind == "Text" }.flatMap { $0.lines ?? [] }
        XCTAssertEqual(lines, ["Willkommen", "Tap Retry", "Tap Retry"])
    }

    func testNoneIsNilForAnOptionalAndRemainderIsIEEEs() throws {
        let g = try globals(
            """
            enum Mark: String { case sharp = "#", flat = "b" }
            struct Note { var name: String; var sign: Mark? }
            let cleared: Note = {
                var n = Note(name: "C", sign: .sharp)
                n.sign = .none
                return n
            }()
            let sign = cleared.sign
            let made = Note(name: "D", sign: .none).sign
            let kept = Note(name: "E", sign: .flat).sign
            let remainder = 7.0.remainder(dividingBy: 2)
            let truncating = 7.0.truncatingRemainder(dividingBy: 2)
            """)
        XCTAssertEqual(g.lookup("sign"), .null)
        XCTAssertEqual(g.lookup("made"), .null)
        XCTAssertEqual(g.lookup("kept"), .enumCase(type: "Mark", name: "flat", payload: []))
        XCTAssertEqual(g.lookup("remainder"), .double(-1))
        XCTAssertEqual(g.lookup("truncating"), .double(1))
    }

    func testATypesNestedTypesShadowSwiftUIsInItsStoredProperties() throws {
        // A view's own `enum Alignment` is not SwiftUI's: `.center` is its case, and its members work.
        let s = try S.layout(
            """
            struct ContentView: View {
                @State private var alignment: Alignment = .center
                private enum Alignment { case top, center
                    var value: VerticalAlignment { self == .top ? .top : .center }
                }
                var body: some View {
                    HStack(alignment: alignment.value) {
                        Color.red.frame(width: 10, height: 10)
                        Color.blue.frame(width: 10, height: 30)
                    }
                }
            }
            """)
        let red = s.root.all { $0.kind == "Color" }.first!
        XCTAssertEqual(red.frame.y, 10)  // centred beside the 30-point colour
    }

    func testAScriptsOwnTypeNamedLikeATableTypeOfSwiftUITakesItsCases() throws {
        // Ice Cubes' models declare `enum Visibility { case pub, … }`: an initialiser's
        // `visibility: Visibility` parameter takes `.pub`, not SwiftUI's `Visibility`.
        let texts = try S.texts(
            """
            public enum Visibility: String, CaseIterable {
                case pub = "public"
                case priv = "private"
            }
            struct Post {
                let visibility: Visibility
                init(visibility: Visibility) { self.visibility = visibility }
            }
            struct ContentView: View {
                var body: some View {
                    let p = Post(visibility: .pub)
                    return Text(p.visibility.rawValue)
                }
            }
            """)
        XCTAssertEqual(texts, ["public"])
    }

    func testEnvironmentObjectsOfNestedTypesOfTheSameNameAreFound() throws {
        // Two views each nest a `ViewModel` (qualified by their owners); each view's
        // `@EnvironmentObject var vm: Self.ViewModel` (or `ViewModel`) finds the object injected for it.
        let s = try S.layout(
            """
            struct Crew: View {
                @EnvironmentObject var viewModel: Self.ViewModel
                var body: some View { Color.red.frame(width: viewModel.width, height: 5) }
            }
            extension Crew { final class ViewModel: ObservableObject { let width: CGFloat = 12 } }
            struct Mission: View {
                @EnvironmentObject var viewModel: ViewModel
                var body: some View { Color.blue.frame(width: viewModel.side, height: 5) }
            }
            extension Mission { final class ViewModel: ObservableObject { let side: CGFloat = 20 } }
            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Crew().environmentObject(Crew.ViewModel())
                        Mission().environmentObject(Mission.ViewModel())
                    }
                }
            }
            """)
        XCTAssertEqual(s.root.all { $0.kind == "Color" }.map(\.frame.width), [12, 20])
    }

    func testAParameterOfTypeSelfDotNestedTakesItsImplicitMembers() throws {
        // `init(vm: Self.ViewModel = .init())`: the default is the view's own nested type's
        // instance, though another view nests a type of the same name.
        let s = try S.layout(
            """
            struct Home: View {
                @StateObject private var vm: Self.ViewModel
                init(vm: Self.ViewModel = .init()) { _vm = StateObject(wrappedValue: vm) }
                var body: some View { Color.red.frame(width: vm.width, height: 5) }
            }
            extension Home { final class ViewModel: ObservableObject { @Published var width: CGFloat = 12 } }
            extension Detail { final class ViewModel: ObservableObject { @Published var side: CGFloat = 30 } }
            struct Detail: View {
                let vm: Self.ViewModel?
                init(model: Self.ViewModel? = .init()) { vm = model }
                var body: some View { Color.blue.frame(width: vm?.side ?? 0, height: 5) }
            }
            struct ContentView: View {
                var body: some View { VStack(spacing: 0) { Home(); Detail() } }
            }
            """)
        XCTAssertEqual(s.root.all { $0.kind == "Color" }.map(\.frame.width), [12, 30])
    }

    func testNestedTypesOfTheSameNameInTwoTypesKeepTheirOwnMembers() throws {
        // Two views each with a private `enum Alignment` whose `value` has a different type (as two
        // files of one project have): each view's values find their own declaration, in every run.
        let source = """
            struct Across: View {
                @State private var alignment: Alignment = .top
                private enum Alignment { case top, center
                    var value: VerticalAlignment { switch self { case .top: .top
                        case .center: .center } }
                }
                var body: some View {
                    HStack(alignment: alignment.value) {
                        Color.red.frame(width: 10, height: 10)
                        Color.blue.frame(width: 10, height: 30)
                    }
                }
            }
            struct Down: View {
                @State private var alignment: Alignment = .leading
                private enum Alignment { case leading, center
                    var value: HorizontalAlignment { switch self { case .leading: .leading
                        case .center: .center } }
                }
                var body: some View {
                    VStack(alignment: alignment.value) {
                        Color.green.frame(width: 10, height: 10)
                        Color.blue.frame(width: 30, height: 10)
                    }
                }
            }
            struct ContentView: View {
                var body: some View { HStack(alignment: .top, spacing: 0) { Across(); Down() } }
            }
            """
        for _ in 0..<6 {
            let s = try S.layout(source)
            let colours = s.root.all { $0.kind == "Color" }
            XCTAssertEqual(colours.count, 4)
            XCTAssertEqual(colours[0].frame.y, 0, "top-aligned beside the 30-point colour")
            XCTAssertEqual(colours[2].frame.x, colours[3].frame.x, "leading-aligned above the 30-point colour")
        }
    }

    /// A generic view's parameter is the type of the value it holds: `T.title` and `T.allCases`
    /// in `struct SettingsRow<T: Setting>` read the statics of the enum its binding holds.
    func testAGenericTypesParameterIsTheTypeOfItsStoredValue() throws {
        let source = """
            protocol Setting: CaseIterable, Hashable { static var title: String { get } }
            enum Theme: String, Setting {
                case light, dark, sepia
                static var title: String { "Theme" }
            }
            enum Size: Int, Setting {
                case small, large
                static var title: String { "Size" }
            }
            struct SettingsRow<T: Setting>: View {
                @Binding var selected: T
                let choices: [T]
                var body: some View {
                    VStack {
                        Text(T.title)
                        Text("\\(T.allCases.count) \\(choices.count)")
                    }
                }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        SettingsRow(selected: .constant(Theme.dark), choices: [Theme.light])
                        SettingsRow(selected: .constant(Size.large), choices: [])
                    }
                }
            }
            """
        XCTAssertEqual(try S.texts(source), ["Theme", "3 1", "Size", "2 0"])
    }

    /// `.none` is nil for an optional SwiftUI parameter, as for the script's own
    /// (`.symbolRenderingMode(.none)`, `.textCase(.none)`).
    func testNoneIsNilForOptionalSwiftUIParameters() throws {
        let source = """
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Image(systemName: "star").symbolRenderingMode(.none)
                        Text("Kept").textCase(.none)
                    }
                    .textCase(.uppercase)
                }
            }
            """
        XCTAssertEqual(try S.texts(source), ["Kept"])
    }

    /// A model named like a SwiftUI view (`struct List` of a Mastodon client) stays the model,
    /// and `List { … }` is still SwiftUI's list, as Swift's overloads choose.
    func testAModelNamedLikeAViewLeavesTheViewsContentCallToSwiftUI() throws {
        let source = """
            struct List: Identifiable { let id: Int; let title: String }
            let lists = [List(id: 1, title: "Friends"), List(id: 2, title: "Work")]
            struct ContentView: View {
                var body: some View {
                    List {
                        ForEach(lists) { list in Text(list.title) }
                    }
                }
            }
            """
        let layout = try S.layout(source)
        XCTAssertEqual(layout.root.all { $0.kind == "Text" }.compactMap(\.label), ["Friends", "Work"])
        XCTAssertEqual(layout.root.all { $0.kind == "ScrollView" }.count, 1, "SwiftUI's list scrolls")
        XCTAssertEqual(layout.root.all { $0.kind == "Divider" }.count, 1, "a separator between the two rows")
    }

    /// `$text` of a preview provider's `@State static var text` is a binding to it: what the view
    /// writes through it is read back.
    func testAStaticStatesProjectedValueIsABinding() throws {
        let source = """
            struct Field: View {
                @Binding var text: String
                var body: some View { Text(text).onAppear { text = "edited" } }
            }
            struct Field_Previews: PreviewProvider {
                @State static var text = "SecureField"
                static var previews: some View { Field(text: $text) }
            }
            """
        XCTAssertEqual(try S.texts(source), ["edited"])
    }

    /// A `@ViewBuilder` property whose `if` built nothing is an EmptyView, which takes modifiers.
    func testAViewBuilderThatBuildsNothingIsAnEmptyView() throws {
        let source = """
            struct ContentView: View {
                var error: String? = nil
                var body: some View {
                    VStack {
                        Text("Sign in")
                        errorView.padding(.horizontal, 24)
                    }
                }
                @ViewBuilder private var errorView: some View {
                    if let error { Text(error) }
                }
            }
            """
        XCTAssertEqual(try S.texts(source), ["Sign in"])
    }

    /// Inside an enum's method, another method of the case and a static function of the enum are
    /// called without `self.`; `Self._printChanges()` in a body prints nothing; a few more of
    /// Swift's and Foundation's numbers and dates.
    func testEnumMethodsCallEachOtherAndStandardLibraryOdds() throws {
        let g = try globals(
            """
            struct Model {}
            extension Model {
                enum Vertex: Int, CaseIterable {
                    case topLeading, bottomTrailing
                    static func inset() -> CGFloat { 1 }
                    func x(in rect: CGRect) -> CGFloat {
                        switch self {
                        case .topLeading: rect.minX + inset()
                        case .bottomTrailing: rect.maxX - inset()
                        }
                    }
                    func point(in rect: CGRect) -> CGPoint { CGPoint(x: x(in: rect), y: 0) }
                }
            }
            let corner = Model.Vertex.bottomTrailing.point(in: CGRect(x: 0, y: 0, width: 5, height: 5)).x
            let split = 17.quotientAndRemainder(dividingBy: 5)
            let parts = [split.quotient, split.remainder]
            let tiny = Double.leastNonzeroMagnitude > 0
            let gap = Date(timeIntervalSince1970: 10).distance(to: Date(timeIntervalSince1970: 70))
            let nothing = "\\(Void.self) \\(Never.self)"
            let reasons: [Bool] = {
                var r: RedactionReasons = [.privacy]
                r.insert(.placeholder)
                r.remove(.privacy)
                return [r.contains(.placeholder), r.contains(.privacy)]
            }()
            """)
        XCTAssertEqual(g.lookup("reasons"), .array([.bool(true), .bool(false)]))
        XCTAssertEqual(g.lookup("nothing"), .string("Void Never"))
        XCTAssertEqual(g.lookup("corner"), .double(4))
        XCTAssertEqual(g.lookup("parts"), .array([.int(3), .int(2)]))
        XCTAssertEqual(g.lookup("tiny"), .bool(true))
        XCTAssertEqual(g.lookup("gap"), .double(60))
        let source = """
            struct ContentView: View {
                var body: some View {
                    let _ = Self._printChanges()
                    Text("Watched")
                }
            }
            """
        XCTAssertEqual(try S.texts(source), ["Watched"])
    }

    /// More of what app files call: `String.removeAll(where:)`, `[Int].init(repeating:count:)`,
    /// `Calendar.dateInterval(of:for:)`, `UserDefaults.setValue(_:forKey:)`, option sets' `contains`
    /// and `union`, `UIImage.withRenderingMode(_:)`.
    func testMoreEverydayFoundationAndOptionSets() throws {
        let source = """
            struct ContentView: View {
                @Environment(\\.redactionReasons) var reasons
                var body: some View {
                    var str = "a-b_c"
                    str.removeAll(where: { "-_".contains($0) })
                    let dice = [Int].init(repeating: 0, count: 3)
                    let month = Calendar.current.dateInterval(of: .month, for: Date(timeIntervalSince1970: 1_700_000_000))!
                    UserDefaults.standard.setValue(true, forKey: "first")
                    return VStack {
                        Text(str)
                        Text("\\(dice.count) \\(Int(month.duration / 86400)) \\(UserDefaults.standard.bool(forKey: "first"))")
                        Text(reasons.contains(.privacy) ? "private" : "public")
                        Text(Edge.Set.horizontal.union(.top).contains(.leading) ? "yes" : "no")
                        Image(uiImage: UIImage(systemName: "star")!.withRenderingMode(.alwaysTemplate))
                        Text("a-b".replacingOccurrences(of: "-", with: "", options: NSString.CompareOptions.literal, range: nil)
                            + "A".replacingOccurrences(of: "a", with: "x", options: .caseInsensitive))
                    }
                }
            }
            """
        XCTAssertEqual(try S.texts(source), ["abc", "3 30 true", "public", "yes", "abx"])
    }

    /// A literal where a script's type that takes one is expected: made with its
    /// `init(integerLiteral:)`, `init(stringLiteral:)` or `init(floatLiteral:)`.
    func testLiteralsMakeTheScriptsExpressibleByLiteralTypes() throws {
        let source = """
            struct ID<T>: ExpressibleByIntegerLiteral, Equatable {
                let id: Int
                init(_ value: Int) { self.init(integerLiteral: value) }
                init(integerLiteral value: Int) { id = value }
            }
            enum Pokemon {}
            struct Tag: ExpressibleByStringLiteral {
                let name: String
                init(stringLiteral value: String) { name = "#" + value }
            }
            func includes(_ id: ID<Pokemon>) -> Bool { (1...493).contains(id.id) }
            struct Meters: ExpressibleByFloatLiteral { let v: Double; init(floatLiteral value: Double) { v = value } }
            struct ContentView: View {
                let tag: Tag = "swift"
                let length: Meters = 3
                var body: some View {
                    VStack {
                        Text("\\(includes(25)) \\(includes(600))")
                        Text(tag.name)
                        Text("\\(length.v)")
                    }
                }
            }
            """
        XCTAssertEqual(try S.texts(source), ["true false", "#swift", "3.000000"])
    }

    /// `String(characters)` joins a sequence of characters; `Substring(text)` is text.
    func testStringsFromCharactersAndSubstrings() throws {
        let g = try globals(
            """
            let letters = "ABC"
            let joined = String((0..<3).map { i in letters[letters.index(letters.startIndex, offsetBy: i)] })
            let described = String(42)
            let chunks: [String] = {
                var remaining = Substring("ABCDEFGH")
                var out: [Substring] = []
                while !remaining.isEmpty {
                    out.append(remaining.prefix(3))
                    remaining = remaining.dropFirst(3)
                }
                return out.map { String($0) }
            }()
            """)
        XCTAssertEqual(g.lookup("joined"), .string("ABC"))
        XCTAssertEqual(g.lookup("described"), .string("42"))
        XCTAssertEqual(g.lookup("chunks"), .array(["ABC", "DEF", "GH"].map { .string($0) }))
    }

    /// An implicit member where an array is expected names a static of the script's
    /// `extension Array where Element == …` (`init(sections: .homePageSections)`).
    func testImplicitMembersOfConstrainedArrayExtensions() throws {
        let source = """
            struct Section: Hashable { let title: String }
            extension Array where Element == Section {
                static var home: [Section] = [Section(title: "Popular"), Section(title: "New")]
                static func make(_ n: Int) -> [Section] { (0..<n).map { Section(title: "S\\($0)") } }
            }
            struct Explore: View {
                let sections: [Section]
                init(sections: [Section]) { self.sections = sections }
                init() { self.init(sections: .home) }
                var body: some View { VStack { ForEach(sections, id: \\.self) { Text($0.title) } } }
            }
            struct ContentView: View {
                var body: some View { VStack { Explore(); Explore(sections: .make(2)) } }
            }
            """
        XCTAssertEqual(try S.texts(source), ["Popular", "New", "S0", "S1"])
    }
    func testConditionalCastsToScriptTypesCheckTheType() throws {
        // Kodeco's Cards: `if let element = element as? TextElement` over an array of a protocol.
        let g = try globals(
            """
            protocol CardElement { var id: Int { get } }
            struct ImageElement: CardElement { let id: Int; var name = "img" }
            struct TextElement: CardElement { let id: Int; var text = "txt" }
            class Animal { }
            class Dog: Animal { }
            class Puppy: Dog { }
            enum Suit { case hearts }
            let elements: [CardElement] = [ImageElement(id: 1), TextElement(id: 2), ImageElement(id: 3)]
            let texts = elements.compactMap { ($0 as? TextElement)?.text }
            let images = elements.compactMap { ($0 as? ImageElement)?.name }
            let asProtocol = elements.compactMap { $0 as? CardElement }.count
            let pet: Animal = Puppy()
            let isDog = (pet as? Dog) != nil
            let notSuit = (ImageElement(id: 4) as? Suit) == nil
            """)
        XCTAssertEqual(g.lookup("texts"), .array([.string("txt")]))
        XCTAssertEqual(g.lookup("images"), .array([.string("img"), .string("img")]))
        XCTAssertEqual(g.lookup("asProtocol"), .int(3))
        XCTAssertEqual(g.lookup("isDog"), .bool(true))
        XCTAssertEqual(g.lookup("notSuit"), .bool(true))
        XCTAssertTrue(S.error("struct A { }\nstruct B { }\nlet b = A() as! B").contains("could not cast value of type 'A' to 'B'"))
    }

    func testNumberAliasesAndHashValues() throws {
        let g = try globals(
            """
            struct Award: Hashable { let name: String }
            let seconds = TimeInterval.random(in: 5...5)
            let same = Award(name: "a").hashValue == Award(name: "a").hashValue
            let different = Award(name: "a").hashValue != Award(name: "b").hashValue
            """)
        XCTAssertEqual(g.lookup("seconds"), .double(5))
        XCTAssertEqual(g.lookup("same"), .bool(true))
        XCTAssertEqual(g.lookup("different"), .bool(true))
    }

    /// `Skeleton(.circle)` for `init(_ shape: S)` of `Skeleton<S: Shape>`: the implicit member is
    /// the built-in shape the constraint names, as Swift infers it.
    func testAnImplicitShapeForAGenericParameter() throws {
        struct Skeleton<S: Shape>: View {
            private var shape: S
            init(_ shape: S) { self.shape = shape }
            var body: some View { shape.fill(Color.gray.opacity(0.3)).frame(width: 40, height: 30) }
        }
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct Skeleton<S: Shape>: View {
                private var shape: S
                init(_ shape: S) { self.shape = shape }
                var body: some View { shape.fill(Color.gray.opacity(0.3)).frame(width: 40, height: 30) }
            }
            struct ContentView: View {
                var body: some View {
                    HStack { Skeleton(.circle); Skeleton(.rect(cornerRadius: 5)); Skeleton(.capsule) }
                }
            }
            """)
        let compiled = try ScriptTestSupport.compiledPixels(
            HStack {
                Skeleton(.circle); Skeleton(.rect(cornerRadius: 5)); Skeleton(.capsule)
            })
        XCTAssertEqual(script, compiled)
    }

    /// `SwiftUI.Tab(value:)` in a file that declares its own `enum Tab`: the module's name reaches
    /// SwiftUI's tab, while the plain name is the file's enum.
    func testAModuleQualifiedNameReachesTheSDKTypeOverTheScripts() throws {
        let l = try ScriptTestSupport.layout(
            """
            enum Tab: String, CaseIterable { case chat = "Chat", calls = "Calls" }
            struct ContentView: View {
                @State private var activeTab: Tab = .calls
                var body: some View {
                    TabView(selection: $activeTab) {
                        SwiftUI.Tab.init(value: Tab.chat) { Text("Chat page") }
                        SwiftUI.Tab(Tab.calls.rawValue, systemImage: "phone", value: Tab.calls) { Text("Calls page") }
                    }
                    .frame(width: 300, height: 200)
                }
            }
            """)
        XCTAssertEqual(l.root.all { $0.kind == "Text" }.compactMap(\.label).first, "Calls page")
    }
}
