import XCTest
import Easel
import EaselScript
import EaselRaster

/// Ordinary Swift from app files whose meaning comes from declarations: tuple labels from a
/// declared type, conformances added to nested types by their qualified names, statics called
/// unqualified inside an extension of a Foundation type, postfix `.self`, and ranges that keep
/// how they were written.
final class TypedDeclarationScriptTests: XCTestCase {
    private typealias S = ScriptTestSupport

    func testATupleTakesItsDeclaredTypesLabels() throws {
        let texts = try S.texts(
            """
            typealias TabIcon = (normal: String, selected: String)
            enum Tab { case home
                var icon: TabIcon { switch self { case .home: return ("house", "house.fill") } }
                var size: (width: Double, height: Int) { (2, 3) }
            }
            struct ContentView: View {
                let pair: (first: CGFloat, second: String) = (1 / 2, "b")
                func pick() -> (name: String, count: Int) { ("x", 2) }
                var body: some View {
                    VStack {
                        Text(Tab.home.icon.selected)
                        Text("\\(Tab.home.size.width) \\(Tab.home.size.height)")
                        Text("\\(pair.first) \\(pair.second) \\(pick().count)")
                    }
                }
            }
            """)
        // The elements take their declared types: `2` is a Double, `1 / 2` a CGFloat division (a
        // Text's interpolation shows them with "%lf", as SwiftUI's does).
        XCTAssertEqual(texts, ["house.fill", "2.000000 3", "0.500000 b 2"])
    }

    /// A property declared without a type takes its type from its value: an implicit member set to
    /// it later (`state = .loading`, in a class's method or a view's action) is one of that type's.
    func testAnImplicitMemberSetToAnUntypedPropertyTakesItsValuesType() throws {
        let texts = try S.texts(
            """
            final class Store: ObservableObject {
                @Published private(set) var state = State.empty
                enum State: Equatable {
                    case empty, loading
                    var isLoading: Bool { self == .loading }
                }
                func load() async { await MainActor.run { state = .loading } }
            }
            struct ContentView: View {
                struct Style { var name: String; static let plain = Style(name: "plain"); static let bold = Style(name: "bold") }
                @StateObject private var store = Store()
                @State private var style = Style.plain
                var body: some View {
                    VStack {
                        Text(store.state.isLoading ? "loading" : "idle")
                        Text(style.name)
                    }
                    .task { await store.load() }
                    .onAppear { style = .bold }
                }
            }
            """)
        XCTAssertEqual(texts, ["loading", "bold"])
    }

    func testATypealiasNestedInATypeGivesItsTupleLabels() throws {
        let texts = try S.texts(
            """
            enum Tab: Int {
                case time, mine
                typealias TabIcon = (normal: String, selected: String)
                var tabIcon: TabIcon {
                    switch self {
                    case .time: return ("clock", "clock.fill")
                    case .mine: return ("person", "person.fill")
                    }
                }
            }
            struct Sizes {
                typealias Pair = (wide: Double, tall: Double)
                static let card: Sizes.Pair = (3, 1 / 2)
            }
            struct Key: PreferenceKey {
                typealias Value = CGFloat
                static var defaultValue: Value = 0
                static func reduce(value: inout Value, nextValue: () -> Value) {}
            }
            struct Box<Value> { let value: Value }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text(Tab.mine.tabIcon.selected)
                        Text(verbatim: "\\(Sizes.card.wide) \\(Sizes.card.tall) \\(Box(value: "text").value)")
                    }
                }
            }
            """)
        XCTAssertEqual(texts, ["person.fill", "3.0 0.5 text"])
    }

    func testCharactersAndUnicodeScalars() throws {
        let texts = try S.texts(
            """
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text(String(Character("a")) + String(Character(UnicodeScalar(0x1F600)!)) + "\\(Unicode.Scalar(66)!)")
                        Text("\\(UnicodeScalar(0xD800) == nil) \\(UnicodeScalar(-1) == nil)")
                    }
                }
            }
            """)
        XCTAssertEqual(texts, ["a\u{1F600}B", "true true"])
        XCTAssertThrowsError(try S.texts("struct ContentView: View { var body: some View { Text(String(Character(\"ab\"))) } }")) {
            XCTAssertTrue("\($0)".contains("exactly one character"), "\($0)")
        }
    }

    func testOptionalsSpelledOut() throws {
        let texts = try S.texts(
            """
            struct ContentView: View {
                var body: some View {
                    let a: Int? = Optional.none
                    let b = Optional<String>.none
                    let c = Optional(3)
                    let d: CGFloat? = .some(4)
                    Text("\\(a == nil) \\(b ?? "none") \\(c ?? 0) \\(d ?? 0)")
                }
            }
            """)
        XCTAssertEqual(texts, ["true none 3 4.000000"])
    }

    func testTheSelectionStyleIsTheAccentColour() throws {
        let script = try S.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    Text("Semantic").padding().background(.selection, in: .capsule).tint(.green)
                }
            }
            """)
        XCTAssertEqual(script, try S.compiledPixels(Text("Semantic").padding().background(.selection, in: .capsule).tint(.green)))
        XCTAssertEqual(script, try S.compiledPixels(Text("Semantic").padding().background(Color.green, in: .capsule)), "the tint given")
        XCTAssertEqual(
            try S.compiledPixels(Text("Semantic").padding().background(.tint, in: .capsule)),
            try S.compiledPixels(Text("Semantic").padding().background(Color.accentColor, in: .capsule)), "no tint: the accent colour")
    }

    func testAnExtensionOfANestedTypeByItsQualifiedNameAddsToIt() throws {
        let texts = try S.texts(
            """
            struct Ship { enum Universe: Int32 { case starWars, starTrek } }
            extension Ship.Universe: CaseIterable {}
            extension Ship.Universe {
                var title: String { self == .starWars ? "Star Wars" : "Star Trek" }
            }
            struct ContentView: View {
                var body: some View { Text(Ship.Universe.allCases.map(\\.title).joined(separator: ", ")) }
            }
            """)
        XCTAssertEqual(texts, ["Star Wars, Star Trek"])
    }

    func testAStaticOfAFoundationTypesExtensionIsCalledUnqualifiedInside() throws {
        let texts = try S.texts(
            """
            extension Date {
                static func startOfDay(offset: Int) -> Int { 10 + offset }
                static func wakeUp() -> Int { startOfDay(offset: 2) * 2 }
                static var base: Int { 100 }
                static func plusBase() -> Int { base + 1 }
                func describe() -> String { "\\(startOfDay(offset: 1)) \\(base)" }
            }
            struct ContentView: View {
                var body: some View { Text("\\(Date.wakeUp()) \\(Date().describe()) \\(Date.plusBase())") }
            }
            """)
        XCTAssertEqual(texts, ["24 11 100 101"])
    }

    func testPostfixSelfIsTheExpression() throws {
        let texts = try S.texts(
            """
            struct ContentView: View {
                let count = 5
                func label(for n: Int) -> String { "n\\(n)" }
                var body: some View { Text("\\(count.self) \\(7.self) \\(label.self(for: 3))") }
            }
            """)
        XCTAssertEqual(texts, ["5 7 n3"])
    }

    func testRangesKeepHowTheyWereWritten() throws {
        let texts = try S.texts(
            """
            struct ContentView: View {
                let rating: ClosedRange<Int> = ClosedRange(uncheckedBounds: (lower: 0, upper: 5))
                let steps = Range(uncheckedBounds: (lower: 2, upper: 4))
                var body: some View {
                    VStack {
                        Text("\\(rating.upperBound) \\(rating.count) \\(rating.contains(5)) \\((1...3).upperBound) \\((1..<3).upperBound)")
                        Text("\\(steps.lowerBound) \\(steps.upperBound) \\(steps.count)")
                        Text("\\(String(describing: 1...3)) \\(String(describing: 1..<3))")
                    }
                }
            }
            """)
        XCTAssertEqual(texts, ["5 6 true 3 3", "2 4 2", "1...3 1..<3"])
    }
}

/// SwiftUI's values that app files read and set: `editMode`, `defaultMinListHeaderHeight`,
/// SwiftUI's `CaseIterable` enums' `allCases`, and geometry values' descriptions.
final class EnvironmentAndValueScriptTests: XCTestCase {
    private typealias S = ScriptTestSupport

    func testEditModeIsReadAndSet() throws {
        let texts = try S.texts(
            """
            struct Row: View {
                @Environment(\\.editMode) private var editMode
                var body: some View { Text(editMode?.wrappedValue.isEditing == true ? "editing" : "resting") }
            }
            struct ContentView: View {
                @Environment(\\.editMode) private var editMode
                @State private var isEditing = true
                var body: some View {
                    VStack {
                        Text(editMode == nil ? "none" : "some")
                        Row().environment(\\.editMode, .constant(isEditing ? .active : .inactive))
                        Row().environment(\\.editMode, .constant(.inactive))
                        EditButton().environment(\\.editMode, .constant(.active))
                    }
                }
            }
            """)
        XCTAssertEqual(texts, ["none", "editing", "resting", "Done"])
    }

    func testCaseIterableEnumsAndGeometryDescriptions() throws {
        let texts = try S.texts(
            """
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("\\(ColorScheme.allCases.count) \\(DynamicTypeSize.allCases.count) \\(ColorScheme.allCases.first == .light)")
                        Text(CGRect(x: 1, y: 2, width: 3, height: 4).debugDescription)
                        Text(CGSize(width: 3, height: 4.5).description)
                        Text(verbatim: "\\(CGRect(x: 1, y: 2, width: 3, height: 4)) \\(CGPoint(x: -1, y: 0)) \\([CGSize(width: 1, height: 2)])")
                    }
                }
            }
            """)
        XCTAssertEqual(texts, ["2 12 true", "(1.0, 2.0, 3.0, 4.0)", "(3.0, 4.5)", "(1.0, 2.0, 3.0, 4.0) (-1.0, 0.0) [(1.0, 2.0)]"])
    }

    func testDefaultMinListHeaderHeightMatchesCompiled() throws {
        let script = try S.scriptPixels(
            """
            struct ContentView: View {
                var body: some View {
                    Form { Section("Network") { Text("Wi-Fi") } }
                        .environment(\\.defaultMinListHeaderHeight, 60)
                        .frame(width: 300, height: 200)
                }
            }
            """)
        let compiled = try S.compiledPixels(
            Form { Section("Network") { Text("Wi-Fi") } }.environment(\.defaultMinListHeaderHeight, 60).frame(width: 300, height: 200))
        XCTAssertEqual(script, compiled)
        XCTAssertNotEqual(script, try S.compiledPixels(Form { Section("Network") { Text("Wi-Fi") } }.frame(width: 300, height: 200)))
    }
}

/// Easel's `systemLook` environment value from a script draws what compiled code draws.
final class SystemLookScriptTests: XCTestCase {
    func testSystemLookMatchesCompiled() throws {
        let script = try ScriptTestSupport.scriptPixels(
            """
            struct ContentView: View {
                @Environment(\\.systemLook) private var look
                var body: some View {
                    VStack {
                        Toggle("Wi-Fi", isOn: .constant(true))
                        Button("Save") {}.buttonStyle(.borderedProminent)
                        Text(look == .iOS26 ? "26" : "18")
                    }
                    .frame(width: 200)
                    .environment(\\.systemLook, .iOS26)
                }
            }
            """)
        func compiled(_ look: SystemLook) throws -> Bitmap {
            try ScriptTestSupport.compiledPixels(
                VStack {
                    Toggle("Wi-Fi", isOn: .constant(true))
                    Button("Save") {}.buttonStyle(.borderedProminent)
                    Text("18")
                }
                .frame(width: 200)
                .environment(\.systemLook, look))
        }
        XCTAssertEqual(script, try compiled(.iOS26), "the look is set, and read outside the set view as the default")
        XCTAssertNotEqual(script, try compiled(.iOS18))
    }

    /// `struct Bar<Value: CaseIterable>` made as `Bar(activeTab: $tab)`: a stored property's
    /// initial value that names `Value` sees the type the binding holds, as Swift types it.
    func testAGenericViewsInitialValuesSeeTheParameterItsArgumentsGive() throws {
        let texts = try ScriptTestSupport.texts(
            """
            enum Tab: String, CaseIterable { case home, search, profile, settings }
            struct Bar<Value: CaseIterable & Hashable>: View {
                @Binding var activeTab: Value
                @State private var flags: [Bool] = Array(repeating: false, count: Value.allCases.count)
                var body: some View { Text("\\(flags.count) tabs") }
            }
            struct ContentView: View {
                @State var tab: Tab = .search
                var body: some View { Bar(activeTab: $tab) }
            }
            """)
        XCTAssertEqual(texts, ["4 tabs"])
    }
}
